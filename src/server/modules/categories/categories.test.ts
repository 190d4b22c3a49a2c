import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import type { CategoryView } from "#shared/contracts/categories";
import {
  createTestApp,
  injectAs,
  registerAccount,
  registerListedSupplier,
  type TestApp,
} from "#tests/support/test-app";

/** docs/spec-contract.md §Categories, in its order. */
const SPEC_CATEGORIES: Array<[string, string]> = [
  ["venue", "Venues"],
  ["catering", "Catering"],
  ["photography", "Photography"],
  ["videography", "Videography"],
  ["entertainment", "Entertainment"],
  ["av_equipment", "AV Equipment"],
  ["decor", "Decor"],
  ["florist", "Florists"],
  ["lighting", "Lighting"],
  ["staffing", "Staffing"],
  ["security", "Security"],
  ["transportation", "Transportation"],
  ["beverage", "Beverages"],
  ["cake", "Cake"],
  ["dj", "DJ"],
  ["band", "Band"],
  ["magician", "Magicians"],
  ["performer", "Performers"],
  ["cleaning", "Cleaning"],
  ["organizer", "Organizers"],
];

let t: TestApp;
let list: CategoryView[];
let firstAnswer: LightMyRequestResponse;

beforeAll(async () => {
  t = await createTestApp();
  // Suppliers are set up before the first read: the list is cached per app.
  await registerListedSupplier(t.app, ["venue", "catering"]);
  await registerListedSupplier(t.app, ["catering", "dj"]);
  await registerListedSupplier(t.app, ["catering"]);
  await registerListedSupplier(t.app, []);
  // A supplier without a description or a place is not listed yet, so is not counted.
  await registerAccount(t.app, { role: "supplier", categories: ["venue", "florist"] });
  // Organizers' categories are ignored and never counted.
  await registerAccount(t.app, { role: "organizer", categories: ["venue", "band"] });
  // A supplier who later picks categories on their profile counts.
  const late = await registerListedSupplier(t.app, []);
  const update = await injectAs(t.app, late.cookie, {
    method: "PUT",
    url: "/api/auth/profile",
    payload: { name: late.user.name, email: late.user.email, categories: ["band", "dj"] },
  });
  if (update.statusCode !== 200) throw new Error(update.body);
  // A suspended supplier is not offered to anyone, so is not counted.
  const suspended = await registerListedSupplier(t.app, ["magician"]);
  await t.database.handle.db
    .update(users)
    .set({ suspendedAt: new Date() })
    .where(eq(users.id, suspended.user.id));

  firstAnswer = await t.app.inject({ method: "GET", url: "/api/categories" });
  list = firstAnswer.json<CategoryView[]>();
});
afterAll(() => t.close());

describe("GET /api/categories", () => {
  it("answers without a session, as JSON", () => {
    expect(firstAnswer.statusCode).toBe(200);
    expect(firstAnswer.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("lists the spec's 20 categories in the spec's order", () => {
    expect(list).toHaveLength(20);
    expect(list.map((c) => [c.id, c.name])).toEqual(SPEC_CATEGORIES);
  });

  it("gives every category an id, name, icon and count and nothing else", () => {
    for (const category of list) {
      expect(Object.keys(category).sort()).toEqual(["count", "icon", "id", "name"]);
      expect(typeof category.icon).toBe("string");
      expect(category.icon.length).toBeGreaterThan(0);
      expect(Number.isInteger(category.count)).toBe(true);
    }
  });

  it("counts the suppliers in each category", () => {
    const counts = Object.fromEntries(list.map((c) => [c.id, c.count]));
    expect(counts).toEqual({
      ...Object.fromEntries(SPEC_CATEGORIES.map(([id]) => [id, 0])),
      venue: 1,
      catering: 3,
      dj: 2,
      band: 1,
    });
  });

  it("may be cached by browsers for a minute", () => {
    expect(firstAnswer.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("answers the same to a signed-in user", async () => {
    const account = await registerAccount(t.app);
    const response = await injectAs(t.app, account.cookie, {
      method: "GET",
      url: "/api/categories",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(list);
  });

  it("counts zero everywhere on a database without suppliers", async () => {
    const empty = await createTestApp();
    try {
      const response = await empty.app.inject({ method: "GET", url: "/api/categories" });
      expect(response.statusCode).toBe(200);
      const categories = response.json<CategoryView[]>();
      expect(categories.map((c) => c.id)).toEqual(SPEC_CATEGORIES.map(([id]) => id));
      expect(categories.every((c) => c.count === 0)).toBe(true);
    } finally {
      await empty.close();
    }
  });

  it("is described in the API document", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json<{ paths: Record<string, { get?: unknown }> }>();
    expect(document.paths["/api/categories"]?.get).toBeDefined();
  });
});
