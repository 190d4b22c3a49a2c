import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import type { SupplierListItem } from "#shared/contracts/suppliers";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { type TestClock, testClock } from "#tests/support/test-clock";

const YORK = { latitude: 53.959, longitude: -1.0815 };
const NEAR_YORK = `/api/suppliers?category=florist&latitude=${YORK.latitude}&longitude=${YORK.longitude}&distance=10`;

async function nearYork(t: TestApp): Promise<SupplierListItem[]> {
  const response = await t.app.inject({ method: "GET", url: NEAR_YORK });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierListItem[]>();
}

let seq = 0;
async function insertFlorist(t: TestApp, businessName: string, kmNorth: number, id?: number) {
  seq += 1;
  const key = `kept${process.pid}x${seq}`;
  const [row] = await t.database.handle.db
    .insert(users)
    .values({
      ...(id === undefined ? {} : { id }),
      username: key,
      email: `${key}@example.test`,
      passwordHash: "$argon2id$not-a-real-hash",
      role: "supplier",
      name: `Owner ${seq}`,
      businessName,
      description: "Flowers for every occasion",
      categories: ["florist"],
      latitude: YORK.latitude + kmNorth / 111.2,
      longitude: YORK.longitude,
      address: "York",
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

describe("directory cards kept by the version of their supplier's row", () => {
  let t: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = testClock("2027-03-10T12:00:00Z");
    t = await createTestApp({}, {}, { clock });
  });
  afterAll(() => t?.close());

  it("shows every change to a supplier's row on the next search, with the answer cache off", async () => {
    const florist = await insertFlorist(t, "Minster Blooms", 1);
    const neighbour = await insertFlorist(t, "Ouse Petals", 2);
    const [first] = await nearYork(t);
    expect(first).toMatchObject({ id: florist.id, name: "Minster Blooms", priceRange: null });

    const db = t.database.handle.db;
    await db
      .update(users)
      .set({ businessName: "Minster Flowers", priceRange: "£80", avgRating: 4.46, reviewCount: 3 })
      .where(eq(users.id, florist.id));
    const changed = await nearYork(t);
    expect(changed.map((card) => card.id)).toEqual([florist.id, neighbour.id]);
    expect(changed[0]).toMatchObject({
      name: "Minster Flowers",
      priceRange: "£80",
      avgRating: 4.5,
      reviewCount: 3,
      distance: 1,
    });
    expect(changed[1]).toMatchObject({ name: "Ouse Petals", distance: 2 });

    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, florist.id));
    expect((await nearYork(t)).map((card) => card.id)).toEqual([neighbour.id]);
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, florist.id));
    expect((await nearYork(t)).map((card) => card.name)).toEqual([
      "Minster Flowers",
      "Ouse Petals",
    ]);
  });

  it("shows a badge only while it is current, though the supplier's row has not changed", async () => {
    const florist = await insertFlorist(t, "Shambles Stems", 0.5);
    const badge = {
      kind: "insurance" as const,
      label: "Public liability £5m",
      validUntil: "2027-03-10",
    };
    await t.database.handle.db
      .update(users)
      .set({ verifiedBadges: [badge] })
      .where(eq(users.id, florist.id));
    const cardOf = async () => (await nearYork(t)).find((card) => card.id === florist.id);

    expect((await cardOf())?.badges).toEqual([badge]);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await cardOf())?.badges).toEqual([]);
  });

  it("keeps each database's cards apart, though their suppliers share ids", async () => {
    const other = await createTestApp();
    try {
      const sharedId = 900_001;
      await insertFlorist(other, "Walmgate Wreaths", 3, sharedId);
      await insertFlorist(t, "Bootham Bouquets", 3, sharedId);
      const cardIn = async (app: TestApp) =>
        (await nearYork(app)).find((card) => card.id === sharedId)?.name;
      expect(await cardIn(other)).toBe("Walmgate Wreaths");
      expect(await cardIn(t)).toBe("Bootham Bouquets");
      expect(await cardIn(other)).toBe("Walmgate Wreaths");
    } finally {
      await other.close();
    }
  });
});
