import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { equipmentOfferings, users } from "#server/db/schema";
import { EQUIPMENT_REQUIRED_MESSAGE, type EquipmentOffering } from "#shared/contracts/equipment";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const OFFERING_FIELDS = [
  "available",
  "category",
  "createdAt",
  "description",
  "id",
  "image",
  "price",
  "priceRange",
  "supplierId",
  "title",
  "updatedAt",
];

let t: TestApp;
let supplier: TestAccount;
let rival: TestAccount;
let organizer: TestAccount;

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Festoon lighting",
  description: "Warm-white festoon runs, 50 m, with installation",
  category: "lighting",
  price: "£150 - £400",
  image: [],
  ...overrides,
});

const create = (account: TestAccount, payload: Record<string, unknown> = body()) =>
  injectAs(t.app, account.cookie, { method: "POST", url: "/api/equipment-offerings", payload });

async function createOffering(account: TestAccount, overrides: Record<string, unknown> = {}) {
  const response = await create(account, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EquipmentOffering>();
}

const listOf = (supplierId: number | string) =>
  t.app.inject({ method: "GET", url: `/api/equipment-offerings/supplier/${supplierId}` });

async function storedOffering(id: number) {
  const [row] = await t.database.handle.db
    .select()
    .from(equipmentOfferings)
    .where(eq(equipmentOfferings.id, id));
  return row;
}

beforeAll(async () => {
  // Many accounts from one address: the sign-up and password limits have their own tests.
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" });
  [supplier, rival, organizer] = await Promise.all([
    registerAccount(t.app, { role: "supplier" }),
    registerAccount(t.app, { role: "supplier" }),
    registerAccount(t.app),
  ]);
});
afterAll(() => t.close());

describe("creating", () => {
  it("lets a supplier add an offering (201) whose priceRange is the price they wrote", async () => {
    const response = await create(supplier);
    expect(response.statusCode, response.body).toBe(201);
    const offering = response.json<EquipmentOffering>();
    expect(Object.keys(offering).sort()).toEqual(OFFERING_FIELDS);
    expect(offering).toMatchObject({
      supplierId: supplier.user.id,
      title: "Festoon lighting",
      category: "lighting",
      price: "£150 - £400",
      priceRange: "£150 - £400",
      image: [],
      available: true,
    });
    expect((await storedOffering(offering.id))?.supplierId).toBe(supplier.user.id);
  });

  it("stores an empty price as no price", async () => {
    const offering = await createOffering(supplier, { title: "Uplighters", price: "" });
    expect(offering.price).toBeNull();
    expect(offering.priceRange).toBeNull();
  });

  it("ignores a supplierId in the body: an offering always belongs to its author", async () => {
    const offering = await createOffering(supplier, { supplierId: rival.user.id });
    expect(offering.supplierId).toBe(supplier.user.id);
  });

  it("requires a title, a category and a description, with the form's message", async () => {
    for (const missing of ["title", "category", "description"]) {
      const response = await create(supplier, body({ [missing]: "   " }));
      const parsed = expectError(response, 400, EQUIPMENT_REQUIRED_MESSAGE);
      expect(parsed.fieldErrors?.[missing]).toEqual([EQUIPMENT_REQUIRED_MESSAGE]);
    }
  });

  it("keeps the price under 60 characters", async () => {
    expectError(
      await create(supplier, body({ price: "£".padEnd(61, "9") })),
      400,
      "Keep the price under 60 characters",
    );
  });

  it("accepts images only from the supplier's own uploads", async () => {
    const own = `/uploads/${supplier.user.id}/0f8fad5b-d9cb-469f-a165-70867728950e.jpg`;
    expect((await createOffering(supplier, { image: [own] })).image).toEqual([own]);
    const someoneElses = `/uploads/${rival.user.id}/7c9e6679-7425-40de-944b-e07fc1f90ae7.jpg`;
    expectError(
      await create(supplier, body({ image: [someoneElses] })),
      400,
      "Offering images must be images you have uploaded.",
    );
    expectError(await create(supplier, body({ image: ["https://elsewhere.example/x.jpg"] })), 400);
  });

  it("refuses organizers (403) and guests (401)", async () => {
    expectError(await create(organizer), 403);
    expectError(
      await t.app.inject({ method: "POST", url: "/api/equipment-offerings", payload: body() }),
      401,
    );
  });
});

describe("the public list", () => {
  let owner: TestAccount;
  beforeAll(async () => {
    owner = await registerAccount(t.app, { role: "supplier" });
  });

  it("shows a supplier's offerings to anyone, newest first", async () => {
    const first = await createOffering(owner, { title: "First" });
    const second = await createOffering(owner, { title: "Second" });
    await createOffering(rival, { title: "Not theirs" });
    const response = await listOf(owner.user.id);
    expect(response.statusCode).toBe(200);
    const list = response.json<EquipmentOffering[]>();
    expect(list.map((offering) => offering.id)).toEqual([second.id, first.id]);
    expect(list[0]?.priceRange).toBe("£150 - £400");
  });

  it("is empty for a supplier with no offerings", async () => {
    const newcomer = await registerAccount(t.app, { role: "supplier" });
    const response = await listOf(newcomer.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("answers 404 for an unknown id, an organizer or a suspended supplier", async () => {
    expectError(await listOf(999_999), 404, "Supplier not found.");
    expectError(await listOf(organizer.user.id), 404, "Supplier not found.");
    const suspended = await registerAccount(t.app, { role: "supplier" });
    await createOffering(suspended);
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    expectError(await listOf(suspended.user.id), 404, "Supplier not found.");
  });

  it("answers 400 for an id that is not a number", async () => {
    expectError(await listOf("abc"), 400);
  });
});

describe("changing and deleting", () => {
  let offering: EquipmentOffering;
  beforeAll(async () => {
    offering = await createOffering(supplier, { title: "Smoke machine" });
  });

  const put = (account: TestAccount, id: number, payload: Record<string, unknown>) =>
    injectAs(t.app, account.cookie, {
      method: "PUT",
      url: `/api/equipment-offerings/${id}`,
      payload,
    });
  const remove = (account: TestAccount, id: number) =>
    injectAs(t.app, account.cookie, { method: "DELETE", url: `/api/equipment-offerings/${id}` });

  it("lets the owner change an offering", async () => {
    const response = await put(
      supplier,
      offering.id,
      body({ title: "Haze machine", price: "£80", available: false }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<EquipmentOffering>();
    expect(updated).toMatchObject({
      id: offering.id,
      title: "Haze machine",
      price: "£80",
      priceRange: "£80",
      available: false,
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(
      new Date(offering.updatedAt).getTime(),
    );
    expect((await storedOffering(offering.id))?.title).toBe("Haze machine");
  });

  it("refuses another supplier's change (403) and leaves the offering as it was", async () => {
    const before = await storedOffering(offering.id);
    expectError(await put(rival, offering.id, body({ title: "Hijacked" })), 403);
    expect(await storedOffering(offering.id)).toEqual(before);
  });

  it("refuses another supplier's delete (403) and keeps the offering", async () => {
    expectError(await remove(rival, offering.id), 403);
    expect(await storedOffering(offering.id)).toBeDefined();
  });

  it("refuses organizers (403) and guests (401)", async () => {
    expectError(await put(organizer, offering.id, body()), 403);
    expectError(await remove(organizer, offering.id), 403);
    expectError(
      await t.app.inject({
        method: "PUT",
        url: `/api/equipment-offerings/${offering.id}`,
        payload: body(),
      }),
      401,
    );
    expectError(
      await t.app.inject({ method: "DELETE", url: `/api/equipment-offerings/${offering.id}` }),
      401,
    );
    expect((await storedOffering(offering.id))?.title).toBe("Haze machine");
  });

  it("validates a change like a new offering", async () => {
    expectError(
      await put(supplier, offering.id, body({ title: "" })),
      400,
      EQUIPMENT_REQUIRED_MESSAGE,
    );
    const someoneElses = `/uploads/${rival.user.id}/7c9e6679-7425-40de-944b-e07fc1f90ae7.jpg`;
    expectError(
      await put(supplier, offering.id, body({ image: [someoneElses] })),
      400,
      "Offering images must be images you have uploaded.",
    );
    expect((await storedOffering(offering.id))?.image).toEqual([]);
  });

  it("answers 404 for an offering that does not exist", async () => {
    expectError(await put(supplier, 999_999, body()), 404, "Equipment offering not found.");
    expectError(await remove(supplier, 999_999), 404, "Equipment offering not found.");
  });

  it("lets the owner delete an offering, which then leaves the list", async () => {
    const response = await remove(supplier, offering.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: "Equipment offering deleted." });
    expect(await storedOffering(offering.id)).toBeUndefined();
    const list = (await listOf(supplier.user.id)).json<EquipmentOffering[]>();
    expect(list.map((item) => item.id)).not.toContain(offering.id);
    expectError(await remove(supplier, offering.id), 404);
  });
});
