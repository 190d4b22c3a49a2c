import type { Browser, Locator, Page } from "@playwright/test";
import {
  E2E_PASSWORD,
  expect,
  expectNoA11yViolations,
  registerThroughApi,
  supplierCards,
  test,
  toasts,
} from "./support/fixtures";

/** Leeds as the gazetteer places it (GeoNames), so a supplier here is under 1 km from the search. */
const LEEDS = { latitude: 53.79648, longitude: -1.54785 };

/** Three magicians around Leeds, each at its own price; names start with the run's own word. */
const magicians = [
  { name: "Dear Magic", price: "900", north: 0.0 },
  { name: "Middle Magic", price: "350", north: 0.03 },
  { name: "Cheap Magic", price: "120", north: 0.06 },
];

let seeded: Promise<string> | null = null;

/**
 * A word only this worker's magicians carry in their names, so other journeys' suppliers stay
 * out of the results; the magicians are registered on first use, as a guest would not see.
 */
function magicianTag(browser: Browser, baseURL: string | undefined): Promise<string> {
  seeded ??= (async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const context = await browser.newContext({ baseURL });
    try {
      for (const [index, magician] of magicians.entries()) {
        await context.clearCookies();
        const username = `${tag.toLowerCase()}_${index}`;
        const user = {
          name: `Magician ${index}`,
          email: `${username}@example.com`,
          username,
          password: E2E_PASSWORD,
          role: "supplier" as const,
          companyName: `${tag} ${magician.name}`,
        };
        await registerThroughApi(context.request, user);
        const response = await context.request.put("/api/auth/profile", {
          data: {
            name: user.name,
            email: user.email,
            businessName: user.companyName,
            description: "Close-up magic for weddings and parties.",
            categories: ["magician"],
            latitude: LEEDS.latitude + magician.north,
            longitude: LEEDS.longitude,
            priceRange: magician.price,
          },
        });
        expect(response.status(), await response.text()).toBe(200);
      }
    } finally {
      await context.close();
    }
    return tag;
  })();
  return seeded;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The filters: the sidebar on a wide screen, the Filters drawer (opened) on a phone. */
async function openFilters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole("complementary", { name: "Filters" });
  await page.getByRole("button", { name: /^Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toBeVisible();
  return drawer;
}

const cardNames = (page: Page) => supplierCards(page).getByRole("heading", { level: 2 });

async function expectSettled(page: Page) {
  await expect(page.getByRole("main").getByRole("status")).not.toHaveText(
    /Loading suppliers…|Updating results…/,
  );
}

test.describe("Deciding in the directory", () => {
  test("The chosen order is kept in the address and survives a reload", async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = await magicianTag(browser, baseURL);
    await page.goto(`/suppliers?q=${tag}&location=Leeds`);
    await expectSettled(page);
    await expect(cardNames(page)).toHaveText([
      `${tag} Dear Magic`,
      `${tag} Middle Magic`,
      `${tag} Cheap Magic`,
    ]);
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await expect(sort).toHaveValue("distance");
    await sort.selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
    await expectSettled(page);
    await expect(cardNames(page)).toHaveText([
      `${tag} Cheap Magic`,
      `${tag} Middle Magic`,
      `${tag} Dear Magic`,
    ]);
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "lowest starting price first",
    );
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price");
    await expect(cardNames(page).first()).toHaveText(`${tag} Cheap Magic`);
    await expectNoA11yViolations(page, "the directory sorted by price");
  });

  test("The price filter keeps suppliers starting at up to the amount", async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = await magicianTag(browser, baseURL);
    await page.goto(`/suppliers?q=${tag}&location=Leeds`);
    await expectSettled(page);
    const filters = await openFilters(page);
    const price = filters.getByRole("textbox", { name: "Price up to (£)" });
    await price.fill("400");
    await price.press("Enter");
    await expect(page).toHaveURL(/[?&]maxPrice=400(&|$)/);
    if (isPhone(page)) {
      await expect(filters, "the drawer stays open").toBeVisible();
      await filters.getByRole("button", { name: "Show results" }).click();
    }
    await expectSettled(page);
    await expect(cardNames(page)).toHaveText([`${tag} Middle Magic`, `${tag} Cheap Magic`]);
    await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Up to £400");
    await expectNoA11yViolations(page, "the directory with a price filter");
  });

  test("Plural and other spellings of a landing page go to its address, titled in English", async ({
    page,
  }) => {
    const redirect = await page.request.get("/suppliers/djs/Leeds?distance=30", {
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe("/suppliers/dj/leeds?distance=30");

    await page.goto("/suppliers/djs/leeds");
    await expect(page).toHaveURL(/\/suppliers\/dj\/leeds$/);
    await expect(page).toHaveTitle("DJs in Leeds | EventEazy");
    await page.goto("/suppliers/venues/london");
    await expect(page).toHaveURL(/\/suppliers\/venue\/london$/);
    await expect(page).toHaveTitle("Venues in London | EventEazy");
    await page.goto("/suppliers/Photographers/Leeds");
    await expect(page).toHaveURL(/\/suppliers\/photography\/leeds$/);
    await expect(page).toHaveTitle("Photographers in Leeds | EventEazy");

    // Within the app, a link to another spelling is replaced, not stacked.
    await page.goto("/suppliers");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/suppliers/caterers/york");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL(/\/suppliers\/catering\/york$/);
    await expect(page).toHaveTitle("Caterers in York | EventEazy");
  });

  test("An unknown town shows one clear empty state and no error toast", async ({ page }) => {
    await page.goto("/suppliers/dj/atlantis");
    await expect(page.getByRole("heading", { name: "We don't know that town" })).toBeVisible();
    await expect(page.getByText(/couldn't find a town called “Atlantis”/)).toBeVisible();
    await expect(page.getByRole("link", { name: "See DJs anywhere in the UK" })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.getByText("Failed to load suppliers")).toHaveCount(0);
    await expectNoA11yViolations(page, "a landing page for an unknown town");
    await page.getByRole("link", { name: "See DJs anywhere in the UK" }).click();
    await expect(page).toHaveURL(/\/suppliers\/dj$/);
  });

  test("A card less than a kilometre away says where it is, never 0 km", async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = await magicianTag(browser, baseURL);
    await page.goto(`/suppliers/magician/leeds?q=${tag}`);
    await expectSettled(page);
    const dear = supplierCards(page).filter({ hasText: `${tag} Dear Magic` });
    await expect(dear.getByText("In Leeds", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(/^0 km away$/)).toHaveCount(0);
    await expect(
      supplierCards(page)
        .filter({ hasText: `${tag} Cheap Magic` })
        .getByText("6.7 km away"),
    ).toBeVisible();
  });

  for (const [where, address] of [
    ["a landing page", "/suppliers/magician/leeds?q="],
    ["the directory", "/suppliers?category=magician&location=Leeds&q="],
  ] as const) {
    test(`The distance slider and the date keep focus and the filters open on ${where}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.goto(`${address}${await magicianTag(browser, baseURL)}`);
      await expectSettled(page);
      const path = new URL(page.url()).pathname;
      const filters = await openFilters(page);
      const slider = filters.getByRole("slider", { name: "Distance from Leeds" });
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(/[?&]distance=30(&|$)/);
      expect(new URL(page.url()).pathname, "the page stays put").toBe(path);
      await expect(slider).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(/[?&]distance=35(&|$)/);
      await expect(slider).toBeFocused();
      await expect(filters).toBeVisible();

      const day = filters.getByLabel("Available on");
      await day.fill("2030-06-15");
      await day.press("Enter");
      await expect(page).toHaveURL(/[?&]availableOn=2030-06-15(&|$)/);
      await expect(filters, "the filters stay open").toBeVisible();
      await expect(day).toBeFocused();
      expect(new URL(page.url()).pathname).toBe(path);
      // The earlier results stay dimmed until the day's arrive: the page is checked as it settles.
      await expectSettled(page);
      await expectNoA11yViolations(page, `the filters on ${where}`);
    });
  }
});
