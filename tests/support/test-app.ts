import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type AppDependencies, buildApp } from "#server/app";
import { type AppConfig, loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { users } from "#server/db/schema";
import { SESSION_COOKIE } from "#server/plugins/session";
import type { UserProfile } from "#shared/contracts/users";
import { openTestDatabase, type TestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A whole EventEazy server on its own fresh database, answering through `app.inject`.
 * `overrides` replaces parts of the loaded configuration that have no environment variable,
 * such as `clientDir`; `dependencies` adds to the app's own, such as a stream for its log.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  dependencies: Omit<AppDependencies, "database"> = {},
  /** Another test app's database, for a second app server on it; its owner disposes of it. */
  sharedDatabase?: TestDatabase,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-test-"));
  const config: AppConfig = {
    // Tests change data and read it straight back: no directory cache unless a test asks for one.
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DIRECTORY_CACHE_SECONDS: "0",
      // Tests run the scheduled work when they mean to, with a clock they move.
      SCHEDULED_WORK_SECONDS: "0",
      // Counted visits reach the roll-up when a test sweeps (or the app closes), not on a timer.
      INSIGHTS_FLUSH_SECONDS: "0",
      // New leads' alerts wait for the test to work them (`workLeadAlerts`), so none lands late.
      LEAD_ALERTS_AT_ONCE: "0",
      // argon2id's smallest cost, as the suite registers thousands of accounts; configuration
      // refuses it outside NODE_ENV=test, so an app a test runs as production keeps the standard.
      // Hashes name their cost and verify either way; passwords.test.ts holds the standard cost.
      PASSWORD_HASH_COST: (env.NODE_ENV ?? "test") === "test" ? "test" : "",
      ...env,
    }),
    ...overrides,
  };
  // On PostgreSQL a second app server has its own pool (and LISTEN), as another machine would;
  // PGlite is one process's database, so the second app shares its handle.
  const ownHandle = sharedDatabase?.databaseUrl
    ? await openDatabase({ databaseUrl: sharedDatabase.databaseUrl, poolSize: 4 })
    : undefined;
  const database: TestDatabase = ownHandle
    ? { ...sharedDatabase, handle: ownHandle, dispose: () => ownHandle.close() }
    : (sharedDatabase ?? (await openTestDatabase()));
  const app = await buildApp(config, { ...dependencies, database: database.handle });
  await app.ready();
  databases.set(app, database);
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!sharedDatabase || ownHandle) await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each test app's database, so helpers given only the app can reach it. */
const databases = new WeakMap<FastifyInstance, TestDatabase>();

let accountCounter = 0;

export interface TestAccount {
  user: UserProfile;
  cookie: string;
  password: string;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie)
    throw new Error(`no session cookie in answer ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function registerAccount(
  app: FastifyInstance,
  overrides: Partial<{
    name: string;
    email: string;
    username: string;
    password: string;
    role: "organizer" | "supplier";
    companyName: string;
    categories: string[];
    /** Confirm the address as its emailed link would (the default); false leaves it unconfirmed. */
    verified: boolean;
  }> = {},
): Promise<TestAccount> {
  const { verified = true, ...fields } = overrides;
  accountCounter += 1;
  const id = `${process.pid}${accountCounter}`;
  const role = overrides.role ?? "organizer";
  const body = {
    name: "Test Person",
    email: `user${id}@example.test`,
    username: `user${id}`,
    password: "correct-horse-battery",
    role,
    ...(role === "supplier" ? { companyName: `Supplier ${id} Ltd`, categories: [] } : {}),
    ...fields,
  };
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed ${response.statusCode}: ${response.body}`);
  const cookie = sessionCookieOf(response);
  let user = response.json<UserProfile>();
  if (verified) {
    await confirmEmailOf(app, user.id);
    // What a confirmed address brings, such as free access, shows from here on.
    user = (
      await injectAs(app, cookie, { method: "GET", url: "/api/auth/me" })
    ).json<UserProfile>();
  }
  return { user, cookie, password: body.password };
}

/**
 * Marks the account's address confirmed, as following its emailed link does: most tests are about
 * what confirmed users do. The link itself is tested in the email-verification module.
 */
export async function confirmEmailOf(app: FastifyInstance, userId: number): Promise<void> {
  const database = databases.get(app);
  if (!database) throw new Error("confirmEmailOf: not an app made by createTestApp");
  await database.handle.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, userId));
}

/** `app.inject` as a signed-in user. */
export function injectAs(app: FastifyInstance, cookie: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, cookie } });
}

/**
 * Works every new lead's alert job that is due, as the sweep does: test apps leave them to the
 * test (LEAD_ALERTS_AT_ONCE=0), so a lead's alerts exist from here on and none arrives later.
 */
export async function workLeadAlerts(app: FastifyInstance) {
  return app.leadAlerts.runDue();
}

/** Manchester: where a listed test supplier is based unless a test says otherwise. */
const LISTED_PLACE = { latitude: 53.4808, longitude: -2.2426, address: "Manchester" };

/**
 * A supplier the directory lists (docs/decisions/0057): registered, then given categories, a
 * place and a description through their profile, as a supplier would.
 */
export async function registerListedSupplier(
  app: FastifyInstance,
  categories: string[],
  overrides: Parameters<typeof registerAccount>[1] & {
    place?: { latitude: number; longitude: number; address?: string };
  } = {},
): Promise<TestAccount> {
  const { place = LISTED_PLACE, ...account } = overrides;
  const registered = await registerAccount(app, { ...account, role: "supplier" });
  const saved = await injectAs(app, registered.cookie, {
    method: "PUT",
    url: "/api/auth/profile",
    payload: {
      name: registered.user.name,
      email: registered.user.email,
      categories,
      description: "Events of every size, planned with care.",
      ...place,
    },
  });
  if (saved.statusCode !== 200)
    throw new Error(`profile failed ${saved.statusCode}: ${saved.body}`);
  return { ...registered, user: saved.json<UserProfile>() };
}
