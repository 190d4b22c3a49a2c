import { formatPounds } from "./format";

/** The dearest amount a quote may state: £10,000,000, well inside the pence column's range. */
export const QUOTE_PRICE_MAX_PENCE = 1_000_000_000;

/**
 * One amount of pounds as a person writes it: "1250", "1,250", "1,250.5", "99.50", "1.5k", "50p".
 * The lookarounds keep it whole: no digit, comma or point joined to either end, so "1.250" and
 * "1,25" (continental or mistyped) are not read as £1.25 or £1 but as no amount at all. A minus
 * sign directly in front ("-5", "-£5") makes it negative; "k" and "p" count only as a word's end.
 */
const AMOUNT =
  /(?<![\d.,])(-?)(£?)\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?!\d|[.,]\d)(?:(k)(?![a-z])|(p)(?![a-z]))?/giu;

function penceOf(match: RegExpMatchArray): number | null {
  const [, minus, pound, whole, fraction, thousands, pennies] = match;
  if (!whole) return null;
  // "£5p" and "5.50p" are not amounts in pence: the "p" is read as nothing.
  const isPence = pennies !== undefined && !pound && !fraction;
  const pounds = Number(whole.replaceAll(",", ""));
  const pence = isPence
    ? pounds
    : (pounds * 100 + (fraction ? Number(fraction.padEnd(2, "0")) : 0)) * (thousands ? 1000 : 1);
  const rounded = Math.round(pence);
  return minus ? -rounded : rounded;
}

/**
 * The amount a quote's free-text price states, in pence (negative when written with a minus):
 * "450" → 45000, "£1,250" → 125000, "From £280" → 28000, "£99.50" → 9950, "450 per hour" → 45000,
 * "1.5k" → 150000, "50p per head" → 50. With several amounts the first written with "£" is taken,
 * else the first: "£200–£300" → £200 (where a range or a "from" starts), "2 hours, £450" → £450,
 * "£50 deposit, £1,200 in all" → £50 (a total should then be sent). Null when the text holds no
 * amount; Infinity when its digits are beyond any number.
 */
export function readQuotePricePence(price: string): number | null {
  let first: RegExpMatchArray | undefined;
  for (const match of price.matchAll(AMOUNT)) {
    if (match[2]) return penceOf(match);
    first ??= match;
  }
  return first ? penceOf(first) : null;
}

/** Why a quote's price can't stand for its total, or null when it can. */
export type QuotePriceProblem = "no-amount" | "not-positive" | "too-high";

/** The total a price states in pence, or why it states none a quote may have. */
export function quoteTotalFromPrice(
  price: string,
): { pence: number; problem: null } | { pence: null; problem: QuotePriceProblem } {
  const pence = readQuotePricePence(price);
  if (pence === null) return { pence: null, problem: "no-amount" };
  if (pence < 1) return { pence: null, problem: "not-positive" };
  if (pence > QUOTE_PRICE_MAX_PENCE) return { pence: null, problem: "too-high" };
  return { pence, problem: null };
}

/**
 * The first amount in a quote's price as pence, for sorting and display of quotes sent before a
 * total was stated: "£1,250" → 125000. Null when the text holds no amount a quote may have.
 */
export function parsePricePence(price: string): number | null {
  return quoteTotalFromPrice(price).pence;
}

/** True unless the price's first amount is beyond QUOTE_PRICE_MAX_PENCE. */
export function isQuotePriceInRange(price: string): boolean {
  return quoteTotalFromPrice(price).problem !== "too-high";
}

const BARE_AMOUNT = /^£?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** A bare amount reads as pounds ("1250" → "£1,250"); anything worded is shown as written. */
export function formatQuotePrice(price: string): string {
  const trimmed = price.trim();
  if (BARE_AMOUNT.test(trimmed)) {
    const pence = parsePricePence(trimmed);
    if (pence !== null) return formatPounds(pence);
  }
  return trimmed;
}

/**
 * What the free-text price adds beside the total, or null when it adds nothing: "£450 per hour"
 * with a total of £450 → "per hour"; "From £280" → "From £280"; "£1,250" with £1,250 → null. A
 * price that names a second amount ("£500–£800") is kept whole, so the range is not cut in two.
 */
export function quotePriceNote(price: string, totalPence: number | null): string | null {
  const trimmed = price.trim();
  if (totalPence === null) return null;
  const leading = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?!\d|[.,]\d)/u.exec(trimmed);
  if (leading && readQuotePricePence(leading[0]) === totalPence) {
    const rest = trimmed
      .slice(leading[0].length)
      .replace(/^[\s,;:]+/u, "")
      .trim();
    if (rest === "") return null;
    if (readQuotePricePence(rest) === null) return rest;
  }
  return trimmed === "" ? null : trimmed;
}

/** A quote's headline figure: its total, or an older quote's price as written when it named none. */
export function formatQuoteTotal(quote: { price: string; totalPence: number | null }): string {
  return quote.totalPence === null ? formatQuotePrice(quote.price) : formatPounds(quote.totalPence);
}

/**
 * A quote's one figure as notifications, emails and dialogs write it: the total, with what the
 * price's wording adds ("£450 (per hour)"). A quote sent before totals, whose price named no
 * amount, shows its price as written.
 */
export function formatQuoteAmount(quote: { price: string; totalPence: number | null }): string {
  const note = quotePriceNote(quote.price, quote.totalPence);
  return note === null ? formatQuoteTotal(quote) : `${formatQuoteTotal(quote)} (${note})`;
}

/**
 * The free-text price the quote form sends for a total and an optional note, so a client that
 * reads only `price` still reads the total: no note → "£1,250"; a worded note → "£450 per hour";
 * a note that states its own amount ("From £280") → the note as written.
 */
export function quotePriceText(note: string, totalPence: number | null): string {
  const trimmed = note.trim();
  if (totalPence === null || readQuotePricePence(trimmed) !== null) return trimmed;
  return trimmed === "" ? formatPounds(totalPence) : `${formatPounds(totalPence)} ${trimmed}`;
}
