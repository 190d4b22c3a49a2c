import { describe, expect, it } from "vitest";
import type { SupplierQuote } from "#shared/contracts/quotes";
import {
  countQuotesByTab,
  isQuoteSort,
  isQuoteTab,
  matchesQuoteSearch,
  sortQuotes,
} from "./supplier-quote-filters";

function quote(overrides: Partial<SupplierQuote> & { id: number }): SupplierQuote {
  return {
    requestId: 1,
    supplierId: 9,
    price: "£100",
    service: "photography",
    totalPence: 10_000,
    details: null,
    validUntil: null,
    isExpired: false,
    description: "Full-day coverage with an online gallery.",
    additionalInfo: null,
    status: "pending",
    viewedAt: null,
    allowanceReturnedAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    request: {
      id: 1,
      title: "Wedding reception",
      eventDate: "2027-03-01",
      location: "Islington, London",
      status: "active",
      organizerId: 3,
      organizerName: "Emma Walsh",
    },
    ...overrides,
  };
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe("sortQuotes", () => {
  const quotes = [
    quote({ id: 1, totalPence: 50_000, createdAt: "2026-11-02T10:00:00Z" }),
    quote({ id: 2, totalPence: null, price: "Call to discuss", createdAt: "2026-11-05T10:00:00Z" }),
    quote({ id: 3, totalPence: 125_000, createdAt: "2026-11-01T10:00:00Z" }),
    quote({ id: 4, totalPence: 9_900, createdAt: "2026-11-04T10:00:00Z" }),
    quote({ id: 5, totalPence: null, price: "TBC", createdAt: "2026-11-03T10:00:00Z" }),
  ];

  it("puts the newest first", () => {
    expect(ids(sortQuotes(quotes, "newest"))).toEqual([2, 4, 5, 1, 3]);
  });

  it("puts the oldest first", () => {
    expect(ids(sortQuotes(quotes, "oldest"))).toEqual([3, 1, 5, 4, 2]);
  });

  it("sorts by amount, highest first, with worded prices last", () => {
    expect(ids(sortQuotes(quotes, "price-high"))).toEqual([3, 1, 4, 2, 5]);
  });

  it("sorts by amount, lowest first, with worded prices still last", () => {
    expect(ids(sortQuotes(quotes, "price-low"))).toEqual([4, 1, 3, 2, 5]);
  });

  it("keeps equal prices newest first", () => {
    const same = [
      quote({ id: 1, totalPence: 100, createdAt: "2026-11-01T10:00:00Z" }),
      quote({ id: 2, totalPence: 100, createdAt: "2026-11-02T10:00:00Z" }),
    ];
    expect(ids(sortQuotes(same, "price-low"))).toEqual([2, 1]);
    expect(ids(sortQuotes(same, "price-high"))).toEqual([2, 1]);
  });

  it("leaves the list it was given alone", () => {
    const before = ids(quotes);
    sortQuotes(quotes, "price-high");
    expect(ids(quotes)).toEqual(before);
  });
});

describe("matchesQuoteSearch", () => {
  const sample = quote({ id: 1 });

  it("finds the request's title and location and the quote's description, ignoring case", () => {
    expect(matchesQuoteSearch(sample, "wedding")).toBe(true);
    expect(matchesQuoteSearch(sample, "ISLINGTON")).toBe(true);
    expect(matchesQuoteSearch(sample, "gallery")).toBe(true);
  });

  it("misses text found nowhere, and blank text matches all", () => {
    expect(matchesQuoteSearch(sample, "festival")).toBe(false);
    expect(matchesQuoteSearch(sample, "  ")).toBe(true);
  });
});

describe("countQuotesByTab", () => {
  it("counts each status, zero when none", () => {
    expect(
      countQuotesByTab([
        quote({ id: 1, status: "pending" }),
        quote({ id: 2, status: "accepted" }),
        quote({ id: 3, status: "pending" }),
      ]),
    ).toEqual({ pending: 2, accepted: 1, rejected: 0 });
  });
});

describe("address values", () => {
  it("knows its sorts and tabs and nothing else", () => {
    expect(isQuoteSort("price-low")).toBe(true);
    expect(isQuoteSort("cheapest")).toBe(false);
    expect(isQuoteSort(null)).toBe(false);
    expect(isQuoteTab("accepted")).toBe(true);
    expect(isQuoteTab("all")).toBe(false);
  });
});
