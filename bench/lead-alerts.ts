import type { AddressInfo } from "node:net";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import type { Db } from "#server/db/client";
import * as schema from "#server/db/schema";
import { geocodePlace } from "#server/lib/geo/gazetteer";
import { type Lead, matchingSuppliersAfter } from "#server/modules/requests/lead-alerts";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import { startPushPeer } from "#tests/support/push-peer";
import { type ExplainedQuery, formatPlan, summarisePlan } from "./directory-data";
import { formatTable, whole } from "./format";
import { createThrowawayDatabase } from "./postgres";
import { startEventEazy } from "./server";

export interface LeadAlertBenchOptions {
  rootDir: string;
  /** BENCH_DATABASE_URL: the section runs on PostgreSQL only. */
  adminUrl?: string;
  /** Suppliers in the posted requests' category (BENCH_LEAD_SUPPLIERS). */
  suppliers: number;
  /** Of them, how many the timed lead reaches (BENCH_LEAD_MATCHING). */
  matching: number;
  /** Requests posted, one after another, for each latency figure (BENCH_LEAD_POSTS). */
  posts: number;
  startTimeoutMs: number;
  defer: (cleanup: () => Promise<void>) => void;
}

const CATEGORY = "catering";
/** Within this, a lead's alerts count as keeping up. */
const ALERT_TARGET_MS = 60_000;
const LATENCY_TARGET_RATIO = 1.5;
const WARM_UP_POSTS = 20;
const SEED_CHUNK = 100_000;
const ALERT_POLL_MS = 100;
const ALERT_TIMEOUT_MS = 10 * 60_000;

interface Latency {
  p50: number;
  p95: number;
  count: number;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A signed-in organizer with a confirmed address, whose requests are announced. */
async function organizerSession(baseUrl: string, client: pg.Client): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench Organizer",
      email: "lead.bench.organizer@bench.example",
      username: "lead_bench_organizer",
      password: "correct-horse-battery-staple",
      role: "organizer",
    }),
  });
  if (response.status !== 201)
    throw new Error(
      `registering the organizer answered ${response.status}: ${await response.text()}`,
    );
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("registering the organizer set no session cookie");
  const { id } = (await response.json()) as { id: number };
  await client.query("update users set email_verified_at = now() where id = $1", [id]);
  return cookie;
}

/** Posts one request and answers how long the answer took, and the request's id. */
async function postRequest(
  baseUrl: string,
  cookie: string,
  location: string,
  title: string,
): Promise<{ ms: number; id: number }> {
  const eventDateFrom = addDays(ukToday(), 45);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/requests`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      title,
      description: "Buffet for a hundred guests",
      eventDateFrom,
      location,
      categories: [CATEGORY],
    }),
  });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 201)
    throw new Error(`POST /api/requests answered ${response.status}: ${body}`);
  return { ms: elapsed, id: (JSON.parse(body) as { id: number }).id };
}

/**
 * Posts to both servers in turn (which goes first alternates), so a machine whose load drifts
 * weighs on both figures alike; answers each server's latencies.
 */
async function interleavedPostLatency(
  servers: { baseUrl: string; cookie: string }[],
  posts: number,
  location: string,
): Promise<Latency[]> {
  for (let index = 0; index < WARM_UP_POSTS; index += 1)
    for (const server of servers)
      await postRequest(server.baseUrl, server.cookie, location, `Warm-up ${index}`);
  const times: number[][] = servers.map(() => []);
  for (let index = 0; index < posts; index += 1) {
    const order =
      index % 2 === 0
        ? servers.map((_, at) => at)
        : servers.map((_, at) => servers.length - 1 - at);
    for (const at of order) {
      const server = servers[at];
      if (!server) continue;
      times[at]?.push(
        (await postRequest(server.baseUrl, server.cookie, location, `Timed ${index}`)).ms,
      );
    }
  }
  return times.map((list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), count: sorted.length };
  });
}

/**
 * `total` caterers straight into the database: the first `matching` within about 15 km of Leeds
 * (reach 50 km), the rest across southern England (lat 50.2–51.8, reach 5–100 km), none of whom
 * reaches Leeds or Aberdeen. The same directory every run (setseed).
 */
async function seedSuppliers(client: pg.Client, total: number, matching: number) {
  const leeds = geocodePlace("Leeds");
  if (!leeds) throw new Error("the gazetteer has no Leeds");
  await client.query("select setseed(0.2026)");
  for (let from = 1; from <= total; from += SEED_CHUNK) {
    const to = Math.min(total, from + SEED_CHUNK - 1);
    await client.query(
      `insert into users (username, email, password_hash, role, name, business_name, categories,
         latitude, longitude, service_area, email_verified_at)
       select 'lead_bench_' || g, 'lead.bench.' || g || '@bench.example', 'not-a-password-hash',
         'supplier', 'Owner ' || g, 'Bench Caterer ' || g, array[$3::text],
         case when g <= $4 then $5::float8 + (random() - 0.5) * 0.25 else 50.2 + random() * 1.6 end,
         case when g <= $4 then $6::float8 + (random() - 0.5) * 0.4 else -5.5 + random() * 6.7 end,
         case when g <= $4 then 50 else 5 + floor(random() * 96)::int end,
         now()
       from generate_series($1::int, $2::int) as g`,
      [from, to, CATEGORY, matching, leeds.latitude, leeds.longitude],
    );
    console.log(`    ${whole(to)} inserted`);
  }
  // As a directory that has settled: vacuumed and analysed, its pages written out, so no
  // autovacuum of a million fresh rows runs while the requests are timed.
  await client.query("vacuum (analyze) users");
  await client.query("checkpoint").catch(() => undefined);
}

/** A mail server on 127.0.0.1 that takes every email and counts them, as a relay would. */
async function startSmtpPeer() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Gives each of the first `matching` suppliers one push device on the push peer (all with the same
 * browser keys, each its own endpoint), straight into the database; their alert preferences stay
 * the defaults (leads by push, email and in-app).
 */
async function seedPushDevices(
  client: pg.Client,
  matching: number,
  origin: string,
  keys: { p256dh: string; auth: string },
) {
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
     select id, $1 || '/push/bench-' || id, $2, $3 from users
     where case when username ~ '^lead_bench_[0-9]+$' then substring(username from 12)::int end <= $4`,
    [origin, keys.p256dh, keys.auth, matching],
  );
}

/** EXPLAIN ANALYZE of the job's first batch for the lead, as the job sends it. */
async function explainFirstBatch(databaseUrl: string, requestId: number): Promise<ExplainedQuery> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    const { rows } = await pool.query(
      `select id, title, location, categories, event_date_from as "eventDateFrom",
         event_date_to as "eventDateTo", latitude, longitude, status
       from event_requests where id = $1`,
      [requestId],
    );
    const lead = rows[0] as Lead | undefined;
    if (!lead) throw new Error(`request ${requestId} not found`);
    const query = matchingSuppliersAfter(db, lead, 0, 500).toSQL();
    let best: ExplainedQuery | undefined;
    for (let run = 0; run < 3; run += 1) {
      const result = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, query.params);
      const explained = summarisePlan(result.rows[0]["QUERY PLAN"][0]);
      if (!best || explained.executionMs < best.executionMs) best = explained;
    }
    if (!best) throw new Error("EXPLAIN answered no plan");
    return best;
  } finally {
    await pool.end();
  }
}

/**
 * "New leads alerted as a durable job": POST /api/requests p50/p95 with no supplier and with
 * `suppliers` in the request's category, and the time until a lead reaching `matching` of them
 * has all its alerts written. PostgreSQL only.
 */
export async function runLeadAlertBench(options: LeadAlertBenchOptions): Promise<void> {
  if (!options.adminUrl) {
    console.log(
      "\nLead alerts: skipped (no BENCH_DATABASE_URL; this section measures PostgreSQL only).",
    );
    return;
  }
  console.log(
    `\nLead alerts on PostgreSQL: POST /api/requests with 0 and ${whole(options.suppliers)} suppliers in its category, and a lead reaching ${whole(options.matching)}`,
  );
  const emptyDatabase = await createThrowawayDatabase(options.adminUrl, "eventeazy_bench_leads0");
  options.defer(emptyDatabase.drop);
  const database = await createThrowawayDatabase(options.adminUrl, "eventeazy_bench_leads");
  options.defer(database.drop);
  const smtpPeer = await startSmtpPeer();
  options.defer(smtpPeer.close);
  const pushPeer = await startPushPeer();
  options.defer(pushPeer.close);
  const start = (databaseUrl: string) =>
    startEventEazy({
      rootDir: options.rootDir,
      databaseUrl,
      seedDemo: false,
      startTimeoutMs: options.startTimeoutMs,
      env: {
        REGISTER_RATE_LIMIT: "1000",
        LOGIN_RATE_LIMIT: "1000",
        SMTP_URL: smtpPeer.url,
        PUSH_ENDPOINT_ALLOWLIST: pushPeer.host,
      },
      defer: options.defer,
    });
  // One server on a database with no supplier, one on a database with the million.
  const emptyServer = await start(emptyDatabase.url);
  const server = await start(database.url);
  const emptyClient = new pg.Client({ connectionString: emptyDatabase.url });
  const client = new pg.Client({ connectionString: database.url });
  await emptyClient.connect();
  await client.connect();
  try {
    const emptyCookie = await organizerSession(emptyServer.baseUrl, emptyClient);
    const cookie = await organizerSession(server.baseUrl, client);
    console.log(`  inserting ${whole(options.suppliers)} caterers with generate_series…`);
    const seedStarted = performance.now();
    await seedSuppliers(client, options.suppliers, options.matching);
    const seedMs = performance.now() - seedStarted;
    const browser = pushPeer.subscription();
    await seedPushDevices(client, options.matching, `http://${pushPeer.host}`, browser.keys);

    // Nobody reaches Aberdeen: each posted lead's job finds its suppliers (none) through the
    // indexes, at once on the same server, while the next request is posted.
    console.log(
      `  posting ${options.posts} requests to each server in turn (after ${WARM_UP_POSTS} each to warm up)…`,
    );
    const [empty, full] = await interleavedPostLatency(
      [
        { baseUrl: emptyServer.baseUrl, cookie: emptyCookie },
        { baseUrl: server.baseUrl, cookie },
      ],
      options.posts,
      "Aberdeen",
    );
    if (!empty || !full) throw new Error("no latency measured");
    const { rows: aberdeen } = await client.query(
      "select count(*)::int as alerts from lead_alerts join event_requests r on r.id = request_id where r.location = 'Aberdeen'",
    );

    // Only what the timed lead sends is counted from here: earlier emails (the organizer's
    // confirmation link) went already, and the Aberdeen leads reached no caterer.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const emailsBefore = smtpPeer.received();
    const pushesBefore = pushPeer.received.length;
    console.log(`  posting a lead in Leeds that ${whole(options.matching)} caterers reach…`);
    const started = performance.now();
    const lead = await postRequest(server.baseUrl, cookie, "Leeds", "Timed lead");
    let alerts = 0;
    let jobLeft = true;
    while (jobLeft) {
      if (performance.now() - started > ALERT_TIMEOUT_MS)
        throw new Error(
          `the lead's alerts were not all written within ${ALERT_TIMEOUT_MS / 1000} s`,
        );
      await new Promise((resolve) => setTimeout(resolve, ALERT_POLL_MS));
      const { rows } = await client.query(
        `select (select count(*)::int from lead_alerts where request_id = $1) as alerts,
           exists (select 1 from lead_alert_jobs where request_id = $1) as "jobLeft"`,
        [lead.id],
      );
      alerts = rows[0].alerts;
      jobLeft = rows[0].jobLeft;
    }
    const alertMs = performance.now() - started;
    let emailsMs = Number.NaN;
    let pushesMs = Number.NaN;
    while (Number.isNaN(emailsMs) || Number.isNaN(pushesMs)) {
      const elapsed = performance.now() - started;
      if (elapsed > ALERT_TIMEOUT_MS) break;
      if (Number.isNaN(emailsMs) && smtpPeer.received() - emailsBefore >= alerts)
        emailsMs = elapsed;
      if (Number.isNaN(pushesMs) && pushPeer.received.length - pushesBefore >= alerts)
        pushesMs = elapsed;
      await new Promise((resolve) => setTimeout(resolve, ALERT_POLL_MS));
    }
    const emailsHanded = smtpPeer.received() - emailsBefore;
    const pushesHanded = pushPeer.received.length - pushesBefore;
    const { rows: notified } = await client.query(
      "select count(*)::int as count from notifications where link_to = $1",
      [`/request/${lead.id}`],
    );
    const plan = await explainFirstBatch(database.url, lead.id);

    console.log(
      `Two servers, one on a database with no supplier and one with ${whole(options.suppliers)}, posted to in turn; each request's job runs at once on its server.`,
    );
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
    console.log(
      formatTable([
        ["POST /api/requests", "posts", "p50", "p95"],
        ["0 suppliers", String(empty.count), ms(empty.p50), ms(empty.p95)],
        [`${whole(options.suppliers)} suppliers`, String(full.count), ms(full.p50), ms(full.p95)],
        ["ratio", "", ratio(full.p50, empty.p50), ratio(full.p95, empty.p95)],
      ]),
    );
    const within =
      full.p50 <= empty.p50 * LATENCY_TARGET_RATIO && full.p95 <= empty.p95 * LATENCY_TARGET_RATIO;
    console.log(
      `target: within ${LATENCY_TARGET_RATIO}× (${within ? "met" : "NOT met"}); the ${whole(options.suppliers)} suppliers were inserted in ${(seedMs / 1000).toFixed(1)} s; the timed posts' leads (Aberdeen) reached ${aberdeen[0].alerts} of them`,
    );
    console.log(
      `\nLead reaching ${whole(options.matching)} caterers: answered in ${ms(lead.ms)}; all ${whole(alerts)} alerts written (${whole(notified[0].count)} notifications) ${(alertMs / 1000).toFixed(1)} s after posting; target ${ALERT_TARGET_MS / 1000} s (${alertMs <= ALERT_TARGET_MS ? "met" : "NOT met"})`,
    );
    const seconds = (value: number) =>
      Number.isNaN(value)
        ? `not within ${ALERT_TIMEOUT_MS / 1000} s`
        : `${(value / 1000).toFixed(1)} s`;
    const handedMs = Math.max(emailsMs, pushesMs);
    console.log(
      `Handed to the peers (default preferences, one push device each): ${whole(pushesHanded)} pushes to the push peer in ${seconds(pushesMs)}, ${whole(emailsHanded)} emails to the SMTP peer in ${seconds(emailsMs)}; target ${ALERT_TARGET_MS / 1000} s for all of them (${handedMs <= ALERT_TARGET_MS ? "met" : "NOT met"})`,
    );
    console.log(
      "\nEXPLAIN ANALYZE of the job's first batch (500 suppliers) for that lead (best of 3):",
    );
    console.log(formatPlan(plan));
  } finally {
    await emptyClient.end();
    await client.end();
    await emptyServer.stop();
    await server.stop();
    await emptyDatabase.drop();
    await database.drop();
  }
}
