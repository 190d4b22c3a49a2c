import { formatPounds } from "./format";

const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?/i;

/** The dearest first amount a quote may name: £10,000,000, well inside the pence column's range. */
export const QUOTE_PRICE_MAX_PENCE = 1_000_000_000;

/** The first amount in the text as pence, however large; null when there is none. */
function firstAmountPence(price: string): number | null {
  const match = AMOUNT.exec(price);
  if (!match?.[1]) return null;
  const whole = Number(match[1].replaceAll(",", ""));
  const pence = match[2] ? Number(match[2].padEnd(2, "0")) : 0;
  return (whole * 100 + pence) * (match[3] ? 1000 : 1);
}

/**
 * The first amount in a quote's price as pence, for sorting and display: "£1,250" → 125000,
 * "From £300 per day" → 30000, "1.5k" → 150000. Null when the text holds no amount.
 */
export function parsePricePence(price: string): number | null {
  const amount = firstAmountPence(price);
  return amount !== null && Number.isSafeInteger(amount) ? amount : null;
}

/** True unless the price's first amount is beyond QUOTE_PRICE_MAX_PENCE. */
export function isQuotePriceInRange(price: string): boolean {
  const amount = firstAmountPence(price);
  return amount === null || amount <= QUOTE_PRICE_MAX_PENCE;
}

/** A bare amount reads as pounds ("1250" → "£1,250"); anything worded is shown as written. */
export function formatQuotePrice(price: string): string {
  const trimmed = price.trim();
  if (/^£?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(trimmed)) {
    const pence = parsePricePence(trimmed);
    if (pence !== null) return formatPounds(pence);
  }
  return trimmed;
}
