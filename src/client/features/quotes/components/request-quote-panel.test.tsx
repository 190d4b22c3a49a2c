import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  ALREADY_QUOTED_MESSAGE,
  QUOTE_LIMIT_MESSAGE,
  QUOTE_LIMIT_TITLE,
  QUOTE_MISSING_MESSAGE,
  QUOTE_MISSING_TITLE,
  QUOTE_PRICE_TOO_HIGH_MESSAGE,
  QUOTE_TOTAL_MESSAGE,
  type QuoteLimitStatus,
} from "#shared/contracts/quotes";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import { QUOTE_VALID_DEFAULT_DAYS } from "#shared/domain/quote-terms";
import { requestDetail, userProfile } from "#tests/support/client-fixtures";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { RequestQuotePanel } from "./request-quote-panel";

const allowance: QuoteLimitStatus = {
  canQuote: true,
  quotesRemaining: 2,
  monthlyLimit: 3,
  quotesThisMonth: 1,
  isUnlimited: false,
  resetsOn: "2026-12-01",
};

/** A free supplier who has not quoted on the request yet, with `submitted` answering their quote. */
async function renderQuoteForm(submitted: () => Response) {
  const api = fakeApi({
    "GET /api/quotes/request/7": () => jsonResponse(200, []),
    "GET /api/quotes/limit/status": () => jsonResponse(200, allowance),
    "POST /api/quotes": submitted,
  });
  const page = renderPage(<RequestQuotePanel request={requestDetail()} viewer={userProfile()} />, {
    path: "/requests/7",
  });
  await screen.findByRole("form", { name: "Your quote" });
  return { ...page, api };
}

const unexpected = () => errorResponse(500, { message: "The form should not have sent this." });
const priceNote = () => screen.getByLabelText(/^Price note/);
const total = () => screen.getByLabelText(/^Total/);
const description = () => screen.getByLabelText(/^Description/);
const submitQuote = () => screen.getByRole("button", { name: "Submit Quote" });

describe("the quote form's errors", () => {
  it("asks for both the total and the description beside each and starts at the total", async () => {
    const { user, api } = await renderQuoteForm(unexpected);

    await user.click(submitQuote());

    await expectToast(QUOTE_MISSING_TITLE, QUOTE_MISSING_MESSAGE);
    for (const [field, message] of [
      [total(), QUOTE_TOTAL_MESSAGE],
      [description(), QUOTE_MISSING_MESSAGE],
    ] as const) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(priceNote()).not.toHaveAttribute("aria-invalid");
    expect(total()).toHaveFocus();
    expect(await api.bodiesSentTo("POST /api/quotes")).toEqual([]);
  });

  it("refuses a note that names an amount above the most a quote can ask", async () => {
    const { user, api } = await renderQuoteForm(unexpected);

    await user.type(total(), "450");
    await user.type(priceNote(), "£99,999,999");
    await user.type(description(), "Sound and lights for the whole night.");
    await user.click(submitQuote());

    await expectToast("Error", "Please check your quote.");
    expect(priceNote()).toHaveAccessibleDescription(
      expect.stringContaining(QUOTE_PRICE_TOO_HIGH_MESSAGE),
    );
    expect(priceNote()).toHaveFocus();
    expect(description()).not.toHaveAttribute("aria-invalid");
    expect(await api.bodiesSentTo("POST /api/quotes")).toEqual([]);
  });

  it("shows the server's reason when it refuses the quote", async () => {
    const { user, api } = await renderQuoteForm(() =>
      errorResponse(409, { message: ALREADY_QUOTED_MESSAGE, code: "conflict" }),
    );

    await user.type(total(), "450");
    await user.type(description(), "Sound and lights for the whole night.");
    await user.click(submitQuote());

    await expectToast("Error", ALREADY_QUOTED_MESSAGE);
    expect(total()).toHaveValue("450");
    expect(await api.bodiesSentTo("POST /api/quotes")).toEqual([
      {
        requestId: 7,
        price: "£450",
        total: 450,
        description: "Sound and lights for the whole night.",
        additionalInfo: null,
        // One service to quote for: the server files the quote under it.
        service: null,
        included: [],
        deposit: null,
        cancellation: null,
        validUntil: addDays(ukToday(new Date()), QUOTE_VALID_DEFAULT_DAYS),
        categoryFields: {},
      },
    ]);
  });

  it("replaces the form with the way to upgrade when the month's allowance has run out", async () => {
    const { user } = await renderQuoteForm(() =>
      errorResponse(429, { message: "Monthly quote limit reached.", code: "quote_limit" }),
    );

    await user.type(total(), "450");
    await user.type(description(), "Sound and lights for the whole night.");
    await user.click(submitQuote());

    await expectToast(QUOTE_LIMIT_TITLE, QUOTE_LIMIT_MESSAGE);
    expect(screen.queryByRole("form", { name: "Your quote" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: QUOTE_LIMIT_TITLE })).toBeVisible();
    expect(screen.getByRole("link", { name: "View Plans" })).toBeVisible();
  });
});
