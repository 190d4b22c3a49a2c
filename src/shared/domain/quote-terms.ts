/** The terms every structured quote states, whatever its categories. */
import { madeOnFirstUse } from "./made-on-first-use";

/** What is included: at most this many short lines. */
export const QUOTE_INCLUDED_MAX_ITEMS = 20;
export const QUOTE_INCLUDED_ITEM_MAX_LENGTH = 120;
export const QUOTE_CANCELLATION_TERMS_MAX_LENGTH = 1000;
/** A quote may be held open for at most a year. */
export const QUOTE_VALID_MAX_DAYS = 365;
/** The quote form's suggestion for how long a quote stays open. */
export const QUOTE_VALID_DEFAULT_DAYS = 30;

export const CANCELLATION_POLICIES = [
  { id: "flexible", label: "Flexible", summary: "Full refund up to 7 days before the event" },
  {
    id: "moderate",
    label: "Moderate",
    summary: "Full refund up to 30 days before, half up to 14 days before",
  },
  { id: "strict", label: "Strict", summary: "Half refund up to 30 days before, none after" },
  { id: "non_refundable", label: "Non-refundable", summary: "No refund once booked" },
  { id: "custom", label: "Own terms", summary: "As described in the terms" },
] as const;

export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number]["id"];
export const CANCELLATION_POLICY_IDS = CANCELLATION_POLICIES.map((policy) => policy.id) as [
  CancellationPolicy,
  ...CancellationPolicy[],
];

export function cancellationPolicyOf(id: string) {
  return CANCELLATION_POLICIES.find((policy) => policy.id === id);
}

const DAY_MS = 24 * 60 * 60 * 1000;

const ukDateFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

/** Today's date in the UK as YYYY-MM-DD: a quote is valid to the end of its day in the UK. */
export function ukDateOf(now: Date): string {
  return ukDateFormat().format(now);
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export function addDaysToDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The latest valid-until date a quote made or renewed on `now`'s day may carry. */
export function latestValidUntil(now: Date): string {
  return addDaysToDate(ukDateOf(now), QUOTE_VALID_MAX_DAYS);
}

/** A pending quote whose valid-until date has passed in the UK can no longer be accepted. */
export function isQuoteExpired(
  quote: { status: string; validUntil: string | null },
  now: Date,
): boolean {
  return (
    quote.status === "pending" && quote.validUntil !== null && quote.validUntil < ukDateOf(now)
  );
}
