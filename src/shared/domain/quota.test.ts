import { describe, expect, it } from "vitest";
import { quotaMonthStart, quotaResetsOn, quotesUsedThisMonth } from "./quota";

describe("quotaMonthStart", () => {
  it("is midnight GMT on the first in winter", () => {
    expect(quotaMonthStart(new Date("2026-11-22T15:00:00Z")).toISOString()).toBe(
      "2026-11-01T00:00:00.000Z",
    );
  });

  it("is 23:00 UTC the day before in British Summer Time", () => {
    expect(quotaMonthStart(new Date("2026-06-15T12:00:00Z")).toISOString()).toBe(
      "2026-05-31T23:00:00.000Z",
    );
  });

  it("counts 00:30 on 1 June in London as June", () => {
    expect(quotaMonthStart(new Date("2026-05-31T23:30:00Z")).toISOString()).toBe(
      "2026-05-31T23:00:00.000Z",
    );
  });

  it("handles the month the clocks change in", () => {
    expect(quotaMonthStart(new Date("2026-03-30T12:00:00Z")).toISOString()).toBe(
      "2026-03-01T00:00:00.000Z",
    );
    expect(quotaMonthStart(new Date("2026-10-30T12:00:00Z")).toISOString()).toBe(
      "2026-09-30T23:00:00.000Z",
    );
  });
});

describe("quotaResetsOn", () => {
  it("is the first of next month, across a year end", () => {
    expect(quotaResetsOn(new Date("2026-11-22T12:00:00Z"))).toBe("2026-12-01");
    expect(quotaResetsOn(new Date("2026-12-31T12:00:00Z"))).toBe("2027-01-01");
  });
});

describe("quotesUsedThisMonth", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("reads the count started this month", () => {
    expect(
      quotesUsedThisMonth(
        { monthlyQuoteLimit: 1, quotesThisMonth: 1, lastQuoteReset: "2026-11-02T09:00:00Z" },
        now,
      ),
    ).toBe(1);
  });

  it("treats a count from an earlier month, or none, as zero", () => {
    expect(
      quotesUsedThisMonth(
        { monthlyQuoteLimit: 1, quotesThisMonth: 1, lastQuoteReset: "2026-10-31T23:59:00Z" },
        now,
      ),
    ).toBe(0);
    expect(
      quotesUsedThisMonth({ monthlyQuoteLimit: 1, quotesThisMonth: 3, lastQuoteReset: null }, now),
    ).toBe(0);
  });
});
