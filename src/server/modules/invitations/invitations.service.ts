import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { eventRequests, quotes, requestInvitations, users } from "#server/db/schema";
import { badRequest, conflict, forbidden, notFound } from "#server/lib/errors";
import type { Notifier } from "#server/lib/notifier-interface";
import { unavailableThroughout } from "#server/modules/availability/availability.service";
import { assertEmailVerified } from "#server/modules/email-verification/email-verification.service";
import {
  INVITE_CONFIRM_EMAIL_MESSAGE,
  INVITE_NOT_YOUR_REQUEST_MESSAGE,
  INVITE_REQUEST_FULL_MESSAGE,
  INVITE_REQUEST_NOT_ACTIVE_MESSAGE,
  type InvitationView,
  type InviteSuppliersResult,
  invitationsFullMessage,
  notInvitableMessage,
  supplierAlreadyQuotedMessage,
  supplierUnavailableMessage,
} from "#shared/contracts/invitations";
import { REQUEST_NOT_FOUND_MESSAGE } from "#shared/contracts/requests";
import { ukToday } from "#shared/domain/calendar-days";
import { displayName } from "#shared/domain/display-name";
import { INVITATIONS_PER_REQUEST } from "#shared/domain/fair-leads";
import { pages } from "#shared/paths";

export const ONLY_ORGANIZERS_INVITE_MESSAGE = "Only organizers can invite suppliers to a request.";

/** True when the supplier was invited to the request (an id column of `event_requests`). */
export function isInvitedTo(supplierId: number, requestId: SQL | AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${requestInvitations}
    where ${requestInvitations.requestId} = ${requestId}
      and ${requestInvitations.supplierId} = ${supplierId})`;
}

/** Whether the supplier was invited to this one request. */
export async function wasInvited(db: Db, supplierId: number, requestId: number): Promise<boolean> {
  const [row] = await db
    .select({ supplierId: requestInvitations.supplierId })
    .from(requestInvitations)
    .where(
      and(
        eq(requestInvitations.requestId, requestId),
        eq(requestInvitations.supplierId, supplierId),
      ),
    );
  return row !== undefined;
}

const supplierName = (row: {
  name: string;
  username: string;
  role: string;
  businessName: string | null;
}) => displayName(row);

/** The request, when the organizer owns it; 404 when it does not exist, 403 when not theirs. */
async function ownRequest(db: Db, organizer: UserRow, requestId: number, lock: boolean) {
  const query = db
    .select({
      id: eventRequests.id,
      organizerId: eventRequests.organizerId,
      title: eventRequests.title,
      location: eventRequests.location,
      status: eventRequests.status,
      eventDateFrom: eventRequests.eventDateFrom,
      eventDateTo: eventRequests.eventDateTo,
      quoteCount: eventRequests.quoteCount,
      quoteLimit: eventRequests.quoteLimit,
    })
    .from(eventRequests)
    .where(eq(eventRequests.id, requestId));
  const [request] = lock ? await query.for("update") : await query;
  if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  if (request.organizerId !== organizer.id) throw forbidden(INVITE_NOT_YOUR_REQUEST_MESSAGE);
  return request;
}

async function selectInvitations(db: Db, requestId: number): Promise<InvitationView[]> {
  const rows = await db
    .select({
      supplierId: requestInvitations.supplierId,
      createdAt: requestInvitations.createdAt,
      name: users.name,
      username: users.username,
      role: users.role,
      businessName: users.businessName,
    })
    .from(requestInvitations)
    .innerJoin(users, eq(users.id, requestInvitations.supplierId))
    .where(eq(requestInvitations.requestId, requestId))
    .orderBy(asc(requestInvitations.createdAt), asc(requestInvitations.supplierId));
  return rows.map((row) => ({
    requestId,
    supplierId: row.supplierId,
    supplierName: supplierName(row),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The suppliers invited to one of the organizer's requests, oldest first. */
export async function listInvitations(
  db: Db,
  organizer: UserRow,
  requestId: number,
): Promise<InvitationView[]> {
  if (organizer.role !== "organizer") throw forbidden(ONLY_ORGANIZERS_INVITE_MESSAGE);
  await ownRequest(db, organizer, requestId, false);
  return selectInvitations(db, requestId);
}

/**
 * The organizer invites chosen suppliers to their request. An invitation reaches a supplier
 * whatever their categories and service area, but never past the rules every lead keeps: the
 * organizer's confirmed address, an active request with room for another quote, and a supplier
 * free on at least one day of the event. Inviting a supplier again changes nothing. The request
 * row is locked first, so parallel invitations queue and the total of 10 holds. The new
 * invitees' alerts are stored in the same transaction; the answer's `announce` tells open pages
 * once it has committed.
 */
export async function inviteSuppliers(
  db: Db,
  notifier: Notifier,
  organizer: UserRow,
  requestId: number,
  supplierIds: number[],
  now = new Date(),
): Promise<{ result: InviteSuppliersResult; announce: () => void; created: boolean }> {
  if (organizer.role !== "organizer") throw forbidden(ONLY_ORGANIZERS_INVITE_MESSAGE);
  assertEmailVerified(organizer, INVITE_CONFIRM_EMAIL_MESSAGE);
  return db.transaction(async (tx) => {
    const request = await ownRequest(tx, organizer, requestId, true);
    const lastDay = request.eventDateTo ?? request.eventDateFrom;
    if (request.status !== "active" || lastDay < ukToday(now))
      throw conflict(INVITE_REQUEST_NOT_ACTIVE_MESSAGE);
    if (request.quoteCount >= request.quoteLimit) throw conflict(INVITE_REQUEST_FULL_MESSAGE);

    const candidates = await tx
      .select({
        id: users.id,
        name: users.name,
        username: users.username,
        role: users.role,
        businessName: users.businessName,
        suspendedAt: users.suspendedAt,
        unavailable: unavailableThroughout(
          users.id,
          sql`${request.eventDateFrom}::date`,
          request.eventDateTo === null ? null : sql`${request.eventDateTo}::date`,
        ),
      })
      .from(users)
      .where(inArray(users.id, supplierIds));
    const byId = new Map(candidates.map((row) => [row.id, row]));
    for (const id of supplierIds) {
      const row = byId.get(id);
      if (row?.role !== "supplier" || row.suspendedAt !== null) {
        const message = notInvitableMessage(id);
        throw badRequest(message, { supplierIds: [message] });
      }
    }

    const existing = await tx
      .select({ supplierId: requestInvitations.supplierId })
      .from(requestInvitations)
      .where(eq(requestInvitations.requestId, request.id));
    const already = new Set(existing.map((row) => row.supplierId));
    const fresh = supplierIds.filter((id) => !already.has(id));
    const quoted = fresh.length
      ? await tx
          .select({ supplierId: quotes.supplierId })
          .from(quotes)
          .where(and(eq(quotes.requestId, request.id), inArray(quotes.supplierId, fresh)))
      : [];
    const hasQuoted = new Set(quoted.map((row) => row.supplierId));
    for (const id of fresh) {
      const row = byId.get(id);
      if (!row) continue;
      if (hasQuoted.has(id)) throw conflict(supplierAlreadyQuotedMessage(supplierName(row)));
      if (row.unavailable) throw conflict(supplierUnavailableMessage(supplierName(row)));
    }
    if (existing.length + fresh.length > INVITATIONS_PER_REQUEST)
      throw conflict(invitationsFullMessage(existing.length));

    if (fresh.length > 0)
      await tx
        .insert(requestInvitations)
        .values(fresh.map((supplierId) => ({ requestId: request.id, supplierId, createdAt: now })))
        .onConflictDoNothing();
    const announce = await notifier.notifyWithin(
      tx,
      fresh.map((supplierId) => ({
        userId: supplierId,
        type: "request" as const,
        title: "You're invited to quote",
        description: `${organizer.name} invited you to quote on "${request.title}" in ${request.location}.`,
        linkTo: pages.request.href(request.id),
        email: {
          subject: `${organizer.name} invited you to quote: ${request.title}`,
          text: `${organizer.name} chose you and invited you to quote on "${request.title}" in ${request.location}.\n\nThe request shows as Invited in Browse Requests, and you can quote on it even if it is outside your usual categories or area.`,
          actionLabel: "View the request",
        },
      })),
      now,
    );

    const all = await selectInvitations(tx, request.id);
    const named = new Set(supplierIds);
    const freshIds = new Set(fresh);
    const mine = all.filter((invitation) => named.has(invitation.supplierId));
    return {
      result: {
        invited: mine.filter((invitation) => freshIds.has(invitation.supplierId)),
        alreadyInvited: mine.filter((invitation) => !freshIds.has(invitation.supplierId)),
        total: all.length,
      },
      announce,
      created: fresh.length > 0,
    };
  });
}
