import { describe, expect, it } from "vitest";
import {
  byEventStart,
  eventStartDay,
  formatEventDate,
  isUpcomingBooking,
  isUpcomingRequest,
  requestAgeLabel,
} from "./request-age";

/** Local noon on a calendar day, far from any midnight or clock change. */
const localNoon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe("requestAgeLabel", () => {
  const now = localNoon(2026, 11, 22);

  it("says Today for a request posted earlier the same day", () => {
    expect(requestAgeLabel(new Date(2026, 10, 22, 0, 5), now)).toBe("Today");
    expect(requestAgeLabel(now, now)).toBe("Today");
  });

  it("says Yesterday for the day before, even when less than 24 hours have passed", () => {
    expect(requestAgeLabel(new Date(2026, 10, 21, 23, 55), now)).toBe("Yesterday");
    expect(requestAgeLabel(new Date(2026, 10, 21, 0, 1), now)).toBe("Yesterday");
  });

  it("counts calendar days after that", () => {
    expect(requestAgeLabel(localNoon(2026, 11, 20), now)).toBe("2 days ago");
    expect(requestAgeLabel(localNoon(2026, 11, 13), now)).toBe("9 days ago");
    expect(requestAgeLabel(localNoon(2025, 11, 22), now)).toBe("365 days ago");
  });

  it("counts across a month and a year end", () => {
    expect(requestAgeLabel(localNoon(2026, 12, 31), localNoon(2027, 1, 2))).toBe("2 days ago");
  });

  it("reads an ISO string as the server sends it", () => {
    const posted = localNoon(2026, 11, 19);
    expect(requestAgeLabel(posted.toISOString(), now)).toBe("3 days ago");
  });

  it("never says a negative age when the posting clock is ahead", () => {
    expect(requestAgeLabel(localNoon(2026, 11, 23), now)).toBe("Today");
  });

  it("says nothing for a date it cannot read", () => {
    expect(requestAgeLabel("not a date", now)).toBe("");
  });
});

describe("eventStartDay", () => {
  it("takes the day of a single-day event", () => {
    expect(eventStartDay("2026-11-22")).toBe("2026-11-22");
  });

  it("takes the first day of a range", () => {
    expect(eventStartDay("2026-11-22 to 2026-11-24")).toBe("2026-11-22");
  });

  it("is null for text without a real day", () => {
    expect(eventStartDay("next spring")).toBeNull();
    expect(eventStartDay("2026-02-30")).toBeNull();
    expect(eventStartDay("")).toBeNull();
  });
});

describe("isUpcomingRequest", () => {
  const now = localNoon(2026, 11, 22);

  it("counts an active request starting later", () => {
    expect(isUpcomingRequest({ status: "active", eventDate: "2026-11-23" }, now)).toBe(true);
    expect(
      isUpcomingRequest({ status: "active", eventDate: "2027-01-10 to 2027-01-12" }, now),
    ).toBe(true);
  });

  it("counts an active request on the day itself", () => {
    expect(isUpcomingRequest({ status: "active", eventDate: "2026-11-22" }, now)).toBe(true);
  });

  it("leaves out events that have started, even when they run on", () => {
    expect(isUpcomingRequest({ status: "active", eventDate: "2026-11-21" }, now)).toBe(false);
    expect(
      isUpcomingRequest({ status: "active", eventDate: "2026-11-21 to 2026-11-23" }, now),
    ).toBe(false);
  });

  it("leaves out requests that are no longer active", () => {
    for (const status of ["completed", "cancelled", "found_supplier", "no_longer_needed"]) {
      expect(isUpcomingRequest({ status, eventDate: "2027-01-10" }, now)).toBe(false);
    }
  });

  it("leaves out a date it cannot read", () => {
    expect(isUpcomingRequest({ status: "active", eventDate: "soon" }, now)).toBe(false);
  });
});

describe("isUpcomingBooking", () => {
  const now = localNoon(2026, 11, 22);

  it("counts a booking ahead while its request is open or closed on finding suppliers", () => {
    for (const status of ["active", "found_supplier"]) {
      expect(isUpcomingBooking({ status, eventDate: "2026-11-22" }, now)).toBe(true);
      expect(isUpcomingBooking({ status, eventDate: "2027-01-10 to 2027-01-12" }, now)).toBe(true);
      expect(isUpcomingBooking({ status, eventDate: "2026-11-21" }, now)).toBe(false);
    }
  });

  it("leaves out events that are off or over", () => {
    for (const status of ["completed", "cancelled", "no_longer_needed"]) {
      expect(isUpcomingBooking({ status, eventDate: "2027-01-10" }, now)).toBe(false);
    }
  });
});

describe("byEventStart", () => {
  it("puts the soonest first and unreadable dates last", () => {
    const requests = [
      { id: 1, eventDate: "2027-03-01" },
      { id: 2, eventDate: "someday" },
      { id: 3, eventDate: "2026-12-01 to 2026-12-02" },
      { id: 4, eventDate: "2027-01-15" },
    ];
    expect([...requests].sort(byEventStart).map((request) => request.id)).toEqual([3, 4, 1, 2]);
  });
});

describe("formatEventDate", () => {
  it("writes one day the British way", () => {
    expect(formatEventDate("2026-11-22")).toBe("22 November 2026");
  });

  // ICU versions differ in the spaces around the dash, so only the words are pinned.
  it("writes a range compactly", () => {
    expect(formatEventDate("2026-11-22 to 2026-11-24")).toMatch(/^22\s*–\s*24 November 2026$/);
    expect(formatEventDate("2026-11-30 to 2026-12-01")).toMatch(
      /^30 November\s*–\s*1 December 2026$/,
    );
  });

  it("shows a range ending on or before its start as its first day", () => {
    expect(formatEventDate("2026-11-22 to 2026-11-22")).toBe("22 November 2026");
    expect(formatEventDate("2026-11-22 to 2026-11-20")).toBe("22 November 2026");
  });

  it("shows text that names no day as written", () => {
    expect(formatEventDate("Summer 2027")).toBe("Summer 2027");
  });
});
