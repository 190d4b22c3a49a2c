import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DIRECTORY_CACHE_SECONDS: "30" });
});
afterAll(() => t.close());

async function insertSupplier(username: string, categories: string[]) {
  const [row] = await t.database.handle.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.test`,
      passwordHash: "not-a-real-hash",
      role: "supplier",
      name: "Cache Test",
      businessName: `${username} Ltd`,
      categories,
      latitude: 53.4808,
      longitude: -2.2426,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("no row");
  return row.id;
}

const list = (query: string) => t.app.inject({ method: "GET", url: `/api/suppliers?${query}` });

describe("the directory cache", () => {
  it("answers a repeated search from the cache for its lifetime, and says so to browsers", async () => {
    const id = await insertSupplier("cachefirst", ["florist"]);
    const first = await list("category=florist");
    expect(first.statusCode).toBe(200);
    expect(first.json<Array<{ id: number }>>().map((s) => s.id)).toEqual([id]);
    expect(first.headers["cache-control"]).toBe("public, max-age=30");

    await t.database.handle.db
      .update(users)
      .set({ businessName: "Renamed Ltd" })
      .where(eq(users.id, id));
    const again = await list("category=florist&_t=123");
    expect(again.body).toBe(first.body);
  });

  it("keeps different searches apart", async () => {
    await insertSupplier("cachecake", ["cake"]);
    const cakes = await list("category=cake");
    const florists = await list("category=florist");
    expect(cakes.body).not.toBe(florists.body);
    expect(
      cakes.json<Array<{ categories: string[] }>>().every((s) => s.categories.includes("cake")),
    ).toBe(true);
    const near = await list("category=cake&latitude=53.48&longitude=-2.24&distance=5");
    expect(near.json<Array<{ distance: number | null }>>()[0]?.distance).not.toBeNull();
  });

  it("does not keep a failed search", async () => {
    const failed = await list("location=Atlantis");
    expect(failed.statusCode).toBe(400);
    const again = await list("location=Atlantis");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty("message");
  });
});
