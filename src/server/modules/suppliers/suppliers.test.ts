import { eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import * as schema from "#server/db/schema";
import { users } from "#server/db/schema";
import { haversineKm } from "#server/lib/geo/distance";
import { geocodePlace } from "#server/lib/geo/gazetteer";
import {
  SUPPLIER_COUNT_LIMIT,
  type SupplierCounts,
  type SupplierListFilter,
  type SupplierListItem,
} from "#shared/contracts/suppliers";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import { expectError } from "#tests/support/expect-error";
import {
  describePlan,
  executeArguments,
  type PlanNode,
  planNodes,
  recordingPool,
} from "#tests/support/query-plans";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { openTestDatabase, type TestDatabase, testDbKind } from "#tests/support/test-database";
import { countSuppliers, listSuppliers, UNKNOWN_PLACE_MESSAGE } from "./suppliers.service";

type UserInsert = typeof users.$inferInsert;
type UserRow = typeof users.$inferSelect;

const EARTH_RADIUS_KM = 6371;
const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };
const BRISTOL = { latitude: 51.4545, longitude: -2.5879 };
const EDINBURGH = { latitude: 55.9533, longitude: -3.1883 };
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

/** docs/spec-contract.md §Entities, "supplier, as listed": nothing else may leave the server in a listing. */
const LIST_FIELDS = [
  "address",
  "avgRating",
  "badges",
  "categories",
  "coverImage",
  "description",
  "distance",
  "id",
  "location",
  "name",
  "priceRange",
  "profileImage",
  "reviewCount",
  "updatedAt",
  "urlSlug",
  "username",
];

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `km` from `from` on the initial `bearing` (degrees from north), on the server's sphere. */
function destination(from: { latitude: number; longitude: number }, bearing: number, km: number) {
  const angular = km / EARTH_RADIUS_KM;
  const φ1 = toRadians(from.latitude);
  const θ = toRadians(bearing);
  const φ2 = Math.asin(
    Math.sin(φ1) * Math.cos(angular) + Math.cos(φ1) * Math.sin(angular) * Math.cos(θ),
  );
  const Δλ = Math.atan2(
    Math.sin(θ) * Math.sin(angular) * Math.cos(φ1),
    Math.cos(angular) - Math.sin(φ1) * Math.sin(φ2),
  );
  return { latitude: toDegrees(φ2), longitude: from.longitude + toDegrees(Δλ) };
}

let t: TestApp;
let seq = 0;
/** Every row this file inserted, as stored (generated columns included). */
const inserted: UserRow[] = [];

/**
 * Tórshavn: where a supplier is placed unless a test places them, more than 25 km from every
 * centre searched here and more than 500 km from all but Lerwick's, so only searches without a
 * place find them.
 */
const FAR_AWAY = { latitude: 62.0107, longitude: -6.7741 };

/** A listed supplier (a category, a place and a description) unless the overrides say otherwise. */
function supplierValues(overrides: Partial<UserInsert> = {}): UserInsert {
  seq += 1;
  const key = `dir${process.pid}x${seq}`;
  return {
    username: key,
    email: `${key}@example.test`,
    passwordHash: "$argon2id$not-a-real-hash",
    role: "supplier",
    name: `Owner ${seq}`,
    businessName: `Supplier ${seq} Ltd`,
    description: "Listed in the test directory.",
    categories: ["organizer"],
    ...FAR_AWAY,
    ...overrides,
  };
}

async function insertUsers(rows: Array<Partial<UserInsert>>): Promise<UserRow[]> {
  const result = await t.database.handle.db
    .insert(users)
    .values(rows.map((row) => supplierValues(row)))
    .returning();
  inserted.push(...result);
  return result;
}

async function insertSupplier(overrides: Partial<UserInsert> = {}): Promise<UserRow> {
  const [row] = await insertUsers([overrides]);
  if (!row) throw new Error("insert failed");
  return row;
}

const visible = (row: UserRow) =>
  row.role === "supplier" && row.suspendedAt === null && row.listingComplete;

function listUrl(query: Record<string, string | number>): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return `/api/suppliers${search.size > 0 ? `?${search}` : ""}`;
}

async function directoryResponse(query: Record<string, string | number> = {}) {
  return t.app.inject({ method: "GET", url: listUrl(query) });
}

async function directory(query: Record<string, string | number> = {}) {
  const response = await directoryResponse(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierListItem[]>();
}

/** Every page of a listing, 100 at a time. */
async function everyPage(query: Record<string, string | number> = {}) {
  const all: SupplierListItem[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const rows = await directory({ ...query, limit: 100, page });
    all.push(...rows);
    if (rows.length < 100) return all;
  }
  throw new Error("more than 5,000 suppliers listed");
}

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
const sortedIds = (rows: Array<{ id: number }>) => ids(rows).sort((a, b) => a - b);

// --- Fixtures -----------------------------------------------------------------------------------

const SECRET = {
  email: "secret.contact@harbour-lights.example",
  phone: "07700 900456",
  website: "https://secret-website.example",
  passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$SECRETSALT$SECRETHASH",
  stripeCustomerId: "cus_SECRET_directory",
  stripeSubscriptionId: "sub_SECRET_directory",
};

/** Around Manchester, at known great-circle distances. */
const geo = {} as Record<
  "m3" | "m20" | "edge" | "corner" | "m30" | "m100" | "noCoordinates" | "suspended" | "organizer",
  UserRow
>;
/** Free-text fixtures around Bristol and in Edinburgh. */
const text = {} as Record<
  "harbourLights" | "quayside" | "harbourView" | "ceilidh" | "harbourNorth" | "rhubarb",
  UserRow
>;
/** docs/spec-contract.md §Ranking fixtures, all in the "magician" category. */
const rank = {} as Record<
  "t1" | "t2" | "t3" | "t4" | "t5" | "r1" | "r2" | "r3" | "r4" | "r5",
  UserRow
>;
const staffing: UserRow[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const at = (bearing: number, km: number) => destination(MANCHESTER, bearing, km);

  geo.m3 = await insertSupplier({
    businessName: "Three K Photography",
    categories: ["photography"],
    ...at(120, 3),
  });
  geo.m20 = await insertSupplier({
    businessName: "Twenty K Catering",
    categories: ["catering"],
    ...at(300, 20),
  });
  // Just inside 25 km, due north: outside a box built with 111.32 km per degree.
  geo.edge = await insertSupplier({
    businessName: "Edge Of Town Decor",
    categories: ["decor"],
    ...at(0, 24.98),
  });
  // Inside the 25 km bounding box (near its corner), outside the circle.
  geo.corner = await insertSupplier({
    businessName: "Corner Case Venues",
    categories: ["venue"],
    ...at(45, 29),
  });
  geo.m30 = await insertSupplier({
    businessName: "Thirty K Photography",
    categories: ["photography"],
    ...at(0, 30),
  });
  geo.m100 = await insertSupplier({
    businessName: "Hundred K Venues",
    categories: ["venue", "photography"],
    ...at(200, 100),
  });
  geo.noCoordinates = await insertSupplier({
    businessName: "Nowhere Photography",
    categories: ["photography"],
    latitude: null,
    longitude: null,
  });
  geo.suspended = await insertSupplier({
    businessName: "Harbour Lights Suspended",
    categories: ["photography", "cake"],
    suspendedAt: new Date(),
    avgRating: 5,
    reviewCount: 10,
    ...at(90, 5),
  });
  geo.organizer = await insertSupplier({
    role: "organizer",
    businessName: null,
    name: "Harbour Lights Fan",
    description: "Organizer who loves harbour lights",
    categories: ["photography", "cake"],
    ...at(270, 4),
  });

  const nearBristol = (bearing: number, km: number) => destination(BRISTOL, bearing, km);
  text.harbourLights = await insertSupplier({
    businessName: "Harbour Lights",
    description: "Stage and festoon lighting for weddings.",
    categories: ["lighting"],
    ...SECRET,
    subscriptionActive: true,
    subscriptionExpiry: new Date(Date.now() + 30 * 86_400_000),
    address: "1 Quay Street, Bristol",
    ...nearBristol(10, 2),
  });
  text.quayside = await insertSupplier({
    businessName: "Quayside AV",
    description: "Harbourside LIGHTING rigs and sound.",
    categories: ["av_equipment"],
    ...nearBristol(200, 5),
  });
  text.harbourView = await insertSupplier({
    businessName: "Harbour View Catering",
    description: "Seafood buffets.",
    categories: ["catering"],
    ...nearBristol(90, 4),
  });
  text.ceilidh = await insertSupplier({
    businessName: "Northern Lights Ceilidh",
    description: "A ceilidh band for barn dances.",
    categories: ["band"],
    ...nearBristol(0, 60),
  });
  text.harbourNorth = await insertSupplier({
    businessName: "Harbour Lights North",
    categories: ["lighting"],
    ...EDINBURGH,
  });
  text.rhubarb = await insertSupplier({ businessName: "Rhubarb Cakes", categories: ["cake"] });

  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const magician = (
    businessName: string,
    avgRating: number,
    reviewCount: number,
    updatedAt: Date,
  ): Partial<UserInsert> => ({
    businessName,
    categories: ["magician"],
    avgRating,
    reviewCount,
    updatedAt,
  });
  // Inserted one by one so ids grow in this order: R4 gets a lower id than R5 on purpose.
  rank.t1 = await insertSupplier(magician("T1 rated 4.9", 4.9, 5, day("2020-01-01")));
  rank.t2 = await insertSupplier(magician("T2 rated 4.5 twice", 4.5, 2, day("2021-01-01")));
  rank.t3 = await insertSupplier(magician("T3 rated 3.0 forty times", 3.0, 40, day("2019-01-01")));
  rank.t4 = await insertSupplier(magician("T4 rated 4.2 older", 4.2, 7, day("2022-01-01")));
  rank.t5 = await insertSupplier(magician("T5 rated 4.2 newer", 4.2, 3, day("2023-01-01")));
  rank.r1 = await insertSupplier(magician("R1 rated 5.0 once", 5.0, 1, day("2026-01-03")));
  rank.r2 = await insertSupplier(magician("R2 new and unrated", 0, 0, day("2026-01-05")));
  rank.r3 = await insertSupplier(magician("R3 zero rating many reviews", 0, 3, day("2026-01-01")));
  rank.r4 = await insertSupplier(magician("R4 rated 4.0 once", 4.0, 1, day("2026-01-02")));
  rank.r5 = await insertSupplier(magician("R5 rated 2.0 once", 2.0, 1, day("2026-01-02")));

  // Paging: same updatedAt for several rows, so only the id tiebreak orders them.
  const sameTime = day("2025-06-01");
  staffing.push(
    ...(await insertUsers(
      Array.from({ length: 7 }, (_, index) => ({
        businessName: `Staffing Crew ${index + 1}`,
        categories: ["staffing"],
        updatedAt: index < 4 ? sameTime : day(`2025-0${index}-15`),
      })),
    )),
  );
}, 60_000);
afterAll(() => t.close());

// --- Tests --------------------------------------------------------------------------------------

describe("GET /api/suppliers: what a listing contains", () => {
  it("lists only the spec's public fields, never contact details, hashes or payment ids", async () => {
    const response = await directoryResponse({ limit: 100 });
    expect(response.statusCode).toBe(200);
    const everyone = await everyPage();
    expect(everyone.length).toBeGreaterThan(20);
    for (const item of everyone) expect(Object.keys(item).sort()).toEqual(LIST_FIELDS);
    for (const [key, value] of Object.entries(SECRET)) {
      expect(response.body, key).not.toContain(value);
    }
    expect(response.body).not.toMatch(/argon2|password|stripe|email|phone|website/i);
    const listed = everyone.find((item) => item.id === text.harbourLights.id);
    expect(listed).toMatchObject({
      name: "Harbour Lights",
      address: "1 Quay Street, Bristol",
      categories: ["lighting"],
      distance: null,
    });
  });

  it("lists every visible supplier exactly once across pages, and nobody else", async () => {
    const everyone = await everyPage();
    expect(sortedIds(everyone)).toEqual(sortedIds(inserted.filter(visible)));
    expect(new Set(ids(everyone)).size).toBe(everyone.length);
  });

  it("never lists suspended suppliers or organizers, whatever the filter", async () => {
    const hidden = [geo.suspended.id, geo.organizer.id];
    const listings = [
      await everyPage(),
      await everyPage({ category: "cake" }),
      await everyPage({ category: "photography" }),
      await everyPage({ q: "harb ligh" }),
      await everyPage({ ...MANCHESTER, distance: 25 }),
      await everyPage({ location: "Manchester", distance: 10, category: "cake" }),
    ];
    for (const listing of listings) for (const id of hidden) expect(ids(listing)).not.toContain(id);
  });

  it("accepts the spec's _t cache-buster and empty parameters", async () => {
    const plain = await directory({ category: "magician" });
    const busted = await directory({ category: "magician", _t: Date.now() });
    expect(ids(busted)).toEqual(ids(plain));
    const empties = await directory({
      category: "",
      location: "",
      distance: "",
      latitude: "",
      longitude: "",
      q: "",
    });
    expect(empties.length).toBe(24);
  });
});

describe("GET /api/suppliers?category", () => {
  it("returns only suppliers of that category, all of them", async () => {
    for (const category of ["photography", "cake", "lighting", "venue"]) {
      const listed = await everyPage({ category });
      const expected = inserted.filter((row) => visible(row) && row.categories.includes(category));
      expect(listed.length, category).toBeGreaterThan(0);
      for (const item of listed) expect(item.categories, category).toContain(category);
      expect(sortedIds(listed), category).toEqual(sortedIds(expected));
    }
  });

  it("answers [] for a known category nobody offers", async () => {
    expect(await directory({ category: "cleaning" })).toEqual([]);
  });

  it("rejects an unknown category with 400", async () => {
    const body = expectError(await directoryResponse({ category: "unicorns" }), 400);
    expect(body.fieldErrors?.category).toBeDefined();
  });
});

describe("GET /api/suppliers with a place and a distance", () => {
  const expectDistancesTo = (
    listed: SupplierListItem[],
    centre: { latitude: number; longitude: number },
  ) => {
    for (const item of listed) {
      const row = inserted.find((candidate) => candidate.id === item.id);
      if (!row || row.latitude === null || row.longitude === null)
        throw new Error(`listed without coordinates: ${item.id}`);
      const km = haversineKm(centre.latitude, centre.longitude, row.latitude, row.longitude);
      expect(Math.abs((item.distance ?? Number.NaN) - km)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  };

  it("returns only suppliers inside the radius, nearest first, with distances to 0.1 km", async () => {
    const listed = await directory({ ...MANCHESTER, distance: 25 });
    // The box corner (29 km at 45°) passes the bounding box but not the exact distance.
    expect(ids(listed)).toEqual([geo.m3.id, geo.m20.id, geo.edge.id]);
    expect(listed.map((item) => item.distance)).toEqual([3, 20, 25]);
    expectDistancesTo(listed, MANCHESTER);
  });

  it("gives each card its supplier's place to three decimals, for the map", async () => {
    const roundedLocation = (row: UserRow) =>
      row.latitude === null || row.longitude === null
        ? null
        : {
            latitude: Math.round(row.latitude * 1000) / 1000,
            longitude: Math.round(row.longitude * 1000) / 1000,
          };
    // A place's search reads its cards by row version, the ranking too, and words with a place
    // make their own: each way gives the same place.
    const searches = [
      await directory({ ...MANCHESTER, distance: 500, limit: 100 }),
      await everyPage(),
      await directory({ ...MANCHESTER, distance: 500, q: "photography", limit: 100 }),
    ];
    for (const listed of searches) {
      expect(listed.length).toBeGreaterThan(0);
      for (const item of listed) {
        const row = inserted.find((candidate) => candidate.id === item.id);
        if (!row) throw new Error(`listed but not inserted: ${item.id}`);
        expect(item.location, item.name).toEqual(roundedLocation(row));
      }
    }
    // A supplier without a place is not listed (decision 57), so no card lacks one.
    expect(searches[1]?.every((item) => item.location !== null)).toBe(true);
    expect(searches[0]?.find((item) => item.id === geo.m3.id)?.location).toEqual(
      roundedLocation(geo.m3),
    );
  });

  it("widens with the distance and keeps suppliers without coordinates out", async () => {
    const within35 = await directory({ ...MANCHESTER, distance: 35 });
    expect(ids(within35)).toEqual([geo.m3.id, geo.m20.id, geo.edge.id, geo.corner.id, geo.m30.id]);
    const within100 = await directory({ ...MANCHESTER, distance: 100 });
    expect(ids(within100)).toEqual([...ids(within35), geo.m100.id]);
    expectDistancesTo(within100, MANCHESTER);
    const within5 = await directory({ ...MANCHESTER, distance: 5 });
    expect(ids(within5)).toEqual([geo.m3.id]);
    expect(ids(within100)).not.toContain(geo.noCoordinates.id);
  });

  it("combines the radius with a category", async () => {
    const listed = await directory({ ...MANCHESTER, distance: 150, category: "photography" });
    expect(ids(listed)).toEqual([geo.m3.id, geo.m30.id, geo.m100.id]);
  });

  it("geocodes location=Manchester with the gazetteer when no coordinates come with it", async () => {
    const centre = geocodePlace("Manchester");
    if (!centre) throw new Error("the gazetteer has no Manchester");
    expect(
      haversineKm(centre.latitude, centre.longitude, MANCHESTER.latitude, MANCHESTER.longitude),
    ).toBeLessThan(1);
    const listed = await directory({ location: "Manchester", distance: 25 });
    const expected = inserted
      .filter(
        (row) =>
          visible(row) &&
          row.latitude !== null &&
          row.longitude !== null &&
          haversineKm(centre.latitude, centre.longitude, row.latitude, row.longitude) <= 25,
      )
      .sort(
        (a, b) =>
          haversineKm(centre.latitude, centre.longitude, a.latitude ?? 0, a.longitude ?? 0) -
          haversineKm(centre.latitude, centre.longitude, b.latitude ?? 0, b.longitude ?? 0),
      );
    expect(ids(listed)).toEqual(ids(expected));
    expect(ids(listed)).toEqual([geo.m3.id, geo.m20.id, geo.edge.id]);
    expectDistancesTo(listed, centre);
    // The place name as the suggestions show it works too.
    expect(ids(await directory({ location: "Manchester, England", distance: 25 }))).toEqual(
      ids(listed),
    );
  });

  it("uses the coordinates when both come, keeping the name only for display", async () => {
    const listed = await directory({ location: "Somewhere Unknown", ...MANCHESTER, distance: 25 });
    expect(ids(listed)).toEqual([geo.m3.id, geo.m20.id, geo.edge.id]);
  });

  it("answers 400 with a message for a place the gazetteer does not know", async () => {
    const body = expectError(
      await directoryResponse({ location: "Xqzzyville", distance: 25 }),
      400,
      UNKNOWN_PLACE_MESSAGE,
    );
    expect(body.fieldErrors?.location).toEqual([UNKNOWN_PLACE_MESSAGE]);
  });

  it("answers 400 to a latitude without a longitude and the other way round", async () => {
    expectError(await directoryResponse({ latitude: MANCHESTER.latitude }), 400);
    expectError(await directoryResponse({ longitude: MANCHESTER.longitude }), 400);
    expectError(await directoryResponse({ latitude: 91, longitude: 0 }), 400);
    expectError(await directoryResponse({ latitude: "north", longitude: 0 }), 400);
  });

  it("accepts distances from 5 to 500 km only", async () => {
    expectError(await directoryResponse({ ...MANCHESTER, distance: 4 }), 400);
    expectError(await directoryResponse({ ...MANCHESTER, distance: 501 }), 400);
    expectError(await directoryResponse({ ...MANCHESTER, distance: "far" }), 400);
    expect(ids(await directory({ ...MANCHESTER, distance: 5 }))).toEqual([geo.m3.id]);
    const widest = await directory({ ...MANCHESTER, distance: 500, limit: 100 });
    // Bristol (about 230 km) and Edinburgh (about 290 km) are inside 500 km.
    expect(ids(widest)).toContain(text.harbourLights.id);
    expect(ids(widest)).toContain(text.harbourNorth.id);
    expectDistancesTo(widest, MANCHESTER);
    const distances = widest.map((item) => item.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("defaults to 25 km around the place", async () => {
    expect(ids(await directory({ ...MANCHESTER }))).toEqual([geo.m3.id, geo.m20.id, geo.edge.id]);
  });
});

describe("GET /api/suppliers?q (free text)", () => {
  it("matches business names and descriptions by word prefix, ignoring case and word order", async () => {
    const expected = sortedIds([text.harbourLights, text.quayside, text.harbourNorth]);
    expect(sortedIds(await directory({ q: "harb ligh" }))).toEqual(expected);
    expect(sortedIds(await directory({ q: "HARB LIGH" }))).toEqual(expected);
    expect(sortedIds(await directory({ q: "lights harbour" }))).toEqual(
      sortedIds([text.harbourLights, text.harbourNorth]),
    );
    expect(ids(await directory({ q: "seafood" }))).toEqual([text.harbourView.id]);
    expect(ids(await directory({ q: "Ceilidh" }))).toEqual([text.ceilidh.id]);
  });

  it("matches from the start of words only, and answers [] when nothing matches", async () => {
    expect(ids(await directory({ q: "rhub" }))).toEqual([text.rhubarb.id]);
    expect(await directory({ q: "barb" })).toEqual([]);
    expect(await directory({ q: "zzzyzx" })).toEqual([]);
  });

  it("combines with a category", async () => {
    expect(sortedIds(await directory({ q: "harb ligh", category: "lighting" }))).toEqual(
      sortedIds([text.harbourLights, text.harbourNorth]),
    );
    expect(await directory({ q: "harb ligh", category: "cake" })).toEqual([]);
  });

  it("combines with a radius, nearest first", async () => {
    expect(ids(await directory({ q: "harb ligh", ...BRISTOL, distance: 25 }))).toEqual([
      text.harbourLights.id,
      text.quayside.id,
    ]);
    expect(
      ids(await directory({ q: "harb ligh", ...BRISTOL, distance: 25, category: "lighting" })),
    ).toEqual([text.harbourLights.id]);
    expect(ids(await directory({ q: "harb", ...BRISTOL, distance: 25 }))).toEqual([
      text.harbourLights.id,
      text.harbourView.id,
      text.quayside.id,
    ]);
  });

  it("pages words without a place in the ranking's order, from the ranking's read or the words' index", async () => {
    // 300 suppliers of one category: every fifth a "Wagon", three "Zeppelin"s ranked last, so a
    // page of "wagon" comes from the first read of the ranking and one of "zeppelin" does not.
    const rows = await insertUsers(
      Array.from({ length: 300 }, (_, index) => ({
        businessName: index % 5 === 0 ? `Wagon Hire ${index}` : `Coach Hire ${index}`,
        description: index >= 297 ? "Zeppelin rides over the city." : "Carriages for guests.",
        categories: index % 7 === 0 ? ["transportation", "decor"] : ["transportation"],
        avgRating: index >= 297 ? 0 : ((index * 37) % 50) / 10,
        reviewCount: index >= 297 ? 0 : (index * 13) % 5,
        updatedAt: new Date(
          Date.UTC(2025, 0, 1) + (index >= 297 ? -index : (index * 7919) % 300) * 3_600_000,
        ),
      })),
    );
    const isTop = (row: UserRow) => row.avgRating > 0 && row.reviewCount >= 2;
    const ranked = (matching: (row: UserRow) => boolean) =>
      rows
        .filter(matching)
        .sort(
          (a, b) =>
            Number(isTop(b)) - Number(isTop(a)) ||
            (isTop(a) ? b.avgRating - a.avgRating : 0) ||
            b.updatedAt.getTime() - a.updatedAt.getTime() ||
            b.avgRating - a.avgRating ||
            b.id - a.id,
        );
    try {
      const searches = [
        { q: "wagon", expected: ranked((row) => row.businessName?.startsWith("Wagon") ?? false) },
        { q: "WAG hi", expected: ranked((row) => row.businessName?.startsWith("Wagon") ?? false) },
        { q: "zeppelin", expected: ranked((row) => row.description?.startsWith("Zep") ?? false) },
        { q: "coach", expected: ranked((row) => row.businessName?.startsWith("Coach") ?? false) },
      ];
      for (const { q, expected } of searches)
        for (const limit of [5, 24])
          for (let page = 1; page <= Math.ceil(expected.length / limit) + 1; page += 1)
            expect(
              ids(await directory({ q, category: "transportation", limit, page })),
              `${q}, ${limit} a page, page ${page}`,
            ).toEqual(ids(expected.slice((page - 1) * limit, page * limit)));
      expect(ids(await directory({ q: "wagon", category: "decor", limit: 100 }))).toEqual(
        ids(
          ranked(
            (row) =>
              (row.businessName?.startsWith("Wagon") ?? false) && row.categories.includes("decor"),
          ),
        ),
      );
    } finally {
      await t.database.handle.db.delete(users).where(
        inArray(
          users.id,
          rows.map((row) => row.id),
        ),
      );
      for (const row of rows) inserted.splice(inserted.indexOf(row), 1);
    }
  });

  it("treats query syntax as plain words", async () => {
    for (const q of ["harb & ligh", "harb | ligh", "'harb':* ligh", "harb!ligh", "(harb) <-> ligh"])
      expect(sortedIds(await directory({ q })), q).toEqual(
        sortedIds([text.harbourLights, text.quayside, text.harbourNorth]),
      );
    expectError(await directoryResponse({ q: "x".repeat(101) }), 400);
  });
});

describe("GET /api/suppliers: ranking without a place (docs/spec-contract.md §Ranking)", () => {
  it("puts rated suppliers with 2+ reviews first by rating, then the rest by recency, then rating", async () => {
    const listed = await directory({ category: "magician" });
    expect(listed.map((item) => item.name)).toEqual(
      [
        rank.t1,
        rank.t2,
        rank.t5,
        rank.t4,
        rank.t3,
        rank.r2,
        rank.r1,
        rank.r4,
        rank.r5,
        rank.r3,
      ].map((row) => row.businessName),
    );
    expect(listed.map((item) => item.avgRating)).toEqual([4.9, 4.5, 4.2, 4.2, 3, 0, 5, 4, 2, 0]);
    expect(listed.every((item) => item.distance === null)).toBe(true);
  });

  it("orders the whole directory by the same rule", async () => {
    const everyone = await everyPage();
    const stored = await t.database.handle.db
      .select()
      .from(users)
      .where(inArray(users.id, ids(everyone)));
    const isTop = (row: UserRow) => row.avgRating > 0 && row.reviewCount >= 2;
    const expected = [...stored].sort(
      (a, b) =>
        Number(isTop(b)) - Number(isTop(a)) ||
        (isTop(a) ? b.avgRating - a.avgRating : 0) ||
        b.updatedAt.getTime() - a.updatedAt.getTime() ||
        b.avgRating - a.avgRating ||
        b.id - a.id,
    );
    expect(ids(everyone)).toEqual(ids(expected));
    for (const row of stored) {
      expect(row.isTopRated).toBe(isTop(row));
      expect(row.topRating).toBe(isTop(row) ? row.avgRating : 0);
    }
  });

  it("keeps the generated ranking columns in step when ratings change", async () => {
    const row = await insertSupplier({ categories: ["cleaning"], avgRating: 4.8, reviewCount: 1 });
    expect(row.isTopRated).toBe(false);
    const [updated] = await t.database.handle.db
      .update(users)
      .set({ reviewCount: 2 })
      .where(eq(users.id, row.id))
      .returning();
    expect(updated?.isTopRated).toBe(true);
    expect(updated?.topRating).toBeCloseTo(4.8, 5);
    const [first] = await directory({ category: "cleaning" });
    expect(first?.id).toBe(row.id);
    await t.database.handle.db.delete(users).where(eq(users.id, row.id));
    inserted.splice(inserted.indexOf(row), 1);
  });
});

describe("GET /api/suppliers: paging", () => {
  it("gives disjoint pages in a stable order, ties broken the same way every time", async () => {
    const all = await directory({ category: "staffing", limit: 100 });
    expect(sortedIds(all)).toEqual(sortedIds(staffing));
    const pages = [
      await directory({ category: "staffing", limit: 3, page: 1 }),
      await directory({ category: "staffing", limit: 3, page: 2 }),
      await directory({ category: "staffing", limit: 3, page: 3 }),
    ];
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((item) => item.id)).toEqual(ids(all));
    // Newest first; the four rows updated at the same moment by id, newest id first.
    const [s0, s1, s2, s3, s4, s5, s6] = ids(staffing);
    expect(ids(all)).toEqual([s6, s3, s2, s1, s0, s5, s4]);
    expect(await directory({ category: "staffing", limit: 3, page: 4 })).toEqual([]);
    for (let repeat = 0; repeat < 3; repeat += 1)
      expect(ids(await directory({ category: "staffing", limit: 3, page: 2 }))).toEqual(
        ids(pages[1] ?? []),
      );
  });

  it("pages a radius search too", async () => {
    const first = await directory({ ...MANCHESTER, distance: 35, limit: 2, page: 1 });
    const second = await directory({ ...MANCHESTER, distance: 35, limit: 2, page: 2 });
    const third = await directory({ ...MANCHESTER, distance: 35, limit: 2, page: 3 });
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual([
      geo.m3.id,
      geo.m20.id,
      geo.edge.id,
      geo.corner.id,
      geo.m30.id,
    ]);
  });

  it("defaults to 24 a page and bounds limit and page", async () => {
    expect(await directory()).toHaveLength(24);
    expectError(await directoryResponse({ limit: 0 }), 400);
    expectError(await directoryResponse({ limit: 101 }), 400);
    expectError(await directoryResponse({ page: 0 }), 400);
    expectError(await directoryResponse({ page: 1.5 }), 400);
  });
});

describe("GET /api/suppliers/counts", () => {
  async function counts(query: Record<string, string | number> = {}) {
    const response = await t.app.inject({
      method: "GET",
      url: listUrl(query).replace("/api/suppliers", "/api/suppliers/counts"),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SupplierCounts>();
  }

  const countOf = (answer: SupplierCounts, category: string) =>
    answer.categories?.find((entry) => entry.id === category)?.count;

  /** Every count must equal what paging through the directory with the same filters finds. */
  async function expectCountsMatchListing(query: Record<string, string | number>) {
    const answer = await counts(query);
    expect(answer.total).toEqual({ count: (await everyPage(query)).length, isExact: true });
    expect(answer.categories?.map((entry) => entry.id)).toEqual(CATEGORY_KEYS);
    for (const category of CATEGORY_KEYS) {
      const listed = await everyPage({ ...query, category });
      expect(countOf(answer, category), category).toBe(listed.length);
    }
    return answer;
  }

  it("counts only the suppliers within the chosen place and radius, in all and per category", async () => {
    const answer = await expectCountsMatchListing({ ...MANCHESTER, distance: 25 });
    expect(answer.total).toEqual({ count: 3, isExact: true });
    expect(countOf(answer, "photography")).toBe(1);
    expect(countOf(answer, "catering")).toBe(1);
    // The box corner at 29 km is no venue within 25 km, and the suspended one is not counted.
    expect(countOf(answer, "venue")).toBe(0);
    expect(countOf(answer, "cake")).toBe(0);

    const wider = await expectCountsMatchListing({ ...MANCHESTER, distance: 150 });
    expect(countOf(wider, "photography")).toBe(3);
    expect(countOf(wider, "venue")).toBe(2);
  });

  it("counts the chosen category in the total, and every category beside it", async () => {
    const answer = await counts({ ...MANCHESTER, distance: 150, category: "photography" });
    expect(answer.total).toEqual({ count: 3, isExact: true });
    expect(countOf(answer, "venue")).toBe(2);
  });

  it("counts a place given by name, and free text, the way the listing finds them", async () => {
    await expectCountsMatchListing({ location: "Manchester", distance: 35 });
    const words = await expectCountsMatchListing({ q: "harbour" });
    expect(countOf(words, "lighting")).toBe(2);
    await expectCountsMatchListing({ q: "harbour", ...BRISTOL, distance: 25 });
  });

  it("counts the whole directory without filters", async () => {
    await expectCountsMatchListing({});
  });

  it("answers 400 as the listing does for a place it does not know or half a coordinate", async () => {
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/suppliers/counts?location=Nowhereville%20Upon%20Sea",
    });
    expectError(unknown, 400, UNKNOWN_PLACE_MESSAGE);
    const half = await t.app.inject({ method: "GET", url: "/api/suppliers/counts?latitude=53" });
    expect(half.statusCode).toBe(400);
  });

  describe(`beyond ${SUPPLIER_COUNT_LIMIT} suppliers`, () => {
    const LERWICK = { latitude: 60.155, longitude: -1.145 };
    beforeAll(async () => {
      await insertUsers(
        Array.from({ length: SUPPLIER_COUNT_LIMIT + 5 }, (_, index) => ({
          businessName: `Shetland Hire ${index}`,
          categories: index % 2 === 0 ? ["security", "cleaning"] : ["security"],
          ...destination(LERWICK, index % 360, 1 + (index % 20)),
        })),
      );
    }, 60_000);

    it("answers an honest lower bound instead of counting on, and no category counts", async () => {
      const answer = await counts({ ...LERWICK, distance: 25 });
      expect(answer.total).toEqual({ count: SUPPLIER_COUNT_LIMIT, isExact: false });
      expect(answer.categories).toBeNull();
      const cleaning = await counts({ ...LERWICK, distance: 25, category: "cleaning" });
      expect(cleaning.total).toEqual({ count: 503, isExact: true });
      expect(cleaning.categories).toBeNull();
      // A smaller circle holding fewer than the limit is counted exactly, per category too.
      const centre = await counts({ ...LERWICK, distance: 5 });
      const listed = await everyPage({ ...LERWICK, distance: 5 });
      expect(listed.length).toBeLessThanOrEqual(SUPPLIER_COUNT_LIMIT);
      expect(centre.total).toEqual({ count: listed.length, isExact: true });
      expect(countOf(centre, "security")).toBe(listed.length);
      expect(countOf(centre, "cleaning")).toBe(
        listed.filter((item) => item.categories.includes("cleaning")).length,
      );
    });
  });
});

// --- Query plans (PostgreSQL only: PGlite's planner sees the same SQL, but this proof is about the server) ---

if (testDbKind() === "postgres") {
  describe("query plans on PostgreSQL with 20,000 suppliers", () => {
    const SUPPLIERS = 20_000;
    let database: TestDatabase;
    let pool: pg.Pool;
    let captured: Array<{ name?: string; query: string; params: unknown[] }> = [];
    let loggedDb: Db;

    /** Runs the directory's own query (listSuppliers) and EXPLAINs exactly the SQL it sent. */
    async function explainDirectory(filter: SupplierListFilter): Promise<PlanNode> {
      return explainOnly(() => listSuppliers(loggedDb, filter));
    }

    /**
     * EXPLAINs every statement `run` sends, as the children of one node. A named (prepared)
     * statement is explained as the plan each connection keeps for it: the generic one.
     */
    async function explainOnly(run: () => Promise<unknown>): Promise<PlanNode> {
      captured = [];
      await run();
      if (captured.length === 0) throw new Error("expected a directory query");
      const plans: PlanNode[] = [];
      const connection = await pool.connect();
      try {
        for (const statement of captured) {
          let explain = `EXPLAIN (FORMAT JSON) ${statement.query}`;
          let params = statement.params;
          if (statement.name) {
            await connection.query("set plan_cache_mode = force_generic_plan");
            await connection.query(`prepare explained as ${statement.query}`);
            explain = `EXPLAIN (FORMAT JSON) execute explained(${executeArguments(params)})`;
            params = [];
          }
          const result = await connection.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(
            explain,
            params,
          );
          if (statement.name) await connection.query("deallocate explained; reset plan_cache_mode");
          const plan = result.rows[0]?.["QUERY PLAN"][0]?.Plan;
          if (!plan) throw new Error("no plan");
          plans.push(plan);
        }
      } finally {
        connection.release();
      }
      return { "Node Type": "Statements", Plans: plans };
    }

    beforeAll(async () => {
      database = await openTestDatabase();
      if (!database.databaseUrl) throw new Error("no database URL");
      pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
      // Drizzle's queries and the directory's prepared statements, through the pool or a connection.
      const recording = recordingPool(pool, (statement) =>
        captured.push({ name: statement.name, query: statement.text, params: statement.params }),
      );
      loggedDb = drizzle(recording, { schema }) as unknown as Db;

      // A deterministic spread over Great Britain, denser towards the middle of the box.
      let state = 20_240_601;
      const random = () => {
        // mulberry32
        state = (state + 0x6d2b79f5) | 0;
        let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
        mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
        return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
      };
      const between = (low: number, high: number) =>
        low + ((random() + random()) / 2) * (high - low);
      for (let start = 0; start < SUPPLIERS; start += 1000) {
        const rows: UserInsert[] = [];
        for (let index = start; index < start + 1000; index += 1) {
          const first = CATEGORY_KEYS[Math.floor(random() * CATEGORY_KEYS.length)] ?? "venue";
          const second = CATEGORY_KEYS[Math.floor(random() * CATEGORY_KEYS.length)] ?? "venue";
          const reviewCount = Math.floor(random() * 6);
          rows.push({
            username: `plan${index}`,
            email: `plan${index}@example.test`,
            passwordHash: "x",
            role: "supplier",
            name: `Planner ${index}`,
            businessName: `Bulk Supplier ${index} Ltd`,
            description: "Synthetic supplier for query plans.",
            categories: first === second ? [first] : [first, second],
            latitude: between(50.2, 57.6),
            longitude: between(-5.2, 1.5),
            reviewCount,
            avgRating: reviewCount > 0 ? 1 + random() * 4 : 0,
            // Badges are rare: one in 40 insured, one in 60 with a hygiene rating of 4 or 5.
            insuredUntil: index % 40 === 0 ? "2099-12-31" : null,
            goodHygieneUntil: index % 60 === 1 ? "2099-12-31" : null,
          });
        }
        await database.handle.db.insert(users).values(rows);
      }
      // As autovacuum would: the words index's pending entries merged, so its cost is known.
      await pool.query("VACUUM ANALYZE users");
    }, 120_000);
    afterAll(async () => {
      await pool?.end();
      await database?.dispose();
    });

    it("serves category + 25 km around Leeds from indexes, with no Seq Scan on users", async () => {
      const plan = await explainDirectory({
        category: "photography",
        ...LEEDS,
        distance: 25,
        limit: 24,
        page: 1,
      });
      const shown = describePlan(plan);
      const onUsers = planNodes(plan).filter((node) => node["Relation Name"] === "users");
      expect(onUsers.length, shown).toBeGreaterThan(0);
      for (const node of onUsers)
        expect(["Index Scan", "Index Only Scan", "Bitmap Heap Scan"], shown).toContain(
          node["Node Type"],
        );
      const indexes = planNodes(plan).flatMap((node) => node["Index Name"] ?? []);
      expect(indexes.length, shown).toBeGreaterThan(0);
      expect(
        indexes.some((name) =>
          [
            "users_supplier_location_idx",
            "users_categories_idx",
            "users_nearby_photography_idx",
          ].includes(name),
        ),
        shown,
      ).toBe(true);
    });

    it("reads a category's suppliers around Leeds nearest first from its GiST index, sorting none in the database", async () => {
      const plan = await explainDirectory({
        category: "photography",
        ...LEEDS,
        distance: 100,
        limit: 24,
        page: 2,
      });
      const shown = describePlan(plan);
      const nodes = planNodes(plan);
      expect(
        nodes.some(
          (node) =>
            node["Node Type"] === "Index Scan" &&
            node["Index Name"] === "users_nearby_photography_idx",
        ),
        shown,
      ).toBe(true);
      // Only the page's own cards, read by id, may be put in order (PostgreSQL 16+ sorts them
      // for the ordered aggregate); nothing read by distance or from the area is sorted.
      const readsArea = (node: PlanNode) =>
        node["Relation Name"] === "users" && node["Index Name"] !== "users_pkey";
      const sortsSuppliers = nodes.some(
        (node) => node["Node Type"] === "Sort" && planNodes(node).some(readsArea),
      );
      expect(sortsSuppliers, shown).toBe(false);
    });

    it("serves the no-place ranking with a category from an index, with no Seq Scan on users", async () => {
      const plan = await explainDirectory({
        category: "photography",
        distance: 25,
        limit: 24,
        page: 1,
      });
      const shown = describePlan(plan);
      const onUsers = planNodes(plan).filter((node) => node["Relation Name"] === "users");
      for (const node of onUsers) expect(node["Node Type"], shown).not.toBe("Seq Scan");
      expect(
        planNodes(plan).some(
          (node) =>
            node["Node Type"] === "Index Scan" &&
            node["Index Name"] === "users_directory_rank_photography_idx",
        ),
        shown,
      ).toBe(true);
      expect(sortsWhatItReads(plan), shown).toBe(false);
    });

    /** Whether the plan sorts suppliers it read other than the page's own cards, read by id. */
    function sortsWhatItReads(plan: PlanNode): boolean {
      const reads = (node: PlanNode) =>
        node["Relation Name"] === "users" && node["Index Name"] !== "users_pkey";
      return planNodes(plan).some(
        (node) => node["Node Type"] === "Sort" && planNodes(node).some(reads),
      );
    }

    it("searches common words without a place along the category's ranking index, testing words as it reads (parsed once, not per row) and sorting nothing", async () => {
      for (const page of [1, 2, 5]) {
        const plan = await explainDirectory({
          category: "photography",
          q: "bulk",
          distance: 25,
          limit: 24,
          page,
        });
        const shown = describePlan(plan);
        const nodes = planNodes(plan);
        for (const node of nodes.filter((n) => n["Relation Name"] === "users"))
          expect(node["Node Type"], shown).not.toBe("Seq Scan");
        expect(
          nodes.some(
            (node) =>
              node["Node Type"] === "Index Scan" &&
              node["Index Name"] === "users_directory_rank_photography_idx",
          ),
          shown,
        ).toBe(true);
        // The first read filled the page: the words' index was not needed.
        expect(
          nodes.some((node) => node["Index Name"] === "users_search_idx"),
          shown,
        ).toBe(false);
        expect(sortsWhatItReads(plan), shown).toBe(false);
        // The words are parsed once for the statement, not again for every row the read tests.
        for (const node of nodes) expect(node.Filter ?? "", shown).not.toContain("to_tsquery");
      }
    });

    it("finds rare words without a place through the words' index once the ranking's first read holds too few", async () => {
      const plan = await explainDirectory({ q: "12345", distance: 25, limit: 24, page: 1 });
      const shown = describePlan(plan);
      const nodes = planNodes(plan);
      for (const node of nodes.filter((n) => n["Relation Name"] === "users"))
        expect(node["Node Type"], shown).not.toBe("Seq Scan");
      const [rankingRead, wordsRead] = plan.Plans ?? [];
      expect(
        planNodes(rankingRead ?? plan).some(
          (node) => node["Index Name"] === "users_directory_rank_idx",
        ),
        shown,
      ).toBe(true);
      expect(
        planNodes(wordsRead ?? plan).some(
          (node) =>
            node["Node Type"] === "Bitmap Index Scan" && node["Index Name"] === "users_search_idx",
        ),
        shown,
      ).toBe(true);
    });

    it.each([
      { q: "bulk", category: "photography", limit: 24, page: 1 },
      { q: "bulk", category: "venue", limit: 24, page: 5 },
      { q: "bulk 12", category: "florist", limit: 10, page: 1 },
      { q: "bulk 12", category: "florist", limit: 10, page: 3 },
      { q: "synth", limit: 100, page: 9 },
      { q: "bulk 1234", limit: 24, page: 1 },
      { category: "security", limit: 50, page: 4 },
    ] satisfies Array<Omit<SupplierListFilter, "distance">>)(
      "pages the ranking without a place exactly as sorting every match would: %o",
      async (search) => {
        const listed = await listSuppliers(database.handle.db, { ...search, distance: 25 });
        const words = search.q
          ? search.q
              .split(" ")
              .map((word) => `${word}:*`)
              .join(" & ")
          : null;
        const check = await pool.query<{ id: number }>(
          `select id from users
            where role = 'supplier' and suspended_at is null
              and ($1::text is null or categories @> array[$1::text])
              and ($2::text is null or to_tsvector('simple', coalesce(business_name, '') || ' ' || name || ' ' || coalesce(description, '')) @@ to_tsquery('simple', $2::text))
            order by avg_rating > 0 and review_count >= 2 desc,
              case when avg_rating > 0 and review_count >= 2 then avg_rating else 0 end desc,
              updated_at desc, avg_rating desc, id desc`,
          [search.category ?? null, words],
        );
        const offset = (search.page - 1) * search.limit;
        expect(check.rows.length).toBeGreaterThan(offset);
        expect(listed.map((item) => item.id)).toEqual(
          check.rows.slice(offset, offset + search.limit).map((row) => row.id),
        );
      },
    );

    it("counts a 25 km search around Leeds, and every category in it, from the location index", async () => {
      const plan = await explainOnly(() => countSuppliers(loggedDb, { ...LEEDS, distance: 25 }));
      const shown = describePlan(plan);
      for (const node of planNodes(plan).filter((n) => n["Relation Name"] === "users"))
        expect(node["Node Type"], shown).not.toBe("Seq Scan");
      expect(
        planNodes(plan).some((node) => node["Index Name"] === "users_supplier_location_idx"),
        shown,
      ).toBe(true);
    });

    it("reads insured suppliers nearest first from the insured GiST index, sorting none in the database", async () => {
      const plan = await explainDirectory({
        insured: true,
        ...LEEDS,
        distance: 100,
        limit: 24,
        page: 1,
      });
      const shown = describePlan(plan);
      const nodes = planNodes(plan);
      expect(
        nodes.some(
          (node) =>
            node["Node Type"] === "Index Scan" && node["Index Name"] === "users_nearby_insured_idx",
        ),
        shown,
      ).toBe(true);
      expect(
        nodes.some(
          (node) =>
            node["Node Type"] === "Sort" &&
            planNodes(node).some((below) => below["Relation Name"] === "users"),
        ),
        shown,
      ).toBe(false);
    });

    it("ranks 'Food hygiene 4+' without a place from its own partial index, with no Seq Scan", async () => {
      const plan = await explainDirectory({ goodHygiene: true, distance: 25, limit: 24, page: 1 });
      const shown = describePlan(plan);
      for (const node of planNodes(plan).filter((n) => n["Relation Name"] === "users"))
        expect(node["Node Type"], shown).not.toBe("Seq Scan");
      expect(
        planNodes(plan).some(
          (node) => node["Index Name"] === "users_directory_rank_good_hygiene_idx",
        ),
        shown,
      ).toBe(true);
    });

    it("lists insured suppliers nearest first exactly as filtering every supplier in reach would", async () => {
      const listed = await listSuppliers(database.handle.db, {
        insured: true,
        ...LEEDS,
        distance: 100,
        limit: 50,
        page: 2,
      });
      const check = await pool.query<{ id: number; latitude: number; longitude: number }>(
        "select id, latitude, longitude from users where role = 'supplier' and insured_until >= current_date",
      );
      const expected = check.rows
        .map((row) => ({
          id: row.id,
          km: haversineKm(LEEDS.latitude, LEEDS.longitude, row.latitude, row.longitude),
        }))
        .filter((row) => row.km <= 100)
        .sort((a, b) => a.km - b.km || a.id - b.id);
      expect(expected.length).toBeGreaterThan(60);
      expect(listed.map((item) => item.id)).toEqual(expected.slice(50, 100).map((row) => row.id));
    });

    it("answers the radius search correctly at this size", async () => {
      const listed = await listSuppliers(database.handle.db, {
        category: "photography",
        ...LEEDS,
        distance: 25,
        limit: 100,
        page: 1,
      });
      const check = await pool.query<{ id: number; latitude: number; longitude: number }>(
        "select id, latitude, longitude from users where role = 'supplier' and categories @> '{photography}'",
      );
      const expected = check.rows
        .map((row) => ({
          id: row.id,
          km: haversineKm(LEEDS.latitude, LEEDS.longitude, row.latitude, row.longitude),
        }))
        .filter((row) => row.km <= 25)
        .sort((a, b) => a.km - b.km || a.id - b.id);
      expect(expected.length).toBeGreaterThan(3);
      expect(listed.map((item) => item.id)).toEqual(expected.slice(0, 100).map((row) => row.id));
    });

    it.each([
      { distance: 5, limit: 24, page: 1 },
      { category: "catering", distance: 5, limit: 24, page: 1 },
      { distance: 100, limit: 24, page: 3 },
      { category: "venue", distance: 100, limit: 100, page: 4 },
      { category: "florist", distance: 500, limit: 50, page: 7 },
      { category: "security", distance: 500, limit: 100, page: 30 },
    ] satisfies Array<Omit<SupplierListFilter, "latitude" | "longitude">>)(
      "pages nearest first exactly as sorting every supplier in reach would: %o",
      async (search) => {
        const listed = await listSuppliers(database.handle.db, { ...search, ...EDINBURGH });
        const check = await pool.query<{ id: number; latitude: number; longitude: number }>(
          "select id, latitude, longitude from users where role = 'supplier' and suspended_at is null and ($1::text is null or categories @> array[$1::text])",
          [search.category ?? null],
        );
        const expected = check.rows
          .map((row) => ({
            id: row.id,
            km: haversineKm(EDINBURGH.latitude, EDINBURGH.longitude, row.latitude, row.longitude),
          }))
          .filter((row) => row.km <= search.distance)
          .sort((a, b) => a.km - b.km || a.id - b.id);
        const offset = (search.page - 1) * search.limit;
        expect(listed.map((item) => item.id)).toEqual(
          expected.slice(offset, offset + search.limit).map((row) => row.id),
        );
        for (const [index, item] of listed.entries())
          expect(item.distance).toBe(Math.round((expected[offset + index]?.km ?? -1) * 10) / 10);
      },
    );

    it("reads a chosen order without a place along its own index, and with one from indexes only", async () => {
      for (const sort of ["rating", "reviews", "price", "newest"] as const) {
        const plan = await explainDirectory({ sort, distance: 25, limit: 24, page: 2 });
        const shown = describePlan(plan);
        const nodes = planNodes(plan);
        for (const node of nodes.filter((n) => n["Relation Name"] === "users"))
          expect(node["Node Type"], shown).not.toBe("Seq Scan");
        expect(
          nodes.some((node) => node["Index Name"] === `users_directory_${sort}_idx`),
          shown,
        ).toBe(true);
        expect(sortsWhatItReads(plan), shown).toBe(false);

        const around = await explainDirectory({
          sort,
          category: "photography",
          ...LEEDS,
          distance: 100,
          limit: 24,
          page: 1,
        });
        const aroundShown = describePlan(around);
        const aroundNodes = planNodes(around);
        for (const node of aroundNodes.filter((n) => n["Relation Name"] === "users"))
          expect(node["Node Type"], aroundShown).not.toBe("Seq Scan");
      }
    });
  });
}
