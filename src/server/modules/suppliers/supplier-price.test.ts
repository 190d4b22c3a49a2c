import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { equipmentOfferings } from "#server/db/schema";
import type { SupplierDetail, SupplierListItem } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { STARTING_PRICE_MESSAGE } from "#shared/domain/price";
import {
  createTestApp,
  injectAs,
  registerListedSupplier,
  type TestApp,
} from "#tests/support/test-app";

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  // With the directory's answer cache on, as in production.
  t = await createTestApp({ DIRECTORY_CACHE_SECONDS: "30" });
});

afterAll(async () => {
  await t?.close();
});

async function newSupplier() {
  seq += 1;
  const companyName = `Pricewise${process.pid}x${seq} Events`;
  const account = await registerListedSupplier(t.app, ["lighting"], { companyName });
  return { ...account, companyName };
}

function saveProfile(cookie: string, user: UserProfile, changes: Record<string, unknown>) {
  return injectAs(t.app, cookie, {
    method: "PUT",
    url: "/api/auth/profile",
    payload: { name: user.name, email: user.email, ...changes },
  });
}

async function cardOf(companyName: string): Promise<SupplierListItem | undefined> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/suppliers?q=${encodeURIComponent(companyName.split(" ")[0] ?? "")}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierListItem[]>().find((card) => card.name === companyName);
}

async function publicPriceOf(supplierId: number): Promise<string | null> {
  const response = await t.app.inject({ method: "GET", url: `/api/suppliers/${supplierId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierDetail>().supplier.priceRange;
}

const offering = (price: string, available = true) => ({
  title: `Kit at ${price}`,
  description: "A kit",
  category: "Lighting",
  price,
  available,
});

async function addOffering(cookie: string, price: string, available = true): Promise<number> {
  const response = await injectAs(t.app, cookie, {
    method: "POST",
    url: "/api/equipment-offerings",
    payload: offering(price, available),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function changeOffering(cookie: string, id: number, price: string, available = true) {
  const response = await injectAs(t.app, cookie, {
    method: "PUT",
    url: `/api/equipment-offerings/${id}`,
    payload: offering(price, available),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("a supplier's starting price", () => {
  it("is saved from the profile as pounds and shown on the card, the public profile and the profile view", async () => {
    const { cookie, user, companyName } = await newSupplier();
    const saved = await saveProfile(cookie, user, { priceRange: "1250" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<UserProfile>().priceRange).toBe("£1,250");

    const me = await injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" });
    expect(me.json<UserProfile>().priceRange).toBe("£1,250");
    expect((await cardOf(companyName))?.priceRange).toBe("£1,250");
    expect(await publicPriceOf(user.id)).toBe("£1,250");

    const withPence = await saveProfile(cookie, user, { priceRange: "£49.5" });
    expect(withPence.json<UserProfile>().priceRange).toBe("£49.50");
  });

  it("is kept when the profile is saved without it and cleared when sent empty", async () => {
    const { cookie, user } = await newSupplier();
    await saveProfile(cookie, user, { priceRange: "£2,000" });
    const untouched = await saveProfile(cookie, user, { description: "Marquees" });
    expect(untouched.json<UserProfile>().priceRange).toBe("£2,000");
    const cleared = await saveProfile(cookie, user, { priceRange: "" });
    expect(cleared.json<UserProfile>().priceRange).toBeNull();
  });

  it.each(["cheap", "0", "£1,00", "12.345", "1000001"])(
    "refuses %j with a field message",
    async (price) => {
      const { cookie, user } = await newSupplier();
      const response = await saveProfile(cookie, user, { priceRange: price });
      expect(response.statusCode, response.body).toBe(400);
      expect(
        response.json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors?.priceRange,
      ).toEqual([STARTING_PRICE_MESSAGE]);
    },
  );

  it("falls back to the lowest available offering's price, as written, when the supplier set none", async () => {
    const { cookie, user, companyName } = await newSupplier();
    expect((await cardOf(companyName))?.priceRange).toBeNull();

    await addOffering(cookie, "£1,200 per weekend");
    await addOffering(cookie, "Price on application");
    await addOffering(cookie, "£45 per hour");
    await addOffering(cookie, "£20 per hour", false);
    expect((await cardOf(companyName))?.priceRange).toBe("£45 per hour");
    expect(await publicPriceOf(user.id)).toBe("£45 per hour");

    await saveProfile(cookie, user, { priceRange: "300" });
    expect((await cardOf(companyName))?.priceRange).toBe("£300");
    expect(await publicPriceOf(user.id)).toBe("£300");
  });

  it("follows the offerings as they change, become unavailable and go, and the supplier with them", async () => {
    const { cookie, user, password, companyName } = await newSupplier();
    const weekend = await addOffering(cookie, "£1,200 per weekend");
    const hourly = await addOffering(cookie, "£45 per hour");
    expect((await cardOf(companyName))?.priceRange).toBe("£45 per hour");

    await changeOffering(cookie, weekend, "£30 per hour");
    expect((await cardOf(companyName))?.priceRange).toBe("£30 per hour");
    await changeOffering(cookie, weekend, "£30 per hour", false);
    expect((await cardOf(companyName))?.priceRange).toBe("£45 per hour");
    await changeOffering(cookie, hourly, "Price on application");
    expect((await cardOf(companyName))?.priceRange).toBeNull();
    expect(await publicPriceOf(user.id)).toBeNull();

    await changeOffering(cookie, weekend, "£1,100 per weekend");
    expect(await publicPriceOf(user.id)).toBe("£1,100 per weekend");
    const deleted = await injectAs(t.app, cookie, {
      method: "DELETE",
      url: `/api/equipment-offerings/${weekend}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await cardOf(companyName))?.priceRange).toBeNull();

    await addOffering(cookie, "£45 per hour");
    const response = await injectAs(t.app, cookie, {
      method: "DELETE",
      url: "/api/auth/account",
      payload: { password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = await t.app.inject({ method: "GET", url: `/api/suppliers/${user.id}` });
    expect(profile.statusCode).toBe(404);
  });

  it("shows an offering's new price on the card once the database announces it, whoever wrote it", async () => {
    const { user, companyName } = await newSupplier();
    expect((await cardOf(companyName))?.priceRange).toBeNull();
    const [offering] = await t.database.handle.db
      .insert(equipmentOfferings)
      .values({
        supplierId: user.id,
        title: "Uplighters",
        description: "Twelve uplighters",
        category: "Lighting",
        price: "£80 per day",
      })
      .returning();
    await expect.poll(async () => (await cardOf(companyName))?.priceRange).toBe("£80 per day");
    await t.database.handle.db
      .update(equipmentOfferings)
      .set({ price: "£60 per day" })
      .where(eq(equipmentOfferings.id, offering?.id ?? 0));
    await expect.poll(async () => (await cardOf(companyName))?.priceRange).toBe("£60 per day");
  });
});
