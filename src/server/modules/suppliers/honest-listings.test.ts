import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCategoriesWithCounts } from "#server/modules/categories/categories.service";
import { listSitemapSuppliers } from "#server/modules/seo/seo.service";
import type { CategoryView } from "#shared/contracts/categories";
import type { SupplierCounts, SupplierListItem } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

let t: TestApp;
let supplier: TestAccount;
let businessWord: string;

beforeAll(async () => {
  t = await createTestApp();
  const companyName = `Halfset${process.pid} Blooms`;
  businessWord = companyName.split(" ")[0] ?? "";
  supplier = await registerAccount(t.app, { role: "supplier", companyName, categories: [] });
}, 300_000);
afterAll(() => t?.close());

async function saveProfile(changes: Record<string, unknown>) {
  const response = await injectAs(t.app, supplier.cookie, {
    method: "PUT",
    url: "/api/auth/profile",
    payload: { name: supplier.user.name, email: supplier.user.email, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserProfile>();
}

async function listedIds(query: string): Promise<number[]> {
  const response = await t.app.inject({ method: "GET", url: `/api/suppliers?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierListItem[]>().map((card) => card.id);
}

async function countsNearLeeds(): Promise<SupplierCounts> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/suppliers/counts?latitude=${LEEDS.latitude}&longitude=${LEEDS.longitude}&distance=25`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierCounts>();
}

/** Every place the directory could show the supplier: each kind of search, the counts, the sitemap. */
async function whereShown() {
  const id = supplier.user.id;
  const categories: CategoryView[] = await listCategoriesWithCounts(t.database.handle.db);
  const counts = await countsNearLeeds();
  const sitemap = await listSitemapSuppliers(t.database.handle.db);
  return {
    everyone: (await listedIds("limit=100")).includes(id),
    category: (await listedIds("category=florist")).includes(id),
    words: (await listedIds(`q=${businessWord}`)).includes(id),
    // What the landing page /suppliers/florist/leeds asks for.
    landingPage: (await listedIds("category=florist&location=Leeds")).includes(id),
    nearby: (await listedIds(`latitude=${LEEDS.latitude}&longitude=${LEEDS.longitude}`)).includes(
      id,
    ),
    wordsNearby: (
      await listedIds(`q=${businessWord}&latitude=${LEEDS.latitude}&longitude=${LEEDS.longitude}`)
    ).includes(id),
    countedNearby: counts.total.count,
    countedInCategory: counts.categories?.find((entry) => entry.id === "florist")?.count,
    categoryCount: categories.find((category) => category.id === "florist")?.count,
    sitemap: sitemap.some((row) => row.id === id),
  };
}

const HIDDEN = {
  everyone: false,
  category: false,
  words: false,
  landingPage: false,
  nearby: false,
  wordsNearby: false,
  countedNearby: 0,
  countedInCategory: 0,
  categoryCount: 0,
  sitemap: false,
};

describe("the directory lists a supplier only once their profile has a category, a place and a description", () => {
  it("keeps a new supplier out of every search, count and the sitemap until all three are set", async () => {
    expect(await whereShown()).toEqual(HIDDEN);

    await saveProfile({ categories: ["florist"] });
    expect(await whereShown()).toEqual(HIDDEN);

    await saveProfile({ address: "4 Park Row, Leeds", ...LEEDS });
    expect(await whereShown()).toEqual(HIDDEN);

    // A description of spaces is no description.
    await saveProfile({ description: "   " });
    expect(await whereShown()).toEqual(HIDDEN);

    await saveProfile({ description: "Wedding flowers and table arrangements." });
    expect(await whereShown()).toEqual({
      everyone: true,
      category: true,
      words: true,
      landingPage: true,
      nearby: true,
      wordsNearby: true,
      countedNearby: 1,
      countedInCategory: 1,
      categoryCount: 1,
      sitemap: true,
    });
  });

  it("takes them out again when one of the three is removed, and keeps their profile reachable by its link", async () => {
    await saveProfile({ categories: [] });
    expect(await whereShown()).toEqual(HIDDEN);

    const profile = await t.app.inject({
      method: "GET",
      url: `/api/suppliers/${supplier.user.id}`,
    });
    expect(profile.statusCode, profile.body).toBe(200);

    await saveProfile({ categories: ["florist"] });
    expect((await whereShown()).category).toBe(true);
  });
});
