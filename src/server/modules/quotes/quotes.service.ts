import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { violatedUniqueConstraint } from "#server/db/errors";
import type { UserRow } from "#server/db/schema";
import { eventRequests, quotes, users } from "#server/db/schema";
import { conflict, forbidden, notFound, tooMany } from "#server/lib/errors";
import { assertEmailVerified } from "#server/modules/email-verification/email-verification.service";
import {
  type AccessPolicy,
  isSubscribed,
} from "#server/modules/subscriptions/subscriptions.service";
import {
  ALREADY_QUOTED_MESSAGE,
  type CreateQuoteBody,
  NOT_YOUR_QUOTE_MESSAGE,
  ONLY_OWNER_DECIDES_MESSAGE,
  ONLY_PENDING_DECIDED_MESSAGE,
  QUOTE_LIMIT_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTES_PERMISSION_MESSAGE,
  type QuoteDetail,
  type QuoteLimitStatus,
  type QuoteView,
  type QuoteWithSupplier,
  REQUEST_NOT_ACTIVE_MESSAGE,
} from "#shared/contracts/quotes";
import { REQUEST_NOT_FOUND_MESSAGE } from "#shared/contracts/requests";
import { quotaMonthStart, quotaResetsOn, quotesUsedThisMonth } from "#shared/domain/quota";
import { parsePricePence } from "#shared/domain/quote-price";
import { selectQuotes, takeMonthlyQuote, toQuoteView } from "./quotes.queries";

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

/**
 * Sends a supplier's quote: only on an active request, once per request, and for a supplier on
 * the free plan only within the month's allowance. The allowance and the quote are taken in one
 * transaction: a refusal after the allowance was counted rolls the count back.
 */
export async function submitQuote(
  db: Db,
  supplier: UserRow,
  input: CreateQuoteInput,
  policy: AccessPolicy,
  now = new Date(),
): Promise<SubmittedQuote> {
  assertEmailVerified(supplier);
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .select({
          id: eventRequests.id,
          title: eventRequests.title,
          organizerId: eventRequests.organizerId,
          status: eventRequests.status,
          organizerVerifiedAt: users.emailVerifiedAt,
        })
        .from(eventRequests)
        .innerJoin(users, eq(users.id, eventRequests.organizerId))
        .where(eq(eventRequests.id, input.requestId))
        .for("share", { of: eventRequests });
      // A request waits unseen until its organizer confirms their address.
      if (!request || request.organizerVerifiedAt === null)
        throw notFound(REQUEST_NOT_FOUND_MESSAGE);
      if (request.status !== "active") throw conflict(REQUEST_NOT_ACTIVE_MESSAGE);
      const [existing] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.requestId, request.id), eq(quotes.supplierId, supplier.id)));
      if (existing) throw conflict(ALREADY_QUOTED_MESSAGE);
      if (
        !isSubscribed(supplier, policy, now) &&
        !(await takeMonthlyQuote(tx, supplier.id, quotaMonthStart(now), now))
      )
        throw tooMany(QUOTE_LIMIT_MESSAGE);
      const [row] = await tx
        .insert(quotes)
        .values({
          requestId: request.id,
          supplierId: supplier.id,
          price: input.price,
          pricePence: parsePricePence(input.price),
          description: input.description,
          additionalInfo: input.additionalInfo,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return {
        quote: toQuoteView(row),
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

/** The quotes on one request: all of them for its organizer, only their own for a supplier. */
export async function listRequestQuotes(
  db: Db,
  viewer: UserRow,
  requestId: number,
): Promise<QuoteWithSupplier[]> {
  const [request] = await db
    .select({ organizerId: eventRequests.organizerId })
    .from(eventRequests)
    .where(eq(eventRequests.id, requestId));
  if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  if (request.organizerId === viewer.id) return selectQuotes(db, eq(quotes.requestId, requestId));
  if (viewer.role === "supplier")
    return selectQuotes(db, and(eq(quotes.requestId, requestId), eq(quotes.supplierId, viewer.id)));
  throw forbidden(QUOTES_PERMISSION_MESSAGE);
}

export function listSupplierQuotes(db: Db, supplier: UserRow) {
  return selectQuotes(db, eq(quotes.supplierId, supplier.id));
}

export function listOrganizerQuotes(db: Db, organizer: UserRow) {
  return selectQuotes(db, eq(eventRequests.organizerId, organizer.id));
}

/** One quote, for the supplier who sent it or the organizer whose request it answers. */
export async function getQuote(db: Db, viewer: UserRow, id: number): Promise<QuoteDetail> {
  const [quote] = await selectQuotes(db, eq(quotes.id, id));
  if (!quote) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
  if (quote.supplierId !== viewer.id && quote.request.organizerId !== viewer.id)
    throw forbidden(NOT_YOUR_QUOTE_MESSAGE);
  return quote;
}

/** The quote decided on, and who to tell. */
export interface DecidedQuote {
  quote: QuoteView;
  request: { id: number; title: string };
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
): Promise<DecidedQuote> {
  const [found] = await db
    .select({ organizerId: eventRequests.organizerId, title: eventRequests.title })
    .from(quotes)
    .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
    .where(eq(quotes.id, id));
  if (!found) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
  if (found.organizerId !== organizer.id) throw forbidden(ONLY_OWNER_DECIDES_MESSAGE);
  // One conditional statement, so a double click or a status change in between decides once.
  const [row] = await db
    .update(quotes)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(quotes.id, id),
        eq(quotes.status, "pending"),
        sql`exists (select 1 from ${eventRequests} where ${eventRequests.id} = ${quotes.requestId} and ${eventRequests.status} = 'active')`,
      ),
    )
    .returning();
  if (!row) throw conflict(ONLY_PENDING_DECIDED_MESSAGE);
  return { quote: toQuoteView(row), request: { id: row.requestId, title: found.title } };
}
