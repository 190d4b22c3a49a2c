import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type QuoteWithSupplier, VALID_UNTIL_PAST_MESSAGE } from "#shared/contracts/quotes";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import { formatLongDate } from "#shared/domain/format";
import { requestDetail, userProfile } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { RequestQuotePanel } from "./request-quote-panel";

const today = ukToday(new Date());

function expiredQuote(supplierId: number): QuoteWithSupplier {
  return {
    id: 31,
    requestId: 7,
    supplierId,
    price: "£3,950",
    service: "catering",
    totalPence: 395_000,
    details: {
      included: ["Three courses", "Table service"],
      deposit: { kind: "percent", percent: 25 },
      cancellation: { policy: "flexible", terms: null },
      categoryFields: { catering: { courses: 3, dietaryOptions: ["Vegan", "Halal"] } },
    },
    validUntil: addDays(today, -2),
    isExpired: true,
    description: "Dinner for eighty",
    additionalInfo: null,
    status: "pending",
    viewedAt: null,
    allowanceReturnedAt: null,
    createdAt: "2026-11-01T10:00:00Z",
    updatedAt: "2026-11-01T10:00:00Z",
    reviewed: false,
    supplier: {
      id: supplierId,
      name: "Feast & Co",
      urlSlug: null,
      profileImage: null,
      address: null,
      avgRating: 0,
      reviewCount: 0,
      distanceKm: null,
      medianHoursToQuote: null,
      quotesSent: 0,
    },
  };
}

describe("an expired quote", () => {
  it("shows its supplier the Expired badge, its terms and a Renew action that takes a new date", async () => {
    const viewer = userProfile({ categories: ["catering"] });
    const api = fakeApi({
      "GET /api/quotes/request/7": () => jsonResponse(200, [expiredQuote(viewer.id)]),
      "GET /api/quotes/limit/status": () => jsonResponse(200, {}),
      "POST /api/quotes/31/renew": () =>
        jsonResponse(200, { ...expiredQuote(viewer.id), isExpired: false }),
    });
    const { user } = renderPage(<RequestQuotePanel request={requestDetail()} viewer={viewer} />, {
      path: "/requests/7",
    });
    const card = await screen.findByRole("article", { name: "Your quote" });

    expect(within(card).getByText("Expired", { selector: "span" })).toBeVisible();
    expect(within(card).getByText("25%")).toBeVisible();
    expect(within(card).getByText("Flexible")).toBeVisible();
    expect(within(card).getByText("Table service")).toBeVisible();
    expect(within(card).getByText("3 courses")).toBeVisible();
    expect(within(card).getByText("Vegan, Halal")).toBeVisible();

    await user.click(within(card).getByRole("button", { name: "Renew quote" }));
    const date = within(card).getByLabelText("New valid-until date");
    await user.clear(date);
    await user.type(date, addDays(today, -1));
    await user.click(within(card).getByRole("button", { name: "Save date" }));
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(date).toHaveAccessibleDescription(VALID_UNTIL_PAST_MESSAGE);
    expect(await api.bodiesSentTo("POST /api/quotes/31/renew")).toEqual([]);

    const renewed = addDays(today, 10);
    await user.clear(date);
    await user.type(date, renewed);
    await user.click(within(card).getByRole("button", { name: "Save date" }));
    await expectToast(
      "Quote renewed",
      `Your quote can now be accepted until ${formatLongDate(renewed)}.`,
    );
    expect(await api.bodiesSentTo("POST /api/quotes/31/renew")).toEqual([{ validUntil: renewed }]);
  });

  it("offers its organizer no Accept button, only Reject", async () => {
    fakeApi({
      "GET /api/quotes/request/7": () => jsonResponse(200, [expiredQuote(40)]),
      "GET /api/messages/request/7": () => jsonResponse(200, []),
    });
    renderPage(
      <RequestQuotePanel
        request={requestDetail({ isOwner: true, quoteCount: 1 })}
        viewer={userProfile({ role: "organizer" })}
      />,
      { path: "/requests/7" },
    );
    await screen.findByText(/Expired: ask Feast & Co to renew it/);
    expect(screen.queryByRole("button", { name: /Accept quote/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject quote from Feast & Co" })).toBeVisible();
  });
});
