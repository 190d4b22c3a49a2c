import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import {
  confirmEmail,
  demoPassword,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  type NewUser,
  test,
} from "./support/fixtures";

/**
 * Posts a cleaning request as a seeded organizer; answers its id. No other journey posts in
 * Cleaning, so a supplier of it hears of these requests alone while journeys run beside it.
 */
async function postCleaningRequest(organizer: APIRequestContext, title: string): Promise<number> {
  const response = await organizer.post("/api/requests", {
    data: {
      title,
      description: "A clean of the marquee and grounds after 80 guests",
      eventDateFrom: "2099-09-12",
      location: "Manchester",
      categories: ["cleaning"],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe("Notifications", () => {
  test("Guests are asked to log in to see notifications", async ({ page }) => {
    await page.goto("/notifications");
    await expect(page.getByText("Please log in to view notifications")).toBeVisible();
    await expect(page).toHaveTitle("Notifications | EventEazy");
    await expectNoA11yViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Log In" }).click();
    await expect(page).toHaveURL("/login");
  });

  test("A new organizer finds the welcome entry and nothing else yet", async ({ page, signUp }) => {
    await signUp("organizer");
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
    const welcome = page.getByRole("link", { name: "Welcome to EventEazy!" });
    await expect(welcome).toHaveAttribute("href", "/create-request");
    // Dated at sign-up, a moment ago, not a made-up day before.
    const welcomeTime = page.getByRole("listitem").filter({ has: welcome }).locator("time");
    await expect(welcomeTime).toHaveText(/^(Just now|1 minute ago)$/);
    const signedUpAt = Date.parse((await welcomeTime.getAttribute("datetime")) ?? "");
    expect(Math.abs(Date.now() - signedUpAt)).toBeLessThan(2 * 60_000);
    await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await expect(page.getByRole("menu").getByText("No notifications yet")).toBeVisible();
    await page.getByRole("menuitem", { name: "View All Notifications" }).click();
    await expect(page).toHaveURL("/notifications");
  });

  test("A supplier hears of new requests in their categories through the bell and the page", async ({
    page,
    problems,
    makeUser,
    baseURL,
  }) => {
    // A long journey with four accessibility scans.
    test.slow();
    const supplier: NewUser = makeUser("supplier");
    const registered = await page.request.post("/api/auth/register", {
      data: { ...supplier, categories: ["cleaning"] },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await confirmEmail(page.request, supplier.email);

    const organizer = await playwrightRequest.newContext({ baseURL });
    const login = await organizer.post("/api/auth/login", {
      data: { username: "emma_walsh", password: demoPassword() },
    });
    expect(login.status()).toBe(200);
    const stamp = Date.now();
    const titles = ["Garden party", "Charity gala", "Office summer social"].map(
      (title) => `${title} ${stamp}`,
    );
    const ids: number[] = [];
    for (const title of titles) ids.push(await postCleaningRequest(organizer, title));
    await organizer.dispose();

    const bell = page.getByRole("button", { name: /^Notifications/ });

    await test.step("the bell counts them and opens the newest", async () => {
      await page.goto("/notifications");
      await expect(bell).toHaveAccessibleName("Notifications, 3 new");
      await bell.click();
      const menu = page.getByRole("menu");
      await expect(menu.getByText("3 new")).toBeVisible();
      for (const title of titles)
        await expect(menu.getByText(`"${title}"`, { exact: false })).toBeVisible();
      await expectNoA11yViolations(page, "the open notification bell");
      await menu
        .getByRole("menuitem")
        .filter({ hasText: titles[2] ?? "" })
        .click();
      await expect(page).toHaveURL(`/request/${ids[2]}`);
      await expect(bell).toHaveAccessibleName("Notifications, 2 new");
    });

    await test.step("the page lists them with the unread count and marks one read", async () => {
      await page.goto("/notifications");
      await expect(
        page.getByRole("heading", { level: 1, name: /Notifications\s*2 unread/ }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Welcome to EventEazy!" })).toHaveAttribute(
        "href",
        "/browse-requests",
      );
      const items = page.getByRole("main").getByRole("listitem");
      await expect(items.filter({ hasText: "New request in your categories" })).toHaveCount(3);
      await expectNoA11yViolations(page);

      await page
        .getByRole("button", { name: "Mark as read: New request in your categories" })
        .first()
        .click();
      await expect(
        page.getByRole("heading", { level: 1, name: /Notifications\s*1 unread/ }),
      ).toBeVisible();
      await expect(bell).toHaveAccessibleName("Notifications, 1 new");
    });

    await test.step("Mark all as read clears the rest, and the unread view is empty", async () => {
      await page.getByRole("button", { name: "Mark all as read" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
      await expect(bell).toHaveAccessibleName("Notifications");
      await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
      await page.getByRole("tab", { name: "Unread" }).click();
      await expect(page.getByRole("heading", { name: "You're all caught up" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);
    });

    await test.step("the page fits a 375 px phone", async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole("tab", { name: "All" }).click();
      await expect(page.getByRole("link", { name: "Welcome to EventEazy!" })).toBeVisible();
      await expectNoSidewaysScroll(page, "notifications at 375 px");
      await expectNoA11yViolations(page, "notifications at 375 px");
    });

    expect(problems.pageErrors).toEqual([]);
  });
});
