import { describe, expect, it } from "vitest";
import {
  formatCalendarMonth,
  formatWeekdayDay,
  monthWeeks,
  sameDayInMonth,
  weekOf,
} from "./calendar-month";

describe("a month laid out as a UK calendar", () => {
  it("starts each week on Monday, with blanks for the days of the months either side", () => {
    const weeks = monthWeeks("2027-06-12");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      "2027-06-01",
      "2027-06-02",
      "2027-06-03",
      "2027-06-04",
      "2027-06-05",
      "2027-06-06",
    ]);
    expect(weeks[4]).toEqual(["2027-06-28", "2027-06-29", "2027-06-30", null, null, null, null]);
  });

  it("takes six rows for a month that needs them", () => {
    // August 2027 begins on a Sunday and has 31 days.
    const weeks = monthWeeks("2027-08-01");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[6]).toBe("2027-08-01");
    expect(weeks[5]?.[1]).toBe("2027-08-31");
  });

  it("finds a day's week, Monday to Sunday", () => {
    expect(weekOf("2027-06-12")).toEqual({ start: "2027-06-07", end: "2027-06-13" });
    expect(weekOf("2027-06-07")).toEqual({ start: "2027-06-07", end: "2027-06-13" });
  });

  it("moves to the same day of another month, or its last day when that is shorter", () => {
    expect(sameDayInMonth("2027-01-31", 1)).toBe("2027-02-28");
    expect(sameDayInMonth("2027-03-15", -1)).toBe("2027-02-15");
    expect(sameDayInMonth("2027-12-20", 1)).toBe("2028-01-20");
  });

  it("names days and months as a UK reader says them", () => {
    expect(formatWeekdayDay("2027-06-12")).toBe("Saturday 12 June 2027");
    expect(formatCalendarMonth("2027-06-12")).toBe("June 2027");
  });
});
