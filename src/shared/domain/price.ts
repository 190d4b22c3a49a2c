/** The highest "Starting from" price a supplier can give: £1,000,000. */
export const STARTING_PRICE_MAX_PENCE = 100_000_000;
export const STARTING_PRICE_MESSAGE = "Please enter a price in pounds, for example 250 or 1,250.";

/**
 * Pence from what a supplier typed after "Starting from £": "1,250", "£1250" or "49.50".
 * Null when it is not one amount of pounds from 1p to £1,000,000.
 */
export function parseStartingPrice(text: string): number | null {
  const plain = text.trim().replace(/^£\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(plain)) return null;
  const pence = Math.round(Number(plain.replaceAll(",", "")) * 100);
  return pence >= 1 && pence <= STARTING_PRICE_MAX_PENCE ? pence : null;
}

/** A price line as stored ("£1,250", "£650–£1,800", "£28 per head") back to the amount it starts from, for the form. */
export function startingAmountOf(priceRange: string | null): string {
  const match = priceRange?.match(/\d[\d,]*(\.\d{1,2})?/);
  return match ? match[0] : "";
}
