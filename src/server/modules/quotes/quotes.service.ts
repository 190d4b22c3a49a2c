import { and, eq, gt, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { violatedUniqueConstraint } from "#server/db/errors";
import type { UserRow } from "#server/db/schema";
import { eventRequests, quotes, users } from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { badRequest, conflict, forbidden, notFound, tooMany } from "#server/lib/errors";
import type { Notifier, NotifyInput } from "#server/lib/notifier-interface";
import { bookEventDays } from "#server/modules/availability/availability.service";
import { createBookingForQuote } from "#server/modules/bookings/bookings.service";
import { assertEmailVerified } from "#server/modules/email-verification/email-verification.service";
import { canReadAndReply } from "#server/modules/messages/messages.service";
import { isSubscribed } from "#server/modules/subscriptions/subscriptions.service";
import { findActiveUser } from "#server/modules/users/users.service";
import {
  ALREADY_QUOTED_MESSAGE,
  type CreateQuoteBody,
  type DecidedQuoteView,
  NOT_YOUR_QUOTE_MESSAGE,
  ONLY_OWN_QUOTE_RENEWED_MESSAGE,
  ONLY_OWNER_DECIDES_MESSAGE,
  ONLY_PENDING_DECIDED_MESSAGE,
  ONLY_PENDING_RENEWED_MESSAGE,
  QUOTE_LIMIT_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_RENEWAL_INTERVAL_HOURS,
  QUOTE_SERVICE_MESSAGE,
  QUOTES_PERMISSION_MESSAGE,
  type QuoteDetail,
  type QuoteDetails,
  type QuoteLimitStatus,
  type QuoteView,
  type QuoteWithSupplier,
  quoteExpiredMessage,
  quoteRenewedRecentlyMessage,
  REQUEST_NOT_ACTIVE_MESSAGE,
  requestFullMessage,
  validUntilError,
} from "#shared/contracts/quotes";
import { REQUEST_NOT_FOUND_MESSAGE } from "#shared/contracts/requests";
import { ukToday } from "#shared/domain/calendar-days";
import { quotaMonthStart, quotaResetsOn, quotesUsedThisMonth } from "#shared/domain/quota";
import { checkQuoteCategoryFields, quotableCategories } from "#shared/domain/quote-fields";
import { quoteServiceOf } from "#shared/domain/quote-services";
import { isQuoteExpired } from "#shared/domain/quote-terms";
import { pages } from "#shared/paths";
import {
  changeOrganizerStats,
  selectQuotes,
  takeMonthlyQuote,
  toQuoteView,
} from "./quotes.queries";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Only a quote's supplier learns that its allowance came back: it tells of their plan. */
function forOrganizer<T extends QuoteView>(quote: T): T {
  return { ...quote, allowanceReturnedAt: null };
}

export type CreateQuoteInput = z.output<typeof CreateQuoteBody>;

/** The request a new quote answers, for the caller to tell its organizer. */
export interface SubmittedQuote {
  quote: QuoteView;
  request: { id: number; title: string; organizerId: number };
}

export function quoteLimitStatus(
  supplier: UserRow,
  policy: AccessPolicy,
  now = new Date(),
): QuoteLimitStatus {
  const resetsOn = quotaResetsOn(now);
  const used = quotesUsedThisMonth(supplier, now);
  if (isSubscribed(supplier, policy, now)) {
    return {
      canQuote: true,
      quotesRemaining: null,
      monthlyLimit: supplier.monthlyQuoteLimit,
      quotesThisMonth: used,
      isUnlimited: true,
      resetsOn,
    };
  }
  const remaining = Math.max(0, supplier.monthlyQuoteLimit - used);
  return {
    canQuote: remaining > 0,
    quotesRemaining: remaining,
    monthlyLimit: supplier.monthlyQuoteLimit,
    quotesThisMonth: used,
    isUnlimited: false,
    resetsOn,
  };
}

/** A new valid-until date must fall between today and a year ahead in the UK. */
function assertValidUntil(validUntil: string | null, now: Date) {
  if (validUntil === null) return;
  const error = validUntilError(validUntil, now);
  if (error) throw badRequest(error, { validUntil: [error] });
}

/**
 * The structured details to store: category answers only for the request's categories the
 * supplier serves, each checked against its definition; amounts in pence.
 */
function quoteDetailsOf(
  input: CreateQuoteInput,
  requestCategories: readonly string[],
  supplier: UserRow,
): QuoteDetails {
  const allowed = quotableCategories(requestCategories, supplier.categories);
  const checked = checkQuoteCategoryFields(input.categoryFields, allowed);
  const fieldErrors = Object.entries(checked.errors);
  if (fieldErrors.length > 0)
    throw badRequest(
      fieldErrors[0]?.[1] ?? "Please check the category details.",
      Object.fromEntries(fieldErrors.map(([path, message]) => [path, [message]])),
    );
  const deposit = input.deposit;
  return {
    included: input.included,
    deposit:
      deposit === null
        ? null
        : deposit.kind === "percent"
          ? deposit
          : { kind: "amount", amountPence: Math.round(deposit.amount * 100) },
    cancellation: input.cancellation,
    categoryFields: checked.values,
  };
}

/**
 * Sends a supplier's quote: only on an active request that is not full, once per request, and
 * for a supplier on the free plan only within the month's allowance. The request row is locked
 * for update first, so parallel quotes queue and each sees the count the one before it left: the
 * cap holds. The cap, the allowance, the quote and the organizer's counters are one transaction.
 */
export async function submitQuote(
  db: Db,
  supplier: UserRow,
  input: CreateQuoteInput,
  policy: AccessPolicy,
  now = new Date(),
): Promise<SubmittedQuote> {
  assertEmailVerified(supplier);
  assertValidUntil(input.validUntil, now);
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .select({
          id: eventRequests.id,
          title: eventRequests.title,
          organizerId: eventRequests.organizerId,
          status: eventRequests.status,
          categories: eventRequests.categories,
          quoteCount: eventRequests.quoteCount,
          quoteLimit: eventRequests.quoteLimit,
          organizerVerifiedAt: users.emailVerifiedAt,
        })
        .from(eventRequests)
        .innerJoin(users, eq(users.id, eventRequests.organizerId))
        .where(eq(eventRequests.id, input.requestId))
        .for("update", { of: eventRequests });
      // A request waits unseen until its organizer confirms their address.
      if (!request || request.organizerVerifiedAt === null)
        throw notFound(REQUEST_NOT_FOUND_MESSAGE);
      if (request.status !== "active") throw conflict(REQUEST_NOT_ACTIVE_MESSAGE);
      const details = quoteDetailsOf(input, request.categories, supplier);
      const service = quoteServiceOf(
        request.categories,
        supplier.categories,
        Object.keys(details.categoryFields),
        input.service,
      );
      if (service === null)
        throw badRequest(QUOTE_SERVICE_MESSAGE, { service: [QUOTE_SERVICE_MESSAGE] });
      const [existing] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.requestId, request.id), eq(quotes.supplierId, supplier.id)));
      if (existing) throw conflict(ALREADY_QUOTED_MESSAGE);
      if (request.quoteCount >= request.quoteLimit)
        throw conflict(requestFullMessage(request.quoteLimit));
      const takesAllowance = !isSubscribed(supplier, policy, now);
      if (takesAllowance && !(await takeMonthlyQuote(tx, supplier.id, quotaMonthStart(now), now)))
        throw tooMany(QUOTE_LIMIT_MESSAGE);
      const [row] = await tx
        .insert(quotes)
        .values({
          requestId: request.id,
          supplierId: supplier.id,
          price: input.price,
          service,
          // The stated total is the quote's one amount; the free-text price is for display.
          totalPence: Math.round(input.total * 100),
          details,
          validUntil: input.validUntil,
          description: input.description,
          additionalInfo: input.additionalInfo,
          tookAllowance: takesAllowance,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      // A new quote is activity: the request's 30 quiet days, and its reminder, start again.
      await tx
        .update(eventRequests)
        .set({
          quoteCount: sql`${eventRequests.quoteCount} + 1`,
          lastActivityAt: now,
          expiryRemindedAt: null,
        })
        .where(eq(eventRequests.id, request.id));
      await changeOrganizerStats(tx, request.organizerId, { quotesReceived: 1 });
      return {
        quote: toQuoteView(row, now),
        request: { id: request.id, title: request.title, organizerId: request.organizerId },
      };
    });
  } catch (error) {
    // Two submissions for the same request at once: the constraint lets one through.
    if (violatedUniqueConstraint(error) === "quotes_request_supplier_key")
      throw conflict(ALREADY_QUOTED_MESSAGE);
    throw error;
  }
}

/**
 * The owner opening their request's quotes reads them: each unread one gets `viewedAt`, once, and
 * the organizer's record counts the reading and how long it took. Each supplier whose quote was
 * read hears of it, in the same transaction; answers the function that tells them once committed.
 */
async function markQuotesRead(
  db: Db,
  notifier: Pick<Notifier, "notifyWithin">,
  request: { id: number; title: string; organizerId: number },
  now: Date,
): Promise<() => void> {
  return db.transaction(async (tx) => {
    const read = await tx
      .update(quotes)
      .set({ viewedAt: now })
      .where(and(eq(quotes.requestId, request.id), isNull(quotes.viewedAt)))
      .returning({ createdAt: quotes.createdAt, supplierId: quotes.supplierId });
    if (read.length === 0) return () => {};
    await changeOrganizerStats(tx, request.organizerId, {
      quotesRead: read.length,
      readHours: read.map((quote) =>
        Math.max(0, (now.getTime() - quote.createdAt.getTime()) / HOUR_MS),
      ),
    });
    return notifier.notifyWithin(
      tx,
      read.map((quote) => quoteReadNotice(quote.supplierId, request)),
      now,
    );
  });
}

/** The supplier hears that the organizer opened their quote: it tells them the lead is alive. */
function quoteReadNotice(supplierId: number, request: { id: number; title: string }): NotifyInput {
  return {
    userId: supplierId,
    type: "quote",
    title: "Quote read",
    description: `The organizer of "${request.title}" has read your quote.`,
    linkTo: pages.quotes.href,
  };
}

/** The quotes on one request: all of them for its organizer, only their own for a supplier. */
export async function listRequestQuotes(
  db: Db,
  notifier: Pick<Notifier, "notifyWithin">,
  viewer: UserRow,
  requestId: number,
  now = new Date(),
): Promise<QuoteWithSupplier[]> {
  const [request] = await db
    .select({
      id: eventRequests.id,
      title: eventRequests.title,
      organizerId: eventRequests.organizerId,
    })
    .from(eventRequests)
    .where(eq(eventRequests.id, requestId));
  if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  if (request.organizerId === viewer.id) {
    const announce = await markQuotesRead(db, notifier, request, now);
    announce();
    return (await selectQuotes(db, eq(quotes.requestId, requestId), now)).map(forOrganizer);
  }
  if (viewer.role === "supplier")
    return selectQuotes(
      db,
      and(eq(quotes.requestId, requestId), eq(quotes.supplierId, viewer.id)),
      now,
    );
  throw forbidden(QUOTES_PERMISSION_MESSAGE);
}

export function listSupplierQuotes(db: Db, supplier: UserRow, now = new Date()) {
  return selectQuotes(db, eq(quotes.supplierId, supplier.id), now);
}

export async function listOrganizerQuotes(db: Db, organizer: UserRow, now = new Date()) {
  return (await selectQuotes(db, eq(eventRequests.organizerId, organizer.id), now)).map(
    forOrganizer,
  );
}

/** One quote, for the supplier who sent it or the organizer whose request it answers. */
export async function getQuote(
  db: Db,
  viewer: UserRow,
  id: number,
  now = new Date(),
): Promise<QuoteDetail> {
  const [quote] = await selectQuotes(db, eq(quotes.id, id), now);
  if (!quote) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
  if (quote.supplierId !== viewer.id && quote.request.organizerId !== viewer.id)
    throw forbidden(NOT_YOUR_QUOTE_MESSAGE);
  return quote.supplierId === viewer.id ? quote : forOrganizer(quote);
}

/** The quote decided on, and who to tell. */
export interface DecidedQuote {
  quote: QuoteView;
  request: { id: number; title: string };
  /** The booking an acceptance made, in the same transaction. */
  bookingId: number | null;
}

/**
 * The request's organizer accepts or rejects a pending quote while the request is active.
 * Accepting one quote leaves the others as they are: an event may need several suppliers.
 */
export async function decideQuote(
  db: Db,
  organizer: UserRow,
  id: number,
  status: "accepted" | "rejected",
  now = new Date(),
): Promise<DecidedQuote> {
  const [found] = await db
    .select({
      organizerId: eventRequests.organizerId,
      title: eventRequests.title,
      eventDateFrom: eventRequests.eventDateFrom,
      eventDateTo: eventRequests.eventDateTo,
      status: quotes.status,
      validUntil: quotes.validUntil,
    })
    .from(quotes)
    .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
    .where(eq(quotes.id, id));
  if (!found) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
  if (found.organizerId !== organizer.id) throw forbidden(ONLY_OWNER_DECIDES_MESSAGE);
  // Declining an expired quote is still allowed: only accepting needs it to be current.
  if (status === "accepted" && found.validUntil !== null && isQuoteExpired(found, now))
    throw conflict(quoteExpiredMessage(found.validUntil));
  const today = ukToday(now);
  return db.transaction(async (tx) => {
    // One conditional statement, so a double click or a status change in between decides once.
    const [row] = await tx
      .update(quotes)
      .set({ status, updatedAt: now })
      .where(
        and(
          eq(quotes.id, id),
          eq(quotes.status, "pending"),
          sql`exists (select 1 from ${eventRequests} where ${eventRequests.id} = ${quotes.requestId} and ${eventRequests.status} = 'active')`,
          status === "accepted"
            ? or(isNull(quotes.validUntil), gte(quotes.validUntil, today))
            : undefined,
        ),
      )
      .returning();
    if (!row) throw conflict(ONLY_PENDING_DECIDED_MESSAGE);
    if (status === "accepted") {
      // The first acceptance on a request is one hire in the organizer's record.
      const [hired] = await tx
        .update(eventRequests)
        .set({ hiredAt: now })
        .where(and(eq(eventRequests.id, row.requestId), isNull(eventRequests.hiredAt)))
        .returning({ id: eventRequests.id });
      if (hired) await changeOrganizerStats(tx, organizer.id, { requestsHired: 1 });
      await bookEventDays(tx, row, found);
      const booking = await createBookingForQuote(
        tx,
        row,
        {
          organizerId: organizer.id,
          eventDateFrom: found.eventDateFrom,
          eventDateTo: found.eventDateTo,
        },
        now,
      );
      return {
        quote: forOrganizer(toQuoteView(row, now)),
        request: { id: row.requestId, title: found.title },
        bookingId: booking.id,
      };
    }
    return {
      quote: forOrganizer(toQuoteView(row, now)),
      request: { id: row.requestId, title: found.title },
      bookingId: null,
    };
  });
}

/**
 * The decided quote as its organizer is answered: with whether its supplier can read and reply
 * to messages now, so accepting a quote from a supplier on the free plan says they must
 * subscribe first.
 */
export async function toDecidedQuoteView(
  db: Db,
  quote: QuoteView,
  policy: AccessPolicy,
): Promise<DecidedQuoteView> {
  const supplier = await findActiveUser(db, quote.supplierId);
  return { ...quote, supplierCanReply: supplier !== null && canReadAndReply(supplier, policy) };
}

/** The renewed quote, and whose request it answers. */
export type RenewedQuote = SubmittedQuote;

/**
 * A supplier holds their own pending quote open to a new date, expired or not, while its request
 * is still active, at most once a day: each renewal notifies the organizer. One conditional
 * update, so a decision in between wins and of renewals sent together only one goes through.
 */
export async function renewQuote(
  db: Db,
  supplier: UserRow,
  id: number,
  validUntil: string,
  now = new Date(),
): Promise<RenewedQuote> {
  const [found] = await db
    .select({
      supplierId: quotes.supplierId,
      requestId: eventRequests.id,
      title: eventRequests.title,
      organizerId: eventRequests.organizerId,
    })
    .from(quotes)
    .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
    .where(eq(quotes.id, id));
  if (!found) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
  if (found.supplierId !== supplier.id) throw forbidden(ONLY_OWN_QUOTE_RENEWED_MESSAGE);
  assertValidUntil(validUntil, now);
  const renewableFrom = new Date(now.getTime() - QUOTE_RENEWAL_INTERVAL_HOURS * HOUR_MS);
  const isRenewable = and(
    eq(quotes.id, id),
    eq(quotes.status, "pending"),
    sql`exists (select 1 from ${eventRequests} where ${eventRequests.id} = ${quotes.requestId} and ${eventRequests.status} = 'active')`,
  );
  const [row] = await db
    .update(quotes)
    .set({ validUntil, renewedAt: now, updatedAt: now })
    .where(and(isRenewable, or(isNull(quotes.renewedAt), lte(quotes.renewedAt, renewableFrom))))
    .returning();
  if (!row) {
    const [recent] = await db
      .select({ renewedAt: quotes.renewedAt })
      .from(quotes)
      .where(and(isRenewable, gt(quotes.renewedAt, renewableFrom)));
    if (recent?.renewedAt) {
      const left = recent.renewedAt.getTime() - renewableFrom.getTime();
      throw tooMany(quoteRenewedRecentlyMessage(Math.max(1, Math.ceil(left / HOUR_MS))));
    }
    throw conflict(ONLY_PENDING_RENEWED_MESSAGE);
  }
  return {
    quote: toQuoteView(row, now),
    request: { id: found.requestId, title: found.title, organizerId: found.organizerId },
  };
}

/** A free quote whose place in the allowance may come back, with what its notification says. */
interface ReturnableQuote {
  id: number;
  supplierId: number;
  createdAt: Date;
  requestId: number;
  requestTitle: string;
}

/** Why a quote's place came back, as its supplier is told. */
export type AllowanceReturnReason = { unreadDays: number } | "request_closed";

/**
 * Gives a free quote's place in the monthly allowance back, in the caller's transaction: only
 * while it is unread, pending and not returned before, so it happens at most once however many
 * sweeps race. The count goes down only while it still counts the quote's month; a later month
 * started its own count already. Answers the function that tells open pages, or null.
 */
async function returnAllowance(
  tx: Db,
  notifier: Notifier,
  quote: ReturnableQuote,
  reason: AllowanceReturnReason,
  now: Date,
): Promise<(() => void) | null> {
  const [returned] = await tx
    .update(quotes)
    .set({ allowanceReturnedAt: now })
    .where(
      and(
        eq(quotes.id, quote.id),
        eq(quotes.tookAllowance, true),
        eq(quotes.status, "pending"),
        isNull(quotes.viewedAt),
        isNull(quotes.allowanceReturnedAt),
      ),
    )
    .returning({ id: quotes.id });
  if (!returned) return null;
  const monthStart = quotaMonthStart(quote.createdAt);
  const nextMonthStart = quotaMonthStart(new Date(monthStart.getTime() + 32 * DAY_MS));
  await tx
    .update(users)
    .set({ quotesThisMonth: sql`greatest(${users.quotesThisMonth} - 1, 0)` })
    .where(
      and(
        eq(users.id, quote.supplierId),
        sql`${users.lastQuoteReset} >= ${monthStart.toISOString()}::timestamptz`,
        sql`${users.lastQuoteReset} < ${nextMonthStart.toISOString()}::timestamptz`,
      ),
    );
  const why =
    reason === "request_closed"
      ? `The organizer closed "${quote.requestTitle}" without reading your quote`
      : `Your quote for "${quote.requestTitle}" was not read in ${reason.unreadDays} days`;
  return notifier.notifyWithin(
    tx,
    [
      {
        userId: quote.supplierId,
        type: "quote",
        title: "Free quote returned",
        description: `${why}, so it no longer counts towards your free quotes this month.`,
        linkTo: "/quotes",
      },
    ],
    now,
  );
}

const returnableColumns = {
  id: quotes.id,
  supplierId: quotes.supplierId,
  createdAt: quotes.createdAt,
  requestId: quotes.requestId,
  requestTitle: eventRequests.title,
};

const isReturnable = and(
  eq(quotes.tookAllowance, true),
  eq(quotes.status, "pending"),
  isNull(quotes.viewedAt),
  isNull(quotes.allowanceReturnedAt),
);

/**
 * A request closed (by its organizer or by expiry) with free quotes unread: their places come
 * back at once, in the transaction that closed it.
 */
export async function returnAllowancesOfClosedRequest(
  tx: Db,
  notifier: Notifier,
  requestId: number,
  now: Date,
): Promise<Array<() => void>> {
  const unread = await tx
    .select(returnableColumns)
    .from(quotes)
    .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
    .where(and(eq(quotes.requestId, requestId), isReturnable));
  const announcements: Array<() => void> = [];
  for (const quote of unread) {
    const announce = await returnAllowance(tx, notifier, quote, "request_closed", now);
    if (announce) announcements.push(announce);
  }
  return announcements;
}

/**
 * The scheduled sweep: free quotes unread `refundDays` after they were sent give their place
 * back, each in its own savepoint so one failure leaves the others done. Answers how many did.
 */
export async function returnUnreadAllowances(
  tx: Db,
  notifier: Notifier,
  refundDays: number,
  now: Date,
): Promise<{ returned: number; announcements: Array<() => void> }> {
  const sentBefore = new Date(now.getTime() - refundDays * DAY_MS);
  const due = await tx
    .select(returnableColumns)
    .from(quotes)
    .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
    .where(and(isReturnable, lte(quotes.createdAt, sentBefore)))
    .orderBy(quotes.createdAt, quotes.id)
    .limit(500);
  const announcements: Array<() => void> = [];
  for (const quote of due) {
    const announce = await tx.transaction((savepoint) =>
      returnAllowance(savepoint, notifier, quote, { unreadDays: refundDays }, now),
    );
    if (announce) announcements.push(announce);
  }
  return { returned: announcements.length, announcements };
}

/** Records a new request in its organizer's counters, in the caller's transaction. */
export function recordRequestPosted(tx: Db, organizerId: number): Promise<void> {
  return changeOrganizerStats(tx, organizerId, { requestsPosted: 1 });
}
