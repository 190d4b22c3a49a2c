import { describe, expect, it } from "vitest";
import { inQuietHours, quietHoursEnd } from "./quiet-hours";

const night = { from: "22:00", to: "07:00" };
const lunch = { from: "12:00", to: "13:30" };

describe("quiet hours (UK time)", () => {
  it("holds nothing without quiet hours", () => {
    expect(inQuietHours(new Date("2027-01-10T23:00:00Z"), null)).toBe(false);
    expect(quietHoursEnd(new Date("2027-01-10T23:00:00Z"), null)).toBeNull();
  });

  it("crosses midnight: in from 22:00, out at 07:00, in winter (GMT)", () => {
    expect(inQuietHours(new Date("2027-01-10T21:59:00Z"), night)).toBe(false);
    expect(inQuietHours(new Date("2027-01-10T22:00:00Z"), night)).toBe(true);
    expect(inQuietHours(new Date("2027-01-11T06:59:00Z"), night)).toBe(true);
    expect(inQuietHours(new Date("2027-01-11T07:00:00Z"), night)).toBe(false);
    expect(quietHoursEnd(new Date("2027-01-10T23:30:00Z"), night)).toEqual(
      new Date("2027-01-11T07:00:00Z"),
    );
    expect(quietHoursEnd(new Date("2027-01-11T03:00:00Z"), night)).toEqual(
      new Date("2027-01-11T07:00:00Z"),
    );
    expect(quietHoursEnd(new Date("2027-01-11T12:00:00Z"), night)).toBeNull();
  });

  it("reads the UK clock in summer (BST): 07:00 is 06:00 UTC", () => {
    // 21:30 UTC is 22:30 in London in July.
    expect(inQuietHours(new Date("2027-07-10T21:30:00Z"), night)).toBe(true);
    expect(quietHoursEnd(new Date("2027-07-10T21:30:00Z"), night)).toEqual(
      new Date("2027-07-11T06:00:00Z"),
    );
    expect(inQuietHours(new Date("2027-07-11T06:00:00Z"), night)).toBe(false);
  });

  it("ends on the new clock across a change: the night the clocks go forward", () => {
    // 28 March 2027: 01:00 GMT becomes 02:00 BST; 07:00 BST is 06:00 UTC.
    expect(quietHoursEnd(new Date("2027-03-27T23:00:00Z"), night)).toEqual(
      new Date("2027-03-28T06:00:00Z"),
    );
    // 31 October 2027: 02:00 BST becomes 01:00 GMT; 07:00 GMT is 07:00 UTC.
    expect(quietHoursEnd(new Date("2027-10-30T22:00:00Z"), night)).toEqual(
      new Date("2027-10-31T07:00:00Z"),
    );
  });

  it("within one day: from 12:00 to 13:30", () => {
    expect(inQuietHours(new Date("2027-01-10T11:59:00Z"), lunch)).toBe(false);
    expect(quietHoursEnd(new Date("2027-01-10T12:10:00Z"), lunch)).toEqual(
      new Date("2027-01-10T13:30:00Z"),
    );
    expect(inQuietHours(new Date("2027-01-10T13:30:00Z"), lunch)).toBe(false);
  });
});
