import { describe, expect, it } from "vitest";
import type { QuoteWithSupplier } from "#shared/contracts/quotes";
import { parseQuoteSort, sortQuotes } from "./request-quote-sort";

function quote(
  id: number,
  totalPence: number | null,
  rating: { avg: number; count: number },
  createdAt: string,
): QuoteWithSupplier {
  return {
    id,
    requestId: 1,
    supplierId: id,
    price: totalPence === null ? "On request" : `£${totalPence / 100}`,
    service: "catering",
    totalPence,
    details: null,
    validUntil: null,
    isExpired: false,
    description: "Everything you need",
    additionalInfo: null,
    status: "pending",
    viewedAt: null,
    allowanceReturnedAt: null,
    createdAt,
    updatedAt: createdAt,
    reviewed: false,
    supplier: {
      id,
      name: `Supplier ${id}`,
      urlSlug: null,
      profileImage: null,
      address: null,
      avgRating: rating.avg,
      reviewCount: rating.count,
      distanceKm: null,
      medianHoursToQuote: null,
      quotesSent: 0,
    },
  };
}

const cheapNew = quote(1, 50_000, { avg: 0, count: 0 }, "2026-11-20T10:00:00Z");
const dearRated = quote(2, 150_000, { avg: 4.8, count: 12 }, "2026-11-18T10:00:00Z");
const worded = quote(3, null, { avg: 4.8, count: 3 }, "2026-11-21T10:00:00Z");
const middle = quote(4, 90_000, { avg: 3.5, count: 40 }, "2026-11-19T10:00:00Z");
const all = [cheapNew, dearRated, worded, middle];
const ids = (list: QuoteWithSupplier[]) => list.map((item) => item.id);

describe("sortQuotes", () => {
  it("puts the newest first", () => {
    expect(ids(sortQuotes(all, "newest"))).toEqual([3, 1, 4, 2]);
  });

  it("orders by price both ways with worded prices last", () => {
    expect(ids(sortQuotes(all, "price-low"))).toEqual([1, 4, 2, 3]);
    expect(ids(sortQuotes(all, "price-high"))).toEqual([2, 4, 1, 3]);
  });

  it("ranks by rating, then by how many reviews back it, with new suppliers last", () => {
    expect(ids(sortQuotes(all, "rating"))).toEqual([2, 3, 4, 1]);
  });
});

describe("parseQuoteSort", () => {
  it("falls back to newest", () => {
    expect(parseQuoteSort("price-low")).toBe("price-low");
    expect(parseQuoteSort("cheapest")).toBe("newest");
    expect(parseQuoteSort(null)).toBe("newest");
  });
});
