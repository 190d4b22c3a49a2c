import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  type PageProblems,
  supplierCards,
  test,
} from "./support/fixtures";

/** The sentence under the heading that says what the grid shows, once the results have settled. */
function resultsStatus(page: Page): Locator {
  return page.getByRole("main").getByRole("status");
}

/** While the old results are still shown the status reads "Updating results…". */
async function expectResultsSettled(page: Page, sentence: RegExp) {
  await expect(resultsStatus(page)).toHaveText(sentence);
}

/** The "{n} km away" badge of every card, as numbers, in the order shown. */
async function distancesOnCards(page: Page): Promise<number[]> {
  const cards = supplierCards(page);
  const count = await cards.count();
  const badges = cards.getByText(/ km away$/);
  await expect(badges, "every card has a distance badge").toHaveCount(count);
  const texts = await badges.allTextContents();
  return texts.map((text) => Number(text.replace(/ km away$/, "").replace(/,/g, "")));
}

function expectNonDecreasing(values: number[]) {
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) expect(Number.isFinite(value), `${value} is a number`).toBe(true);
  expect(values, "nearest first").toEqual([...values].sort((a, b) => a - b));
}

/**
 * Clicks a category's row, as a person would: the radio button itself is visually hidden
 * inside its label.
 */
async function chooseCategory(scope: Locator, name: string | RegExp) {
  const radio = scope.page().getByRole("radio", { name });
  await scope.locator("label").filter({ has: radio }).click();
  await expect(scope.getByRole("radio", { name })).toBeChecked();
}

/** What the API itself counts for these filters, to hold the page to. */
async function apiCounts(page: Page, query: string) {
  const response = await page.request.get(`/api/suppliers/counts?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    total: { count: number; isExact: boolean };
    categories: Array<{ id: string; count: number }> | null;
  };
}

const MANCHESTER_QUERY = "location=Manchester%2C+England&latitude=53.48095&longitude=-2.23743";

type CategoryCounts = Array<{ id: string; count: number }>;

const sameCounts = (a: CategoryCounts, b: CategoryCounts) =>
  a.length === b.length &&
  a.every(({ id, count }) => b.find((entry) => entry.id === id)?.count === count);

/**
 * Holds each category's radio in the filters to the count the API gives now. Other journeys add
 * suppliers while this one runs: when the API's counts have moved on from those the page was
 * loaded with, the page is loaded again to catch up. A page that disagrees with a directory that
 * has not changed fails.
 */
async function expectCountsShown(
  page: Page,
  loadedWith: CategoryCounts,
  countsNow: () => Promise<CategoryCounts>,
  settled: RegExp,
) {
  const filters = page.getByRole("complementary", { name: "Filters" });
  let pageCounts = loadedWith;
  await expect(async () => {
    const expected = await countsNow();
    if (!sameCounts(expected, pageCounts)) {
      await page.reload();
      await expectResultsSettled(page, settled);
      pageCounts = expected;
    }
    for (const { id, count } of expected)
      await expect(
        filters
          .getByRole("radio", { name: new RegExp(`(?<![0-9])${count} suppliers?$`) })
          .and(filters.locator(`input[value="${id}"]`)),
      ).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Moves the slider one step at a time from the keyboard, checking it keeps focus after each. */
async function stepSliderRight(page: Page, slider: Locator, steps: number, from: number) {
  await slider.focus();
  for (let step = 1; step <= steps; step += 1) {
    await page.keyboard.press("ArrowRight");
    const distance = from + step * 5;
    await expect(page).toHaveURL(new RegExp(`[?&]distance=${distance}(&|$)`));
    await expect(slider).toHaveAttribute("aria-valuenow", String(distance));
    await expect(slider, `focus stays on the slider after step ${step}`).toBeFocused();
  }
}

function expectNoProblems(problems: PageProblems, where: string) {
  expect.soft(problems.all(), `console errors or uncaught exceptions on ${where}`).toEqual([]);
}

test.describe("Supplier directory", () => {
  test("A guest filters the directory by category and by a town and opens a profile", async ({
    page,
    problems,
  }) => {
    test.slow(); // two axe runs
    await page.goto("/suppliers");
    await expect(page.getByRole("heading", { level: 1, name: "All Suppliers" })).toBeVisible();
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(filters).toBeVisible();
    // The drawer is for narrow screens only.
    await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();

    await test.step("choose Photography", async () => {
      await chooseCategory(filters, /^Photography/);
      await expect(page).toHaveURL(/[?&]category=photography(&|$)/);
      await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible();
      await expectResultsSettled(page, /^\d+ suppliers?/);
      const cards = supplierCards(page);
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        await expect(
          card
            .getByRole("list", { name: "Categories" })
            .getByRole("listitem")
            .filter({ hasText: /^Photography$/ }),
        ).toBeVisible();
      }
    });

    await test.step("choose Manchester from the location suggestions", async () => {
      const location = filters.getByRole("combobox", { name: "Location" });
      // Wait for the server's suggestions, so the list does not change under the click.
      await Promise.all([
        page.waitForResponse((r) => r.url().includes("/api/locations/suggestions?query=Manch")),
        location.fill("Manch"),
      ]);
      await filters.getByRole("option", { name: "Manchester, England", exact: true }).click();
      await expect(location).toHaveValue("Manchester, England");
      await expect
        .poll(() => {
          const params = new URL(page.url()).searchParams;
          return {
            category: params.get("category"),
            location: params.get("location"),
            latitude: Number(params.get("latitude")),
            longitude: Number(params.get("longitude")),
          };
        })
        .toEqual({
          category: "photography",
          location: "Manchester, England",
          latitude: expect.closeTo(53.48, 1),
          longitude: expect.closeTo(-2.24, 1),
        });
      await expect(
        page.getByRole("list", { name: "Active filters" }).getByRole("button", {
          name: /Within 25 km of Manchester, England/,
        }),
      ).toBeVisible();

      // The demo photographers are in Liverpool, Birmingham and Bristol: widen the search.
      const slider = filters.getByRole("slider", { name: "Distance from Manchester, England" });
      await slider.focus();
      await slider.press("End");
      await expect(page).toHaveURL(/[?&]distance=500(&|$)/);
      await expectResultsSettled(page, /within 500 km of Manchester, England/);
      expect(await supplierCards(page).count()).toBeGreaterThan(1);
      expectNonDecreasing(await distancesOnCards(page));
      await expectNoA11yViolations(page, "/suppliers (category and place)", { soft: true });
    });

    await test.step("clear the category and keep the town", async () => {
      await chooseCategory(filters, "All Categories");
      await expect(page).not.toHaveURL(/category=/);
      await expect(page).toHaveURL(/latitude=.*longitude=/);
      await expect(page.getByRole("heading", { level: 1, name: "All Suppliers" })).toBeVisible();
      await expectResultsSettled(page, /suppliers? within 500 km of Manchester, England/);
      expectNonDecreasing(await distancesOnCards(page));
    });

    await test.step("open the nearest supplier", async () => {
      const first = supplierCards(page).first();
      const name = (await first.getByRole("heading", { level: 2 }).textContent()) ?? "";
      expect(name).not.toBe("");
      await first.getByRole("link").click();
      await expect(page).toHaveURL(/\/(s|supplier)\/[^/]+$/);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("tab", { name: /^Reviews/ })).toBeVisible();
      await expectNoA11yViolations(page, "the supplier's public profile", { soft: true });
    });

    expectNoProblems(problems, "the directory and the profile");
  });

  test("A category's landing page in a town shows that search, and any change opens the directory", async ({
    page,
    problems,
  }) => {
    await page.goto("/suppliers/photography/leeds");
    await expect(page).toHaveTitle("Photographers in Leeds | EventEazy");
    await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible();
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(filters.getByRole("combobox", { name: "Location" })).toHaveValue("Leeds");
    await expectResultsSettled(page, /^\d+ suppliers?|^No suppliers/);
    for (const card of await supplierCards(page).all()) {
      await expect(card.getByRole("list", { name: "Categories" })).toContainText("Photography");
    }
    await expectNoA11yViolations(page, "a landing page");

    await chooseCategory(filters, /^Catering/);
    await expect(page).toHaveURL(/\/suppliers\?category=catering&location=Leeds$/);
    await expect(page.getByRole("heading", { level: 1, name: "Catering" })).toBeVisible();

    await page.goto("/suppliers/juggling/leeds");
    await expect(page.getByRole("heading", { level: 1, name: /not found/i })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test("The count says how many of how many suppliers are shown", async ({ page, problems }) => {
    // Other journeys register suppliers meanwhile: the expected numbers are the ones this page
    // itself was given.
    const isDirectoryCall = (url: string, pathname: string, page?: string) => {
      const address = new URL(url);
      return (
        address.pathname === pathname &&
        (page === undefined || address.searchParams.get("page") === page)
      );
    };
    await page.goto("/suppliers");
    // The page arrives with its counts, in the data it was rendered with.
    const { total } = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById("eventeazy-data")?.textContent ?? "{}") as {
        queries: Array<{ queryKey: unknown[]; state: { data: unknown } }>;
      };
      const counts = data.queries.find((query) => query.queryKey.includes("counts"));
      return counts?.state.data as { total: { count: number; isExact: boolean } };
    });
    expect(total.count, "the demo has more suppliers than one page").toBeGreaterThan(24);
    const of = total.isExact ? total.count.toLocaleString("en-GB") : "more than 1,000";
    await expectResultsSettled(
      page,
      new RegExp(`^Showing 24 of ${of} suppliers, best rated first$`),
    );
    await expect(supplierCards(page)).toHaveCount(24);
    if (total.isExact && total.count <= 48) {
      const secondPage = page.waitForResponse((r) =>
        isDirectoryCall(r.url(), "/api/suppliers", "2"),
      );
      await page.getByRole("button", { name: "Load more suppliers" }).click();
      const shown = 24 + ((await (await secondPage).json()) as unknown[]).length;
      await expect(supplierCards(page)).toHaveCount(shown);
      if (shown === total.count)
        await expectResultsSettled(page, new RegExp(`^${of} suppliers, best rated first$`));
      else
        await expectResultsSettled(
          page,
          new RegExp(`^Showing ${shown} of ${of} suppliers, best rated first$`),
        );
    }
    expectNoProblems(problems, "the directory");
  });

  test("Category counts in the filter are those within the chosen place and radius", async ({
    page,
    problems,
  }) => {
    const everywhereNow = async () =>
      (await (await page.request.get("/api/categories")).json()) as CategoryCounts;
    const nearbyNow = async () => {
      const { categories } = await apiCounts(page, `${MANCHESTER_QUERY}&distance=30`);
      if (!categories) throw new Error("the demo is small enough to count per category");
      return categories;
    };
    // The whole directory's counts, as the categories list gives them.
    const everywhere = await everywhereNow();
    const nearby = await nearbyNow();
    expect(
      sameCounts(nearby, everywhere),
      "some category has suppliers outside 30 km of Manchester",
    ).toBe(false);

    await page.goto(`/suppliers?${MANCHESTER_QUERY}&distance=30`);
    const nearManchester = /within 30 km of Manchester, England/;
    await expectResultsSettled(page, nearManchester);
    await expectCountsShown(page, nearby, nearbyNow, nearManchester);

    // Without a place, the counts are the whole directory's again.
    await page
      .getByRole("list", { name: "Active filters" })
      .getByRole("button", {
        name: /Within 30 km of Manchester, England/,
      })
      .click();
    await expect(page).not.toHaveURL(/location=/);
    await expectCountsShown(page, everywhere, everywhereNow, /suppliers, best rated first$/);
    expectNoProblems(problems, "the directory");
  });

  test("The distance slider keeps keyboard focus while the arrow keys move it", async ({
    page,
    problems,
  }) => {
    await page.goto(`/suppliers?${MANCHESTER_QUERY}`);
    const slider = page
      .getByRole("complementary", { name: "Filters" })
      .getByRole("slider", { name: "Distance from Manchester, England" });
    await stepSliderRight(page, slider, 3, 25);
    await expectResultsSettled(page, /within 40 km of Manchester, England/);
    await expect(slider).toBeFocused();
    expectNoProblems(problems, "the directory");
  });

  test.describe("on a 375 px phone", () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test("The filters open in a drawer, and a search that finds nothing offers all suppliers", async ({
      page,
      problems,
    }) => {
      await page.goto("/suppliers");
      await expect(page.getByRole("heading", { level: 1, name: "All Suppliers" })).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();

      const drawer = page.getByRole("dialog", { name: "Filters" });
      await test.step("choose a category in the drawer", async () => {
        await page.getByRole("button", { name: /^Filters/ }).click();
        await expect(drawer).toBeVisible();
        await chooseCategory(drawer, /^Photography/);
        await expect(page).toHaveURL(/[?&]category=photography(&|$)/);
        await drawer.getByRole("button", { name: "Show results" }).click();
        await expect(drawer).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible();
        await expectResultsSettled(page, /^\d+ suppliers?/);
        await expect(page.getByRole("button", { name: /^Filters\W+1 active$/ })).toBeVisible();
      });

      await test.step("search for a word nothing matches", async () => {
        await page.getByRole("button", { name: /^Filters/ }).click();
        const search = drawer.getByRole("searchbox", { name: "Search" });
        await search.fill("zzqxvj");
        await search.press("Enter");
        await expect(page).toHaveURL(/[?&]q=zzqxvj(&|$)/);
        await drawer.getByRole("button", { name: "Show results" }).click();
        await expect(drawer).toHaveCount(0);
        await expect(
          page.getByRole("heading", { level: 2, name: "No suppliers found" }),
        ).toBeVisible();
        await expect(supplierCards(page)).toHaveCount(0);
      });

      await test.step("View All Suppliers clears the filters", async () => {
        await page.getByRole("button", { name: "View All Suppliers" }).click();
        await expect(page).toHaveURL("/suppliers");
        await expect(page.getByRole("heading", { level: 1, name: "All Suppliers" })).toBeVisible();
        await expect(supplierCards(page).first()).toBeVisible();
        await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
      });

      expectNoProblems(problems, "the directory on a phone");
    });

    test("The distance slider in the drawer keeps keyboard focus while the arrow keys move it", async ({
      page,
      problems,
    }) => {
      await page.goto(`/suppliers?${MANCHESTER_QUERY}`);
      await page.getByRole("button", { name: /^Filters/ }).click();
      const drawer = page.getByRole("dialog", { name: "Filters" });
      const slider = drawer.getByRole("slider", { name: "Distance from Manchester, England" });
      await stepSliderRight(page, slider, 3, 25);
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: "Show results" }).click();
      await expectResultsSettled(page, /within 40 km of Manchester, England/);
      expectNoProblems(problems, "the directory on a phone");
    });
  });
});
