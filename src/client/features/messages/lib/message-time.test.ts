import { describe, expect, it } from "vitest";
import { formatDayHeading, formatListTime, formatMessageTime } from "./message-time";

const now = new Date(2026, 10, 22, 15, 30);
const at = (month: number, day: number, hour = 9, minute = 5, year = 2026) =>
  new Date(year, month, day, hour, minute).toISOString();

describe("message times", () => {
  it("shows today's activity as a 24-hour time", () => {
    expect(formatListTime(at(10, 22, 9, 5), now)).toBe("09:05");
    expect(formatMessageTime(at(10, 22, 14, 5))).toBe("14:05");
  });

  it("says Yesterday for the day before, even across a month", () => {
    expect(formatListTime(at(10, 21, 23, 59), now)).toBe("Yesterday");
    expect(formatDayHeading(at(9, 31), new Date(2026, 10, 1, 8))).toBe("Yesterday");
  });

  it("shows older days in the long en-GB format, with the year when it is not this one", () => {
    expect(formatListTime(at(10, 2), now)).toBe("2 November");
    expect(formatListTime(at(11, 30, 9, 0, 2025), now)).toBe("30 December 2025");
    expect(formatDayHeading(at(10, 2), now)).toBe("2 November 2026");
    expect(formatDayHeading(at(10, 22), now)).toBe("Today");
  });
});
