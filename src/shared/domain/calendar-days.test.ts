import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  dayNumber,
  daysBetween,
  eachDay,
  firstOfMonth,
  isCalendarDate,
  lastOfMonth,
  ukToday,
  weekdayFromMonday,
} from "./calendar-days";

describe("calendar days", () => {
  it("knows a real day from one that is not", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const value of ["2027-02-29", "2027-13-01", "2027-3-04", "04/03/2027", ""])
      expect(isCalendarDate(value)).toBe(false);
  });

  it("moves by days and months across month and year ends", () => {
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2027-03-03", "2027-03-10")).toBe(7);
    expect(daysBetween("2027-03-10", "2027-03-03")).toBe(-7);
    expect(eachDay("2027-02-27", "2027-03-02")).toEqual([
      "2027-02-27",
      "2027-02-28",
      "2027-03-01",
      "2027-03-02",
    ]);
    expect(eachDay("2027-03-02", "2027-03-01")).toEqual([]);
    expect(firstOfMonth("2027-05-19")).toBe("2027-05-01");
    expect(lastOfMonth("2028-02-10")).toBe("2028-02-29");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-01");
    expect(addMonths("2027-01-15", -2)).toBe("2026-11-01");
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(weekdayFromMonday("2027-03-01")).toBe(0);
    expect(weekdayFromMonday("2027-03-07")).toBe(6);
  });

  it("tells the UK day of an instant, across British Summer Time, asked again and again", () => {
    // 23:30 UTC in summer is 00:30 the next day in the UK; in winter it is the same day.
    expect(ukToday(new Date("2027-07-01T23:30:00Z"))).toBe("2027-07-02");
    expect(ukToday(new Date("2027-07-01T23:30:00Z"))).toBe("2027-07-02");
    expect(ukToday(new Date("2027-01-01T23:30:00Z"))).toBe("2027-01-01");
    expect(ukToday(new Date("2027-07-01T22:59:59Z"))).toBe("2027-07-01");
    // Remembered by the UTC hour: the first and last instants of the hour UK midnight starts.
    expect(ukToday(new Date("2027-07-01T23:00:00Z"))).toBe("2027-07-02");
    expect(ukToday(new Date("2027-07-01T23:59:59.999Z"))).toBe("2027-07-02");
    expect(ukToday(new Date("2027-07-01T22:59:59.999Z"))).toBe("2027-07-01");
    // The night the clocks go forward: 00:59 GMT, then 02:00 BST, the same UK day.
    expect(ukToday(new Date("2027-03-28T00:59:59Z"))).toBe("2027-03-28");
    expect(ukToday(new Date("2027-03-28T01:00:00Z"))).toBe("2027-03-28");
    expect(ukToday(new Date("2027-03-27T23:59:59Z"))).toBe("2027-03-27");
  });
});
