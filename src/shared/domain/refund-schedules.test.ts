import { describe, expect, it } from "vitest";
import { CANCELLATION_POLICIES } from "./quote-terms";
import {
  daysBeforeEvent,
  platformFeePence,
  REFUND_SCHEDULES,
  refundPence,
  refundPercent,
} from "./refund-schedules";

describe("refund schedules", () => {
  it("has one schedule for every standard cancellation choice", () => {
    const standard = CANCELLATION_POLICIES.map((policy) => policy.id).filter(
      (id) => id !== "custom",
    );
    expect(Object.keys(REFUND_SCHEDULES).sort()).toEqual([...standard].sort());
  });

  it.each([
    ["flexible", 7, 100],
    ["flexible", 6, 0],
    ["moderate", 30, 100],
    ["moderate", 29, 50],
    ["moderate", 14, 50],
    ["moderate", 13, 0],
    ["strict", 30, 50],
    ["strict", 29, 0],
    ["non_refundable", 365, 0],
    ["flexible", -1, 0],
  ] as const)("%s, %i days before: %i%%", (policy, days, percent) => {
    expect(refundPercent(policy, days)).toBe(percent);
  });

  it("counts UK days across the change to summer time (28 March 2027)", () => {
    // 23:30 UTC on 28 March is 00:30 on 29 March in London.
    expect(daysBeforeEvent("2027-04-04", new Date("2027-03-28T22:59:00Z"))).toBe(7);
    expect(daysBeforeEvent("2027-04-04", new Date("2027-03-28T23:30:00Z"))).toBe(6);
    expect(refundPence("flexible", 10_000, "2027-04-04", new Date("2027-03-28T22:59:00Z"))).toBe(
      10_000,
    );
    expect(refundPence("flexible", 10_000, "2027-04-04", new Date("2027-03-28T23:30:00Z"))).toBe(0);
  });

  it("counts UK days across the change back to GMT (31 October 2027)", () => {
    // In BST, 23:30 UTC on 16 October is already the 17th in London; after 31 October it is not.
    expect(daysBeforeEvent("2027-11-15", new Date("2027-10-16T23:30:00Z"))).toBe(29);
    expect(refundPence("moderate", 999, "2027-11-15", new Date("2027-10-16T23:30:00Z"))).toBe(499);
    expect(daysBeforeEvent("2027-11-15", new Date("2027-10-16T22:30:00Z"))).toBe(30);
    expect(daysBeforeEvent("2027-11-30", new Date("2027-11-15T23:30:00Z"))).toBe(15);
  });

  it("keeps the platform fee in whole pence, rounded down", () => {
    expect(platformFeePence(1_000, 2.3)).toBe(23);
    expect(platformFeePence(99_999, 2.5)).toBe(2_499);
    expect(platformFeePence(12_345, 0)).toBe(0);
  });
});
