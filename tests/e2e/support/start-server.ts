/**
 * Starts EventEazy for the Playwright run: one client build, the demo seed made once, and one real
 * server per Playwright worker (E2E_SERVERS, see e2e-servers.ts), each on its own copy of the
 * seeded embedded database, wired exactly as `src/server/main.ts` wires them.
 *
 * The client is built into a private directory (not dist/client) so that a rebuild by someone
 * else during the run cannot swap the hashed assets out from under the browser. E2E_CLIENT_DIR
 * names a build made beforehand instead (CI makes one while the type check runs).
 *
 * This process seeds, starts the other servers as child processes, and serves the first port
 * itself once they all answer, so Playwright's wait for the first port is a wait for them all.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { buildClientAsync } from "#scripts/lib/build-client";
import { e2eDataDir, e2eServerPorts } from "./e2e-servers";

const root = path.resolve(import.meta.dirname, "../../..");
const ports = e2eServerPorts();
const firstPort = ports[0] as number;

/** The settings of an e2e server: production, with the limits a run of many journeys needs. */
function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "localhost",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "1",
    PAYMENTS: "test",
    LOG_LEVEL: "warn",
    PUBLIC_URL: `http://localhost:${port}`,
    LOGIN_RATE_LIMIT: "1000",
    REGISTER_RATE_LIMIT: "1000",
    PASSWORD_RESET_RATE_LIMIT: "1000",
    SMTP_URL: "",
    // The push journeys' push service (tests/support/push-peer.ts) listens on this machine, on a
    // port of its own choosing: plain http to loopback is allowed for these test servers alone.
    PUSH_ENDPOINT_ALLOWLIST: "127.0.0.1",
  };
}

/** One server on its data directory, seeded already; resolves with the call that makes it listen. */
async function prepareServer(
  port: number,
  clientDir: string,
  startedAt: number,
): Promise<() => Promise<void>> {
  const dataDir = e2eDataDir(port);
  const { loadConfig } = await import("#server/config");
  const { prepareDatabase } = await import("#server/startup/prepare");
  const { buildApp } = await import("#server/app");

  const config = { ...loadConfig(serverEnv(port, dataDir)), clientDir };
  // The database is a copy of the seeded one: this only finds it up to date.
  const { database } = await prepareDatabase(config);
  // The journeys reach the rules that wait days (a free quote unread for a week gives its place
  // back) by asking this test server alone to sweep as of a later time. The server's own clock is
  // never moved, so journeys running beside one see the real time.
  const DAY_MS = 24 * 60 * 60 * 1000;
  const app = await buildApp(config, { database });
  const SweepAhead = z.object({ offsetDays: z.number().min(0).max(366) });
  app.post("/api/e2e/sweep", async (request) => {
    const asOf = new Date(Date.now() + SweepAhead.parse(request.body).offsetDays * DAY_MS);
    const sweep = await app.scheduledWork.runOnce(asOf);
    return { asOf: asOf.toISOString(), sweep };
  });

  // Reviews wait for the event. With the clock never moved, a journey that reviews a booking asks
  // this test server alone to hold its event: the request's days move to yesterday in the UK.
  const { eq } = await import("drizzle-orm");
  const { bookings, eventRequests } = await import("#server/db/schema");
  const { addDays, ukToday } = await import("#shared/domain/calendar-days");
  const HeldEvent = z.object({ requestId: z.number().int().positive() });
  app.post("/api/e2e/event-held", async (request) => {
    const yesterday = addDays(ukToday(), -1);
    const [held] = await database.db
      .update(eventRequests)
      .set({ eventDate: yesterday, eventDateFrom: yesterday, eventDateTo: null })
      .where(eq(eventRequests.id, HeldEvent.parse(request.body).requestId))
      .returning({ id: eventRequests.id });
    await database.db
      .update(bookings)
      .set({ eventFirstDay: yesterday, eventLastDay: yesterday })
      .where(eq(bookings.requestId, HeldEvent.parse(request.body).requestId));
    return { held: held !== undefined, eventDate: yesterday };
  });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown());
  process.once("SIGINT", () => void shutdown());

  return async () => {
    await app.listen({ port: config.port, host: config.host });
    console.log(`e2e: EventEazy ready at ${config.publicUrl} in ${Date.now() - startedAt} ms`);
  };
}

/**
 * The demo seed, made once into `templateDir` (its embedded database, its images and the demo
 * logins), for every server to start from a copy.
 */
async function seedTemplate(templateDir: string, clientDir: string) {
  const { loadConfig } = await import("#server/config");
  const { prepareDatabase } = await import("#server/startup/prepare");
  const config = { ...loadConfig(serverEnv(firstPort, templateDir)), clientDir };
  const { database, demoLogins } = await prepareDatabase(config);
  await database.close();
  // Production makes the demo password at random and shows it once; the journeys read it here.
  writeFileSync(path.join(templateDir, "demo-logins.json"), JSON.stringify(demoLogins));
}

/** A server process for `port`, started from this file and added to `children`; resolves once it listens. */
function startChild(port: number, clientDir: string, children: ChildProcess[]): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], {
    cwd: root,
    env: { ...process.env, E2E_SERVE_PORT: String(port), E2E_CLIENT_DIR: clientDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString("utf8");
      if (output.includes("e2e: EventEazy ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`e2e: the server on ${port} exited (${code})`)));
  });
}

const startedAt = Date.now();
const servePort = process.env.E2E_SERVE_PORT;
if (servePort) {
  const listen = await prepareServer(
    Number(servePort),
    process.env.E2E_CLIENT_DIR ?? "",
    startedAt,
  );
  await listen();
} else {
  const prebuilt = process.env.E2E_CLIENT_DIR;
  const clientDir = prebuilt ?? path.join(root, `.tmp/e2e-client-${firstPort}`);
  if (prebuilt && !existsSync(path.join(prebuilt, "index.html"))) {
    console.error(`e2e: E2E_CLIENT_DIR=${prebuilt} holds no client build`);
    process.exit(1);
  }
  const templateDir = path.join(root, `.tmp/e2e-seed-${firstPort}`);
  rmSync(templateDir, { recursive: true, force: true });
  mkdirSync(templateDir, { recursive: true });

  // The build runs in its own processes while this one seeds.
  const [buildStatus] = await Promise.all([
    prebuilt ? 0 : buildClientAsync(clientDir),
    seedTemplate(templateDir, clientDir),
  ]);
  if (buildStatus !== 0) {
    console.error("e2e: the client build failed");
    process.exit(buildStatus);
  }
  console.log(
    `e2e: client ${prebuilt ? "prebuilt" : "built"} and demo seeded in ${Date.now() - startedAt} ms`,
  );

  for (const port of ports) {
    const dataDir = e2eDataDir(port);
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(templateDir, dataDir, { recursive: true });
  }
  const children: ChildProcess[] = [];
  const stopChildren = () => {
    for (const child of children) child.kill("SIGTERM");
  };
  process.once("exit", stopChildren);
  // This server is made ready beside the others, and listens once they all do.
  const [listen] = await Promise.all([
    prepareServer(firstPort, clientDir, startedAt),
    Promise.all(ports.slice(1).map((port) => startChild(port, clientDir, children))),
  ]);
  await listen();
  // Stopping this server stops the others too.
  process.prependOnceListener("SIGTERM", stopChildren);
  process.prependOnceListener("SIGINT", stopChildren);
}
