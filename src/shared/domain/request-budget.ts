/** A quote's deposit as stored: a percentage of its total or an amount in pence. */
type QuoteDeposit = { kind: "percent"; percent: number } | { kind: "amount"; amountPence: number };

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?`;
const SINGLE = new RegExp(String.raw`^[^\d]*?£?\s*${NUMBER}[^\d]*$`, "i");
const RANGE = new RegExp(
  String.raw`^[^\d]*?£?\s*${NUMBER}\s*(?:-|–|to)\s*£?\s*${NUMBER}[^\d]*$`,
  "i",
);

function toNumber(whole: string, decimals: string | undefined, thousands: string | undefined) {
  const value = Number(`${whole.replaceAll(",", "")}.${decimals ?? "0"}`);
  return thousands ? value * 1000 : value;
}

/**
 * The request's budget as the most it allows, in pence: "£2,500" → 250000, "2.5k" → 250000,
 * "£2,000 - £3,000" → 300000 (the top of the range). Null when the words hold no single amount
 * or range ("Flexible", "about 2 or 3 thousand"): then nothing is measured against it rather than
 * guessed. The server reads it the same way to check a split of the budget between services.
 */
export function budgetCeilingPence(budget: string | null): number | null {
  const text = budget?.trim() ?? "";
  const range = RANGE.exec(text);
  if (range?.[4]) return Math.round(toNumber(range[4], range[5], range[6]) * 100) || null;
  const single = SINGLE.exec(text);
  if (single?.[1]) return Math.round(toNumber(single[1], single[2], single[3]) * 100) || null;
  return null;
}

/**
 * The request's head count: "60 guests" → 60, "120" → 120. Null for a range or words ("50-60",
 * "around a hundred"): a per-head price on a guessed count would mislead.
 */
export function attendeeCount(attendees: string | null): number | null {
  const match = /^[^\d]*?(\d{1,3}(?:,\d{3})+|\d+)[^\d]*$/.exec(attendees?.trim() ?? "");
  if (!match?.[1]) return null;
  const count = Number(match[1].replaceAll(",", ""));
  return count > 0 ? count : null;
}

/** A quote's deposit in pence: its percentage of the total, rounded to the penny, or its amount. */
export function depositPenceOf(
  totalPence: number | null,
  deposit: QuoteDeposit | null | undefined,
): number {
  if (!deposit) return 0;
  if (deposit.kind === "amount")
    return totalPence === null ? deposit.amountPence : Math.min(deposit.amountPence, totalPence);
  return totalPence === null ? 0 : Math.round((totalPence * deposit.percent) / 100);
}
