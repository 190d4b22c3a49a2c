import { describe, expect, it } from "vitest";
import {
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatPounds,
  formatYearMonth,
  initials,
} from "./format";

/** Values where rounding, grouping or the sign could go wrong, and a spread of ordinary ones. */
const numbers = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.05,
  0.15,
  0.25,
  1.005,
  1.0005,
  9.95,
  9.999,
  99.95,
  999.95,
  999.9996,
  1_000,
  12_345.678,
  1_234_567.891,
  1_000_000,
  -1_234.5,
  2 ** 31,
  2 ** 53 - 1,
  0.0004,
  -0.0004,
  1.23456,
  123_456_789.012,
  ...Array.from(
    { length: 300 },
    (_, index) => ((index * 7_919) % 100_003) / (index % 4 === 0 ? 7 : 1000),
  ),
];

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

describe("formatNumber", () => {
  it("writes every number as Intl's en-GB formatter does", () => {
    const optionsTried = [
      {},
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { minimumFractionDigits: 1, maximumFractionDigits: 3 },
    ];
    for (const options of optionsTried) {
      const intl = new Intl.NumberFormat("en-GB", options);
      for (const value of numbers) {
        expect(formatNumber(value, options), `${value} with ${JSON.stringify(options)}`).toBe(
          intl.format(value),
        );
      }
    }
  });

  it("groups thousands with commas and keeps at most three decimals by default", () => {
    expect(formatNumber(1_234_567)).toBe("1,234,567");
    expect(formatNumber(1.23456)).toBe("1.235");
    expect(formatNumber(-1_500.5)).toBe("-1,500.5");
  });
});

describe("formatPounds, beside Intl", () => {
  it("writes every amount as Intl's pound formatter does", () => {
    const whole = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      maximumFractionDigits: 0,
    });
    const withPence = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      minimumFractionDigits: 2,
    });
    for (const value of numbers) {
      const pence = Math.round(value * 100);
      const intl = pence % 100 === 0 ? whole.format(pence / 100) : withPence.format(pence / 100);
      expect(formatPounds(pence), `${pence} pence`).toBe(intl);
    }
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
