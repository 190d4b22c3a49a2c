import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { forbidden } from "#server/lib/errors";
import { boundingBox, haversineKmSql } from "#server/lib/geo/distance";
import { hasFreeAccess } from "#server/modules/subscriptions/subscriptions.service";
import {
  type ClosingReason,
  type FunnelWeek,
  INSIGHTS_CSV_NEEDS_YEARLY_MESSAGE,
  INSIGHTS_PLAN_REQUIRED_MESSAGE,
  INSIGHTS_SUPPLIERS_ONLY_MESSAGE,
  type Insights,
  type InsightsLevel,
  insightsWeeksNeedYearlyMessage,
  type PricePosition,
  type ResponseTime,
} from "#shared/contracts/insights";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import {
  firstDayOfWeeks,
  INSIGHTS_MAX_WEEKS,
  LOCAL_FIGURES_MIN_SUPPLIERS,
  weekStartOf,
} from "#shared/domain/insights";
import { hasLiveSubscription } from "#shared/domain/subscription";

/** What a supplier's plan opens of insights; null on the free plan. */
export function insightsLevelOf(
  user: UserRow,
  policy: AccessPolicy,
  now: Date,
): InsightsLevel | null {
  if (hasFreeAccess(user, policy)) return "advanced";
  if (!hasLiveSubscription(user, now)) return null;
  return user.subscriptionType === "yearly" ? "advanced" : "standard";
}

/** The server's refusals: suppliers only, the Standard plan, and long spans or CSV for the yearly plan. */
export function requireInsightsLevel(
  user: UserRow,
  policy: AccessPolicy,
  now: Date,
  asked: { weeks: number; csv?: boolean },
): InsightsLevel {
  if (user.role !== "supplier") throw forbidden(INSIGHTS_SUPPLIERS_ONLY_MESSAGE);
  const level = insightsLevelOf(user, policy, now);
  if (!level) throw forbidden(INSIGHTS_PLAN_REQUIRED_MESSAGE);
  if (asked.csv && level !== "advanced") throw forbidden(INSIGHTS_CSV_NEEDS_YEARLY_MESSAGE);
  if (asked.weeks > INSIGHTS_MAX_WEEKS[level])
    throw forbidden(insightsWeeksNeedYearlyMessage(asked.weeks));
  return level;
}

/** A UK day's first instant, as SQL. */
const ukMidnight = (day: string): SQL =>
  sql`(${day}::date)::timestamp at time zone 'Europe/London'`;
/** The Monday (UK) of the week an instant falls in, as SQL. */
const ukWeekOf = (instant: SQL): SQL =>
  sql`to_char(date_trunc('week', ${instant} at time zone 'Europe/London'), 'YYYY-MM-DD')`;

const HOURS = (later: SQL, earlier: SQL) =>
  sql`extract(epoch from (${later} - ${earlier})) / 3600.0`;

const roundedHours = (hours: number | string | null) =>
  hours === null ? null : Math.round(Number(hours) * 10) / 10;
const wholePence = (pence: number | string | null) =>
  pence === null ? null : Math.round(Number(pence));

interface Span {
  from: string;
  to: string;
  fromInstant: SQL;
  /** The instant after the span's last day. */
  endInstant: SQL;
}

const spanBetween = (from: string, to: string): Span => ({
  from,
  to,
  fromInstant: ukMidnight(from),
  endInstant: ukMidnight(addDays(to, 1)),
});

function spanOf(weeks: number, now: Date): Span {
  const to = ukToday(now);
  return spanBetween(firstDayOfWeeks(to, weeks), to);
}

type WeekCounts = Omit<FunnelWeek, "weekStart">;
const EMPTY_WEEK: WeekCounts = {
  appearances: 0,
  profileViews: 0,
  contactReveals: 0,
  leadsMatched: 0,
  leadsOpened: 0,
  quotesSent: 0,
  quotesRead: 0,
  shortlisted: 0,
  hired: 0,
};

/** The supplier's rows of a table, counted by the UK week of one of its instants within the span. */
function countByWeek(
  db: Db,
  table: "lead_alerts" | "quotes" | "bookings",
  instant: "created_at" | "viewed_at",
  supplierId: number,
  span: Span,
) {
  const at = sql`${sql.identifier(instant)}`;
  return queryRows<{ week: string; count: number }>(
    db,
    sql`select ${ukWeekOf(at)} as week, count(*)::int as count
        from ${sql.identifier(table)}
        where supplier_id = ${supplierId}
          and ${at} >= ${span.fromInstant} and ${at} < ${span.endInstant}
        group by 1`,
  );
}

/** Each figure of the funnel, week by week, from the roll-up and the marketplace's own tables. */
async function funnelOf(db: Db, supplierId: number, span: Span): Promise<FunnelWeek[]> {
  const weeks = new Map<string, WeekCounts>();
  for (let week = span.from; week <= span.to; week = addDays(week, 7))
    weeks.set(week, { ...EMPTY_WEEK });
  const addTo = (week: string, counts: Partial<Record<keyof WeekCounts, number | string>>) => {
    const into = weeks.get(week);
    if (!into) return;
    for (const [name, value] of Object.entries(counts))
      into[name as keyof WeekCounts] += Number(value ?? 0);
  };

  const visits = await queryRows<{
    week: string;
    appearances: string;
    profile_views: string;
    contact_reveals: string;
    lead_views: string;
  }>(
    db,
    sql`select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week,
          sum(appearances)::int as appearances, sum(profile_views)::int as profile_views,
          sum(contact_reveals)::int as contact_reveals, sum(lead_views)::int as lead_views
        from supplier_daily_insights
        where supplier_id = ${supplierId} and day between ${span.from} and ${span.to}
        group by 1`,
  );
  for (const row of visits)
    addTo(row.week, {
      appearances: row.appearances,
      profileViews: row.profile_views,
      contactReveals: row.contact_reveals,
      leadsOpened: row.lead_views,
    });

  for (const row of await countByWeek(db, "lead_alerts", "created_at", supplierId, span))
    addTo(row.week, { leadsMatched: row.count });

  const sent = await queryRows<{ week: string; sent: number; shortlisted: number }>(
    db,
    sql`select ${ukWeekOf(sql`q.created_at`)} as week, count(*)::int as sent,
          count(*) filter (where q.id = any(r.shortlisted_quote_ids))::int as shortlisted
        from quotes q join event_requests r on r.id = q.request_id
        where q.supplier_id = ${supplierId}
          and q.created_at >= ${span.fromInstant} and q.created_at < ${span.endInstant}
        group by 1`,
  );
  for (const row of sent) addTo(row.week, { quotesSent: row.sent, shortlisted: row.shortlisted });

  for (const row of await countByWeek(db, "quotes", "viewed_at", supplierId, span))
    addTo(row.week, { quotesRead: row.count });
  for (const row of await countByWeek(db, "bookings", "created_at", supplierId, span))
    addTo(row.week, { hired: row.count });

  return [...weeks].map(([weekStart, counts]) => ({ weekStart, ...counts }));
}

/**
 * Other suppliers near this one: their place lies within this supplier's service area. Tested
 * first against the area's box (the b-tree on latitude and longitude), then by exact distance.
 */
function nearbyRivals(supplier: UserRow): SQL | null {
  if (supplier.latitude === null || supplier.longitude === null) return null;
  const box = boundingBox(supplier.latitude, supplier.longitude, supplier.serviceArea);
  const rival = { latitude: sql`u.latitude`, longitude: sql`u.longitude` };
  return sql`u.id <> ${supplier.id}
    and u.latitude between ${box.minLat} and ${box.maxLat}
    and u.longitude between ${box.minLon} and ${box.maxLon}
    and ${haversineKmSql(rival, { latitude: supplier.latitude, longitude: supplier.longitude })} <= ${supplier.serviceArea}`;
}

/** Postgres arrays as a bound parameter: `{a,b}`. Category keys hold no commas or quotes. */
const textArray = (values: readonly string[]): SQL => sql`${`{${values.join(",")}}`}::text[]`;

interface LocalPrices {
  suppliers: number;
  lower: number;
  median: number;
  upper: number;
}

interface LocalFigures {
  responseMedianHours: number | null;
  responseSuppliers: number;
  prices: Map<string, LocalPrices>;
}

const NO_LOCAL_FIGURES: LocalFigures = {
  responseMedianHours: null,
  responseSuppliers: 0,
  prices: new Map(),
};

/**
 * Nearby suppliers' quotes in this supplier's categories, read once for both comparisons: the
 * response-time median over all of them and the price quartiles per service. Finding them is most
 * of an answer's cost (a category's quotes in the span, each supplier's place checked), so the
 * two figures share one statement.
 */
async function localFiguresOf(db: Db, supplier: UserRow, span: Span): Promise<LocalFigures> {
  const rivals = nearbyRivals(supplier);
  if (!rivals || supplier.categories.length === 0) return NO_LOCAL_FIGURES;
  const rows = await queryRows<{
    service: string | null;
    suppliers: number;
    response_median: number | null;
    priced_suppliers: number;
    lower: number | null;
    median: number | null;
    upper: number | null;
  }>(
    db,
    sql`select q.service, count(distinct q.supplier_id)::int as suppliers,
          percentile_cont(0.5) within group (order by ${HOURS(sql`q.created_at`, sql`r.created_at`)}) as response_median,
          count(distinct q.supplier_id) filter (where q.total_pence is not null)::int as priced_suppliers,
          percentile_cont(0.25) within group (order by q.total_pence) as lower,
          percentile_cont(0.5) within group (order by q.total_pence) as median,
          percentile_cont(0.75) within group (order by q.total_pence) as upper
        from quotes q
        join event_requests r on r.id = q.request_id
        join users u on u.id = q.supplier_id
        where q.service = any(${textArray(supplier.categories)})
          and q.created_at >= ${span.fromInstant} and q.created_at < ${span.endInstant}
          and ${rivals}
        group by grouping sets ((q.service), ())`,
  );
  // The empty grouping set is the row of all services together: its service is null.
  const overall = rows.find((row) => row.service === null);
  const prices = new Map<string, LocalPrices>();
  for (const row of rows)
    if (row.service !== null && row.lower !== null && row.median !== null && row.upper !== null)
      prices.set(row.service, {
        suppliers: row.priced_suppliers,
        lower: row.lower,
        median: row.median,
        upper: row.upper,
      });
  return {
    responseMedianHours: overall?.response_median ?? null,
    responseSuppliers: overall?.suppliers ?? 0,
    prices,
  };
}

async function responseTimeOf(
  db: Db,
  supplier: UserRow,
  span: Span,
  local: LocalFigures,
): Promise<ResponseTime> {
  const [own] = await queryRows<{ median: number | null; quotes: number }>(
    db,
    sql`select percentile_cont(0.5) within group (order by ${HOURS(sql`q.created_at`, sql`r.created_at`)}) as median,
          count(*)::int as quotes
        from quotes q join event_requests r on r.id = q.request_id
        where q.supplier_id = ${supplier.id}
          and q.created_at >= ${span.fromInstant} and q.created_at < ${span.endInstant}`,
  );
  const localSuppliers = local.responseSuppliers;
  return {
    yourMedianHours: roundedHours(own?.median ?? null),
    yourQuotes: own?.quotes ?? 0,
    localMedianHours:
      localSuppliers >= LOCAL_FIGURES_MIN_SUPPLIERS
        ? roundedHours(local.responseMedianHours)
        : null,
    localSuppliers,
  };
}

async function pricePositionsOf(
  db: Db,
  supplier: UserRow,
  span: Span,
  local: LocalFigures,
): Promise<PricePosition[]> {
  if (supplier.categories.length === 0) return [];
  const own = await queryRows<{ service: string; median: number | null; quotes: number }>(
    db,
    sql`select service, percentile_cont(0.5) within group (order by total_pence) as median,
          count(*)::int as quotes
        from quotes
        where supplier_id = ${supplier.id} and total_pence is not null
          and created_at >= ${span.fromInstant} and created_at < ${span.endInstant}
        group by service`,
  );
  const ownBy = new Map(own.map((row) => [row.service, row]));
  return supplier.categories.map((category) => {
    const mine = ownBy.get(category);
    const theirs = local.prices.get(category);
    return {
      category,
      yourMedianPence: wholePence(mine?.median ?? null),
      yourQuotes: mine?.quotes ?? 0,
      // Fewer suppliers than the floor could let one rival's prices be worked out: none shown.
      local:
        theirs && theirs.suppliers >= LOCAL_FIGURES_MIN_SUPPLIERS
          ? {
              medianPence: Math.round(Number(theirs.median)),
              lowerQuartilePence: Math.round(Number(theirs.lower)),
              upperQuartilePence: Math.round(Number(theirs.upper)),
              suppliers: theirs.suppliers,
            }
          : null,
    };
  });
}

async function winRateOf(db: Db, supplierId: number, span: Span): Promise<Insights["winRate"]> {
  const [row] = await queryRows<{ sent: number; hired: number }>(
    db,
    sql`select count(*)::int as sent, count(*) filter (where status = 'accepted')::int as hired
        from quotes
        where supplier_id = ${supplierId}
          and created_at >= ${span.fromInstant} and created_at < ${span.endInstant}`,
  );
  const sent = row?.sent ?? 0;
  const hired = row?.hired ?? 0;
  return { quotesSent: sent, hired, rate: sent > 0 ? hired / sent : null };
}

/** How organizers closed the requests this supplier quoted on and did not win, and what they wrote. */
async function closingReasonsOf(db: Db, supplierId: number, span: Span): Promise<ClosingReason[]> {
  const rows = await queryRows<{ status: string; reason: string | null }>(
    db,
    sql`select r.status, r.status_reason as reason
        from quotes q join event_requests r on r.id = q.request_id
        where q.supplier_id = ${supplierId} and q.status <> 'accepted'
          and r.status in ('found_supplier', 'no_longer_needed', 'cancelled', 'completed')
          and q.created_at >= ${span.fromInstant} and q.created_at < ${span.endInstant}
        order by r.updated_at desc, r.id desc`,
  );
  const byStatus = new Map<string, ClosingReason>();
  for (const row of rows) {
    let reason = byStatus.get(row.status);
    if (!reason) {
      reason = { status: row.status, requests: 0, notes: [] };
      byStatus.set(row.status, reason);
    }
    reason.requests += 1;
    if (row.reason && reason.notes.length < 10) reason.notes.push(row.reason);
  }
  return [...byStatus.values()].sort((a, b) => b.requests - a.requests);
}

export async function insightsOf(
  db: Db,
  supplier: UserRow,
  level: InsightsLevel,
  weeks: number,
  now: Date,
): Promise<Insights> {
  const span = spanOf(weeks, now);
  // One after another: a pool's connections are shared by every request, and these are small.
  const funnel = await funnelOf(db, supplier.id, span);
  const local = await localFiguresOf(db, supplier, span);
  const responseTime = await responseTimeOf(db, supplier, span, local);
  const pricePositions = await pricePositionsOf(db, supplier, span, local);
  const winRate = await winRateOf(db, supplier.id, span);
  const closingReasons = await closingReasonsOf(db, supplier.id, span);
  return {
    level,
    weeks,
    from: span.from,
    to: span.to,
    funnel,
    responseTime,
    pricePositions,
    winRate,
    closingReasons,
  };
}

const FUNNEL_COLUMNS: (keyof FunnelWeek)[] = [
  "weekStart",
  "appearances",
  "profileViews",
  "contactReveals",
  "leadsMatched",
  "leadsOpened",
  "quotesSent",
  "quotesRead",
  "shortlisted",
  "hired",
];

/** The funnel as CSV, a week a line, for the yearly plan's download. */
export function funnelCsv(insights: Insights): string {
  const lines = [
    FUNNEL_COLUMNS.join(","),
    ...insights.funnel.map((week) => FUNNEL_COLUMNS.map((column) => week[column]).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The funnel's figures added up over the UK days from `from` to `to`, for the weekly summary. */
export async function funnelBetween(
  db: Db,
  supplierId: number,
  from: string,
  to: string,
): Promise<WeekCounts> {
  const totals = { ...EMPTY_WEEK };
  for (const week of await funnelOf(db, supplierId, spanBetween(from, to)))
    for (const name of Object.keys(totals) as (keyof WeekCounts)[]) totals[name] += week[name];
  return totals;
}

/** The week the summary tells of: the one before the week `now` falls in. */
export function lastWeekOf(now: Date): { from: string; to: string } {
  const thisWeek = weekStartOf(ukToday(now));
  return { from: addDays(thisWeek, -7), to: addDays(thisWeek, -1) };
}
