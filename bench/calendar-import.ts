import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adversarialCalendars, calendarWithZones } from "#tests/support/adversarial-calendars";
import { formatTable } from "./format";
import { getRaw } from "./http-get";
import { type RunningServer, startEventEazy } from "./server";

/**
 * Uploads the adversarial .ics corpus to a running EventEazy, one file at a time, while another
 * client asks /api/health every 100 ms; then 50 uploads that each define thousands of time zones,
 * and the server's resident memory before and after. Run with
 * `node --import tsx bench/calendar-import.ts [repository root]`: the root may be another
 * checkout, such as an older commit's, so both are measured the same way.
 */

const ROOT = path.resolve(process.argv[2] ?? fileURLToPath(new URL("..", import.meta.url)));
const ANSWER_TIMEOUT_MS = 60_000;
const HEALTH_EVERY_MS = 100;
const HORIZON_DAYS = 730;
const ZONE_UPLOADS = 50;
const ZONES_PER_UPLOAD = 4_000;

const cleanups: Array<() => Promise<void>> = [];
const defer = (cleanup: () => Promise<void>) => {
  cleanups.push(cleanup);
};

async function start(): Promise<RunningServer> {
  return startEventEazy({
    rootDir: ROOT,
    startTimeoutMs: 120_000,
    seedDemo: false,
    env: { UPLOADS_PER_MINUTE: "100000", REGISTER_RATE_LIMIT: "100000" },
    defer,
  });
}

let supplierCount = 0;
async function newSupplier(baseUrl: string): Promise<string> {
  supplierCount += 1;
  const name = `bench${process.pid}x${supplierCount}`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench Supplier",
      email: `${name}@example.test`,
      username: name,
      password: "correct-horse-battery",
      role: "supplier",
      companyName: `${name} Ltd`,
      categories: ["catering"],
    }),
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("eventeazy_session"));
  if (!cookie) throw new Error("register: no session cookie");
  return cookie.split(";")[0] ?? "";
}

async function upload(baseUrl: string, cookie: string, file: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)], { type: "text/calendar" }), "calendar.ics");
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/availability/import`, {
    method: "POST",
    headers: { cookie },
    body: form,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

/** Asks /api/health every 100 ms until stopped; returns the slowest answer and those not given. */
function watchHealth(baseUrl: string) {
  let running = true;
  let slowest = 0;
  let unanswered = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await getRaw(`${baseUrl}/api/health`, 5_000).catch(() => undefined);
      if (answer?.status === 200) slowest = Math.max(slowest, performance.now() - started);
      else unanswered += 1;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { slowest, unanswered };
  };
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function main() {
  let server = await start();
  const today = new Date().toISOString().slice(0, 10);
  const rows = [["file", "size", "answer", "time", "slowest health", "health unanswered"]];
  for (const entry of adversarialCalendars(today, HORIZON_DAYS)) {
    const cookie = await newSupplier(server.baseUrl);
    const stopWatching = watchHealth(server.baseUrl);
    const result = await upload(server.baseUrl, cookie, entry.file).catch(() => undefined);
    const health = await stopWatching();
    const size = `${(entry.file.length / 1024).toFixed(1)} kB`;
    if (!result) {
      rows.push([
        entry.name,
        size,
        "none (killed)",
        `> ${ANSWER_TIMEOUT_MS} ms`,
        "-",
        String(health.unanswered),
      ]);
      await server.kill();
      await server.stop();
      server = await start();
      continue;
    }
    const answer =
      result.status === 200
        ? `200 ${result.body}`
        : `${result.status} ${JSON.parse(result.body).message}`;
    rows.push([
      entry.name,
      size,
      answer.slice(0, 70),
      `${Math.round(result.ms)} ms`,
      `${Math.round(health.slowest)} ms`,
      String(health.unanswered),
    ]);
  }
  console.log(
    "\nThe adversarial .ics corpus, one upload at a time, /api/health asked every 100 ms",
  );
  console.log(formatTable(rows));

  const cookie = await newSupplier(server.baseUrl);
  const before = await residentMb(server.pid);
  const started = performance.now();
  const statuses = new Map<number, number>();
  for (let index = 0; index < ZONE_UPLOADS; index += 1) {
    const file = calendarWithZones(ZONES_PER_UPLOAD, today, `Upload${index}`);
    const result = await upload(server.baseUrl, cookie, file);
    statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
  }
  const elapsed = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = await residentMb(server.pid);
  console.log(
    `\n${ZONE_UPLOADS} uploads of ${ZONES_PER_UPLOAD} time zones each (${(calendarWithZones(ZONES_PER_UPLOAD, today, "Upload0").length / 1024).toFixed(0)} kB): answers ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(", ")}, ${Math.round(elapsed / ZONE_UPLOADS)} ms each; server RSS ${before} MB before, ${after} MB after`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });
