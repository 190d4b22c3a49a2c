import { describe, expect, it } from "vitest";
import type { OwnAvailability } from "#shared/contracts/availability";
import { applyAvailabilityChange } from "./apply-availability-change";

const calendar: OwnAvailability = {
  from: "2027-06-09",
  to: "2029-06-08",
  days: [
    { date: "2027-06-12", reason: "blocked", booking: null },
    { date: "2027-06-13", reason: "booked", booking: { requestId: 4, title: "Fair" } },
  ],
  feed: null,
};

const datesOf = (availability: OwnAvailability) =>
  availability.days.map((day) => `${day.date} ${day.reason}`);

describe("a change shown before the server has made it", () => {
  it("blocks the free days of a range and leaves booked days booked", () => {
    const changed = applyAvailabilityChange(calendar, {
      from: "2027-06-11",
      to: "2027-06-14",
      available: false,
    });
    expect(datesOf(changed)).toEqual([
      "2027-06-11 blocked",
      "2027-06-12 blocked",
      "2027-06-13 booked",
      "2027-06-14 blocked",
    ]);
  });

  it("frees blocked days only", () => {
    const changed = applyAvailabilityChange(calendar, {
      from: "2027-06-01",
      to: "2027-06-30",
      available: true,
    });
    expect(datesOf(changed)).toEqual(["2027-06-13 booked"]);
  });

  it("changes nothing outside the calendar's window", () => {
    const changed = applyAvailabilityChange(calendar, {
      from: "2027-06-07",
      to: "2027-06-09",
      available: false,
    });
    expect(datesOf(changed)).toEqual([
      "2027-06-09 blocked",
      "2027-06-12 blocked",
      "2027-06-13 booked",
    ]);
  });
});
