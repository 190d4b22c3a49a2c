import { z } from "zod";
import { isCalendarDate } from "#shared/domain/calendar-days";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import { QUOTES_PER_REQUEST_MAX } from "#shared/domain/fair-leads";
import { formatPounds } from "#shared/domain/format";
import { QUOTE_PRICE_MAX_PENCE } from "#shared/domain/quote-price";
import { idField } from "./common";
import { lineEmptyAsNull, requiredLine, requiredText } from "./fields";

export const REQUEST_REQUIRED_MESSAGE = "Please fill in all required fields";
export const REQUEST_CATEGORY_MESSAGE = "Please select at least one category";
export const REQUEST_DATE_MESSAGE = "Please enter a valid date (YYYY-MM-DD).";
export const START_DATE_PAST_MESSAGE = "The start date can't be in the past.";
export const END_BEFORE_START_MESSAGE = "The end date can't be before the start date.";
export const REQUEST_NOT_FOUND_MESSAGE = "Request not found.";
export const ONLY_ACTIVE_STATUS_MESSAGE = "Only an active request can change status.";
export const COMPLETE_BEFORE_EVENT_MESSAGE =
  "A request can be marked completed once its event date has passed.";

export const RequestStatus = z.enum([
  "active",
  "completed",
  "cancelled",
  "found_supplier",
  "no_longer_needed",
  /** Closed by EventEazy: the event date passed, or the request went quiet (see `statusReason`). */
  "expired",
]);
export type RequestStatus = z.infer<typeof RequestStatus>;

/** The statuses an owner may move an active request to. */
export const ClosingRequestStatus = z.enum(
  ["completed", "cancelled", "found_supplier", "no_longer_needed"],
  { error: "Please choose a valid status." },
);
export type ClosingRequestStatus = z.infer<typeof ClosingRequestStatus>;

export const CreateRequestBody = z.object({
  title: requiredLine(REQUEST_REQUIRED_MESSAGE, 200),
  description: requiredText(REQUEST_REQUIRED_MESSAGE, 5000),
  eventDateFrom: z
    .string({ error: REQUEST_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: REQUEST_REQUIRED_MESSAGE, abort: true })
    .refine(isCalendarDate, REQUEST_DATE_MESSAGE),
  eventDateTo: z
    .string()
    .trim()
    .refine((value) => value === "" || isCalendarDate(value), REQUEST_DATE_MESSAGE)
    .nullish()
    .transform((value) => value || null),
  location: requiredLine(REQUEST_REQUIRED_MESSAGE, 300),
  budget: lineEmptyAsNull(100),
  attendees: lineEmptyAsNull(100),
  categories: z
    .array(z.enum(CATEGORY_KEYS), { error: REQUEST_CATEGORY_MESSAGE })
    .min(1, REQUEST_CATEGORY_MESSAGE)
    .max(CATEGORY_KEYS.length)
    .transform((keys) => [...new Set(keys)]),
  /** Sent by the form as the start alone or "start to end"; the server builds its own. */
  eventDate: z.string().nullish(),
});
export type CreateRequestBody = z.input<typeof CreateRequestBody>;

export const RequestView = z.object({
  id: z.number(),
  organizerId: z.number(),
  organizerName: z.string(),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  eventDateFrom: z.string(),
  eventDateTo: z.string().nullable(),
  location: z.string(),
  budget: z.string().nullable(),
  attendees: z.string().nullable(),
  categories: z.array(z.string()),
  status: RequestStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RequestView = z.infer<typeof RequestView>;

export const RequestListQuery = z.object({
  category: z.enum(CATEGORY_KEYS).optional(),
  /**
   * Suppliers: "true" lists requests that already have as many quotes as their cap takes too;
   * by default Browse Requests leaves them out.
   */
  includeFull: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  /**
   * Suppliers: "true" lists requests whose every event day the supplier has marked unavailable
   * too, each with `supplierUnavailable` set; by default Browse Requests leaves them out.
   */
  includeUnavailable: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});

export const UpdateRequestStatusBody = z.object({
  status: ClosingRequestStatus,
  reason: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
});
export type UpdateRequestStatusBody = z.input<typeof UpdateRequestStatusBody>;

/**
 * An organizer's record as suppliers see it before quoting, kept as counters while quotes
 * change. Null for a new organizer: one who has never received a quote.
 */
export const OrganizerStats = z.object({
  /** Requests the organizer has posted. */
  requests: z.number().int(),
  /** Requests on which they accepted at least one quote. */
  hires: z.number().int(),
  /** The share of quotes received that they opened, from 0 to 1. */
  readShare: z.number(),
  /** Median hours from a quote arriving to its first reading; null when none was read yet. */
  medianHoursToRead: z.number().nullable(),
  /** Suppliers' average rating of the organizer, to one decimal; null before any review shows. */
  rating: z.number().nullable(),
  /** Suppliers' shown reviews of the organizer. */
  reviewCount: z.number().int(),
});
export type OrganizerStats = z.infer<typeof OrganizerStats>;

/** What a supplier weighs before spending a quote, on every list item and the detail. */
export const RequestLeadFacts = z.object({
  /** Quotes received so far. */
  quoteCount: z.number().int(),
  /** Quotes the request takes: `QUOTES_PER_REQUEST` unless the organizer raised it. */
  quoteLimit: z.number().int(),
  /** True once the organizer has raised the cap: it can be raised only once. */
  quoteLimitRaised: z.boolean(),
  organizerEmailVerified: z.boolean(),
  organizerStats: OrganizerStats.nullable(),
  /**
   * When an active request will expire if nothing happens (ISO instant): the earlier of the
   * day after its event and 30 days after its last new quote or change. Null once closed.
   */
  expiresAt: z.string().nullable(),
});
export type RequestLeadFacts = z.infer<typeof RequestLeadFacts>;

export const QUOTE_LIMIT_RAISE_ONCE_MESSAGE = "A request's quote limit can be raised only once.";
export const QUOTE_LIMIT_ABOVE_CURRENT_MESSAGE =
  "The new quote limit must be above the current one.";
export const QUOTE_LIMIT_MAX_MESSAGE = `A request can take at most ${QUOTES_PER_REQUEST_MAX} quotes.`;
export const QUOTE_LIMIT_ACTIVE_MESSAGE = "Only an active request's quote limit can be raised.";

/** `POST /api/requests/{id}/quote-limit`: the owner raises their active request's cap, once. */
export const RaiseQuoteLimitBody = z.object({
  limit: z
    .number({ error: "Please choose a number of quotes." })
    .int("Please choose a whole number of quotes.")
    .max(QUOTES_PER_REQUEST_MAX, QUOTE_LIMIT_MAX_MESSAGE),
});
export type RaiseQuoteLimitBody = z.input<typeof RaiseQuoteLimitBody>;

/** A quote as a request list shows it: enough to count, sort and label. */
export const RequestQuoteSummary = z.object({
  id: z.number(),
  supplierId: z.number(),
  status: z.enum(["pending", "accepted", "rejected"]),
  createdAt: z.string(),
});
export type RequestQuoteSummary = z.infer<typeof RequestQuoteSummary>;

/**
 * A request in `GET /api/requests`: an organizer sees every quote on their own requests; a
 * supplier sees only their own quote (so a list can say "Quoted"), never their competitors'.
 */
export const RequestListItem = RequestView.extend({
  quotes: z.array(RequestQuoteSummary),
  ...RequestLeadFacts.shape,
  /**
   * For a supplier: every day of the event is marked unavailable in their calendar (the days
   * their own accepted quote on it booked aside: those are this job's).
   */
  supplierUnavailable: z.boolean(),
  /**
   * Why, when `supplierUnavailable`: "booked" when a day is booked for another job, "blocked"
   * when they blocked every day by hand; null when they are free.
   */
  supplierUnavailableBecause: z.enum(["booked", "blocked"]).nullable(),
  /** For a supplier: its organizer invited them to quote (listed whatever their categories). */
  invited: z.boolean(),
});
export type RequestListItem = z.infer<typeof RequestListItem>;

/**
 * The organizer's own way of weighing their request's quotes, kept on the server so it follows
 * them to any device: the shortlist, the quotes ruled out, and the budget per service.
 */
export const RequestComparison = z.object({
  /** Quote ids on this request, ascending. */
  shortlist: z.array(z.number()),
  hidden: z.array(z.number()),
  /** Pence per service (category key) the organizer set aside; services without a line are absent. */
  serviceBudgets: z.record(z.string(), z.number()),
});
export type RequestComparison = z.infer<typeof RequestComparison>;

/**
 * The statuses on which a request's quotes are settled: it is over, called off, or closed by
 * EventEazy, so its quoters are no longer asked questions, shortlisted or hidden.
 */
const SETTLED_REQUEST_STATUSES: ReadonlySet<RequestStatus> = new Set([
  "completed",
  "cancelled",
  "expired",
]);

export function isRequestSettled(status: RequestStatus): boolean {
  return SETTLED_REQUEST_STATUSES.has(status);
}

/** "This request is cancelled, so its quotes can no longer be shortlisted or hidden." */
export function settledRequestMessage(status: RequestStatus, what: "picks" | "question"): string {
  return what === "picks"
    ? `This request is ${status}, so its quotes can no longer be shortlisted or hidden.`
    : `This request is ${status}, so its quoters can no longer be asked a question.`;
}

export const QUOTE_PICKS_NOT_ON_REQUEST_MESSAGE = "Only quotes on this request can be picked.";
const QUOTE_PICK_ID_MESSAGE = "Please send quote ids as whole numbers.";

/** `PUT /api/requests/{id}/shortlist` and `/hidden`: the whole list, replacing the one stored. */
export const QuotePicksBody = z.object({
  quoteIds: z
    .array(idField(QUOTE_PICK_ID_MESSAGE), { error: "Please send the quote ids as a list." })
    .max(QUOTES_PER_REQUEST_MAX, `A request has at most ${QUOTES_PER_REQUEST_MAX} quotes.`)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type QuotePicksBody = z.input<typeof QuotePicksBody>;

export const SERVICE_BUDGET_AMOUNT_MESSAGE = `Each service's budget must be between £0.01 and ${formatPounds(QUOTE_PRICE_MAX_PENCE)}, in pounds and pence.`;
export const SERVICE_BUDGET_ONE_SERVICE_MESSAGE =
  "This request asks for one service, so its whole budget is that service's budget.";
export function serviceBudgetNotAskedMessage(service: string): string {
  return `This request doesn't ask for "${service}", so it can't have a budget line.`;
}
export function serviceBudgetsAboveTotalMessage(sumPence: number, totalPence: number): string {
  return `Your service budgets add up to ${formatPounds(sumPence)}, more than your total budget of ${formatPounds(totalPence)}. Lower one, or raise the total.`;
}

const servicePounds = z
  .number({ error: SERVICE_BUDGET_AMOUNT_MESSAGE })
  .refine(
    (pounds) =>
      Number.isFinite(pounds) &&
      pounds >= 0.01 &&
      pounds * 100 <= QUOTE_PRICE_MAX_PENCE &&
      Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6,
    SERVICE_BUDGET_AMOUNT_MESSAGE,
  );

/**
 * `PUT /api/requests/{id}/service-budgets`: pounds per service (category key), replacing the split
 * stored; a service left out has no line of its own, and `{}` clears the split. The server checks
 * the keys against the request's categories and the sum against its total budget.
 */
export const ServiceBudgetsBody = z.object({
  budgets: z.record(z.string().max(40), servicePounds, {
    error: "Please give the budgets as amounts per service.",
  }),
});
export type ServiceBudgetsBody = z.input<typeof ServiceBudgetsBody>;

/** One accepted quote in the event plan. */
export const EventPlanBooking = z.object({
  quoteId: z.number(),
  supplier: z.object({ id: z.number(), name: z.string(), urlSlug: z.string().nullable() }),
  /** As the supplier wrote it, for a total worded without an amount. */
  price: z.string(),
  /** Null when an older quote's price states no amount. */
  totalPence: z.number().nullable(),
  /** From the quote's deposit terms; 0 when it asks for none. */
  depositPence: z.number(),
  /**
   * What the organizer has paid towards it through EventEazy and not had refunded (the booking's
   * deposit); null when the quote has no booking.
   */
  paidPence: z.number().nullable(),
  /** The total less the deposit; null with the total. */
  balancePence: z.number().nullable(),
});
export type EventPlanBooking = z.infer<typeof EventPlanBooking>;

export const EventPlanService = z.object({
  /** A category key of the request. */
  service: z.string(),
  /** The organizer's budget line for it; for a one-service request, the whole budget. */
  budgetPence: z.number().nullable(),
  booked: z.array(EventPlanBooking),
  /** The sum of the booked totals that state an amount. */
  bookedPence: z.number(),
  /** Quotes for it still waiting for the organizer's decision. */
  pendingQuotes: z.number(),
});
export type EventPlanService = z.infer<typeof EventPlanService>;

/**
 * `GET /api/requests/{id}/plan`: every service of the request with who is booked for it and what
 * they cost, and the sum against the budget. The owner's alone.
 */
export const EventPlan = z.object({
  requestId: z.number(),
  services: z.array(EventPlanService),
  totalPence: z.number(),
  depositPence: z.number(),
  balancePence: z.number(),
  /** Booked quotes left out of the sums because their price states no amount. */
  unpricedCount: z.number(),
  /**
   * What the sum is measured against: the request's total budget when it states an amount
   * ("total"), else the sum of the service budgets when there are any ("services"), else nothing.
   */
  budgetPence: z.number().nullable(),
  budgetFrom: z.enum(["total", "services"]).nullable(),
});
export type EventPlan = z.infer<typeof EventPlan>;

/** `GET /api/requests/{id}`: the request, its organizer's card, and how many quotes it has. */
export const RequestDetail = RequestView.extend({
  statusReason: z.string().nullable(),
  organizer: z.object({
    id: z.number(),
    name: z.string(),
    profileImage: z.string().nullable(),
    createdAt: z.string(),
  }),
  ...RequestLeadFacts.shape,
  /** The signed-in viewer's relation to the request, so the page can choose its actions. */
  isOwner: z.boolean(),
  /** For a supplier: its organizer invited them to quote on it. */
  invited: z.boolean(),
  /**
   * True once the event's last day is before today in the UK: only then may it be marked
   * completed, and its organizer asked to review who they booked.
   */
  hasEventPassed: z.boolean(),
  /**
   * For the owner: the directory's place for the request's location, so a search for suppliers
   * starts there. Null for anyone else, and when the location names no place the directory knows.
   */
  directoryPlace: z
    .object({ name: z.string(), location: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  /** The owner's shortlist, hidden quotes and budget per service; null for anyone else. */
  comparison: RequestComparison.nullable(),
});
export type RequestDetail = z.infer<typeof RequestDetail>;
