import { describe, expect, it } from "vitest";
import type { RequestListItem } from "#shared/contracts/requests";
import { filterRequests, hasQuoted, matchesSearch, visibleRequests } from "./filter-requests";

function request(overrides: Partial<RequestListItem>): RequestListItem {
  return {
    id: 1,
    organizerId: 10,
    organizerName: "Emma Walsh",
    title: "Wedding reception",
    description: "Dinner for 120 and a DJ until midnight.",
    eventDate: "2027-03-01",
    eventDateFrom: "2027-03-01",
    eventDateTo: null,
    location: "Islington, London",
    budget: null,
    attendees: null,
    categories: ["venue", "dj"],
    status: "active",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    quotes: [],
    quoteCount: 0,
    quoteLimit: 5,
    quoteLimitRaised: false,
    supplierUnavailable: false,
    supplierUnavailableBecause: null,
    invited: false,
    organizerEmailVerified: true,
    organizerStats: null,
    expiresAt: null,
    ...overrides,
  };
}

describe("matchesSearch", () => {
  const wedding = request({});

  it("finds words in the title, description or location, ignoring case", () => {
    expect(matchesSearch(wedding, "WEDDING")).toBe(true);
    expect(matchesSearch(wedding, "midnight")).toBe(true);
    expect(matchesSearch(wedding, "islington")).toBe(true);
  });

  it("misses words that are nowhere", () => {
    expect(matchesSearch(wedding, "festival")).toBe(false);
  });

  it("matches everything when the search is blank", () => {
    expect(matchesSearch(wedding, "   ")).toBe(true);
  });
});

describe("filterRequests", () => {
  const requests = [
    request({ id: 1, title: "Wedding reception", categories: ["venue", "dj"] }),
    request({ id: 2, title: "Rooftop party", categories: ["dj", "photography"] }),
    request({
      id: 3,
      title: "Team away-day",
      categories: ["transportation"],
      location: "Cotswolds",
    }),
  ];
  const ids = (list: RequestListItem[]) => list.map((item) => item.id);

  it("keeps everything with no filters", () => {
    expect(ids(filterRequests(requests, {}))).toEqual([1, 2, 3]);
  });

  it("keeps requests that name the category among theirs", () => {
    expect(ids(filterRequests(requests, { category: "dj" }))).toEqual([1, 2]);
    expect(ids(filterRequests(requests, { category: "cake" }))).toEqual([]);
  });

  it("combines the category and the search", () => {
    expect(ids(filterRequests(requests, { category: "dj", q: "rooftop" }))).toEqual([2]);
    expect(ids(filterRequests(requests, { category: "venue", q: "cotswolds" }))).toEqual([]);
  });

  it("keeps the order it was given (newest first from the server)", () => {
    expect(ids(filterRequests([...requests].reverse(), { q: "e" }))).toEqual([3, 2, 1]);
  });
});

describe("hasQuoted", () => {
  it("is true when the list carries the supplier's own quote", () => {
    const quoted = request({
      quotes: [{ id: 5, supplierId: 42, status: "pending", createdAt: "2026-11-21T09:00:00Z" }],
    });
    expect(hasQuoted(quoted, 42)).toBe(true);
    expect(hasQuoted(quoted, 7)).toBe(false);
    expect(hasQuoted(request({}), 42)).toBe(false);
  });
});

describe("visibleRequests", () => {
  const free = request({ id: 1, categories: ["dj"] });
  const takenDj = request({
    id: 2,
    categories: ["dj"],
    supplierUnavailable: true,
    supplierUnavailableBecause: "booked",
  });
  const takenVenue = request({
    id: 3,
    categories: ["venue"],
    supplierUnavailable: true,
    supplierUnavailableBecause: "blocked",
  });
  const all = [free, takenDj, takenVenue];

  it("hides requests on the supplier's unavailable days and counts those the filters match", () => {
    expect(visibleRequests(all, {})).toEqual({
      shown: [free],
      hiddenAsUnavailable: { blocked: 1, booked: 1 },
    });
    expect(visibleRequests(all, { category: "dj" })).toEqual({
      shown: [free],
      hiddenAsUnavailable: { blocked: 0, booked: 1 },
    });
  });

  it("shows them all when asked", () => {
    expect(visibleRequests(all, { showUnavailable: true })).toEqual({
      shown: all,
      hiddenAsUnavailable: { blocked: 0, booked: 0 },
    });
  });
});
