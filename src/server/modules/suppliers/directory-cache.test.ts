import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import { eventRequests, quotes, users } from "#server/db/schema";
import { createAdminAccount } from "#server/modules/admin/admin-accounts.service";
import {
  SupplierCountQuery,
  type SupplierCounts,
  type SupplierListItem,
  SupplierListQuery,
} from "#shared/contracts/suppliers";
import {
  DIRECTORY_FILTER_NAMES,
  DIRECTORY_FILTERS,
  type DirectoryFilterName,
} from "#shared/domain/directory-filters";
import {
  createTestApp,
  injectAs,
  registerAccount,
  sessionCookieOf,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { createDirectoryCache, DIRECTORY_TOPIC, type DirectoryChanges } from "./directory-cache";

const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };

let t: TestApp;
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp({
    DIRECTORY_CACHE_SECONDS: "30",
    REGISTER_RATE_LIMIT: "10000",
    LOGIN_RATE_LIMIT: "10000",
  });
});
afterAll(() => t.close());

const list = (query: string, app: FastifyInstance = t.app) =>
  app.inject({ method: "GET", url: `/api/suppliers?${query}` });

async function listedIds(query: string, app: FastifyInstance = t.app): Promise<number[]> {
  const response = await list(query, app);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierListItem[]>().map((supplier) => supplier.id);
}

async function listedItem(query: string, id: number): Promise<SupplierListItem | undefined> {
  const response = await list(query);
  return response.json<SupplierListItem[]>().find((supplier) => supplier.id === id);
}

/** A supplier who has set their categories and place through their profile, as anyone would. */
async function supplierIn(categories: string[], place = MANCHESTER): Promise<TestAccount> {
  const account = await registerAccount(t.app, { role: "supplier" });
  const saved = await injectAs(t.app, account.cookie, {
    method: "PUT",
    url: "/api/auth/profile",
    payload: {
      name: account.user.name,
      email: account.user.email,
      categories,
      description: "Events of every size",
      ...place,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return account;
}

/** A change the database does not announce, as with its triggers switched off for one transaction. */
async function changeUnannounced(id: number, businessName: string) {
  await db().transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(users).set({ businessName }).where(eq(users.id, id));
  });
}

describe("the directory cache", () => {
  it("answers a repeated search from memory, and lets browsers keep it only if they ask again", async () => {
    const supplier = await supplierIn(["florist"]);
    const first = await list("category=florist");
    expect(first.statusCode).toBe(200);
    expect(first.json<SupplierListItem[]>().map((s) => s.id)).toEqual([supplier.user.id]);
    expect(first.headers["cache-control"]).toBe("public, no-cache");

    await changeUnannounced(supplier.user.id, "Renamed Ltd");
    const again = await list("category=florist&_t=123");
    expect(again.body).toBe(first.body);
  });

  it("keeps different searches apart", async () => {
    await supplierIn(["cake"]);
    const cakes = await list("category=cake");
    const florists = await list("category=florist");
    expect(cakes.body).not.toBe(florists.body);
    expect(
      cakes.json<Array<{ categories: string[] }>>().every((s) => s.categories.includes("cake")),
    ).toBe(true);
    const near = await list("category=cake&latitude=53.48&longitude=-2.24&distance=5");
    expect(near.json<Array<{ distance: number | null }>>()[0]?.distance).not.toBeNull();
  });

  it("keeps a search's counts apart from its page, and counts a supplier who has just joined", async () => {
    const query = "latitude=53.7997&longitude=-1.5492&distance=10";
    const counts = async () => {
      const response = await t.app.inject({ method: "GET", url: `/api/suppliers/counts?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, no-cache");
      return response.json<SupplierCounts>();
    };
    const before = await counts();
    const page = await list(query);
    expect(Array.isArray(page.json())).toBe(true);
    expect((await counts()).total).toEqual(before.total);

    await supplierIn(["security"], LEEDS);
    const after = await counts();
    expect(after.total.count).toBe(before.total.count + 1);
    const security = (answer: SupplierCounts) =>
      answer.categories?.find((entry) => entry.id === "security")?.count;
    expect(security(after)).toBe((security(before) ?? 0) + 1);
  });

  it("does not keep a failed search", async () => {
    const failed = await list("location=Atlantis");
    expect(failed.statusCode).toBe(400);
    const again = await list("location=Atlantis");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty("message");
  });
});

describe("the directory shows writes on the next search", () => {
  it("finds a supplier in the town they have just set", async () => {
    const supplier = await registerAccount(t.app, { role: "supplier" });
    await db()
      .update(users)
      .set({ categories: ["dj"], description: "Music all night" })
      .where(eq(users.id, supplier.user.id));
    const search = "location=Leeds&category=dj";
    expect(await listedIds(search)).not.toContain(supplier.user.id);

    const saved = await injectAs(t.app, supplier.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: {
        name: supplier.user.name,
        email: supplier.user.email,
        address: "4 Park Row, Leeds",
        ...LEEDS,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await listedIds(search)).toContain(supplier.user.id);
  });

  it("shows a new review's rating at once", async () => {
    const supplier = await supplierIn(["photography"]);
    const organizer = await registerAccount(t.app);
    const [request] = await db()
      .insert(eventRequests)
      .values({
        organizerId: organizer.user.id,
        title: "Summer wedding",
        description: "Photos all day",
        eventDate: "2026-06-20",
        eventDateFrom: "2026-06-20",
        location: "Manchester",
        categories: ["photography"],
        status: "completed",
      })
      .returning();
    if (!request) throw new Error("no request");
    await db().insert(quotes).values({
      requestId: request.id,
      supplierId: supplier.user.id,
      price: "£900",
      service: "photography",
      description: "All day",
      status: "accepted",
    });
    const search = "category=photography";
    expect(await listedItem(search, supplier.user.id)).toMatchObject({ reviewCount: 0 });

    const reviewed = await injectAs(t.app, organizer.cookie, {
      method: "POST",
      url: "/api/reviews",
      payload: {
        supplierId: supplier.user.id,
        requestId: request.id,
        rating: 4,
        comment: "Lovely",
      },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(await listedItem(search, supplier.user.id)).toMatchObject({
      reviewCount: 1,
      avgRating: 4,
    });
  });

  it("drops a supplier an admin suspends, and one who deletes their account", async () => {
    const suspended = await supplierIn(["magician"]);
    const leaving = await supplierIn(["magician"]);
    const search = "category=magician";
    expect(await listedIds(search)).toEqual(
      expect.arrayContaining([suspended.user.id, leaving.user.id]),
    );

    const password = "quiet-lantern-harbour";
    const username = `diradmin${process.pid}`;
    await createAdminAccount(
      db(),
      {
        username,
        email: `${username}@example.test`,
        name: "Directory Admin",
        password,
      },
      t.config.passwordHashCost,
    );
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username, password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const suspension = await injectAs(t.app, sessionCookieOf(login), {
      method: "POST",
      url: `/api/admin/users/${suspended.user.id}/suspend`,
      payload: { reason: "Fake listings" },
    });
    expect(suspension.statusCode, suspension.body).toBe(200);
    expect(await listedIds(search)).not.toContain(suspended.user.id);

    const deleted = await injectAs(t.app, leaving.cookie, {
      method: "DELETE",
      url: "/api/auth/account",
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await listedIds(search)).not.toContain(leaving.user.id);
  });

  it("shows a change made outside any request, such as a script's, once it is announced", async () => {
    const supplier = await supplierIn(["decor"]);
    expect((await listedItem("category=decor", supplier.user.id))?.name).not.toBe("Pop Art");
    await db().update(users).set({ businessName: "Pop Art" }).where(eq(users.id, supplier.user.id));
    await expect
      .poll(async () => (await listedItem("category=decor", supplier.user.id))?.name)
      .toBe("Pop Art");
  });
});

describe("several app servers on one database", () => {
  let second: FastifyInstance;
  let secondHandle: DatabaseHandle | null = null;

  beforeAll(async () => {
    // PGlite is one process's database: a second app shares its handle. On PostgreSQL the
    // second app has its own pool and its own LISTEN, as another server would.
    if (t.database.databaseUrl)
      secondHandle = await openDatabase({ databaseUrl: t.database.databaseUrl, poolSize: 4 });
    second = await buildApp(t.config, { database: secondHandle ?? t.database.handle });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondHandle?.close();
  });

  it("empties every server's cache when a supplier changes through one of them", async () => {
    const supplier = await registerAccount(t.app, { role: "supplier" });
    await db()
      .update(users)
      .set({ categories: ["beverage"], description: "Drinks all night" })
      .where(eq(users.id, supplier.user.id));
    const search = "location=Leeds&category=beverage";
    expect(await listedIds(search, second)).not.toContain(supplier.user.id);

    const saved = await injectAs(t.app, supplier.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: { name: supplier.user.name, email: supplier.user.email, ...LEEDS },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(() => listedIds(search, second)).toContain(supplier.user.id);
  });
});

describe("createDirectoryCache", () => {
  function fakeChanges() {
    const listeners: Array<() => void> = [];
    const state = {
      catchUps: 0,
      heard: true,
      announce: () => {
        for (const listener of listeners) listener();
      },
    };
    const changes: DirectoryChanges = {
      onTopic(topic, listener) {
        expect(topic).toBe(DIRECTORY_TOPIC);
        listeners.push(listener);
        return () => {};
      },
      async catchUp() {
        state.catchUps += 1;
        return state.heard;
      },
    };
    return { changes, state };
  }
  const filter = { distance: 25, limit: 20, page: 1 };
  const loader = () => {
    const calls = { count: 0 };
    const load = async (): Promise<SupplierListItem[]> => {
      calls.count += 1;
      return [];
    };
    return { calls, load };
  };

  it("loads a search once until a change is announced", async () => {
    const { changes, state } = fakeChanges();
    const cache = createDirectoryCache(30, changes);
    const { calls, load } = loader();
    await cache.get(filter, load);
    await cache.get(filter, load);
    expect(calls.count).toBe(1);
    state.announce();
    await cache.get(filter, load);
    expect(calls.count).toBe(2);
    expect(state.catchUps).toBe(0);
  });

  it("catches up once before the first search after writes, and not again until the next write", async () => {
    const { changes, state } = fakeChanges();
    const cache = createDirectoryCache(30, changes);
    const { load } = loader();
    cache.noteWrite();
    cache.noteWrite();
    await Promise.all([cache.get(filter, load), cache.get(filter, load)]);
    await cache.get(filter, load);
    expect(state.catchUps).toBe(1);
    cache.noteWrite();
    await cache.get(filter, load);
    expect(state.catchUps).toBe(2);
  });

  it("trusts no kept answer when catching up cannot be confirmed", async () => {
    const { changes, state } = fakeChanges();
    const cache = createDirectoryCache(30, changes);
    const { calls, load } = loader();
    await cache.get(filter, load);
    state.heard = false;
    cache.noteWrite();
    await cache.get(filter, load);
    expect(calls.count).toBe(2);
  });

  it("keeps nothing and waits for nothing when switched off", async () => {
    const { changes, state } = fakeChanges();
    const cache = createDirectoryCache(0, changes);
    const { calls, load } = loader();
    cache.noteWrite();
    await cache.get(filter, load);
    await cache.get(filter, load);
    expect([calls.count, state.catchUps]).toEqual([2, 0]);
  });

  /** For each filter field, two queries differing only in it. */
  const differingIn: Record<DirectoryFilterName, [Record<string, string>, Record<string, string>]> =
    {
      category: [{ category: "catering" }, { category: "photography" }],
      location: [{ location: "Leeds" }, { location: "York" }],
      distance: [{ distance: "10" }, { distance: "20" }],
      latitude: [
        { latitude: "53.8", longitude: "-1.5" },
        { latitude: "53.9", longitude: "-1.5" },
      ],
      longitude: [
        { latitude: "53.8", longitude: "-1.5" },
        { latitude: "53.8", longitude: "-1.6" },
      ],
      q: [{ q: "harbour" }, { q: "lights" }],
      insured: [{}, { insured: "true" }],
      goodHygiene: [{}, { goodHygiene: "true" }],
      availableOn: [{ availableOn: "2026-12-01" }, { availableOn: "2026-12-02" }],
      maxPrice: [{ maxPrice: "300" }, { maxPrice: "400" }],
      sort: [{ sort: "rating" }, { sort: "price" }],
      _t: [{ _t: "1" }, { _t: "2" }],
    };

  it.each([
    ["a page", (query: Record<string, string>) => SupplierListQuery.parse(query)],
    ["the counts", (query: Record<string, string>) => SupplierCountQuery.parse(query)],
  ])(
    "keeps %s apart for every filter field of the contract but the ignored ones (and, for counts, the order)",
    async (_, parse) => {
      for (const name of DIRECTORY_FILTER_NAMES) {
        const pair = differingIn[name];
        expect(pair, `two queries differing in ${name}`).toBeDefined();
        const [one, other] = pair.map((query) => parse(query) as Record<string, unknown>);
        expect(one?.[name], name).not.toEqual(other?.[name]);
        const cache = createDirectoryCache(30, fakeChanges().changes);
        const { calls, load } = loader();
        await cache.get(parse(pair[0]), load);
        await cache.get(parse(pair[1]), load);
        const { kind } = DIRECTORY_FILTERS[name];
        // An order changes a page, never what is counted.
        const shared = kind === "ignored" || (kind === "order" && !("limit" in (one ?? {})));
        expect(calls.count, `${name} ${shared ? "ignored" : "in the key"}`).toBe(shared ? 1 : 2);
      }
    },
  );
});
