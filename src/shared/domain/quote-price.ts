import { formatPounds } from "./format";

const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?/i;

/**
 * The first amount in a quote's price as pence, for sorting and display: "£1,250" → 125000,
 * "From £300 per day" → 30000, "1.5k" → 150000. Null when the text holds no amount.
 */
export function parsePricePence(price: string): number | null {
  const match = AMOUNT.exec(price);
  if (!match?.[1]) return null;
  const whole = Number(match[1].replaceAll(",", ""));
  const pence = match[2] ? Number(match[2].padEnd(2, "0")) : 0;
  const amount = (whole * 100 + pence) * (match[3] ? 1000 : 1);
  return Number.isSafeInteger(amount) ? amount : null;
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
