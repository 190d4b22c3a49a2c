/** The terms every structured quote states, whatever its categories. */
import { addDays, ukToday } from "./calendar-days";

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

/** The latest valid-until date a quote made or renewed on `now`'s day may carry. */
export function latestValidUntil(now: Date): string {
  return addDays(ukToday(now), QUOTE_VALID_MAX_DAYS);
}

/** A pending quote whose valid-until date has passed in the UK can no longer be accepted. */
export function isQuoteExpired(
  quote: { status: string; validUntil: string | null },
  now: Date,
): boolean {
  return quote.status === "pending" && quote.validUntil !== null && quote.validUntil < ukToday(now);
}
