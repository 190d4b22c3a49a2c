import { madeOnFirstUse } from "./made-on-first-use";

interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * A number as en-GB writes it: "1,250", "3.4". The same text as `Intl.NumberFormat("en-GB")` with
 * the same fraction digits (at most 3 by default), without building one: the first Intl number
 * formatter loads the browser's locale data, which on a phone is a long task of its own, and every
 * public page shows counts and prices as it loads. Like Intl, it rounds the number's shortest
 * decimal form (1.0005, not the binary value just below it) half away from zero.
 */
export function formatNumber(
  value: number,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = Math.max(3, minimumFractionDigits),
  }: FractionDigits = {},
): string {
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) {
    return value.toLocaleString("en-GB", { minimumFractionDigits, maximumFractionDigits });
  }
  const [whole = "0", fraction = ""] = shortest.split(".");
  const rounded = roundDigits(whole, fraction, maximumFractionDigits);
  const shownFraction = rounded.fraction.replace(/0+$/, "").padEnd(minimumFractionDigits, "0");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const grouped = rounded.whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}${grouped}${shownFraction ? `.${shownFraction}` : ""}`;
}

/** Rounds a decimal written as digits to `digits` places, half up. */
function roundDigits(whole: string, fraction: string, digits: number) {
  if (fraction.length <= digits) return { whole, fraction };
  const kept = BigInt(whole + fraction.slice(0, digits));
  const roundedUp = (fraction.charAt(digits) >= "5" ? kept + 1n : kept)
    .toString()
    .padStart(digits + 1, "0");
  const wholeLength = roundedUp.length - digits;
  return { whole: roundedUp.slice(0, wholeLength), fraction: roundedUp.slice(wholeLength) };
}

/** £1,250 for whole pounds, £12.50 when pence are present. */
export function formatPounds(amountInPence: number): string {
  const digits = amountInPence % 100 === 0 ? 0 : 2;
  const pounds = formatNumber(amountInPence / 100, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return pounds.startsWith("-") ? `-£${pounds.slice(1)}` : `£${pounds}`;
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
