import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedSuppliers, users } from "#server/db/schema";
import type { SavedSupplierList } from "#shared/contracts/saved-suppliers";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

let t: TestApp;
let organizer: TestAccount;
let venue: TestAccount;
let caterer: TestAccount;

const save = (account: TestAccount, supplierId: number | string) =>
  injectAs(t.app, account.cookie, { method: "PUT", url: `/api/saved-suppliers/${supplierId}` });
const unsave = (account: TestAccount, supplierId: number | string) =>
  injectAs(t.app, account.cookie, { method: "DELETE", url: `/api/saved-suppliers/${supplierId}` });
const list = (account: TestAccount) =>
  injectAs(t.app, account.cookie, { method: "GET", url: "/api/saved-suppliers" });

async function savedRows(organizerId: number) {
  return t.database.handle.db
    .select()
    .from(savedSuppliers)
    .where(eq(savedSuppliers.organizerId, organizerId));
}

function expectNoContent(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(204);
  expect(response.body).toBe("");
}

beforeAll(async () => {
  // Many accounts from one address: the sign-up and password limits have their own tests.
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" });
  [organizer, venue, caterer] = await Promise.all([
    registerAccount(t.app),
    registerAccount(t.app, { role: "supplier", companyName: "Grand Hall Venues Ltd" }),
    registerAccount(t.app, { role: "supplier", companyName: "Tasty Bites Catering" }),
  ]);
  await t.database.handle.db
    .update(users)
    .set({
      phone: "07700 900123",
      website: "https://grand-hall.example",
      description: "A grand hall",
      avgRating: 4.26,
      reviewCount: 3,
      priceRange: "£500+",
    })
    .where(eq(users.id, venue.user.id));
});
afterAll(() => t.close());

describe("who may save", () => {
  it("answers 401 to guests", async () => {
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const url =
        method === "GET" ? "/api/saved-suppliers" : `/api/saved-suppliers/${venue.user.id}`;
      expectError(await t.app.inject({ method, url }), 401);
    }
  });

  it("answers 403 to suppliers and saves nothing", async () => {
    expectError(await list(caterer), 403);
    expectError(await save(caterer, venue.user.id), 403);
    expectError(await unsave(caterer, venue.user.id), 403);
    expect(await savedRows(caterer.user.id)).toEqual([]);
  });
});

describe("saving", () => {
  it("saves a supplier (204), and saving again changes nothing", async () => {
    expectNoContent(await save(organizer, venue.user.id));
    expectNoContent(await save(organizer, venue.user.id));
    const rows = await savedRows(organizer.user.id);
    expect(rows.map((row) => row.supplierId)).toEqual([venue.user.id]);
  });

  it("answers 404 for an unknown id, an organizer or a suspended supplier", async () => {
    const other = await registerAccount(t.app);
    const suspended = await registerAccount(t.app, { role: "supplier" });
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    for (const id of [999_999, other.user.id, organizer.user.id, suspended.user.id])
      expectError(await save(organizer, id), 404, "Supplier not found.");
    expectError(await save(organizer, "venue"), 400);
    expect((await savedRows(organizer.user.id)).map((row) => row.supplierId)).toEqual([
      venue.user.id,
    ]);
  });

  it("lists saved suppliers as directory cards, most recently saved first", async () => {
    expectNoContent(await save(organizer, caterer.user.id));
    const response = await list(organizer);
    expect(response.statusCode).toBe(200);
    const saved = response.json<SavedSupplierList>();
    expect(saved.map((item) => item.id)).toEqual([caterer.user.id, venue.user.id]);
    expect(saved[1]).toMatchObject({
      id: venue.user.id,
      name: "Grand Hall Venues Ltd",
      description: "A grand hall",
      avgRating: 4.3,
      reviewCount: 3,
      priceRange: "£500+",
      distance: null,
    });
    expect(Date.parse(saved[0]?.savedAt ?? "")).toBeGreaterThanOrEqual(
      Date.parse(saved[1]?.savedAt ?? ""),
    );
  });

  it("never puts contact details or account data in the list", async () => {
    const response = await list(organizer);
    for (const item of response.json<SavedSupplierList>()) {
      for (const key of ["email", "phone", "website", "passwordHash", "stripeCustomerId"])
        expect(item).not.toHaveProperty(key);
    }
    expect(response.body).not.toContain("07700 900123");
    expect(response.body).not.toContain("grand-hall.example");
    expect(response.body).not.toContain("@example.test");
  });

  it("keeps each organizer's list to themselves", async () => {
    const other = await registerAccount(t.app);
    const response = await list(other);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("hides a saved supplier who has since been suspended", async () => {
    const fading = await registerAccount(t.app, { role: "supplier" });
    expectNoContent(await save(organizer, fading.user.id));
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, fading.user.id));
    const ids = (await list(organizer)).json<SavedSupplierList>().map((item) => item.id);
    expect(ids).not.toContain(fading.user.id);
    expect(ids).toEqual([caterer.user.id, venue.user.id]);
  });
});

describe("removing", () => {
  it("removes a saved supplier (204), and removing again is still 204", async () => {
    expectNoContent(await unsave(organizer, caterer.user.id));
    expectNoContent(await unsave(organizer, caterer.user.id));
    const [row] = await t.database.handle.db
      .select()
      .from(savedSuppliers)
      .where(
        and(
          eq(savedSuppliers.organizerId, organizer.user.id),
          eq(savedSuppliers.supplierId, caterer.user.id),
        ),
      );
    expect(row).toBeUndefined();
    const ids = (await list(organizer)).json<SavedSupplierList>().map((item) => item.id);
    expect(ids).toEqual([venue.user.id]);
  });

  it("answers 204 for a supplier that was never saved or does not exist", async () => {
    expectNoContent(await unsave(organizer, 999_999));
  });
});
