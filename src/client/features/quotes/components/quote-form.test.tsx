import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  CANCELLATION_TERMS_REQUIRED_MESSAGE,
  DEPOSIT_PERCENT_MESSAGE,
  QUOTE_MISSING_MESSAGE,
  QUOTE_MISSING_TITLE,
  QUOTE_PENCE_MESSAGE,
  QUOTE_TOTAL_MESSAGE,
  type QuoteLimitStatus,
  VALID_UNTIL_PAST_MESSAGE,
} from "#shared/contracts/quotes";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import { requestDetail, userProfile } from "#tests/support/client-fixtures";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { RequestQuotePanel } from "./request-quote-panel";

const unlimited: QuoteLimitStatus = {
  canQuote: true,
  quotesRemaining: null,
  monthlyLimit: 1,
  quotesThisMonth: 0,
  isUnlimited: true,
  resetsOn: "2026-12-01",
};

/** A caterer (and photographer) quoting on a request for catering, a venue and a DJ. */
async function renderQuoteForm(submitted: () => Response) {
  const api = fakeApi({
    "GET /api/quotes/request/7": () => jsonResponse(200, []),
    "GET /api/quotes/limit/status": () => jsonResponse(200, unlimited),
    "POST /api/quotes": submitted,
  });
  const page = renderPage(
    <RequestQuotePanel
      request={requestDetail({ categories: ["venue", "catering", "dj"] })}
      viewer={userProfile({ categories: ["catering", "photography"] })}
    />,
    { path: "/requests/7" },
  );
  await screen.findByRole("form", { name: "Your quote" });
  return { ...page, api };
}

const unexpected = () => errorResponse(500, { message: "The form should not have sent this." });
const field = (label: RegExp) => screen.getByLabelText(label);
const catering = () => screen.getByRole("group", { name: "Catering details" });
const submitQuote = () => screen.getByRole("button", { name: "Submit Quote" });

function expectFieldError(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute("aria-invalid", "true");
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe("the structured quote form", () => {
  it("offers details only for the request's categories the supplier serves", async () => {
    await renderQuoteForm(unexpected);

    expect(catering()).toBeVisible();
    expect(within(catering()).getByLabelText(/^Cost per head/)).toBeVisible();
    expect(within(catering()).getByRole("group", { name: "Dietary options" })).toBeVisible();
    expect(screen.queryByRole("group", { name: "Venues details" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "DJ details" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Photography details" })).not.toBeInTheDocument();
    // A month ahead unless the supplier says otherwise.
    expect(field(/^Valid until/)).toHaveValue(addDays(ukToday(new Date()), 30));
  });

  it("shows each wrong answer beside its field and sends nothing", async () => {
    const { user, api } = await renderQuoteForm(unexpected);

    await user.type(field(/^Total/), "3950.555");
    await user.type(field(/^Description/), "Three courses for eighty.");
    await user.selectOptions(field(/^Deposit$/), "percent");
    await user.type(field(/^Deposit \(%\)/), "150");
    await user.selectOptions(field(/^Cancellation terms/), "custom");
    await user.clear(field(/^Valid until/));
    await user.type(field(/^Valid until/), "2020-01-01");
    await user.type(within(catering()).getByLabelText(/^Courses/), "20");
    await user.type(within(catering()).getByLabelText(/^Serving staff/), "lots");
    await user.click(submitQuote());

    await expectToast("Error", "Please check your quote.");
    expectFieldError(field(/^Total/), QUOTE_PENCE_MESSAGE);
    expectFieldError(field(/^Deposit \(%\)/), DEPOSIT_PERCENT_MESSAGE);
    expectFieldError(field(/^Cancellation details/), CANCELLATION_TERMS_REQUIRED_MESSAGE);
    expectFieldError(field(/^Valid until/), VALID_UNTIL_PAST_MESSAGE);
    expectFieldError(within(catering()).getByLabelText(/^Courses/), "Must be between 0 and 12.");
    expectFieldError(within(catering()).getByLabelText(/^Serving staff/), "Please enter a number.");
    expect(field(/^Price note/)).not.toHaveAttribute("aria-invalid");
    expect(field(/^Total/)).toHaveFocus();
    expect(await api.bodiesSentTo("POST /api/quotes")).toEqual([]);
  });

  it("sends the total, terms and category answers the supplier filled in", async () => {
    const { user, api } = await renderQuoteForm(() =>
      errorResponse(400, {
        message: "Must be between 0 and 200.",
        code: "bad_request",
        fieldErrors: { "categoryFields.catering.servingStaff": ["Must be between 0 and 200."] },
      }),
    );
    const validUntil = addDays(ukToday(new Date()), 14);

    await user.type(field(/^Total/), "3,950");
    await user.type(field(/^Description/), "Three courses for eighty.");
    await user.type(field(/^What's included/), "Canapés\n\nTable service\n");
    await user.selectOptions(field(/^Deposit$/), "amount");
    await user.type(field(/^Deposit \(£\)/), "500");
    await user.selectOptions(field(/^Cancellation terms/), "moderate");
    await user.clear(field(/^Valid until/));
    await user.type(field(/^Valid until/), validUntil);
    await user.type(within(catering()).getByLabelText(/^Cost per head/), "49.50");
    await user.type(within(catering()).getByLabelText(/^Serving staff/), "6");
    await user.click(within(catering()).getByRole("checkbox", { name: "Vegan" }));
    await user.click(within(catering()).getByRole("checkbox", { name: "Halal" }));
    await user.click(submitQuote());

    // The server's word on a field shows beside that field.
    await expectToast("Error", "Must be between 0 and 200.");
    expectFieldError(
      within(catering()).getByLabelText(/^Serving staff/),
      "Must be between 0 and 200.",
    );
    expect(await api.bodiesSentTo("POST /api/quotes")).toEqual([
      {
        requestId: 7,
        price: "£3,950",
        total: 3950,
        description: "Three courses for eighty.",
        additionalInfo: null,
        // One service to quote for: the server files the quote under it.
        service: null,
        included: ["Canapés", "Table service"],
        deposit: { kind: "amount", amount: 500 },
        cancellation: { policy: "moderate", terms: null },
        validUntil,
        categoryFields: {
          catering: { pricePerHead: 49.5, servingStaff: 6, dietaryOptions: ["Vegan", "Halal"] },
        },
      },
    ]);
  });

  it("asks for the total once, and sends the note beside it inside the spec's price", async () => {
    const { user, api } = await renderQuoteForm(() => jsonResponse(201, {}));

    expect(screen.queryByLabelText(/^Price$/)).not.toBeInTheDocument();
    expect(field(/^Price note/)).not.toBeRequired();
    await user.type(field(/^Total/), "450");
    await user.type(field(/^Price note/), "per hour");
    expect(screen.getByText(/The organizer will see/)).toHaveTextContent(
      "The organizer will see £450 (per hour)",
    );
    await user.type(field(/^Description/), "Live set, own sound system.");
    await user.click(submitQuote());

    await expectToast("Quote Submitted", "The organizer has been told about your quote.");
    expect(await api.bodiesSentTo("POST /api/quotes")).toEqual([
      expect.objectContaining({ requestId: 7, price: "£450 per hour", total: 450 }),
    ]);
  });

  it("needs the total even when the note states an amount", async () => {
    const { user, api } = await renderQuoteForm(unexpected);

    await user.type(field(/^Price note/), "From £280");
    await user.type(field(/^Description/), "Three courses for eighty.");
    await user.click(submitQuote());

    await expectToast(QUOTE_MISSING_TITLE, QUOTE_MISSING_MESSAGE);
    expectFieldError(field(/^Total/), QUOTE_TOTAL_MESSAGE);
    expect(await api.bodiesSentTo("POST /api/quotes")).toEqual([]);
  });
});
