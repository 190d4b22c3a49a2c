import { asc, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";
import {
  type BookingRow,
  bookingEvents,
  bookings,
  eventRequests,
  payoutAccounts,
  users,
} from "#server/db/schema";
import type {
  Booking,
  BookingParty,
  BookingSide,
  BookingTimelineEvent,
  PayoutStatus,
} from "#shared/contracts/bookings";
import { ukToday } from "#shared/domain/calendar-days";
import { cancellationPolicyOf } from "#shared/domain/quote-terms";
import { releaseDayOf } from "./booking-terms";

const organizers = alias(users, "organizers");
const suppliers = alias(users, "suppliers");

/** A booking with what its views show beside it. */
export interface BookingRecord {
  booking: BookingRow;
  request: {
    title: string;
    eventDate: string;
    location: string;
    createdAt: Date;
  };
  organizer: BookingParty & { email: string };
  supplier: BookingParty & { email: string };
  supplierPayoutStatus: PayoutStatus;
  events: (typeof bookingEvents.$inferSelect)[];
}

/** Bookings matching `where`, newest first, with their requests, both sides and their stories. */
export async function loadBookingRecords(
  db: Db,
  where: SQL | undefined,
  limit = 200,
): Promise<BookingRecord[]> {
  const rows = await db
    .select({
      booking: bookings,
      title: eventRequests.title,
      eventDate: eventRequests.eventDate,
      location: eventRequests.location,
      requestCreatedAt: eventRequests.createdAt,
      organizerName: organizers.name,
      organizerEmail: organizers.email,
      supplierName: suppliers.name,
      supplierBusinessName: suppliers.businessName,
      supplierSlug: suppliers.urlSlug,
      supplierEmail: suppliers.email,
      payoutStatus: payoutAccounts.status,
    })
    .from(bookings)
    .innerJoin(eventRequests, eq(eventRequests.id, bookings.requestId))
    .innerJoin(organizers, eq(organizers.id, bookings.organizerId))
    .innerJoin(suppliers, eq(suppliers.id, bookings.supplierId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, bookings.supplierId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  const ids = rows.map((row) => row.booking.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(bookingEvents)
          .where(inArray(bookingEvents.bookingId, ids))
          .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  return rows.map((row) => ({
    booking: row.booking,
    request: {
      title: row.title,
      eventDate: row.eventDate,
      location: row.location,
      createdAt: row.requestCreatedAt,
    },
    organizer: {
      id: row.booking.organizerId,
      name: row.organizerName,
      businessName: null,
      urlSlug: null,
      email: row.organizerEmail,
    },
    supplier: {
      id: row.booking.supplierId,
      name: row.supplierName,
      businessName: row.supplierBusinessName,
      urlSlug: row.supplierSlug,
      email: row.supplierEmail,
    },
    supplierPayoutStatus: row.payoutStatus ?? "not_started",
    events: events.filter((event) => event.bookingId === row.booking.id),
  }));
}

export async function loadBookingRecord(db: Db, id: number): Promise<BookingRecord | null> {
  const [record] = await loadBookingRecords(db, eq(bookings.id, id), 1);
  return record ?? null;
}

export function bookingsOfUser(userId: number): SQL | undefined {
  return or(eq(bookings.organizerId, userId), eq(bookings.supplierId, userId));
}

/** Which side `userId` is on, or null when neither. */
export function sideOf(booking: BookingRow, userId: number): BookingSide | null {
  if (booking.organizerId === userId) return "organizer";
  if (booking.supplierId === userId) return "supplier";
  return null;
}

/** What is still held on the booking: paid, less what went back. */
export const heldPenceOf = (booking: BookingRow) => booking.paidPence - booking.refundedPence;

function party({ id, name, businessName, urlSlug }: BookingParty): BookingParty {
  return { id, name, businessName, urlSlug };
}

const done = (
  kind: BookingTimelineEvent["kind"],
  at: Date,
  amountPence: number | null = null,
  by: BookingTimelineEvent["by"] = null,
): BookingTimelineEvent => ({
  kind,
  state: "done",
  at: at.toISOString(),
  day: null,
  amountPence,
  by,
});

const upcoming = (
  kind: BookingTimelineEvent["kind"],
  day: string | null,
  amountPence: number | null = null,
): BookingTimelineEvent => ({ kind, state: "upcoming", at: null, day, amountPence, by: null });

/**
 * The story both sides see: what happened, from the request on, then what is still to come while
 * the booking stands (the deposit, the event, the release).
 */
function timelineOf(record: BookingRecord, now: Date, releaseOn: string): BookingTimelineEvent[] {
  const { booking } = record;
  const today = ukToday(now);
  const steps: BookingTimelineEvent[] = [done("requested", record.request.createdAt)];
  const standing = booking.cancelledAt === null;
  const eventOver = today > booking.eventLastDay;
  const eventStep: BookingTimelineEvent = {
    ...upcoming("event", booking.eventFirstDay),
    state: eventOver ? "done" : "upcoming",
  };
  let eventPlaced = !standing;
  for (const event of record.events) {
    // The event itself sits among what happened, before the first step after it.
    if (!eventPlaced && eventOver && ukToday(event.at) > booking.eventLastDay) {
      steps.push(eventStep);
      eventPlaced = true;
    }
    if (event.kind === "deposit_paid") {
      steps.push(done("deposit_paid", event.at, event.amountPence));
      steps.push(done("held", event.at, event.amountPence));
    } else steps.push(done(event.kind, event.at, event.amountPence, event.by));
  }
  if (standing && booking.status === "awaiting_deposit" && booking.depositPence > 0)
    steps.push(upcoming("deposit_paid", null, booking.depositPence));
  if (!eventPlaced) steps.push(eventStep);
  const waitsForRelease = booking.status === "awaiting_deposit" || booking.status === "held";
  if (waitsForRelease && record.supplierPayoutStatus !== "ready" && booking.depositPence > 0)
    steps.push(upcoming("awaiting_supplier_setup", null));
  if (waitsForRelease && booking.depositPence > 0)
    steps.push(upcoming("released", standing ? releaseOn : today, heldPenceOf(booking) || null));
  return steps;
}

/** A booking as `viewerId` sees it (an admin sees it from neither side). */
export function toBookingView(
  record: BookingRecord,
  viewerId: number,
  now: Date,
  releaseDays: number,
): Booking {
  const { booking } = record;
  const side = sideOf(booking, viewerId);
  const policy = cancellationPolicyOf(booking.cancellationPolicy);
  const releaseOn = releaseDayOf(booking.eventLastDay, releaseDays);
  const standing = booking.cancelledAt === null;
  const paidHeld = booking.status === "held";
  return {
    id: booking.id,
    quoteId: booking.quoteId,
    requestId: booking.requestId,
    viewerSide: side,
    organizer: party(record.organizer),
    supplier: party(record.supplier),
    event: {
      title: record.request.title,
      eventDate: record.request.eventDate,
      firstDay: booking.eventFirstDay,
      lastDay: booking.eventLastDay,
      location: record.request.location,
    },
    totalPence: booking.totalPence,
    depositPence: booking.depositPence,
    balancePence: booking.totalPence === null ? null : booking.totalPence - booking.depositPence,
    cancellation: {
      policy: booking.cancellationPolicy,
      label: policy?.label ?? booking.cancellationPolicy,
      summary: policy?.summary ?? "",
      terms: booking.cancellationTerms,
    },
    status: booking.status,
    paidPence: booking.paidPence,
    refundedPence: booking.refundedPence,
    releasedPence: booking.releasedPence,
    feePence: booking.feePence,
    releaseOn: standing ? releaseOn : null,
    awaitingSupplierSetup: paidHeld && record.supplierPayoutStatus !== "ready",
    proposedRefundPence: booking.proposedRefundPence,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancelledBy: booking.cancelledBy,
    disputedAt: booking.disputedAt?.toISOString() ?? null,
    can: {
      payDeposit:
        side === "organizer" &&
        standing &&
        booking.status === "awaiting_deposit" &&
        booking.depositPence > 0,
      cancel:
        side !== null &&
        standing &&
        (booking.status === "awaiting_deposit" || booking.status === "held"),
      dispute: side === "organizer" && standing && paidHeld && booking.disputedAt === null,
      proposeRefund:
        side === "supplier" && standing && paidHeld && booking.cancellationPolicy === "custom",
    },
    timeline: timelineOf(record, now, releaseOn),
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}
