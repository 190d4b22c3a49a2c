import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { QuoteWithSupplier } from "#shared/contracts/quotes";
import { quoteWithSupplier, requestDetail } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { RequestQuoteList } from "./request-quote-list";

const request = requestDetail({ quoteCount: 4, isOwner: true });

function quote(
  name: string,
  price: string,
  totalPence: number | null,
  rating: { avg: number; count: number },
  createdAt: string,
  id: number,
): QuoteWithSupplier {
  return quoteWithSupplier(id, name, {
    requestId: request.id,
    supplierId: id,
    price,
    totalPence,
    createdAt,
    updatedAt: createdAt,
    supplier: { id, avgRating: rating.avg, reviewCount: rating.count, quotesSent: 0 },
  });
}

// As the server sends them: in no order the organizer asked for.
const quotes = [
  quote("Budget Bites", "£500", 50_000, { avg: 0, count: 0 }, "2026-11-20T10:00:00Z", 1),
  quote("Grand Feasts", "£1,500", 150_000, { avg: 4.8, count: 12 }, "2026-11-18T10:00:00Z", 2),
  quote(
    "Bespoke Banquets",
    "Priced on request",
    null,
    { avg: 4.8, count: 3 },
    "2026-11-21T10:00:00Z",
    3,
  ),
  quote("Middle Table", "£900", 90_000, { avg: 3.5, count: 40 }, "2026-11-19T10:00:00Z", 4),
];

async function renderQuotes(at = "/requests/7") {
  fakeApi({
    "GET /api/quotes/request/7": () => jsonResponse(200, quotes),
    // The comparison's answers row reads the request's messages.
    "GET /api/messages/request/7": () => jsonResponse(200, []),
  });
  const page = renderPage(<RequestQuoteList request={request} />, { path: "/requests/7", at });
  await screen.findAllByRole("article");
  return page;
}

/** The suppliers' names in the order the organizer reads the quotes. */
function shownOrder() {
  return screen
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
}

describe("sorting an organizer's quotes", () => {
  it("shows the newest quote first until the organizer chooses another order", async () => {
    await renderQuotes();
    expect(screen.getByLabelText("Sort quotes")).toHaveDisplayValue("Newest");
    expect(shownOrder()).toEqual([
      "Bespoke Banquets",
      "Budget Bites",
      "Middle Table",
      "Grand Feasts",
    ]);
  });

  it("reorders the quotes for each sort and keeps the choice in the address", async () => {
    const { router, user } = await renderQuotes();
    const sort = screen.getByLabelText("Sort quotes");

    await user.selectOptions(sort, "Lowest price");
    expect(shownOrder()).toEqual([
      "Budget Bites",
      "Middle Table",
      "Grand Feasts",
      "Bespoke Banquets",
    ]);
    expect(router.state.location.search).toBe("?quoteSort=price-low");

    await user.selectOptions(sort, "Highest price");
    expect(shownOrder()).toEqual([
      "Grand Feasts",
      "Middle Table",
      "Budget Bites",
      "Bespoke Banquets",
    ]);
    expect(router.state.location.search).toBe("?quoteSort=price-high");

    await user.selectOptions(sort, "Best rated");
    expect(shownOrder()).toEqual([
      "Grand Feasts",
      "Bespoke Banquets",
      "Middle Table",
      "Budget Bites",
    ]);
    expect(router.state.location.search).toBe("?quoteSort=rating");

    await user.selectOptions(sort, "Newest");
    expect(shownOrder()).toEqual([
      "Bespoke Banquets",
      "Budget Bites",
      "Middle Table",
      "Grand Feasts",
    ]);
    expect(router.state.location.search).toBe("");
  });

  it("opens in the order a shared address names", async () => {
    await renderQuotes("/requests/7?quoteSort=price-high");
    expect(screen.getByLabelText("Sort quotes")).toHaveDisplayValue("Highest price");
    expect(shownOrder()).toEqual([
      "Grand Feasts",
      "Middle Table",
      "Budget Bites",
      "Bespoke Banquets",
    ]);
  });
});
