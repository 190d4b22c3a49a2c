import { type Page, request as playwrightRequest } from "@playwright/test";
import {
  expect as baseExpect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  registerThroughApi,
  subscribeThroughApi,
  test,
} from "./support/fixtures";

// The page waits for several API answers on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

/** The scheduled work, now: it adds the visits counted so far to the roll-up. */
async function sweep(page: Page) {
  const response = await page.request.post("/api/e2e/sweep", { data: { offsetDays: 0 } });
  expect(response.status(), await response.text()).toBe(200);
}

function profileViewsTotal(page: Page) {
  return page
    .getByRole("main")
    .locator("dl > div")
    .filter({ has: page.getByText("Profile views", { exact: true }) })
    .locator("dd");
}

test.describe("Supplier insights", () => {
  for (const width of [375, 1280]) {
    test(`a supplier's profile views rise after an organizer visits (${width} px)`, async ({
      page,
      makeUser,
      baseURL,
      problems,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
      const supplier = makeUser("supplier");
      await registerThroughApi(page.request, supplier);
      await subscribeThroughApi(page.request, supplier);
      const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };

      await page.goto("/insights");
      await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
      await expect(profileViewsTotal(page)).toHaveText("0");
      await expect(page.getByRole("table").first()).toBeVisible();
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // An organizer, signed in elsewhere, opens the supplier's profile (the call its page makes).
      const organizerApi = await playwrightRequest.newContext({
        baseURL,
        // A person's browser: headless Chromium names itself, and is rightly not counted.
        userAgent:
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      });
      await registerThroughApi(organizerApi, makeUser("organizer"));
      const visit = await organizerApi.get(`/api/suppliers/${me.id}`);
      expect(visit.status(), await visit.text()).toBe(200);
      await organizerApi.dispose();

      await sweep(page);
      await page.reload();
      await expect(profileViewsTotal(page)).toHaveText("1");
      await expect(
        page.getByRole("region", { name: "Funnel by week, scrollable" }).getByRole("row"),
      ).not.toHaveCount(0);
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
      expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
    });
  }

  test("a supplier on the free plan is sent to the plans", async ({ page, signUp }) => {
    await signUp("supplier");
    await page.goto("/insights");
    await expect(page).toHaveURL(/\/plans\?from=insights/);
    await expect(page.getByText("Insights are part of the Standard plan")).toBeVisible();
  });
});
