/**
 * EventEazy under load with a crash in the middle:
 *
 *   npm run bench:fault                               2 app servers on a throwaway PostgreSQL database
 *   npm run bench:fault -- --users 20 --seconds 10    a small run
 *   npm run bench:fault -- --embedded                 1 server on the embedded database: one machine
 *
 * Simulated users register, confirm their address, browse, search the directory, post requests,
 * quote, message and upload images for the run's length. Halfway through, server A is killed with
 * SIGKILL and started again. Every write a server acknowledged is then read back through the
 * other server, and a live-events stream held open on server B must hear messages sent through
 * server A. The local Redis (REDIS_URL, else 127.0.0.1:6379 when it answers) and an s3rver
 * bucket (when s3rver is installed) are passed to both servers.
 *
 * Settings: --users / BENCH_USERS (200), --seconds / BENCH_SECONDS (60), --think-ms /
 * BENCH_THINK_MS (400, each user's pause between actions), --no-fault, BENCH_DATABASE_URL (an
 * admin connection, postgres://postgres@127.0.0.1:5432/postgres by default) and
 * BENCH_DATABASE_PREFIX (the throwaway database's name prefix). Exits 1 when a write was lost,
 * a request failed outside the killed server's in-flight ones, or a live event went unheard.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { LiveListener } from "./fault/live-listener";
import { ConfirmationLinks } from "./fault/outbox";
import { redisAnswers, startS3Peer } from "./fault/peers";
import { readBack } from "./fault/read-back";
import { type AppServer, percentile, REFUSALS, type Sample, Tally } from "./fault/traffic";
import { type RunContext, register, sendMessage, simulateUser, userEmail } from "./fault/users";
import { formatTable, whole } from "./format";
import { createThrowawayDatabase } from "./postgres";
import { type RunningServer, startEventEazy } from "./server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const START_TIMEOUT_MS = 180_000;
const LIVE_EVERY_MS = 2_000;
const LIVE_WAIT_MS = 10_000;

function readOptions() {
  const { values } = parseArgs({
    options: {
      users: { type: "string" },
      seconds: { type: "string" },
      "think-ms": { type: "string" },
      embedded: { type: "boolean", default: false },
      "no-fault": { type: "boolean", default: false },
    },
  });
  const positive = (flag: string | undefined, name: string, fallback: number) => {
    const raw = flag ?? process.env[name] ?? "";
    if (raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a whole number above 0 (got "${raw}")`);
    return value;
  };
  return {
    users: positive(values.users, "BENCH_USERS", 200),
    seconds: positive(values.seconds, "BENCH_SECONDS", 60),
    thinkMs: positive(values["think-ms"], "BENCH_THINK_MS", 400),
    isEmbedded: values.embedded ?? false,
    withFault: !(values["no-fault"] ?? false),
  };
}

const cleanups: Array<() => Promise<void>> = [];
const defer = (cleanup: () => Promise<void>) => {
  cleanups.push(cleanup);
};
async function cleanUp() {
  while (cleanups.length > 0)
    await cleanups
      .pop()?.()
      .catch((error: unknown) => console.error("cleanup failed:", error));
}

/** The limits a crowd from one address would hit at once are lifted: this run measures the servers. */
function serverEnv(freeAccessEmails: string[], peers: Record<string, string>) {
  return {
    FREE_ACCESS_EMAILS: freeAccessEmails.join(","),
    REGISTER_RATE_LIMIT: "1000000",
    LOGIN_RATE_LIMIT: "1000000",
    LOGIN_ADDRESS_RATE_LIMIT: "1000000",
    VERIFY_EMAIL_RATE_LIMIT: "1000000",
    MESSAGES_PER_MINUTE: "1000000",
    NEW_CONVERSATIONS_PER_DAY: "1000000",
    UPLOADS_PER_MINUTE: "1000000",
    SCHEDULED_WORK_SECONDS: "10",
    ...peers,
  };
}

async function main() {
  const options = readOptions();
  const runId = Date.now().toString(36).slice(-6);
  const serverCount = options.isEmbedded ? 1 : 2;
  const withFault = options.withFault && serverCount > 1;

  const peers: Record<string, string> = {};
  const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const hasRedis = await redisAnswers(redisUrl);
  if (hasRedis && !options.isEmbedded) peers.REDIS_URL = redisUrl;
  const s3 = options.isEmbedded ? undefined : await startS3Peer();
  if (s3) {
    defer(() => s3.stop());
    Object.assign(peers, s3.env);
  }

  let databaseUrl: string | undefined;
  let databaseLabel = "the embedded database";
  if (!options.isEmbedded) {
    const adminUrl =
      process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
    const database = await createThrowawayDatabase(adminUrl, process.env.BENCH_DATABASE_PREFIX);
    defer(database.drop);
    databaseUrl = database.url;
    databaseLabel = `PostgreSQL (throwaway database ${database.name})`;
  }
  // Without S3 the servers share one DATA_DIR for uploads, as they would share a network volume.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-fault-"));
  defer(() => rm(dataDir, { recursive: true, force: true }));

  const supplierEmails = Array.from({ length: options.users + 1 }, (_, index) =>
    userEmail(runId, "supplier", index),
  );
  const env = serverEnv(supplierEmails, peers);
  const start = (port?: number) =>
    startEventEazy({
      rootDir: ROOT,
      databaseUrl,
      dataDir,
      keepDataDir: true,
      startTimeoutMs: START_TIMEOUT_MS,
      env,
      port,
      defer,
    });

  console.log(
    `EventEazy load and fault: ${serverCount} app server${serverCount > 1 ? "s" : ""} on ${databaseLabel}`,
  );
  console.log(
    `Redis: ${peers.REDIS_URL ?? (options.isEmbedded ? "not used" : "none answering")}; S3: ${s3 ? `s3rver at ${s3.env.S3_ENDPOINT}` : options.isEmbedded ? "not used" : "s3rver not installed: uploads on a shared DATA_DIR"}`,
  );
  const running: RunningServer[] = [await start()];
  if (serverCount > 1) running.push(await start());
  const servers: AppServer[] = running.map((server, index) => ({
    name: String.fromCharCode(65 + index),
    baseUrl: server.baseUrl,
  }));
  for (const server of servers) console.log(`server ${server.name}: ${server.baseUrl}`);

  const links = new ConfirmationLinks(dataDir);
  links.start();
  defer(async () => links.stop());
  const image = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 96, g: 64, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const tally = new Tally();
  const context: RunContext = {
    servers,
    tally,
    links,
    writes: [],
    image,
    runId,
    until: 0,
    thinkMs: options.thinkMs,
  };

  // The live-events pair: an organizer listening on the last server, a supplier writing through A.
  const [serverA, serverB] = [servers[0] as AppServer, servers.at(-1) as AppServer];
  const listenerSession = await register(context, "organizer", options.users, serverB);
  const senderSession = await register(context, "supplier", options.users, serverA);
  if (!listenerSession || !senderSession)
    throw new Error("the live-events pair could not register");
  const listener = new LiveListener(listenerSession, serverB);
  defer(async () => listener.close());
  await listener.open();
  tally.samples.length = 0;

  const startedAt = Date.now();
  context.until = startedAt + options.seconds * 1000;
  console.log(
    `\n${options.users} users for ${options.seconds} s (think time ${options.thinkMs} ms)${withFault ? "; server A is killed with SIGKILL halfway" : ""}…`,
  );
  // Users arrive over the first quarter of the run (at most 10 s), as a crowd does.
  const rampMs = Math.min(10_000, (options.seconds * 1000) / 4);
  const users = Array.from({ length: options.users }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, (rampMs * index) / options.users));
    return simulateUser(context, index);
  });

  const live: { via: string; delayMs?: number }[] = [];
  const liveChecks: Promise<void>[] = [];
  const liveTimer = setInterval(() => {
    if (Date.now() > context.until) return;
    liveChecks.push(
      (async () => {
        const sentAt = Date.now();
        const sent = await sendMessage(
          context,
          senderSession,
          listenerSession.userId,
          null,
          serverA,
        );
        if (sent?.kind !== "message") return;
        context.writes.push(sent);
        const heardAt = await listener.heard(sent.id, LIVE_WAIT_MS);
        live.push({ via: sent.server.name, delayMs: heardAt && Math.max(0, heardAt - sentAt) });
      })(),
    );
  }, LIVE_EVERY_MS);

  let fault: { atSeconds: number; downMs: number } | undefined;
  if (withFault) {
    await new Promise((resolve) => setTimeout(resolve, (options.seconds * 1000) / 2));
    const killedAt = Date.now();
    serverA.downSince = killedAt;
    await running[0]?.kill();
    const port = Number(new URL(serverA.baseUrl).port);
    running[0] = await start(port);
    serverA.downSince = undefined;
    fault = { atSeconds: (killedAt - startedAt) / 1000, downMs: Date.now() - killedAt };
  }
  const sessions = await Promise.all(users);
  clearInterval(liveTimer);
  await Promise.all(liveChecks);
  // Until the last answer: a user still waiting for a confirmation link adds no requests.
  const lastAnswerAt = tally.samples.reduce((latest, sample) => Math.max(latest, sample.at), 0);
  const elapsedSeconds = Math.max(1, lastAnswerAt - startedAt) / 1000;

  console.log(
    `reading every acknowledged write back${serverCount > 1 ? " through the other server" : ""}…`,
  );
  const result = await readBack(context.writes, servers);
  const outcome = report({
    samples: tally.samples,
    rerouted: tally.rerouted,
    elapsedSeconds,
    registered: sessions.filter(Boolean).length,
    users: options.users,
    fault,
    result,
    live,
    serverCount,
  });
  for (const server of running) await server.stop();
  await cleanUp();
  process.exit(outcome ? 0 : 1);
}

interface ReportInput {
  samples: Sample[];
  rerouted: number;
  elapsedSeconds: number;
  registered: number;
  users: number;
  fault: { atSeconds: number; downMs: number } | undefined;
  result: Awaited<ReturnType<typeof readBack>>;
  live: { via: string; delayMs?: number }[];
  serverCount: number;
}

/** Prints the run's figures; true when nothing was lost and nothing failed that should not. */
function report(input: ReportInput): boolean {
  const { samples, result, live } = input;
  const errors = samples.filter((sample) => sample.failure === "error");
  const inFlight = samples.filter((sample) => sample.failure === "in-flight-on-killed");
  const refused = samples.filter((sample) => REFUSALS.has(sample.status));
  const sorted = (list: Sample[]) =>
    list
      .filter((sample) => !sample.failure)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
  const all = sorted(samples);
  const percent = (part: number) =>
    samples.length === 0 ? "0 %" : `${((100 * part) / samples.length).toFixed(2)} %`;

  console.log(
    `\n${input.registered} of ${input.users} users registered; ${input.elapsedSeconds.toFixed(1)} s from the first request to the last answer`,
  );
  if (input.fault)
    console.log(
      `server A killed with SIGKILL at ${input.fault.atSeconds.toFixed(1)} s, answering again ${(input.fault.downMs / 1000).toFixed(1)} s later`,
    );
  const actions = [...new Set(samples.map((sample) => sample.action))].sort();
  console.log(
    `\n${formatTable([
      ["action", "requests", "errors", "refused (409/429)", "p50", "p99"],
      ...actions.map((action) => {
        const mine = samples.filter((sample) => sample.action === action);
        const times = sorted(mine);
        return [
          action,
          whole(mine.length),
          whole(mine.filter((sample) => sample.failure === "error").length),
          whole(mine.filter((sample) => REFUSALS.has(sample.status)).length),
          `${percentile(times, 0.5)} ms`,
          `${percentile(times, 0.99)} ms`,
        ];
      }),
    ])}`,
  );
  const lines: [string, string][] = [
    [
      "requests",
      `${whole(samples.length)} (${whole(samples.length / input.elapsedSeconds)} a second)`,
    ],
    [
      "errors",
      `${whole(errors.length)} (${percent(errors.length)})${input.fault ? ", outside the killed server's in-flight requests" : ""}`,
    ],
    ...(input.fault
      ? ([
          [
            "in flight on the killed server",
            `${whole(inFlight.length)} (${percent(inFlight.length)})`,
          ],
          ["sent to the other server while A was down", whole(input.rerouted)],
        ] as [string, string][])
      : []),
    ["refused by a rule (409, 429)", whole(refused.length)],
    ["latency p50 / p99", `${percentile(all, 0.5)} ms / ${percentile(all, 0.99)} ms`],
    [
      "acknowledged writes read back",
      Object.entries(result.checked)
        .map(([kind, count]) => `${whole(count)} ${kind}s`)
        .join(", "),
    ],
  ];
  if (result.replaced > 0)
    lines.push(["images replaced by an unacknowledged upload", whole(result.replaced)]);
  lines.push(["acknowledged writes lost", whole(result.lost.length)]);
  const heard = live.filter((entry) => entry.delayMs !== undefined);
  const delays = heard.map((entry) => entry.delayMs ?? 0).sort((a, b) => a - b);
  const viaOther = heard.filter((entry) => entry.via === "A").length;
  lines.push([
    "live events",
    input.serverCount > 1
      ? `${whole(heard.length)} of ${whole(live.length)} messages heard on B's stream (${whole(viaOther)} sent through A), from sending: median ${percentile(delays, 0.5)} ms, slowest ${delays.at(-1) ?? 0} ms`
      : `${whole(heard.length)} of ${whole(live.length)} messages heard on the stream, from sending: median ${percentile(delays, 0.5)} ms`,
  ]);
  console.log("");
  for (const [label, value] of lines) console.log(`${label}: ${value}`);

  for (const { write, why } of result.lost.slice(0, 10))
    console.log(`  lost: ${write.kind} acknowledged by ${write.server.name}: ${why}`);
  const kinds = new Map<string, number>();
  for (const error of errors) {
    const key = `${error.action}: ${error.detail ?? error.status}`;
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  for (const [kind, count] of [...kinds].slice(0, 10)) console.log(`  error ×${count}: ${kind}`);
  return errors.length === 0 && result.lost.length === 0 && heard.length === live.length;
}

main().catch(async (error: unknown) => {
  console.error("\nbench:fault:", error instanceof Error ? error.message : error);
  await cleanUp();
  process.exit(1);
});
