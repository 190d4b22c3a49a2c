import type { OwnAvailability, UnavailableDay } from "#shared/contracts/availability";
import { eachDay } from "#shared/domain/calendar-days";

export interface DayChange {
  from: string;
  to: string;
  available: boolean;
}

/**
 * The calendar as it will be once the server has made `change`, shown while it saves: blocking
 * adds the days that are free, freeing removes only blocked days, and booked days stay booked.
 */
export function applyAvailabilityChange(
  availability: OwnAvailability,
  change: DayChange,
): OwnAvailability {
  const from = change.from < availability.from ? availability.from : change.from;
  const to = change.to > availability.to ? availability.to : change.to;
  const inChange = (day: string) => day >= from && day <= to;
  let days: UnavailableDay[];
  if (change.available) {
    days = availability.days.filter((day) => day.reason === "booked" || !inChange(day.date));
  } else {
    const taken = new Set(availability.days.map((day) => day.date));
    const added = eachDay(from, to)
      .filter((date) => !taken.has(date))
      .map((date): UnavailableDay => ({ date, reason: "blocked", booking: null }));
    days = [...availability.days, ...added].sort((a, b) => (a.date < b.date ? -1 : 1));
  }
  return { ...availability, days };
}
