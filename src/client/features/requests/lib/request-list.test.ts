import { describe, expect, it } from "vitest";
import type { RequestListItem } from "#shared/contracts/requests";
import {
  matchesSearch,
  parseSort,
  parseTab,
  quoteCountLabel,
  sortRequests,
  tabOf,
} from "./request-list";

function request(overrides: Partial<RequestListItem> & { id: number }): RequestListItem {
  return {
    organizerId: 1,
    organizerName: "Emma Walsh",
    title: "Wedding reception",
    description: "Dinner for 120",
    eventDate: "2027-05-01",
    eventDateFrom: "2027-05-01",
    eventDateTo: null,
    location: "Islington, London",
    budget: null,
    attendees: null,
    categories: ["venue"],
    status: "active",
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
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

const quote = (id: number) => ({
  id,
  supplierId: id,
  status: "pending" as const,
  createdAt: "2026-11-02T10:00:00.000Z",
});

describe("tabOf", () => {
  it.each([
    ["active", "active"],
    ["completed", "completed"],
    ["cancelled", "cancelled"],
    ["found_supplier", "cancelled"],
    ["no_longer_needed", "cancelled"],
    ["expired", "cancelled"],
  ] as const)("puts a %s request in the %s tab", (status, tab) => {
    expect(tabOf(status)).toBe(tab);
  });
});

describe("parseTab and parseSort", () => {
  it("read known values from the address", () => {
    expect(parseTab("completed")).toBe("completed");
    expect(parseSort("upcoming")).toBe("upcoming");
  });

  it("fall back to Active and Newest First for anything else", () => {
    expect(parseTab(null)).toBe("active");
    expect(parseTab("archived")).toBe("active");
    expect(parseSort("")).toBe("newest");
    expect(parseSort("price")).toBe("newest");
  });
});

describe("matchesSearch", () => {
  const wedding = request({ id: 1 });

  it("matches the title, description and location whatever the case", () => {
    expect(matchesSearch(wedding, "WEDDING")).toBe(true);
    expect(matchesSearch(wedding, "dinner")).toBe(true);
    expect(matchesSearch(wedding, "islington")).toBe(true);
  });

  it("needs every word to appear somewhere", () => {
    expect(matchesSearch(wedding, "wedding london")).toBe(true);
    expect(matchesSearch(wedding, "wedding manchester")).toBe(false);
  });

  it("matches everything when the search is blank", () => {
    expect(matchesSearch(wedding, "   ")).toBe(true);
  });
});

describe("sortRequests", () => {
  const older = request({
    id: 1,
    createdAt: "2026-10-01T10:00:00.000Z",
    eventDateFrom: "2027-01-10",
    quotes: [quote(1), quote(2)],
  });
  const newer = request({
    id: 2,
    createdAt: "2026-11-01T10:00:00.000Z",
    eventDateFrom: "2026-12-24",
    quotes: [],
  });
  const newest = request({
    id: 3,
    createdAt: "2026-11-20T10:00:00.000Z",
    eventDateFrom: "2027-06-30",
    quotes: [quote(3)],
  });
  const all = [newer, older, newest];
  const ids = (list: RequestListItem[]) => list.map((item) => item.id);

  it("orders by posting date both ways", () => {
    expect(ids(sortRequests(all, "newest"))).toEqual([3, 2, 1]);
    expect(ids(sortRequests(all, "oldest"))).toEqual([1, 2, 3]);
  });

  it("puts the requests with most quotes first", () => {
    expect(ids(sortRequests(all, "quotes"))).toEqual([1, 3, 2]);
  });

  it("puts the soonest event first for upcoming events", () => {
    expect(ids(sortRequests(all, "upcoming"))).toEqual([2, 1, 3]);
  });

  it("leaves the list it was given alone", () => {
    sortRequests(all, "oldest");
    expect(ids(all)).toEqual([2, 1, 3]);
  });
});

describe("quoteCountLabel", () => {
  it("speaks of one quote or many", () => {
    expect(quoteCountLabel(0)).toBe("0 quotes");
    expect(quoteCountLabel(1)).toBe("1 quote");
    expect(quoteCountLabel(4)).toBe("4 quotes");
  });
});
