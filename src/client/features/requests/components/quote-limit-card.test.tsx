import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QUOTE_LIMIT_RAISE_ONCE_MESSAGE } from "#shared/contracts/requests";
import { requestDetail } from "#tests/support/client-fixtures";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { QuoteLimitCard } from "./quote-limit-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ownRequest = requestDetail({ isOwner: true, quoteCount: 2 });

describe("the organizer's quote limit", () => {
  it("counts the quotes against the cap and raises it once to the number chosen", async () => {
    const api = fakeApi({
      "POST /api/requests/7/quote-limit": () =>
        jsonResponse(200, { ...ownRequest, quoteLimit: 8, quoteLimitRaised: true }),
      "GET /api/requests": () => jsonResponse(200, []),
    });
    const { user } = renderPage(<QuoteLimitCard request={ownRequest} />);

    expect(screen.getByText("2 of 5 quotes")).toBeInTheDocument();
    const choice = screen.getByLabelText("Take up to");
    expect([...choice.querySelectorAll("option")].map((option) => option.value)).toEqual([
      "6",
      "7",
      "8",
      "9",
      "10",
    ]);
    await user.selectOptions(choice, "8");
    await user.click(screen.getByRole("button", { name: "Raise Quote Limit" }));

    expect(await api.bodiesSentTo("POST /api/requests/7/quote-limit")).toEqual([{ limit: 8 }]);
    expect(await screen.findByText("This request now takes up to 8 quotes.")).toBeInTheDocument();
  });

  it("shows the server's refusal beside the control", async () => {
    fakeApi({
      "POST /api/requests/7/quote-limit": () =>
        errorResponse(409, { message: QUOTE_LIMIT_RAISE_ONCE_MESSAGE }),
    });
    const { user } = renderPage(<QuoteLimitCard request={ownRequest} />);

    await user.click(screen.getByRole("button", { name: "Raise Quote Limit" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(QUOTE_LIMIT_RAISE_ONCE_MESSAGE);
    expect(screen.getByLabelText("Take up to")).toHaveAccessibleDescription(
      expect.stringContaining(QUOTE_LIMIT_RAISE_ONCE_MESSAGE),
    );
  });

  it("offers no raise once it was raised, and says a full request is full", () => {
    renderPage(
      <QuoteLimitCard
        request={{ ...ownRequest, quoteCount: 8, quoteLimit: 8, quoteLimitRaised: true }}
      />,
    );
    expect(screen.getByText("Full: 8 quotes received")).toBeInTheDocument();
    expect(screen.getByText(/it can be raised only once/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Raise Quote Limit" })).not.toBeInTheDocument();
  });
});
