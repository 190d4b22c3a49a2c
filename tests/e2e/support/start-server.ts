/**
 * Starts EventEazy for the Playwright run: a fresh embedded database, a fresh client build and
 * the real server, exactly as `src/server/main.ts` wires them.
 *
 * The client is built into a private directory (not dist/client) so that a rebuild by someone
 * else during the run cannot swap the hashed assets out from under the browser.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { buildClient } from "#scripts/lib/build-client";

const root = path.resolve(import.meta.dirname, "../../..");
const port = process.env.E2E_PORT ?? "3100";
// Per port, so runs on different ports never share a database or a build.
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
const clientDir = path.join(root, `.tmp/e2e-client-${port}`);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const startedAt = Date.now();
const buildStatus = buildClient(clientDir);
if (buildStatus !== 0) {
  console.error("e2e: the client build failed");
  process.exit(buildStatus);
}
console.log(`e2e: client built in ${Date.now() - startedAt} ms`);

Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: port,
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
});

const { loadConfig } = await import("#server/config");
const { prepareDatabase } = await import("#server/db/prepare");
const { buildApp } = await import("#server/app");

const config = { ...loadConfig(), clientDir };
const { database, demoLogins } = await prepareDatabase(config);
// Production makes the demo password at random and shows it once; the journeys read it here.
writeFileSync(path.join(dataDir, "demo-logins.json"), JSON.stringify(demoLogins));
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
const { eventRequests } = await import("#server/db/schema");
const { addDays, ukToday } = await import("#shared/domain/calendar-days");
const HeldEvent = z.object({ requestId: z.number().int().positive() });
app.post("/api/e2e/event-held", async (request) => {
  const yesterday = addDays(ukToday(), -1);
  const [held] = await database.db
    .update(eventRequests)
    .set({ eventDate: yesterday, eventDateFrom: yesterday, eventDateTo: null })
    .where(eq(eventRequests.id, HeldEvent.parse(request.body).requestId))
    .returning({ id: eventRequests.id });
  return { held: held !== undefined, eventDate: yesterday };
});

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGTERM", () => void shutdown());
process.once("SIGINT", () => void shutdown());

await app.listen({ port: config.port, host: config.host });
console.log(`e2e: EventEazy ready at ${config.publicUrl} in ${Date.now() - startedAt} ms`);
