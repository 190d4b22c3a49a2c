import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  END_BEFORE_START_MESSAGE,
  REQUEST_CATEGORY_MESSAGE,
  REQUEST_REQUIRED_MESSAGE,
  START_DATE_PAST_MESSAGE,
} from "#shared/contracts/requests";
import { ukToday } from "#shared/domain/calendar-days";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { CreateRequestPage } from "./create-request-page";

const nextYear = `${Number(ukToday().slice(0, 4)) + 1}-06-13`;
const described = (message: string) => expect.stringContaining(message);
const noPlacesFound = { "GET /api/locations/suggestions": () => jsonResponse(200, []) };

function renderForm() {
  return renderPage(<CreateRequestPage supplier={null} />, { path: "/requests/new" });
}

type User = ReturnType<typeof renderForm>["user"];

async function fillInEverything(user: User, { startDate = nextYear } = {}) {
  await user.type(screen.getByLabelText(/Event title/), "Golden wedding anniversary");
  await user.type(screen.getByLabelText(/Description/), "A sit-down dinner for 60 guests.");
  await user.type(screen.getByLabelText(/Start date/), startDate);
  await user.type(screen.getByRole("combobox", { name: /Location/ }), "Bath, England");
  await user.click(screen.getByRole("checkbox", { name: "Catering" }));
}

const submit = (user: User) => user.click(screen.getByRole("button", { name: "Create Request" }));

describe("the create-request form's errors", () => {
  it("marks each missing field beside it and puts the cursor in the first", async () => {
    const api = fakeApi({});
    const { user } = renderForm();

    await submit(user);

    await expectToast("Error", REQUEST_REQUIRED_MESSAGE);
    const title = screen.getByLabelText(/Event title/);
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription(described(REQUEST_REQUIRED_MESSAGE));
    expect(title).toHaveFocus();
    for (const field of [
      screen.getByLabelText(/Description/),
      screen.getByLabelText(/Start date/),
      screen.getByRole("combobox", { name: /Location/ }),
    ]) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(described(REQUEST_REQUIRED_MESSAGE));
    }
    expect(screen.getByRole("group", { name: /Categories/ })).toHaveAccessibleDescription(
      described(REQUEST_CATEGORY_MESSAGE),
    );
    expect(api.requests).toEqual([]);
  });

  it("refuses a start date in the past and an end before the start", async () => {
    const api = fakeApi(noPlacesFound);
    const { user } = renderForm();
    await fillInEverything(user, { startDate: "2020-05-02" });
    await user.type(screen.getByLabelText(/End date/), "2020-05-01");

    await submit(user);

    await expectToast("Error", START_DATE_PAST_MESSAGE);
    const start = screen.getByLabelText(/Start date/);
    expect(start).toHaveAccessibleDescription(described(START_DATE_PAST_MESSAGE));
    expect(start).toHaveFocus();
    expect(screen.getByLabelText(/End date/)).toHaveAccessibleDescription(
      described(END_BEFORE_START_MESSAGE),
    );
    expect(screen.getByLabelText(/Event title/)).not.toHaveAttribute("aria-invalid");
    expect(await api.bodiesSentTo("POST /api/requests")).toEqual([]);
  });

  it("puts the server's field errors beside their fields and keeps what was typed", async () => {
    // The server judges "the past" by its own clock, which can be past midnight before ours.
    const api = fakeApi({
      ...noPlacesFound,
      "POST /api/requests": () =>
        errorResponse(400, {
          message: START_DATE_PAST_MESSAGE,
          code: "validation",
          fieldErrors: { eventDateFrom: [START_DATE_PAST_MESSAGE] },
        }),
    });
    const { user, router } = renderForm();
    await fillInEverything(user);

    await submit(user);

    await expectToast("Error", START_DATE_PAST_MESSAGE);
    const start = screen.getByLabelText(/Start date/);
    expect(start).toHaveAttribute("aria-invalid", "true");
    expect(start).toHaveAccessibleDescription(described(START_DATE_PAST_MESSAGE));
    expect(start).toHaveValue(nextYear);
    expect(screen.getByLabelText(/Event title/)).toHaveValue("Golden wedding anniversary");
    expect(await api.bodiesSentTo("POST /api/requests")).toEqual([
      expect.objectContaining({ eventDateFrom: nextYear, categories: ["catering"] }),
    ]);
    expect(router.state.location.pathname).toBe("/requests/new");
  });
});
