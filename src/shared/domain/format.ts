import { madeOnFirstUse } from "./made-on-first-use";

const poundsWhole = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});
const poundsWithPence = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
});

/** £1,250 for whole pounds, £12.50 when pence are present. */
export function formatPounds(amountInPence: number): string {
  return amountInPence % 100 === 0
    ? poundsWhole.format(amountInPence / 100)
    : poundsWithPence.format(amountInPence / 100);
}

/**
 * Moments are dated in the UK, whatever the time zone of the machine formatting them: a server
 * on UTC and a browser in London must write the same day, or a rendered page would not hydrate.
 */
const UK_TIME_ZONE = "Europe/London";

const longDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: UK_TIME_ZONE,
    }),
);
const monthYear = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: UK_TIME_ZONE }),
);

/** 22 November 2026 */
export function formatLongDate(date: Date | string): string {
  return longDate().format(new Date(date));
}

/** November 2026 */
export function formatMonthYear(date: Date | string): string {
  return monthYear().format(new Date(date));
}

/** "2026-06" as "June 2026"; mid-month, so no time zone moves it into the next or last month. */
export function formatYearMonth(yearMonth: string): string {
  return monthYear().format(new Date(`${yearMonth}-15T12:00:00Z`));
}

/** At most two letters; "U" when there is nothing to take them from. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
  return letters || "U";
}
