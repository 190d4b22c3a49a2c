import type { Page } from "@playwright/test";
import {
  clickFooterLink,
  expect,
  expectNoA11yViolations,
  mainNav,
  type PageProblems,
  test,
} from "./support/fixtures";

const STATIC_PAGES = ["/how-it-works", "/success-tips", "/pricing", "/privacy", "/terms", "/"];

/** Opens an address and waits until its page (not the loading spinner) has rendered. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  return response;
}

/** Soft, so one run reports every page's problems. */
function expectNoProblems(problems: PageProblems, where: string) {
  expect.soft(problems.all(), `console errors or uncaught exceptions on ${where}`).toEqual([]);
}

test.describe("Shell", () => {
  test("Guests see the guest header and the footer's links", async ({ page }) => {
    await open(page, "/");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Browse Suppliers", exact: true })).toHaveAttribute(
      "href",
      "/suppliers",
    );
    await expect(nav.getByRole("link", { name: "How It Works", exact: true })).toHaveAttribute(
      "href",
      "/how-it-works",
    );
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Log In", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(header.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByRole("button", { name: /^Account menu for / })).toHaveCount(0);
    // The menu toggle is only for narrow screens.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

    // Let the home page finish loading its lists, so the footer stops moving before we click it.
    await page.waitForLoadState("networkidle");
    // Each page's own heading, not just any: the page before stays on screen while the next one's
    // code loads, and the next click must wait until the new page is in (and scrolled to its top).
    for (const [label, path, heading] of [
      ["Pricing & Fees", "/pricing", "Simple pricing with no commission"],
      ["Privacy Policy", "/privacy", "Privacy Policy"],
      ["Terms of Service", "/terms", "Terms of Service"],
    ] as const) {
      await clickFooterLink(page, label);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("Every static page opens with its heading and passes an accessibility check", async ({
    page,
    problems,
  }) => {
    test.slow(); // six axe runs
    for (const path of STATIC_PAGES) {
      await test.step(path, async () => {
        problems.clear();
        const response = await open(page, path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(/EventEazy/);
        await expectNoA11yViolations(page, path, { soft: true });
        expectNoProblems(problems, path);
      });
    }
  });

  test("The login, registration and dashboard pages pass an accessibility check", async ({
    page,
    problems,
    signUp,
  }) => {
    for (const path of ["/login", "/register"]) {
      await test.step(path, async () => {
        problems.clear();
        await open(page, path);
        await expectNoA11yViolations(page, path, { soft: true });
        expectNoProblems(problems, path);
      });
    }
    await test.step("/dashboard (signed in)", async () => {
      const user = await signUp("organizer");
      problems.clear();
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: `Welcome, ${user.name}!` })).toBeVisible();
      await expectNoA11yViolations(page, "/dashboard", { soft: true });
      expectNoProblems(problems, "/dashboard");
    });
  });

  test("Unknown addresses show the 404 page", async ({ page, problems }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    // The shell is still there around it.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoA11yViolations(page, "/no-such-page");
    // The browser reports the document's own 404, which is the status this test asks for.
    const documentNotFound = `status of 404 (Not Found) (${response?.url()})`;
    expect(
      problems.all().filter((problem) => !problem.endsWith(documentNotFound)),
      "console errors or uncaught exceptions on /no-such-page",
    ).toEqual([]);
  });

  test("Each route change scrolls to the top", async ({ page }) => {
    // A short window, so the page scrolls however long the policy text is.
    await page.setViewportSize({ width: 1280, height: 360 });
    await open(page, "/privacy");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await clickFooterLink(page, "Terms of Service");
    await expect(page).toHaveURL("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
