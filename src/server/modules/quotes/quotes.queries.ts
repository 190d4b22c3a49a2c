import { aliasedTable, and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import { eventRequests, organizerStats, quotes, reviews, users } from "#server/db/schema";
import { haversineKm } from "#server/lib/geo/distance";
import type { QuoteRequest, QuoteSupplier, QuoteView } from "#shared/contracts/quotes";
import { displayName } from "#shared/domain/display-name";
import { isQuoteExpired } from "#shared/domain/quote-terms";

export type QuoteRow = typeof quotes.$inferSelect;

const organizers = aliasedTable(users, "organizers");
const suppliers = aliasedTable(users, "suppliers");

const supplierColumns = {
  id: suppliers.id,
  ...displayNameColumns(suppliers),
  urlSlug: suppliers.urlSlug,
  profileImage: suppliers.profileImage,
  address: suppliers.address,
  avgRating: suppliers.avgRating,
  reviewCount: suppliers.reviewCount,
};

const requestColumns = {
  id: eventRequests.id,
  title: eventRequests.title,
  eventDate: eventRequests.eventDate,
  location: eventRequests.location,
  status: eventRequests.status,
  organizerId: eventRequests.organizerId,
  organizerName: organizers.name,
};

type SupplierColumns = Pick<typeof users.$inferSelect, keyof typeof supplierColumns>;

/**
 * Over every quote the supplier has sent: how many, and the median hours from request to quote.
 * Written with its own table names so the subqueries never clash with the outer query's.
 */
const quotingSpeedColumns = {
  medianHoursToQuote: sql<number | null>`(
    select percentile_cont(0.5) within group (
      order by extract(epoch from other_quotes.created_at - other_requests.created_at)::float8 / 3600)
    from quotes other_quotes
    join event_requests other_requests on other_requests.id = other_quotes.request_id
    where other_quotes.supplier_id = ${suppliers.id})`.mapWith(Number),
  quotesSent: sql<number>`(
    select count(*) from quotes other_quotes where other_quotes.supplier_id = ${suppliers.id})`.mapWith(
    Number,
  ),
};

interface Place {
  latitude: number | null;
  longitude: number | null;
}

function distanceKmBetween(from: Place, to: Place): number | null {
  if (from.latitude === null || from.longitude === null) return null;
  if (to.latitude === null || to.longitude === null) return null;
  return (
    Math.round(haversineKm(from.latitude, from.longitude, to.latitude, to.longitude) * 10) / 10
  );
}

/** A stored quote as the API shows it; `now` decides whether it has expired. */
export function toQuoteView(row: QuoteRow, now: Date): QuoteView {
  return {
    id: row.id,
    requestId: row.requestId,
    supplierId: row.supplierId,
    price: row.price,
    service: row.service,
    totalPence: row.totalPence,
    description: row.description,
    additionalInfo: row.additionalInfo,
    details: row.details ?? null,
    validUntil: row.validUntil,
    isExpired: isQuoteExpired(row, now),
    status: row.status,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    allowanceReturnedAt: row.allowanceReturnedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toQuoteSupplier(
  row: SupplierColumns,
  speed: { medianHoursToQuote: number | null; quotesSent: number },
  distanceKm: number | null,
): QuoteSupplier {
  return {
    id: row.id,
    name: displayName(row),
    urlSlug: row.urlSlug,
    profileImage: row.profileImage,
    address: row.address,
    avgRating: Math.round(row.avgRating * 10) / 10,
    reviewCount: row.reviewCount,
    distanceKm,
    medianHoursToQuote:
      speed.medianHoursToQuote === null ? null : Math.round(speed.medianHoursToQuote * 10) / 10,
    quotesSent: speed.quotesSent,
  };
}

/** Quotes with the request they answer and the supplier who sent them, newest first. */
export async function selectQuotes(db: Db, where: SQL | undefined, now: Date) {
  const rows = await db
    .select({
      quote: quotes,
      request: requestColumns,
      supplier: supplierColumns,
      speed: quotingSpeedColumns,
      eventPlace: { latitude: eventRequests.latitude, longitude: eventRequests.longitude },
      supplierPlace: { latitude: suppliers.latitude, longitude: suppliers.longitude },
      reviewId: reviews.id,
    })
    .from(quotes)
    .innerJoin(eventRequests, eq(eventRequests.id, quotes.requestId))
    .innerJoin(organizers, eq(organizers.id, eventRequests.organizerId))
    .innerJoin(suppliers, eq(suppliers.id, quotes.supplierId))
    .leftJoin(
      reviews,
      and(eq(reviews.requestId, quotes.requestId), eq(reviews.supplierId, quotes.supplierId)),
    )
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  return rows.map((row) => ({
    ...toQuoteView(row.quote, now),
    request: row.request satisfies QuoteRequest,
    supplier: toQuoteSupplier(
      row.supplier,
      row.speed,
      distanceKmBetween(row.supplierPlace, row.eventPlace),
    ),
    reviewed: row.reviewId !== null,
  }));
}

/**
 * Counts one quote against a free supplier's monthly allowance, in one statement: the row lock
 * makes parallel submissions queue, and each re-reads the count the one before it left. A count
 * from an earlier month starts again at this quote. Answers false when the allowance is used.
 */
export async function takeMonthlyQuote(
  db: Db,
  supplierId: number,
  monthStart: Date,
  now: Date,
): Promise<boolean> {
  const inThisMonth = sql`${users.lastQuoteReset} >= ${monthStart.toISOString()}::timestamptz`;
  const taken = await db
    .update(users)
    .set({
      quotesThisMonth: sql`case when ${inThisMonth} then ${users.quotesThisMonth} + 1 else 1 end`,
      lastQuoteReset: sql`case when ${inThisMonth} then ${users.lastQuoteReset} else ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(users.id, supplierId),
        sql`(case when ${inThisMonth} then ${users.quotesThisMonth} else 0 end) < ${users.monthlyQuoteLimit}`,
      ),
    )
    .returning({ id: users.id });
  return taken.length > 0;
}

/** How many of an organizer's latest readings the median is taken over. */
const READ_HOURS_KEPT = 100;

export interface OrganizerStatsChange {
  requestsPosted?: number;
  requestsHired?: number;
  quotesReceived?: number;
  quotesRead?: number;
  /** Hours to reading of the quotes just read. */
  readHours?: number[];
}

/**
 * Moves an organizer's counters in the caller's transaction, creating their row on first use.
 * The row lock queues parallel changes, so no count is lost.
 */
export async function changeOrganizerStats(
  db: Db,
  organizerId: number,
  change: OrganizerStatsChange,
): Promise<void> {
  const readHours = change.readHours ?? [];
  const hoursArray = sql`${`{${readHours.map((hours) => hours.toFixed(2)).join(",")}}`}::real[]`;
  await db
    .insert(organizerStats)
    .values({
      organizerId,
      requestsPosted: change.requestsPosted ?? 0,
      requestsHired: change.requestsHired ?? 0,
      quotesReceived: change.quotesReceived ?? 0,
      quotesRead: change.quotesRead ?? 0,
      readHours: sql`(${hoursArray})[greatest(1, cardinality(${hoursArray}) - ${READ_HOURS_KEPT - 1}):]`,
    })
    .onConflictDoUpdate({
      target: organizerStats.organizerId,
      set: {
        requestsPosted: sql`${organizerStats.requestsPosted} + excluded.requests_posted`,
        requestsHired: sql`${organizerStats.requestsHired} + excluded.requests_hired`,
        quotesReceived: sql`${organizerStats.quotesReceived} + excluded.quotes_received`,
        quotesRead: sql`${organizerStats.quotesRead} + excluded.quotes_read`,
        readHours: sql`(${organizerStats.readHours} || excluded.read_hours)[greatest(1, cardinality(${organizerStats.readHours} || excluded.read_hours) - ${READ_HOURS_KEPT - 1}):]`,
      },
    });
}
