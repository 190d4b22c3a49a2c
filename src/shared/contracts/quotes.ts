import { z } from "zod";
import { formatPounds } from "#shared/domain/format";
import { isQuotePriceInRange, QUOTE_PRICE_MAX_PENCE } from "#shared/domain/quote-price";
import { idField } from "./common";
import { requiredText, textEmptyAsNull } from "./fields";
import { RequestStatus } from "./requests";

export const QUOTE_MISSING_TITLE = "Missing Information";
export const QUOTE_MISSING_MESSAGE = "Please provide both price and description for your quote.";
export const QUOTE_LIMIT_TITLE = "Monthly Quote Limit Reached";
export const QUOTE_LIMIT_MESSAGE =
  "You've used all your free quotes this month. Upgrade to continue submitting quotes.";
/** 409 when a request already has as many quotes as its cap takes. */
export function requestFullMessage(quoteLimit: number): string {
  return `This request already has ${quoteLimit} quotes.`;
}
export const QUOTE_NOT_FOUND_MESSAGE = "Quote not found.";
export const QUOTE_PRICE_TOO_HIGH_MESSAGE = `A quote's price can be at most ${formatPounds(QUOTE_PRICE_MAX_PENCE)}.`;
export const ALREADY_QUOTED_MESSAGE = "You have already sent a quote for this request.";
export const REQUEST_NOT_ACTIVE_MESSAGE = "This request is no longer accepting quotes.";
export const QUOTES_PERMISSION_MESSAGE =
  "You don't have permission to view the quotes for this request.";
export const NOT_YOUR_QUOTE_MESSAGE = "You don't have permission to view this quote.";
export const ONLY_OWNER_DECIDES_MESSAGE =
  "Only the organizer of this request can accept or reject its quotes.";
export const ONLY_PENDING_DECIDED_MESSAGE =
  "Only a pending quote on an active request can be accepted or rejected.";

export const QUOTE_PRICE_MAX_LENGTH = 100;
export const QUOTE_DESCRIPTION_MAX_LENGTH = 5000;
export const QUOTE_ADDITIONAL_INFO_MAX_LENGTH = 2000;

export const QuoteStatus = z.enum(["pending", "accepted", "rejected"]);
export type QuoteStatus = z.infer<typeof QuoteStatus>;

export const CreateQuoteBody = z.object({
  requestId: idField("Please choose a request."),
  /** Free text as the supplier writes it ("£1,250", "From £300 per day"). */
  price: requiredText(QUOTE_MISSING_MESSAGE, QUOTE_PRICE_MAX_LENGTH).refine(
    isQuotePriceInRange,
    QUOTE_PRICE_TOO_HIGH_MESSAGE,
  ),
  description: requiredText(QUOTE_MISSING_MESSAGE, QUOTE_DESCRIPTION_MAX_LENGTH),
  additionalInfo: textEmptyAsNull(QUOTE_ADDITIONAL_INFO_MAX_LENGTH),
});
export type CreateQuoteBody = z.input<typeof CreateQuoteBody>;

export const UpdateQuoteStatusBody = z.object({
  status: z.enum(["accepted", "rejected"], { error: "Please choose accepted or rejected." }),
});
export type UpdateQuoteStatusBody = z.input<typeof UpdateQuoteStatusBody>;

export const QuoteView = z.object({
  id: z.number(),
  requestId: z.number(),
  supplierId: z.number(),
  price: z.string(),
  /** The first amount in `price`, for sorting; null when the price is worded without one. */
  pricePence: z.number().nullable(),
  description: z.string(),
  additionalInfo: z.string().nullable(),
  status: QuoteStatus,
  /** When the request's organizer first opened the request's quotes; null while unread. */
  viewedAt: z.string().nullable(),
  /**
   * When this unread free-plan quote gave its place in the monthly allowance back (after
   * `QUOTE_REFUND_DAYS`, or at once when the request closed unread). Only its supplier sees it:
   * always null for the organizer.
   */
  allowanceReturnedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteView = z.infer<typeof QuoteView>;

/** Who sent a quote, as the organizer comparing quotes sees them. */
export const QuoteSupplier = z.object({
  id: z.number(),
  name: z.string(),
  urlSlug: z.string().nullable(),
  profileImage: z.string().nullable(),
  address: z.string().nullable(),
  avgRating: z.number(),
  reviewCount: z.number(),
});
export type QuoteSupplier = z.infer<typeof QuoteSupplier>;

/** The request a quote answers, as its supplier sees it. */
export const QuoteRequest = z.object({
  id: z.number(),
  title: z.string(),
  eventDate: z.string(),
  location: z.string(),
  status: RequestStatus,
  organizerId: z.number(),
  organizerName: z.string(),
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;

/** A quote with its supplier: the request owner's list, `GET /api/quotes/request/{id}`. */
export const QuoteWithSupplier = QuoteView.extend({
  supplier: QuoteSupplier,
  /** True once the organizer has reviewed this supplier for this request. */
  reviewed: z.boolean(),
});
export type QuoteWithSupplier = z.infer<typeof QuoteWithSupplier>;

/** A supplier's own quote with its request: `GET /api/quotes/supplier`. */
export const SupplierQuote = QuoteView.extend({ request: QuoteRequest });
export type SupplierQuote = z.infer<typeof SupplierQuote>;

/** Every quote on an organizer's requests: `GET /api/quotes`. */
export const OrganizerQuote = QuoteView.extend({ request: QuoteRequest, supplier: QuoteSupplier });
export type OrganizerQuote = z.infer<typeof OrganizerQuote>;

/** One quote as its supplier or the request owner sees it: `GET /api/quotes/{id}`. */
export const QuoteDetail = QuoteView.extend({ request: QuoteRequest, supplier: QuoteSupplier });
export type QuoteDetail = z.infer<typeof QuoteDetail>;

/** A supplier's allowance this month: `GET /api/quotes/limit/status`. */
export const QuoteLimitStatus = z.object({
  canQuote: z.boolean(),
  /** Null on a paid plan or free access: there is no limit. */
  quotesRemaining: z.number().nullable(),
  monthlyLimit: z.number(),
  quotesThisMonth: z.number(),
  isUnlimited: z.boolean(),
  /** When the free allowance starts again: the first day of next month in the UK (YYYY-MM-DD). */
  resetsOn: z.string(),
});
export type QuoteLimitStatus = z.infer<typeof QuoteLimitStatus>;
