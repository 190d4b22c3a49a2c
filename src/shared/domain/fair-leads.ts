/**
 * Fair leads: how many quotes a request takes, when a free quote's place comes back, and when a
 * quiet request closes itself. The server's settings start from these; the pages word them.
 */

/** Quotes a request takes unless its organizer raises the cap (the `QUOTES_PER_REQUEST` setting). */
export const QUOTES_PER_REQUEST = 5;
/** The most an organizer may raise their request's cap to, once. */
export const QUOTES_PER_REQUEST_MAX = 10;
/** Suppliers an organizer may invite to one request, in all. */
export const INVITATIONS_PER_REQUEST = 10;
/** Days a free-plan quote may stay unread before its place in the allowance comes back. */
export const QUOTE_REFUND_DAYS = 7;
/** Days without a new quote or a change before an active request expires. */
export const REQUEST_STALE_DAYS = 30;
/** Days before a request expires that its organizer is reminded of the quotes waiting. */
export const REQUEST_EXPIRY_REMINDER_DAYS = 3;

/** A request with as many quotes as its cap takes no more. */
export function isRequestFull(request: { quoteCount: number; quoteLimit: number }): boolean {
  return request.quoteCount >= request.quoteLimit;
}

/** "2 of 5 quotes". */
export function quoteCountLabel(request: { quoteCount: number; quoteLimit: number }): string {
  return `${request.quoteCount} of ${request.quoteLimit} quotes`;
}

/** "Full: 5 quotes received". */
export function requestFullLabel(request: { quoteCount: number }): string {
  return `Full: ${request.quoteCount} quotes received`;
}
