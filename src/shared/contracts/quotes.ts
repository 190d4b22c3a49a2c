import { z } from "zod";
import { isCalendarDate, ukToday } from "#shared/domain/calendar-days";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import { formatLongDate, formatPounds } from "#shared/domain/format";
import {
  isQuotePriceInRange,
  QUOTE_PRICE_MAX_PENCE,
  quoteTotalFromPrice,
} from "#shared/domain/quote-price";
import {
  CANCELLATION_POLICY_IDS,
  latestValidUntil,
  QUOTE_CANCELLATION_TERMS_MAX_LENGTH,
  QUOTE_INCLUDED_ITEM_MAX_LENGTH,
  QUOTE_INCLUDED_MAX_ITEMS,
  QUOTE_VALID_MAX_DAYS,
} from "#shared/domain/quote-terms";
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

/** 400 on `price` when no `total` is sent and the price names no amount to take it from. */
export const QUOTE_PRICE_NO_AMOUNT_MESSAGE =
  "Please give the price as an amount in pounds, such as 450 or £1,250, or send the total.";
export const QUOTE_PRICE_NOT_POSITIVE_MESSAGE = "The price must be at least £0.01.";
export const QUOTE_TOTAL_MESSAGE = "Please enter the quote's total in pounds, for example 1250.";
export const QUOTE_TOTAL_RANGE_MESSAGE = `The total must be between £0.01 and ${formatPounds(QUOTE_PRICE_MAX_PENCE)}.`;
export const QUOTE_PENCE_MESSAGE = "Please use pounds and pence: at most two decimal places.";
export const QUOTE_INCLUDED_TOO_MANY_MESSAGE = `Please list at most ${QUOTE_INCLUDED_MAX_ITEMS} included items.`;
export const QUOTE_INCLUDED_ITEM_TOO_LONG_MESSAGE = `Each included item can be at most ${QUOTE_INCLUDED_ITEM_MAX_LENGTH} characters.`;
export const DEPOSIT_PERCENT_MESSAGE = "A deposit percentage must be a whole number from 1 to 100.";
export const DEPOSIT_AMOUNT_MESSAGE = "Please enter the deposit in pounds, above £0.";
export const DEPOSIT_ABOVE_TOTAL_MESSAGE = "The deposit can't be more than the total.";
export const CANCELLATION_POLICY_MESSAGE = "Please choose one of the cancellation terms.";
export const CANCELLATION_TERMS_REQUIRED_MESSAGE = "Please describe your own cancellation terms.";
export const VALID_UNTIL_DATE_MESSAGE = "Please enter a valid date (YYYY-MM-DD).";
export const VALID_UNTIL_PAST_MESSAGE = "The valid-until date can't be in the past.";
export const VALID_UNTIL_TOO_LATE_MESSAGE = `A quote can be held open for at most ${QUOTE_VALID_MAX_DAYS} days.`;
export const QUOTE_SERVICE_MESSAGE =
  "Please choose one of the services this request asks for that you offer.";
export const RENEW_DATE_REQUIRED_MESSAGE = "Please choose the new valid-until date.";
export const ONLY_OWN_QUOTE_RENEWED_MESSAGE = "You can only renew your own quotes.";
export const ONLY_PENDING_RENEWED_MESSAGE =
  "Only a pending quote on an active request can be renewed.";
/** A quote is renewed at most once a day, so its organizer hears of it at most once a day. */
export const QUOTE_RENEWAL_INTERVAL_HOURS = 24;
export function quoteRenewedRecentlyMessage(hoursLeft: number): string {
  return `This quote was renewed in the last ${QUOTE_RENEWAL_INTERVAL_HOURS} hours, and its organizer was told. You can renew it again in ${hoursLeft} hour${hoursLeft === 1 ? "" : "s"}.`;
}
/** 409 when an organizer accepts a quote after its valid-until date. */
export function quoteExpiredMessage(validUntil: string): string {
  return `This quote expired on ${formatLongDate(validUntil)}. Ask the supplier to renew it before accepting.`;
}

/** Why a valid-until date can't be set on `now`'s day, or null when it can. */
export function validUntilError(validUntil: string, now: Date): string | null {
  if (validUntil < ukToday(now)) return VALID_UNTIL_PAST_MESSAGE;
  if (validUntil > latestValidUntil(now)) return VALID_UNTIL_TOO_LATE_MESSAGE;
  return null;
}

export const QUOTE_PRICE_MAX_LENGTH = 100;
/** The quote form's note beside the total: room is left in `price` for the total written before it. */
export const QUOTE_PRICE_NOTE_MAX_LENGTH = 80;
export const QUOTE_DESCRIPTION_MAX_LENGTH = 5000;
export const QUOTE_ADDITIONAL_INFO_MAX_LENGTH = 2000;

export const QuoteStatus = z.enum(["pending", "accepted", "rejected"]);
export type QuoteStatus = z.infer<typeof QuoteStatus>;

const hasAtMostPence = (pounds: number) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;

/** An amount in pounds on the wire (1250.5), at most two decimal places. */
const poundsField = (missingMessage: string) =>
  z
    .number({ error: missingMessage })
    .refine(Number.isFinite, missingMessage)
    .refine(hasAtMostPence, QUOTE_PENCE_MESSAGE);

const validUntilField = (missingMessage: string) =>
  z
    .string({ error: missingMessage })
    .trim()
    .min(1, { message: missingMessage, abort: true })
    .refine(isCalendarDate, VALID_UNTIL_DATE_MESSAGE);

export const QuoteDeposit = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("percent"),
      percent: z
        .number({ error: DEPOSIT_PERCENT_MESSAGE })
        .int(DEPOSIT_PERCENT_MESSAGE)
        .min(1, DEPOSIT_PERCENT_MESSAGE)
        .max(100, DEPOSIT_PERCENT_MESSAGE),
    }),
    z.object({
      kind: z.literal("amount"),
      /** Pounds on the wire; stored and shown as pence. */
      amount: poundsField(DEPOSIT_AMOUNT_MESSAGE).refine(
        (pounds) => pounds > 0 && pounds * 100 <= QUOTE_PRICE_MAX_PENCE,
        DEPOSIT_AMOUNT_MESSAGE,
      ),
    }),
  ],
  { error: "Please give the deposit as a percentage or an amount." },
);

export const QuoteCancellation = z
  .object({
    policy: z.enum(CANCELLATION_POLICY_IDS, { error: CANCELLATION_POLICY_MESSAGE }),
    terms: textEmptyAsNull(QUOTE_CANCELLATION_TERMS_MAX_LENGTH),
  })
  .refine((value) => value.policy !== "custom" || value.terms !== null, {
    message: CANCELLATION_TERMS_REQUIRED_MESSAGE,
    path: ["terms"],
  });

/**
 * The structured part of a quote, beside the spec's free-text price and description, all of it
 * optional: without a `total` the total is the amount the price states (`quote-price.ts`).
 * Category answers are checked on the server against `quote-fields.ts` for the request's
 * categories the supplier serves.
 */
export const QuoteTermsFields = {
  total: poundsField(QUOTE_TOTAL_MESSAGE)
    .refine(
      (pounds) => pounds >= 0.01 && pounds * 100 <= QUOTE_PRICE_MAX_PENCE,
      QUOTE_TOTAL_RANGE_MESSAGE,
    )
    .nullish(),
  included: z
    .array(
      z
        .string({ error: QUOTE_INCLUDED_ITEM_TOO_LONG_MESSAGE })
        .trim()
        .max(QUOTE_INCLUDED_ITEM_MAX_LENGTH, QUOTE_INCLUDED_ITEM_TOO_LONG_MESSAGE),
      { error: "Please list what is included as lines of text." },
    )
    .nullish()
    // Blank lines are dropped and a repeated line is kept once.
    .transform((items) => [...new Set((items ?? []).filter((item) => item !== ""))])
    .refine((items) => items.length <= QUOTE_INCLUDED_MAX_ITEMS, QUOTE_INCLUDED_TOO_MANY_MESSAGE),
  deposit: QuoteDeposit.nullish().transform((value) => value ?? null),
  cancellation: QuoteCancellation.nullish().transform((value) => value ?? null),
  validUntil: z
    .string()
    .trim()
    .refine((value) => value === "" || isCalendarDate(value), VALID_UNTIL_DATE_MESSAGE)
    .nullish()
    .transform((value) => value || null),
  categoryFields: z
    .record(z.string(), z.record(z.string(), z.unknown()), {
      error: "Please give category details per category.",
    })
    .nullish()
    .transform((value) => value ?? {}),
};

const PRICE_PROBLEM_MESSAGES = {
  "no-amount": QUOTE_PRICE_NO_AMOUNT_MESSAGE,
  "not-positive": QUOTE_PRICE_NOT_POSITIVE_MESSAGE,
  "too-high": QUOTE_PRICE_TOO_HIGH_MESSAGE,
} as const;

/**
 * The spec's body (`requestId`, `price` as a string, `description`, `additionalInfo`) is a whole
 * quote: a `total` sent beside it wins, else the total is the amount `price` states ("From £280"
 * → 280). Only a price that states none, sent without a total, is refused, on `price`. The output
 * always has the total in pounds.
 */
export const CreateQuoteBody = z
  .object({
    requestId: idField("Please choose a request."),
    /** Free text as the supplier writes it ("£1,250", "From £300 per day", "£450 per hour"). */
    price: requiredText(QUOTE_MISSING_MESSAGE, QUOTE_PRICE_MAX_LENGTH).refine(
      isQuotePriceInRange,
      QUOTE_PRICE_TOO_HIGH_MESSAGE,
    ),
    description: requiredText(QUOTE_MISSING_MESSAGE, QUOTE_DESCRIPTION_MAX_LENGTH),
    additionalInfo: textEmptyAsNull(QUOTE_ADDITIONAL_INFO_MAX_LENGTH),
    /**
     * Which of the request's services (categories) the quote is for. Optional: without it the
     * server files the quote under the request's first category the supplier offers
     * (`quote-services.ts`).
     */
    service: z
      .enum(CATEGORY_KEYS, { error: QUOTE_SERVICE_MESSAGE })
      .nullish()
      .transform((value) => value ?? null),
    ...QuoteTermsFields,
  })
  .transform((quote, context) => {
    if (quote.total !== null && quote.total !== undefined) return { ...quote, total: quote.total };
    const fromPrice = quoteTotalFromPrice(quote.price);
    if (fromPrice.pence === null) {
      // A price beyond the limit has already been told so by its own field.
      if (fromPrice.problem !== "too-high")
        context.addIssue({
          code: "custom",
          message: PRICE_PROBLEM_MESSAGES[fromPrice.problem],
          path: ["price"],
        });
      return z.NEVER;
    }
    return { ...quote, total: fromPrice.pence / 100 };
  })
  .refine(
    (quote) =>
      quote.deposit?.kind !== "amount" ||
      Math.round(quote.deposit.amount * 100) <= Math.round(quote.total * 100),
    { message: DEPOSIT_ABOVE_TOTAL_MESSAGE, path: ["deposit", "amount"] },
  );
export type CreateQuoteBody = z.input<typeof CreateQuoteBody>;

export const RenewQuoteBody = z.object({
  validUntil: validUntilField(RENEW_DATE_REQUIRED_MESSAGE),
});
export type RenewQuoteBody = z.input<typeof RenewQuoteBody>;

export const UpdateQuoteStatusBody = z.object({
  status: z.enum(["accepted", "rejected"], { error: "Please choose accepted or rejected." }),
});
export type UpdateQuoteStatusBody = z.input<typeof UpdateQuoteStatusBody>;

/** A quote's structured details as stored and shown; null on quotes sent before they existed. */
export const QuoteDetails = z.object({
  included: z.array(z.string()),
  deposit: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("percent"), percent: z.number() }),
      z.object({ kind: z.literal("amount"), amountPence: z.number() }),
    ])
    .nullable(),
  cancellation: z
    .object({ policy: z.enum(CANCELLATION_POLICY_IDS), terms: z.string().nullable() })
    .nullable(),
  /** Per category, per field key of `QUOTE_CATEGORY_FIELDS`. */
  categoryFields: z.record(
    z.string(),
    z.record(z.string(), z.union([z.number(), z.boolean(), z.string(), z.array(z.string())])),
  ),
});
export type QuoteDetails = z.infer<typeof QuoteDetails>;

export const QuoteView = z.object({
  id: z.number(),
  requestId: z.number(),
  supplierId: z.number(),
  price: z.string(),
  /** The request's service (category key) the quote is for: quotes are compared per service. */
  service: z.string(),
  /**
   * The quote's total in pence: the stated total of a structured quote, else the first amount in
   * `price`; null when an older quote's price is worded without one.
   */
  totalPence: z.number().nullable(),
  details: QuoteDetails.nullable(),
  /** The last day (in the UK) the quote can be accepted; null when it does not expire. */
  validUntil: z.string().nullable(),
  /** Pending and past its valid-until date: it can't be accepted until its supplier renews it. */
  isExpired: z.boolean(),
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
  /** Kilometres from the supplier's base to the quote's event; null when either has no place. */
  distanceKm: z.number().nullable(),
  /**
   * How quickly the supplier usually quotes: the median hours from a request being posted to
   * their quote on it, over every quote they have sent. Null before their first quote.
   */
  medianHoursToQuote: z.number().nullable(),
  /** How many quotes that median is taken over. */
  quotesSent: z.number(),
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

/** The quote just accepted or rejected: `PUT /api/quotes/{id}/status`. */
export const DecidedQuoteView = QuoteView.extend({
  /**
   * Whether its supplier can read and reply to messages now: false on the free plan, until they
   * subscribe.
   */
  supplierCanReply: z.boolean(),
  /** The booking accepting it made (`GET /api/bookings/{id}`); absent on a rejection. */
  bookingId: z.number().nullish(),
});
export type DecidedQuoteView = z.infer<typeof DecidedQuoteView>;

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
