import type { Page } from "@playwright/test";
import {
  clickFooterLink,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  mainNav,
  type PageProblems,
  supplierCards,
  test,
} from "./support/fixtures";

const HARBOUR_LIGHTS = "Harbour Lights Photography";

/** A day far enough ahead that no demo supplier has blocked it. */
const EVENT_DAY = "2028-01-15";

const WIDTHS = [
  { name: "a 375 px phone", viewport: { width: 375, height: 812 }, isPhone: true },
  { name: "a 1280 px desktop", viewport: { width: 1280, height: 800 }, isPhone: false },
] as const;

/** Soft, so one run reports every page's problems. */
function expectNoProblems(problems: PageProblems, where: string) {
  expect.soft(problems.all(), `console errors or uncaught exceptions on ${where}`).toEqual([]);
}

function homeSearch(page: Page) {
  return page.getByRole("search", { name: "What do you need, and where?" });
}

/** The sentence under the directory's heading once its results have settled. */
function directoryStatus(page: Page) {
  return page.getByRole("main").getByRole("status");
}

for (const { name, viewport, isPhone } of WIDTHS) {
  test.describe(`Search first, on ${name}`, () => {
    test.use(isPhone ? { viewport, isMobile: true, hasTouch: true } : { viewport });

    test("The home page opens with a search that leads straight to the filtered directory, by keyboard alone", async ({
      page,
      problems,
    }) => {
      test.slow(); // an axe run and a directory search
      await page.goto("/");
      const search = homeSearch(page);
      await expect(search).toBeVisible();
      await expect(
        search.getByRole("heading", { name: "What do you need, and where?" }),
      ).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expectNoA11yViolations(page, `the home page at ${viewport.width} px`);
      await expectNoSidewaysScroll(page, `the home page at ${viewport.width} px`);

      const service = search.getByLabel("Service");
      const place = search.getByRole("combobox", { name: "Town or city" });
      const day = search.getByLabel("Date (optional)");

      await test.step("choose a service, a place from the suggestions and a day", async () => {
        await service.focus();
        await service.selectOption({ label: "Photography" });
        await page.keyboard.press("Tab");
        await expect(place).toBeFocused();
        await page.keyboard.type("Brist");
        await expect(search.getByRole("option", { name: "Bristol, England" })).toBeVisible();
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
        await expect(place).toHaveValue("Bristol, England");
        // Past the place's clear button; Tab inside a date box moves between its day, month and year.
        await page.keyboard.press("Tab");
        await expect(search.getByRole("button", { name: "Clear location" })).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(day).toBeFocused();
        await day.fill(EVENT_DAY);
        await page.keyboard.press("Enter");
      });

      await test.step("the directory shows that service near that place, free that day", async () => {
        await expect(page).toHaveURL(/^[^?]*\/suppliers\?/);
        const query = new URL(page.url()).searchParams;
        expect(query.get("category")).toBe("photography");
        expect(query.get("location")).toBe("Bristol, England");
        expect(Number(query.get("latitude"))).toBeCloseTo(51.45, 1);
        expect(Number(query.get("longitude"))).toBeCloseTo(-2.59, 1);
        expect(query.get("availableOn")).toBe(EVENT_DAY);
        await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible();
        await expect(directoryStatus(page)).toHaveText(
          /within 25 km of Bristol, England free on 15 January 2028/,
        );
        await expect(supplierCards(page).filter({ hasText: HARBOUR_LIGHTS })).toBeVisible();
      });
      expectNoProblems(problems, "the home page and the directory");
    });

    test("A search with only a typed town and no service shows everyone near it", async ({
      page,
    }) => {
      await page.goto("/");
      const search = homeSearch(page);
      await search.getByRole("combobox", { name: "Town or city" }).fill("Bristol");
      await search.getByRole("combobox", { name: "Town or city" }).press("Escape");
      await search.getByRole("button", { name: "Search suppliers" }).click();
      await expect(page).toHaveURL(/\/suppliers\?location=Bristol$/);
      await expect(page.getByRole("heading", { level: 1, name: "All Suppliers" })).toBeVisible();
      await expect(directoryStatus(page)).toHaveText(/within 25 km of Bristol/);
      await expect(supplierCards(page).filter({ hasText: HARBOUR_LIGHTS })).toBeVisible();
    });

    test("A guest's header links to Browse Suppliers", async ({ page }) => {
      await page.goto("/");
      let link = mainNav(page).getByRole("link", { name: "Browse Suppliers", exact: true });
      if (isPhone) {
        await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
        link = page
          .getByRole("navigation", { name: "Mobile" })
          .getByRole("link", { name: "Browse Suppliers", exact: true });
      }
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", "/suppliers");
      await link.click();
      await expect(page).toHaveURL("/suppliers");
      await expect(page.getByRole("heading", { level: 1, name: "All Suppliers" })).toBeVisible();
    });

    test("The directory's search box is on the page, without opening the filters", async ({
      page,
      problems,
    }) => {
      await page.goto("/suppliers");
      await expect(page.getByRole("heading", { level: 1, name: "All Suppliers" })).toBeVisible();
      const search = page.getByRole("searchbox", { name: "Search" });
      await expect(search).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Filters" })).toHaveCount(0);
      await search.fill("Harbour");
      await search.press("Enter");
      await expect(page).toHaveURL(/[?&]q=Harbour(&|$)/);
      await expect(directoryStatus(page)).toHaveText(/matching “Harbour”/);
      await expect(supplierCards(page).filter({ hasText: HARBOUR_LIGHTS })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Filters" })).toHaveCount(0);
      if (isPhone) await expectNoSidewaysScroll(page, "the directory at 375 px");
      expectNoProblems(problems, "the directory");
    });

    test("The footer's Join as a Supplier opens registration with Supplier chosen", async ({
      page,
    }) => {
      await page.goto("/");
      // Let the home page finish loading its lists, so the footer stops moving before the click.
      await page.waitForLoadState("networkidle");
      await clickFooterLink(page, "Join as a Supplier");
      await expect(page).toHaveURL("/register?role=supplier");
      await expect(page.getByRole("radio", { name: /I'm an event supplier/ })).toBeChecked();
      await expect(page.getByLabel("Company Name")).toBeVisible();
    });
  });
}
