import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import {
  DISTANCE_SORT_MESSAGE,
  type SupplierCounts,
  type SupplierListItem,
} from "#shared/contracts/suppliers";
import { MAX_PRICE_MESSAGE } from "#shared/domain/directory-filters";
import { expectError } from "#tests/support/expect-error";
import { createTestApp, type TestApp } from "#tests/support/test-app";

type UserInsert = typeof users.$inferInsert;
type UserRow = typeof users.$inferSelect;

const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

let t: TestApp;
let seq = 0;
const suppliers: Record<string, UserRow> = {};

const day = (date: string) => new Date(`${date}T12:00:00Z`);

/** A DJ in or near Leeds (about `north` degrees north of the centre), as the fixtures below need. */
async function insertDj(key: string, values: Partial<UserInsert>): Promise<void> {
  seq += 1;
  const [row] = await t.database.handle.db
    .insert(users)
    .values({
      username: `order${process.pid}x${seq}`,
      email: `order${process.pid}x${seq}@example.test`,
      passwordHash: "$argon2id$not-a-real-hash",
      role: "supplier",
      name: `Owner ${key}`,
      businessName: `${key} Sounds`,
      categories: ["dj"],
      description: "Music for every kind of event.",
      latitude: LEEDS.latitude,
      longitude: LEEDS.longitude,
      ...values,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  suppliers[key] = row;
}

beforeAll(async () => {
  t = await createTestApp();
  const north = (km: number) => ({ latitude: LEEDS.latitude + km / 111.2 });
  await insertDj("Alpha", {
    ...north(1),
    avgRating: 4.9,
    reviewCount: 3,
    priceRange: "From £450",
    createdAt: day("2024-01-01"),
  });
  await insertDj("Bravo", {
    ...north(2),
    avgRating: 4.9,
    reviewCount: 12,
    priceRange: "£1,200 per night",
    createdAt: day("2025-06-01"),
  });
  await insertDj("Charlie", {
    ...north(3),
    avgRating: 3.5,
    reviewCount: 40,
    priceRange: "£99.50",
    createdAt: day("2023-03-01"),
  });
  // No price of their own: the cheapest offering's stands in.
  await insertDj("Delta", {
    ...north(4),
    avgRating: 0,
    reviewCount: 0,
    lowestOfferingPrice: "£300 per day",
    createdAt: day("2026-02-01"),
  });
  // Names no amount at all: last by price, and never within a price filter.
  await insertDj("Echo", {
    ...north(5),
    avgRating: 4.2,
    reviewCount: 1,
    priceRange: "Ask for a quote",
    createdAt: day("2022-05-01"),
  });
  // Out of a 25 km radius around Leeds.
  await insertDj("Farther", {
    ...north(60),
    avgRating: 5,
    reviewCount: 99,
    priceRange: "£10",
    createdAt: day("2026-03-01"),
  });
}, 60_000);
afterAll(() => t.close());

async function directory(query: Record<string, string | number>): Promise<string[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/suppliers?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierListItem[]>().map((card) => card.name.replace(" Sounds", ""));
}

const get = (query: Record<string, string | number>) =>
  t.app.inject({
    method: "GET",
    url: `/api/suppliers?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  });

describe("GET /api/suppliers?sort", () => {
  const everywhere = { category: "dj" };
  const aroundLeeds = { category: "dj", ...LEEDS, distance: 25 };

  it("orders by rating, then the number of reviews, with or without a place", async () => {
    expect(await directory({ ...everywhere, sort: "rating" })).toEqual([
      "Farther",
      "Bravo",
      "Alpha",
      "Echo",
      "Charlie",
      "Delta",
    ]);
    expect(await directory({ ...aroundLeeds, sort: "rating" })).toEqual([
      "Bravo",
      "Alpha",
      "Echo",
      "Charlie",
      "Delta",
    ]);
  });

  it("orders by the number of reviews", async () => {
    expect(await directory({ ...aroundLeeds, sort: "reviews" })).toEqual([
      "Charlie",
      "Bravo",
      "Alpha",
      "Echo",
      "Delta",
    ]);
  });

  it("orders by starting price, low to high, those naming no amount last", async () => {
    expect(await directory({ ...everywhere, sort: "price" })).toEqual([
      "Farther",
      "Charlie",
      "Delta",
      "Alpha",
      "Bravo",
      "Echo",
    ]);
    expect(await directory({ ...aroundLeeds, sort: "price" })).toEqual([
      "Charlie",
      "Delta",
      "Alpha",
      "Bravo",
      "Echo",
    ]);
  });

  it("orders by newest on EventEazy", async () => {
    expect(await directory({ ...aroundLeeds, sort: "newest" })).toEqual([
      "Delta",
      "Bravo",
      "Alpha",
      "Charlie",
      "Echo",
    ]);
  });

  it("orders nearest first for sort=distance, as without a sort", async () => {
    const nearest = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"];
    expect(await directory({ ...aroundLeeds, sort: "distance" })).toEqual(nearest);
    expect(await directory(aroundLeeds)).toEqual(nearest);
  });

  it("keeps the distance on each card in a chosen order, and pages without overlap", async () => {
    const response = await get({ ...aroundLeeds, sort: "price", limit: 2, page: 2 });
    const cards = response.json<SupplierListItem[]>();
    expect(cards.map((card) => card.name)).toEqual(["Alpha Sounds", "Bravo Sounds"]);
    expect(cards.map((card) => card.distance)).toEqual([1, 2]);
  });

  it("orders words with a place as asked", async () => {
    expect(await directory({ ...aroundLeeds, q: "sounds", sort: "newest" })).toEqual([
      "Delta",
      "Bravo",
      "Alpha",
      "Charlie",
      "Echo",
    ]);
    expect(await directory({ ...everywhere, q: "sounds", sort: "reviews" })).toEqual([
      "Farther",
      "Charlie",
      "Bravo",
      "Alpha",
      "Echo",
      "Delta",
    ]);
  });

  it("refuses an unknown order, and distance without a place, with 400 and a message", async () => {
    const unknown = expectError(await get({ sort: "cheapest" }), 400);
    expect(unknown.fieldErrors?.sort?.[0]).toMatch(/^Sort by one of: distance, rating/);
    const placeless = expectError(await get({ category: "dj", sort: "distance" }), 400);
    expect(placeless.fieldErrors?.sort).toEqual([DISTANCE_SORT_MESSAGE]);
  });
});

describe("GET /api/suppliers?maxPrice", () => {
  it("keeps suppliers whose starting price is at most the amount, own price or offering's", async () => {
    expect(await directory({ category: "dj", maxPrice: 450, sort: "price" })).toEqual([
      "Farther",
      "Charlie",
      "Delta",
      "Alpha",
    ]);
    expect(await directory({ category: "dj", ...LEEDS, maxPrice: 300 })).toEqual([
      "Charlie",
      "Delta",
    ]);
    expect(await directory({ category: "dj", q: "sounds", ...LEEDS, maxPrice: 100 })).toEqual([
      "Charlie",
    ]);
    expect(await directory({ category: "dj", maxPrice: 5 })).toEqual([]);
  });

  it("counts with the price filter as the listing finds", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/suppliers/counts?category=dj&latitude=${LEEDS.latitude}&longitude=${LEEDS.longitude}&maxPrice=450`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SupplierCounts>().total).toEqual({ count: 3, isExact: true });
  });

  it("follows a supplier's new price at once", async () => {
    const charlie = suppliers.Charlie;
    if (!charlie) throw new Error("no fixture");
    const { eq } = await import("drizzle-orm");
    await t.database.handle.db
      .update(users)
      .set({ priceRange: "£2,000" })
      .where(eq(users.id, charlie.id));
    expect(await directory({ category: "dj", ...LEEDS, maxPrice: 300 })).toEqual(["Delta"]);
    await t.database.handle.db
      .update(users)
      .set({ priceRange: "£99.50" })
      .where(eq(users.id, charlie.id));
  });

  it.each([["abc"], ["0"], ["-5"], ["12.5"], ["1000001"], ["£300"]])(
    "refuses maxPrice=%s with 400 and a clear message",
    async (value) => {
      for (const path of ["/api/suppliers", "/api/suppliers/counts"]) {
        const response = await t.app.inject({
          method: "GET",
          url: `${path}?maxPrice=${encodeURIComponent(value)}`,
        });
        const body = expectError(response, 400);
        expect(body.fieldErrors?.maxPrice, path).toEqual([MAX_PRICE_MESSAGE]);
      }
    },
  );
});
