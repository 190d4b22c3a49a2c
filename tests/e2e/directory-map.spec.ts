import type { Locator, Page } from "@playwright/test";
import type { SupplierListItem } from "#shared/contracts/suppliers";
import { expect, expectNoA11yViolations, supplierCards, test } from "./support/fixtures";

const SEARCH = "category=photography";

/** The first page of the search, as the API answers it, to hold the map to. */
async function firstPage(page: Page, query: string): Promise<SupplierListItem[]> {
  const response = await page.request.get(`/api/suppliers?${query}&page=1&limit=24`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SupplierListItem[];
}

function mapRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Map of suppliers" });
}

function pins(page: Page): Locator {
  return mapRegion(page).locator(".leaflet-marker-pane").getByRole("button");
}

/** Every request the page makes to anywhere but EventEazy itself. */
function watchForeignRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  const ownOrigin = new URL(baseURL).origin;
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== ownOrigin) foreign.push(url);
  });
  return foreign;
}

async function expectOnePinPerSupplier(page: Page, suppliers: SupplierListItem[]) {
  const placed = suppliers.filter((supplier) => supplier.location);
  expect(placed.length, "the demo's photographers have places").toBeGreaterThan(1);
  await expect(pins(page)).toHaveCount(placed.length);
  for (const supplier of placed) {
    await expect(pins(page).filter({ hasText: supplier.name })).toHaveCount(1);
    await expect(mapRegion(page).getByRole("button", { name: supplier.name })).toHaveCount(1);
  }
  return placed;
}

async function expectChosenCard(page: Page, supplier: SupplierListItem) {
  const card = mapRegion(page).getByRole("article");
  await expect(card).toHaveCount(1);
  const profileLink = card.getByRole("link", { name: supplier.name }).first();
  await expect(profileLink).toBeVisible();
  await expect(profileLink).toHaveAttribute(
    "href",
    supplier.urlSlug ? `/s/${supplier.urlSlug}` : `/supplier/${supplier.id}`,
  );
}

for (const viewport of [
  { name: "1280 px", width: 1280, height: 900, listBesideMap: true },
  { name: "375 px", width: 375, height: 812, listBesideMap: false },
]) {
  test.describe(`the directory map at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("shows a pin for each supplier, opens their card from a pin, and keeps the view in the address", async ({
      page,
      baseURL,
      problems,
    }) => {
      // Two page loads, two views and an axe pass over a list and a map side by side.
      test.slow();
      const foreign = watchForeignRequests(page, baseURL ?? "");
      const suppliers = await firstPage(page, SEARCH);

      await page.goto(`/suppliers?${SEARCH}`);
      await expect(supplierCards(page).first()).toBeVisible();
      await expect(mapRegion(page)).toHaveCount(0);

      await page.getByRole("button", { name: "Map", exact: true }).click();
      await expect(page).toHaveURL(/[?&]view=map/);
      await expect(page.getByRole("button", { name: "Map", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const placed = await expectOnePinPerSupplier(page, suppliers);

      // Wide screens keep the list beside the map; on a phone the map takes its place.
      if (viewport.listBesideMap) await expect(supplierCards(page)).toHaveCount(suppliers.length);
      else await expect(supplierCards(page)).toHaveCount(0);

      const [first, second] = placed;
      if (!first || !second) throw new Error("two placed suppliers expected");
      await pins(page).filter({ hasText: first.name }).click();
      await expectChosenCard(page, first);

      await pins(page).filter({ hasText: second.name }).focus();
      await page.keyboard.press("Enter");
      await expectChosenCard(page, second);
      await expect(mapRegion(page).getByRole("article")).not.toContainText(first.name);

      await expectNoA11yViolations(page, `directory map at ${viewport.name}`);

      // The address keeps the view: a reload opens the map again.
      await page.reload();
      await expectOnePinPerSupplier(page, suppliers);

      await page.getByRole("button", { name: "List", exact: true }).click();
      await expect(page).not.toHaveURL(/view=map/);
      await expect(mapRegion(page)).toHaveCount(0);
      await expect(supplierCards(page)).toHaveCount(suppliers.length);

      expect(foreign, "no tile server is set: nothing is asked of another site").toEqual([]);
      expect(problems.all()).toEqual([]);
    });
  });
}

test("a landing page opens on its map when the address asks for it", async ({ page, baseURL }) => {
  const foreign = watchForeignRequests(page, baseURL ?? "");
  const suppliers = await firstPage(page, SEARCH);
  await page.goto("/suppliers/photography?view=map");
  await expect(mapRegion(page)).toBeVisible();
  await expectOnePinPerSupplier(page, suppliers);
  await expectNoA11yViolations(page, "landing page map");
  expect(foreign).toEqual([]);
});
