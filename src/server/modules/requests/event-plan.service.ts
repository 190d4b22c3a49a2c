import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import type { UserRow } from "#server/db/schema";
import { bookings, quotes, users } from "#server/db/schema";
import type { EventPlan, EventPlanBooking, EventPlanService } from "#shared/contracts/requests";
import { displayName } from "#shared/domain/display-name";
import { budgetCeilingPence, depositPenceOf } from "#shared/domain/request-budget";
import { findOwnRequest } from "./request-comparison.service";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The owner's plan for their event: each of the request's services (in the request's order, then
 * any other a quote was filed under) with the suppliers booked for it, that is whose quotes were
 * accepted, and what each costs, deposit, what has been paid on EventEazy and balance; then the
 * sums against the budget. Every figure of the plan is made here.
 */
export async function eventPlanFor(
  db: Db,
  organizer: UserRow,
  requestId: number,
): Promise<EventPlan> {
  const request = await findOwnRequest(db, organizer, requestId);
  const rows = await db
    .select({
      id: quotes.id,
      service: quotes.service,
      status: quotes.status,
      price: quotes.price,
      totalPence: quotes.totalPence,
      details: quotes.details,
      supplier: { id: users.id, urlSlug: users.urlSlug, ...displayNameColumns(users) },
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.supplierId))
    .where(eq(quotes.requestId, requestId))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));

  const paidByQuote = await depositsPaidByQuote(
    db,
    rows.filter((row) => row.status === "accepted").map((row) => row.id),
  );
  const ceiling = budgetCeilingPence(request.budget);
  const isOneService = request.categories.length === 1;
  // A quote filed under a service the request no longer names still shows once booked.
  const strays = rows
    .filter((row) => row.status === "accepted" && !request.categories.includes(row.service))
    .map((row) => row.service);
  const serviceKeys = [...new Set([...request.categories, ...strays])];

  const services: EventPlanService[] = serviceKeys.map((service) => {
    const own = rows.filter((row) => row.service === service);
    const booked: EventPlanBooking[] = own
      .filter((row) => row.status === "accepted")
      .map((row) => {
        const depositPence = depositPenceOf(row.totalPence, row.details?.deposit);
        return {
          quoteId: row.id,
          supplier: {
            id: row.supplier.id,
            name: displayName(row.supplier),
            urlSlug: row.supplier.urlSlug,
          },
          price: row.price,
          totalPence: row.totalPence,
          depositPence,
          paidPence: paidByQuote.get(row.id) ?? null,
          balancePence: row.totalPence === null ? null : row.totalPence - depositPence,
        };
      });
    return {
      service,
      budgetPence: request.serviceBudgets[service] ?? (isOneService ? ceiling : null),
      booked,
      bookedPence: sum(booked.flatMap((booking) => booking.totalPence ?? [])),
      pendingQuotes: own.filter((row) => row.status === "pending").length,
    };
  });

  const bookings = services.flatMap((service) => service.booked);
  const priced = bookings.filter((booking) => booking.totalPence !== null);
  const splitSum = sum(Object.values(request.serviceBudgets));
  return {
    requestId,
    services,
    totalPence: sum(priced.map((booking) => booking.totalPence ?? 0)),
    depositPence: sum(bookings.map((booking) => booking.depositPence)),
    balancePence: sum(priced.map((booking) => booking.balancePence ?? 0)),
    unpricedCount: bookings.length - priced.length,
    budgetPence: ceiling ?? (splitSum > 0 ? splitSum : null),
    budgetFrom: ceiling !== null ? "total" : splitSum > 0 ? "services" : null,
  };
}

/**
 * What each booked quote's organizer has paid through EventEazy and not had back: the newest
 * booking of each quote, its deposit paid less refunds. A quote with no booking has no entry.
 */
async function depositsPaidByQuote(db: Db, quoteIds: number[]): Promise<Map<number, number>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .select({
      quoteId: bookings.quoteId,
      paidPence: bookings.paidPence,
      refundedPence: bookings.refundedPence,
    })
    .from(bookings)
    .where(inArray(bookings.quoteId, quoteIds))
    .orderBy(asc(bookings.id));
  // Later bookings of a quote overwrite earlier ones: the newest one counts.
  return new Map(rows.map((row) => [row.quoteId, row.paidPence - row.refundedPence]));
}
