import os from "node:os";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#server/db/client";
import { type UserRow, users } from "#server/db/schema";
import { hashPassword } from "#server/lib/passwords";
import { insightsOf } from "#server/modules/insights/insights.service";
import type { Insights } from "#shared/contracts/insights";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import {
  DIRECTORY_CATEGORY,
  directoryEndpoint,
  type Engine,
  prepareTarget,
  withTimeout,
} from "./directory";
import {
  type DirectoryTarget,
  type ExplainedStatement,
  explainStatements,
  fillDirectory,
  formatPlan,
} from "./directory-data";
import { printMachineLoad } from "./endpoint";
import { formatTable, whole } from "./format";
import { type LoadOptions, type LoadResult, runLoad } from "./load";
import { cpuTimeMs, startEventEazy } from "./server";

export interface InsightsBenchOptions {
  rootDir: string;
  /** BENCH_DATABASE_URL: PostgreSQL is measured when set. */
  adminUrl?: string;
  includePglite: boolean;
  suppliers: number;
  load: LoadOptions;
  startTimeoutMs: number;
  /** Bounds inserting the directory, the supplier's history, indexing and ANALYZE for one engine. */
  fillTimeoutMs: number;
  /** The flush interval the server is started with (INSIGHTS_FLUSH_SECONDS). */
  flushSeconds: number;
  /**
   * BENCH_COUNTING_ROUNDS: counted and uncounted rounds alternate (ABAB…) this many times each, so
   * a drift in the machine's load falls on both alike; the median of the rounds' ratios is reported.
   */
  countingRounds: number;
  defer: (cleanup: () => Promise<void>) => void;
}

const SUPPLIER_USERNAME = "insights_bench_supplier";
const SUPPLIER_PASSWORD = "insights-bench-correct-horse";
const HISTORY_DAYS = 730;
/** Requests in the supplier's category and area over the two years, and rivals quoting on them. */
const LOCAL_REQUESTS = 300;
const LOCAL_RIVALS = 12;
/** Requests elsewhere and in other categories, three quotes each, so the quotes table is not just the supplier's. */
const BACKGROUND_REQUESTS = 20_000;
const BACKGROUND_QUOTES_EACH = 3;
const WEEKS = 52;
const HISTORY_TABLES = [
  "users",
  "event_requests",
  "quotes",
  "lead_alerts",
  "bookings",
  "supplier_daily_insights",
];
const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Measured extends LoadResult {
  /** The server's CPU time (user and system) over the measured run, per answer. */
  cpuMsPerRequest: number;
  /** The machine's 1-minute load average at the run's end. */
  loadAverage: number;
}

/**
 * One measurement with the server's CPU time per answer beside it: the warm-up runs first on its
 * own, so the CPU read covers exactly the requests counted. CPU time per answer holds on a busy
 * machine, where req/s and latency mostly measure the neighbours.
 */
async function measure(
  pid: number,
  url: string,
  load: LoadOptions,
  headers?: Record<string, string>,
): Promise<Measured> {
  if (load.warmupSeconds > 0)
    await runLoad(
      url,
      { ...load, durationSeconds: load.warmupSeconds, warmupSeconds: 0 },
      undefined,
      headers,
    );
  const cpuBefore = cpuTimeMs(pid);
  const result = await runLoad(url, { ...load, warmupSeconds: 0 }, undefined, headers);
  const cpuMs = cpuTimeMs(pid) - cpuBefore;
  return {
    ...result,
    cpuMsPerRequest: result.totalRequests > 0 ? cpuMs / result.totalRequests : 0,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

interface History {
  supplier: UserRow;
  rivals: number;
  localRequests: number;
  ownQuotes: number;
  quotes: number;
  fillMs: number;
}

/**
 * A yearly-plan photographer in Leeds with two years behind them: a daily insights row for each of
 * 730 days, 300 local photography requests (some closed with a reason), their quotes on most of
 * them (some accepted and booked, some shortlisted) and 12 nearby photographers' quotes on the same
 * requests; then 20,000 requests across the country with three quotes each.
 */
async function fillHistory(target: DirectoryTarget): Promise<History> {
  const started = performance.now();
  const endpoint = directoryEndpoint();
  const handle = await openDatabase(
    target.kind === "postgres"
      ? { databaseUrl: target.databaseUrl, poolSize: 2 }
      : { pgliteDir: target.pgliteDir },
  );
  try {
    const passwordHash = await hashPassword(SUPPLIER_PASSWORD);
    const history = await handle.db.transaction(async (tx) => {
      const [bounds] = await queryRows<{ low: number; high: number }>(
        tx,
        sql`select min(id) as low, max(id) as high from users where role = 'supplier'`,
      );
      if (!bounds) throw new Error("the directory has no suppliers");
      const [organizer] = await tx
        .insert(users)
        .values({
          username: "insights_bench_organizer",
          email: "insights.bench.organizer@bench.example",
          passwordHash: "not-a-password-hash",
          role: "organizer",
          name: "Bench Organizer",
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      const [supplier] = await tx
        .insert(users)
        .values({
          username: SUPPLIER_USERNAME,
          email: "insights.bench.supplier@bench.example",
          passwordHash,
          role: "supplier",
          name: "Bench Photographer",
          businessName: "Leeds Bench Photography",
          description: "Wedding and event photography in and around Leeds.",
          address: "1 Park Row, Leeds",
          categories: [DIRECTORY_CATEGORY],
          latitude: endpoint.latitude,
          longitude: endpoint.longitude,
          serviceArea: 50,
          subscriptionActive: true,
          subscriptionType: "yearly",
          subscriptionExpiry: new Date(Date.now() + 365 * 86_400_000),
          emailVerifiedAt: new Date(),
          createdAt: new Date(Date.now() - (HISTORY_DAYS + 30) * 86_400_000),
        })
        .returning();
      if (!organizer || !supplier) throw new Error("the bench supplier was not inserted");

      await tx.execute(sql`insert into supplier_daily_insights
          (supplier_id, day, appearances, profile_views, contact_reveals, lead_views)
        select ${supplier.id}, current_date - d, 40 + (d * 37) % 160, 5 + (d * 13) % 30,
          (d * 7) % 9, (d * 3) % 5
        from generate_series(0, ${HISTORY_DAYS - 1}) as d`);

      const rivals = await queryRows<{ id: number }>(
        tx,
        sql`select id from users
          where role = 'supplier' and id <> ${supplier.id} and ${DIRECTORY_CATEGORY} = any(categories)
            and latitude between ${endpoint.latitude - 0.3} and ${endpoint.latitude + 0.3}
            and longitude between ${endpoint.longitude - 0.4} and ${endpoint.longitude + 0.4}
          order by id limit ${LOCAL_RIVALS}`,
      );
      if (rivals.length < 5) throw new Error(`only ${rivals.length} photographers near Leeds`);

      // Spread evenly over the two years, newest first; a fifth closed with a reason.
      await tx.execute(sql`insert into event_requests (organizer_id, title, description, event_date,
          event_date_from, location, latitude, longitude, categories, status, status_reason,
          created_at, updated_at)
        select ${organizer.id}, 'Wedding photography ' || g, 'About a hundred guests', '2027-06-01',
          '2027-06-01', 'Leeds', ${endpoint.latitude}, ${endpoint.longitude},
          array[${DIRECTORY_CATEGORY}]::text[],
          case when g % 5 = 0 then 'found_supplier' when g % 7 = 0 then 'no_longer_needed'
            when g % 11 = 0 then 'cancelled' when g % 3 = 0 then 'completed' else 'active' end,
          case when g % 5 = 0 then 'Went with a photographer a friend recommended'
            when g % 7 = 0 then 'The date moved' end,
          now() - make_interval(hours => g * ${Math.floor((HISTORY_DAYS * 24) / LOCAL_REQUESTS)}),
          now() - make_interval(hours => g * ${Math.floor((HISTORY_DAYS * 24) / LOCAL_REQUESTS)} - 48)
        from generate_series(1, ${LOCAL_REQUESTS}) as g`);
      const local = sql`select id, created_at from event_requests where organizer_id = ${organizer.id}`;

      // Five in six of the local requests, 1 to 47 hours after they were posted; a quarter accepted.
      await tx.execute(sql`insert into quotes (request_id, supplier_id, price, total_pence, service,
          description, status, viewed_at, created_at, updated_at)
        select r.id, ${supplier.id}, '£' || (60000 + (r.id * 7919) % 90000) / 100,
          60000 + (r.id * 7919) % 90000, ${DIRECTORY_CATEGORY}, 'A full day, two photographers',
          case when r.id % 4 = 0 then 'accepted' when r.id % 3 = 0 then 'rejected' else 'pending' end,
          case when r.id % 2 = 0 then r.created_at + interval '3 days' end,
          r.created_at + make_interval(hours => 1 + r.id % 47),
          r.created_at + make_interval(hours => 1 + r.id % 47)
        from (${local}) as r where r.id % 6 <> 0`);
      await tx.execute(sql`insert into quotes (request_id, supplier_id, price, total_pence, service,
          description, status, viewed_at, created_at, updated_at)
        select r.id, rival.id, '£' || (45000 + ((r.id + rival.id) * 104729) % 120000) / 100,
          45000 + ((r.id + rival.id) * 104729) % 120000, ${DIRECTORY_CATEGORY}, 'Full day coverage',
          'pending', null, r.created_at + make_interval(hours => 2 + (r.id + rival.id) % 70),
          r.created_at + make_interval(hours => 2 + (r.id + rival.id) % 70)
        from (${local}) as r
        cross join (select unnest(${`{${rivals.map((rival) => rival.id).join(",")}}`}::int[]) as id) as rival
        where (r.id + rival.id) % 3 = 0`);
      await tx.execute(sql`insert into lead_alerts (request_id, supplier_id, created_at)
        select id, ${supplier.id}, created_at + interval '5 minutes' from (${local}) as r`);
      await tx.execute(sql`update event_requests r set shortlisted_quote_ids = array[q.id]
        from quotes q
        where q.request_id = r.id and q.supplier_id = ${supplier.id} and q.id % 3 = 0`);
      await tx.execute(sql`insert into bookings (quote_id, request_id, organizer_id, supplier_id,
          total_pence, deposit_pence, cancellation_policy, event_first_day, event_last_day,
          created_at, updated_at)
        select q.id, q.request_id, ${organizer.id}, q.supplier_id, q.total_pence, 0, 'flexible',
          '2027-06-01', '2027-06-01', q.created_at + interval '2 days', q.created_at + interval '2 days'
        from quotes q where q.supplier_id = ${supplier.id} and q.status = 'accepted'`);

      // Requests all over the country in every category, each quoted by three suppliers.
      await tx.execute(sql`insert into event_requests (organizer_id, title, description, event_date,
          event_date_from, location, categories, status, created_at, updated_at)
        select ${organizer.id}, 'Event ' || g, 'Background request', '2027-06-01', '2027-06-01',
          'Somewhere', array[(${`{${CATEGORY_KEYS.join(",")}}`}::text[])[1 + g % ${CATEGORY_KEYS.length}]],
          case when g % 4 = 0 then 'completed' else 'active' end,
          now() - make_interval(mins => (g * 7919) % ${HISTORY_DAYS * 24 * 60}),
          now() - make_interval(mins => (g * 7919) % ${HISTORY_DAYS * 24 * 60})
        from generate_series(1, ${BACKGROUND_REQUESTS}) as g`);
      await tx.execute(sql`insert into quotes (request_id, supplier_id, price, total_pence, service,
          description, status, created_at, updated_at)
        select r.id, ${bounds.low}::int + ((r.id::bigint * 7919 + k * 1000003) % ${bounds.high - bounds.low + 1}::int)::int,
          '£500', 30000 + (r.id * k * 31) % 200000, r.categories[1], 'Background quote',
          case when (r.id + k) % 5 = 0 then 'accepted' else 'pending' end,
          r.created_at + make_interval(hours => k * 5), r.created_at + make_interval(hours => k * 5)
        from event_requests r, generate_series(1, ${BACKGROUND_QUOTES_EACH}) as k
        where r.organizer_id = ${organizer.id} and r.location = 'Somewhere'
        on conflict (request_id, supplier_id) do nothing`);

      const [counts] = await queryRows<{ own: number; all: number }>(
        tx,
        sql`select count(*) filter (where supplier_id = ${supplier.id})::int as own, count(*)::int as all from quotes`,
      );
      return {
        supplier,
        rivals: rivals.length,
        localRequests: LOCAL_REQUESTS,
        ownQuotes: counts?.own ?? 0,
        quotes: counts?.all ?? 0,
        fillMs: performance.now() - started,
      };
    });
    // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans need.
    for (const table of HISTORY_TABLES)
      await handle.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
    return history;
  } finally {
    await handle.close();
  }
}

/** Signs the bench supplier in through the API, as the browser does; answers the session cookie. */
async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_USER_AGENT },
    body: JSON.stringify({ username: SUPPLIER_USERNAME, password: SUPPLIER_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("eventeazy_session"));
  if (!cookie) throw new Error("signing in set no session cookie");
  return cookie.split(";")[0] ?? "";
}

async function appearancesToday(target: DirectoryTarget): Promise<number> {
  const handle = await openDatabase(
    target.kind === "postgres"
      ? { databaseUrl: target.databaseUrl, poolSize: 1 }
      : { pgliteDir: target.pgliteDir },
  );
  try {
    const [row] = await queryRows<{ total: number }>(
      handle.db,
      sql`select coalesce(sum(appearances), 0)::int as total from supplier_daily_insights
        where day = (now() at time zone 'Europe/London')::date`,
    );
    return row?.total ?? 0;
  } finally {
    await handle.close();
  }
}

interface CountingRound {
  round: number;
  browser: Measured;
  none: Measured;
}

interface EngineResult {
  engine: Engine;
  directoryFillMs: number;
  history: History;
  answer: { bytes: number; localSuppliers: number; pricedLocally: boolean; weeks: number };
  insights: Measured;
  statements: ExplainedStatement[];
  listed: number;
  rounds: CountingRound[];
  countedAppearances: number;
}

async function measureEngine(engine: Engine, options: InsightsBenchOptions): Promise<EngineResult> {
  const prepared = await prepareTarget(engine, options);
  try {
    console.log(`  ${engine}: inserting ${whole(options.suppliers)} suppliers…`);
    const { fillMs } = await withTimeout(
      fillDirectory(prepared.target, options.suppliers, (count) =>
        console.log(`    ${whole(count)} inserted`),
      ),
      options.fillTimeoutMs,
      `${engine}: filling the directory`,
    );
    console.log(`  ${engine}: two years of a yearly-plan photographer's history in Leeds…`);
    const history = await withTimeout(
      fillHistory(prepared.target),
      options.fillTimeoutMs,
      `${engine}: filling the history`,
    );
    const statements = await withTimeout(
      explainStatements(prepared.target, (db) =>
        insightsOf(db, history.supplier, "advanced", WEEKS, new Date()),
      ),
      120_000,
      `${engine}: EXPLAIN ANALYZE`,
    );
    const before = await appearancesToday(prepared.target);

    console.log(
      `  ${engine}: starting EventEazy on the filled database, answer cache on, INSIGHTS_FLUSH_SECONDS=${options.flushSeconds}…`,
    );
    const server = await startEventEazy({
      rootDir: options.rootDir,
      databaseUrl: prepared.databaseUrl,
      dataDir: prepared.dataDir,
      keepDataDir: true,
      seedDemo: false,
      env: { INSIGHTS_FLUSH_SECONDS: String(options.flushSeconds) },
      startTimeoutMs: options.startTimeoutMs,
      defer: options.defer,
    });
    let result: Omit<EngineResult, "countedAppearances">;
    try {
      const cookie = await signIn(server.baseUrl);
      const insightsUrl = `${server.baseUrl}/api/insights?weeks=${WEEKS}`;
      const reference = await fetch(insightsUrl, { headers: { cookie } });
      const text = await reference.text();
      if (reference.status !== 200)
        throw new Error(`GET /api/insights?weeks=${WEEKS} answered ${reference.status}: ${text}`);
      const body = JSON.parse(text) as Insights;
      console.log(`  ${engine}: GET /api/insights?weeks=${WEEKS}, signed in…`);
      const insights = await measure(server.pid, insightsUrl, options.load, { cookie });
      // Answers autocannon gave up on are still being worked out; the counting rounds start after.
      await fetch(insightsUrl, { headers: { cookie } });

      const directory = directoryEndpoint();
      const directoryUrl = `${server.baseUrl}${directory.path}`;
      const listed = ((await (await fetch(directoryUrl)).json()) as unknown[]).length;
      const rounds: CountingRound[] = [];
      for (let round = 1; round <= options.countingRounds; round += 1) {
        console.log(`  ${engine}: cached directory search, round ${round}: browser user agent…`);
        const browser = await measure(server.pid, directoryUrl, options.load, {
          "user-agent": BROWSER_USER_AGENT,
        });
        console.log(`  ${engine}: cached directory search, round ${round}: no user agent…`);
        const none = await measure(server.pid, directoryUrl, options.load);
        rounds.push({ round, browser, none });
      }
      result = {
        engine,
        directoryFillMs: fillMs,
        history,
        answer: {
          bytes: Buffer.byteLength(text),
          localSuppliers: body.responseTime.localSuppliers,
          pricedLocally: body.pricePositions.some((position) => position.local !== null),
          weeks: body.funnel.length,
        },
        insights,
        statements,
        listed,
        rounds,
      };
    } finally {
      // Stopping flushes the counts gathered last.
      await server.stop();
    }
    const after = await appearancesToday(prepared.target);
    return { ...result, countedAppearances: after - before };
  } finally {
    await prepared.dispose();
  }
}

/** The statement's first words, enough to tell the insights' statements apart. */
const statementLabel = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  const from = /\bfrom (\w+)/.exec(flat)?.[1] ?? "?";
  return `${flat.slice(0, 60)}… (from ${from})`;
};

function printResult(result: EngineResult, options: InsightsBenchOptions) {
  const { history, insights, answer } = result;
  console.log(
    `\n${result.engine}: ${whole(options.suppliers)} suppliers in ${(result.directoryFillMs / 1000).toFixed(1)} s; the history in ${(history.fillMs / 1000).toFixed(1)} s: ${HISTORY_DAYS} daily rows, ${history.localRequests} local requests, ${whole(history.ownQuotes)} of the supplier's quotes and ${history.rivals} local rivals', ${whole(history.quotes)} quotes in all`,
  );
  console.log(
    `answer: ${whole(answer.bytes)} B, ${answer.weeks} weeks, ${answer.localSuppliers} local suppliers in the response-time median, local price position ${answer.pricedLocally ? "shown" : "NOT shown"}`,
  );
  console.log(
    formatTable([
      [
        "GET /api/insights?weeks=52, signed in",
        "req/s",
        "p50",
        "p99",
        "server CPU per answer",
        "load average",
        "non-2xx",
        "errors+timeouts",
      ],
      [
        result.engine,
        whole(insights.requestsPerSecond),
        `${insights.latencyP50Ms} ms`,
        `${insights.latencyP99Ms} ms`,
        `${insights.cpuMsPerRequest.toFixed(2)} ms`,
        insights.loadAverage.toFixed(1),
        whole(insights.non2xx),
        whole(insights.errors + insights.timeouts),
      ],
    ]),
  );

  const table: string[][] = [["statement", "execution", "planning", "rows"]];
  for (const statement of result.statements)
    table.push([
      statementLabel(statement.text),
      `${statement.explained.executionMs.toFixed(2)} ms`,
      `${statement.explained.planningMs.toFixed(2)} ms`,
      String(statement.explained.rowsReturned),
    ]);
  const total = result.statements.reduce((sum, each) => sum + each.explained.executionMs, 0);
  table.push(["all statements", `${total.toFixed(2)} ms`, "", ""]);
  console.log(`\nThe insights' statements on ${result.engine} (EXPLAIN ANALYZE, best of 3 runs):`);
  console.log(formatTable(table));
  const heaviest = result.statements.reduce<ExplainedStatement | undefined>(
    (worst, each) =>
      !worst || each.explained.executionMs > worst.explained.executionMs ? each : worst,
    undefined,
  );
  if (heaviest) {
    console.log(`\nThe heaviest, on ${result.engine}: ${statementLabel(heaviest.text)}`);
    console.log(formatPlan(heaviest.explained));
  }

  const rounds: string[][] = [
    [
      "cached directory search",
      "round",
      "req/s",
      "p50",
      "p99",
      "server CPU per answer",
      "load average",
      "non-2xx",
      "errors+timeouts",
    ],
  ];
  for (const round of result.rounds)
    for (const [label, load] of [
      ["browser user agent (counted)", round.browser],
      ["no user agent (not counted)", round.none],
    ] as const)
      rounds.push([
        label,
        String(round.round),
        whole(load.requestsPerSecond),
        `${load.latencyP50Ms} ms`,
        `${load.latencyP99Ms} ms`,
        `${(load.cpuMsPerRequest * 1000).toFixed(0)} µs`,
        load.loadAverage.toFixed(1),
        whole(load.non2xx),
        whole(load.errors + load.timeouts),
      ]);
  console.log(
    `\nCounting appearances on the cached directory search (${result.listed} cards a page), ${result.engine}, counted and not counted in turn:`,
  );
  console.log(formatTable(rounds));
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const throughputRatio = median(
    result.rounds.map((round) => round.browser.requestsPerSecond / round.none.requestsPerSecond),
  );
  const cpuRatio = median(
    result.rounds.map((round) => round.browser.cpuMsPerRequest / round.none.cpuMsPerRequest),
  );
  const cpuExtraUs = median(
    result.rounds.map(
      (round) => (round.browser.cpuMsPerRequest - round.none.cpuMsPerRequest) * 1000,
    ),
  );
  const browser = median(result.rounds.map((round) => round.browser.requestsPerSecond));
  console.log(
    `counted vs not counted, median of ${result.rounds.length} alternating pairs: throughput ${(throughputRatio * 100).toFixed(1)}%; server CPU per answer ${(cpuRatio * 100).toFixed(1)}% (${cpuExtraUs >= 0 ? "+" : ""}${cpuExtraUs.toFixed(1)} µs)`,
  );
  const measuredBrowserRequests = result.rounds.reduce(
    (sum, round) => sum + round.browser.totalRequests,
    0,
  );
  console.log(
    `appearances written by the flushes: ${whole(result.countedAppearances)}, for ${whole(measuredBrowserRequests)} measured browser requests × ${result.listed} cards = ${whole(measuredBrowserRequests * result.listed)} (the warm-ups' requests are counted too; the requests without a user agent are not)`,
  );
  const pendingCounts = browser * result.listed * options.flushSeconds;
  console.log(
    `pending between flushes at most: ${whole(pendingCounts)} appearances (${whole(browser)} req/s × ${result.listed} cards × INSIGHTS_FLUSH_SECONDS=${options.flushSeconds} s), in ${result.listed} supplier-day rows for this one search; a server killed just before a flush loses that many`,
  );
}

/** "Supplier insights": the yearly answer's cost among 100,000 suppliers, and counting's cost on the directory. */
export async function runInsightsBench(options: InsightsBenchOptions): Promise<void> {
  const engines: Engine[] = [
    ...(options.adminUrl ? (["PostgreSQL"] as const) : []),
    ...(options.includePglite ? (["PGlite"] as const) : []),
  ];
  if (engines.length === 0) {
    console.log(
      "\nSupplier insights: skipped (no BENCH_DATABASE_URL and BENCH_INSIGHTS_PGLITE=0).",
    );
    return;
  }
  console.log(
    `\nSupplier insights among ${whole(options.suppliers)} suppliers (${engines.join(" and ")}): GET /api/insights?weeks=${WEEKS} for a yearly-plan supplier with ${HISTORY_DAYS} days of history, and counting's cost on the cached directory search`,
  );
  console.log(
    `load: ${options.load.durationSeconds} s per run after ${options.load.warmupSeconds} s warm-up, ${options.load.connections} connections, pipelining ${options.load.pipelining}`,
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  const results: EngineResult[] = [];
  for (const engine of engines) results.push(await measureEngine(engine, options));
  const loadAfter = os.loadavg()[0] ?? 0;
  for (const result of results) printResult(result, options);
  printMachineLoad(loadBefore, loadAfter);
}
