import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthYear, formatPounds, formatYearMonth, initials } from "./format";

describe("formatPounds", () => {
  it.each([
    [125_000, "£1,250"],
    [2_000, "£20"],
    [20_000, "£200"],
    [0, "£0"],
    [100_000_000, "£1,000,000"],
  ])("shows %i pence of whole pounds without decimals as %s", (pence, text) => {
    expect(formatPounds(pence)).toBe(text);
  });

  it.each([
    [1_250, "£12.50"],
    [1, "£0.01"],
    [125_099, "£1,250.99"],
    [1_005, "£10.05"],
  ])("shows %i pence with pence as %s", (pence, text) => {
    expect(formatPounds(pence)).toBe(text);
  });

  it("never uses a dollar sign", () => {
    for (const pence of [0, 99, 2_000, 123_456]) expect(formatPounds(pence)).not.toContain("$");
  });
});

describe("formatLongDate", () => {
  it("writes dates the British way", () => {
    expect(formatLongDate(new Date(2026, 10, 22, 12))).toBe("22 November 2026");
    expect(formatLongDate(new Date(2027, 0, 1, 12))).toBe("1 January 2027");
  });

  it("accepts an ISO string", () => {
    expect(formatLongDate("2026-11-22T12:00:00Z")).toBe("22 November 2026");
  });

  it("dates a moment by the UK's clock, whatever the machine's time zone", () => {
    // 23:50 UTC in British Summer Time is 00:50 the next day in London.
    expect(formatLongDate("2026-10-17T23:50:00Z")).toBe("18 October 2026");
    expect(formatLongDate("2026-11-17T23:50:00Z")).toBe("17 November 2026");
  });
});

describe("formatMonthYear", () => {
  it("writes the month and year", () => {
    expect(formatMonthYear(new Date(2025, 2, 15))).toBe("March 2025");
    expect(formatMonthYear("2026-11-15T12:00:00Z")).toBe("November 2026");
  });

  it("takes the month from the UK's clock", () => {
    expect(formatMonthYear("2026-06-30T23:30:00Z")).toBe("July 2026");
  });
});

describe("formatYearMonth", () => {
  it("writes a year and month as the month's name and the year", () => {
    expect(formatYearMonth("2026-06")).toBe("June 2026");
    expect(formatYearMonth("2027-01")).toBe("January 2027");
    expect(formatYearMonth("2026-12")).toBe("December 2026");
  });
});

describe("initials", () => {
  it.each([
    ["Olivia Organizer", "OO"],
    ["olivia", "O"],
    ["Mary Jane Watson", "MJ"],
    ["  harbour   lights  ", "HL"],
    ["", "U"],
    ["   ", "U"],
    [null, "U"],
    [undefined, "U"],
  ])("takes at most two letters from %j: %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
