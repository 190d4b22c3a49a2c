import { describe, expect, it } from "vitest";
import { startsIn, summarizeQuotes, upcomingSoonestFirst } from "./dashboard-stats";

const now = new Date(2026, 10, 22, 12);
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe("summarizeQuotes", () => {
  it("counts all, those of the last 7 days and the accepted ones", () => {
    const summary = summarizeQuotes(
      [
        { status: "pending", createdAt: hoursAgo(1) },
        { status: "accepted", createdAt: hoursAgo(6 * 24) },
        { status: "accepted", createdAt: hoursAgo(8 * 24) },
        { status: "rejected", createdAt: hoursAgo(30 * 24) },
      ],
      now,
    );
    expect(summary).toEqual({ total: 4, thisWeek: 2, accepted: 2 });
  });

  it("leaves out a quote exactly 7 days old", () => {
    expect(
      summarizeQuotes([{ status: "pending", createdAt: hoursAgo(7 * 24) }], now).thisWeek,
    ).toBe(0);
  });

  it("is all zeros with no quotes", () => {
    expect(summarizeQuotes([], now)).toEqual({ total: 0, thisWeek: 0, accepted: 0 });
  });
});

describe("upcomingSoonestFirst", () => {
  it("keeps active requests from today on, soonest first", () => {
    const requests = [
      { id: 1, status: "active", eventDate: "2027-02-01" },
      { id: 2, status: "completed", eventDate: "2026-12-01" },
      { id: 3, status: "active", eventDate: "2026-11-21" },
      { id: 4, status: "active", eventDate: "2026-11-22 to 2026-11-23" },
      { id: 5, status: "active", eventDate: "2026-12-24" },
    ];
    expect(upcomingSoonestFirst(requests, now).map((request) => request.id)).toEqual([4, 5, 1]);
  });
});

describe("startsIn", () => {
  it("counts calendar days to the start", () => {
    expect(startsIn("2026-11-22", now)).toBe("Today");
    expect(startsIn("2026-11-23", now)).toBe("Tomorrow");
    expect(startsIn("2027-01-01 to 2027-01-02", now)).toBe("In 40 days");
  });

  it("says nothing for a date it cannot read", () => {
    expect(startsIn("next summer", now)).toBe("");
  });
});
