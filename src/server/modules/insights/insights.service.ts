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

/** Each funnel figure and the column the funnel's statement answers it in. */
const FUNNEL_SOURCE_COLUMNS = [
  ["appearances", "appearances"],
  ["profileViews", "profile_views"],
  ["contactReveals", "contact_reveals"],
  ["leadsMatched", "leads_matched"],
  ["leadsOpened", "leads_opened"],
  ["quotesSent", "quotes_sent"],
  ["quotesRead", "quotes_read"],
  ["shortlisted", "shortlisted"],
  ["hired", "hired"],
] as const satisfies readonly (readonly [keyof WeekCounts, string])[];
type FunnelColumn = (typeof FUNNEL_SOURCE_COLUMNS)[number][1];

/** The supplier's rows of a table whose instant falls in the span, as a funnel column by UK week. */
const byWeekOf = (
  table: "lead_alerts" | "quotes" | "bookings",
  instant: "created_at" | "viewed_at",
  column: "leads_matched" | "quotes_read" | "hired",
  supplierId: number,
  span: Span,
): SQL => {
  const at = sql`${sql.identifier(instant)}`;
  return sql`select ${ukWeekOf(at)} as week, count(*)::int as ${sql.identifier(column)}
    from ${sql.identifier(table)}
    where supplier_id = ${supplierId} and ${at} >= ${span.fromInstant} and ${at} < ${span.endInstant}
    group by 1`;
};

/**
 * Each figure of the funnel, week by week, from the roll-up and the marketplace's own tables: one
 * statement (a round trip each was most of an answer's wait), each source filling its columns.
 */
async function funnelOf(db: Db, supplierId: number, span: Span): Promise<FunnelWeek[]> {
  const rows = await queryRows<{ week: string } & Record<FunnelColumn, number | null>>(
    db,
    sql`select week, ${sql.join(
      FUNNEL_SOURCE_COLUMNS.map(
        ([, column]) => sql`sum(${sql.identifier(column)})::int as ${sql.identifier(column)}`,
      ),
      sql`, `,
    )}
      from (
        select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week,
          sum(appearances) as appearances, sum(profile_views) as profile_views,
          sum(contact_reveals) as contact_reveals, sum(lead_views) as leads_opened
        from supplier_daily_insights
        where supplier_id = ${supplierId} and day between ${span.from} and ${span.to}
        group by 1
      ) as visits
      natural full join (${byWeekOf("lead_alerts", "created_at", "leads_matched", supplierId, span)}) as matched
      natural full join (
        select ${ukWeekOf(sql`q.created_at`)} as week, count(*)::int as quotes_sent,
          count(*) filter (where q.id = any(r.shortlisted_quote_ids))::int as shortlisted
        from quotes q join event_requests r on r.id = q.request_id
        where q.supplier_id = ${supplierId}
          and q.created_at >= ${span.fromInstant} and q.created_at < ${span.endInstant}
        group by 1
      ) as sent
      natural full join (${byWeekOf("quotes", "viewed_at", "quotes_read", supplierId, span)}) as opened
      natural full join (${byWeekOf("bookings", "created_at", "hired", supplierId, span)}) as booked
      group by week`,
  );
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  const funnel: FunnelWeek[] = [];
  for (let week = span.from; week <= span.to; week = addDays(week, 7)) {
    const row = byWeek.get(week);
    const counts = { weekStart: week, ...EMPTY_WEEK };
    if (row) for (const [name, column] of FUNNEL_SOURCE_COLUMNS) counts[name] = row[column] ?? 0;
    funnel.push(counts);
  }
  return funnel;
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

interface OwnQuotes {
  responseMedianHours: number | null;
  quotes: number;
  hired: number;
  /** Per service: the median of the quotes with a total, and how many have one. */
  prices: Map<string, { median: number | null; quotes: number }>;
}

/**
 * The supplier's own quotes in the span, in one statement: the response-time median, how many
 * were sent and accepted over all of them, and the price median per service.
 */
async function ownQuotesOf(db: Db, supplierId: number, span: Span): Promise<OwnQuotes> {
  const rows = await queryRows<{
    service: string | null;
    response_median: number | null;
    quotes: number;
    hired: number;
    price_median: number | null;
    priced: number;
  }>(
    db,
    sql`select q.service,
          percentile_cont(0.5) within group (order by ${HOURS(sql`q.created_at`, sql`r.created_at`)}) as response_median,
          count(*)::int as quotes, count(*) filter (where q.status = 'accepted')::int as hired,
          percentile_cont(0.5) within group (order by q.total_pence) as price_median,
          count(q.total_pence)::int as priced
        from quotes q join event_requests r on r.id = q.request_id
        where q.supplier_id = ${supplierId}
          and q.created_at >= ${span.fromInstant} and q.created_at < ${span.endInstant}
        group by grouping sets ((q.service), ())`,
  );
  // The empty grouping set is the row of all services together: its service is null.
  const overall = rows.find((row) => row.service === null);
  const prices = new Map<string, { median: number | null; quotes: number }>();
  for (const row of rows)
    if (row.service !== null)
      prices.set(row.service, { median: row.price_median, quotes: row.priced });
  return {
    responseMedianHours: overall?.response_median ?? null,
    quotes: overall?.quotes ?? 0,
    hired: overall?.hired ?? 0,
    prices,
  };
}

function responseTimeOf(own: OwnQuotes, local: LocalFigures): ResponseTime {
  const localSuppliers = local.responseSuppliers;
  return {
    yourMedianHours: roundedHours(own.responseMedianHours),
    yourQuotes: own.quotes,
    localMedianHours:
      localSuppliers >= LOCAL_FIGURES_MIN_SUPPLIERS
        ? roundedHours(local.responseMedianHours)
        : null,
    localSuppliers,
  };
}

function pricePositionsOf(supplier: UserRow, own: OwnQuotes, local: LocalFigures): PricePosition[] {
  return supplier.categories.map((category) => {
    const mine = own.prices.get(category);
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

const winRateOf = (own: OwnQuotes): Insights["winRate"] => ({
  quotesSent: own.quotes,
  hired: own.hired,
  rate: own.quotes > 0 ? own.hired / own.quotes : null,
});

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
  const own = await ownQuotesOf(db, supplier.id, span);
  const closingReasons = await closingReasonsOf(db, supplier.id, span);
  return {
    level,
    weeks,
    from: span.from,
    to: span.to,
    funnel,
    responseTime: responseTimeOf(own, local),
    pricePositions: pricePositionsOf(supplier, own, local),
    winRate: winRateOf(own),
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
