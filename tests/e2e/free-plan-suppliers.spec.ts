import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import type { UserProfile } from "#shared/contracts/users";
import {
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  type NewUser,
  registerThroughApi,
  test,
} from "./support/fixtures";

// Suppliers on the free plan meet these on their phones as often as at a desk.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** A separate signed-in API session for someone other than the page's user. */
async function sessionFor(
  user: NewUser,
  baseURL: string | undefined,
): Promise<{ request: APIRequestContext; me: UserProfile }> {
  const request = await playwrightRequest.newContext({ baseURL });
  await registerThroughApi(request, user);
  const me = (await (await request.get("/api/auth/me")).json()) as UserProfile;
  return { request, me };
}

const planNotice = (page: Page) =>
  page.getByRole("status").filter({ has: page.getByRole("heading", { level: 2 }) });

test.describe("Suppliers on the free plan, at 375 px", () => {
  test("A supplier on the free plan is told on /plans which page needs the Standard plan", async ({
    page,
    signUp,
    problems,
  }) => {
    test.slow();
    await signUp("supplier");

    await test.step("Browse Events, chosen from the menu, sends them to the plans with the reason", async () => {
      await page.goto("/dashboard");
      await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("navigation", { name: "Mobile" })
        .getByRole("link", { name: "Browse Events", exact: true })
        .click();
      await expect(page).toHaveURL("/plans?from=browse-events");
      await expect(
        planNotice(page).getByRole("heading", {
          name: "Browse Events is part of the Standard plan",
        }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Subscribe Now" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "/plans from Browse Events");
    });

    for (const [path, from, title] of [
      ["/quotes", "my-quotes", "My Quotes is part of the Standard plan"],
      ["/messages", "messages", "Messages is part of the Standard plan"],
    ] as const) {
      await test.step(`${path} sends them to the plans with the reason`, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(`/plans?from=${from}`);
        await expect(planNotice(page).getByRole("heading", { name: title })).toBeVisible();
      });
    }

    expect(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("An organizer sees plainly when a supplier can reply only once they subscribe", async ({
    page,
    signUp,
    makeUser,
    baseURL,
    browser,
    problems,
  }) => {
    test.slow();
    const organizer = await signUp("organizer");
    const supplierUser = makeUser("supplier");
    const supplier = await sessionFor(supplierUser, baseURL);
    const title = `Harvest supper ${Date.now()}`;

    await test.step("the thread says the supplier can reply once they subscribe", async () => {
      await page.goto(`/messages/${supplier.me.id}`);
      const name = supplier.me.displayName;
      const box = page.getByRole("textbox", { name: `Message ${name}` });
      await box.fill("Are you free on 20 September?");
      await box.press("Enter");
      await expect(
        page.getByRole("log", { name: `Messages with ${name}` }).getByText("Are you free"),
      ).toBeVisible();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: `${name} can read and reply once they subscribe.` }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "thread with a supplier on the free plan");
    });

    await test.step("the supplier is asked to subscribe to read and reply, and told why on /plans", async () => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        storageState: await supplier.request.storageState(),
      });
      const supplierPage = await context.newPage();
      await supplierPage.goto("/notifications");
      const entry = supplierPage
        .getByRole("main")
        .getByText(`${organizer.name} sent you a message. Subscribe to read and reply.`);
      await expect(entry).toBeVisible();
      // The entry's heading is its link, stretched over the whole entry.
      await supplierPage.getByRole("main").getByRole("link", { name: "New message" }).click();
      await expect(supplierPage).toHaveURL("/plans?from=messages");
      await expect(
        planNotice(supplierPage).getByRole("heading", {
          name: "Messages is part of the Standard plan",
        }),
      ).toBeVisible();
      await context.close();
    });

    await test.step("asking every quoter and accepting a quote say so too", async () => {
      const posted = await page.request.post("/api/requests", {
        data: {
          title,
          description: "Forty guests at one long table",
          eventDateFrom: "2099-09-20",
          location: "Ludlow",
          categories: ["beverage"],
        },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const requestId = ((await posted.json()) as { id: number }).id;
      const quoted = await supplier.request.post("/api/quotes", {
        data: { requestId, price: "£1,800", total: 1800, description: "A bar for the evening." },
      });
      expect(quoted.status(), await quoted.text()).toBe(201);

      await page.goto(`/request/${requestId}`);
      await page.getByLabel("Your question").fill("Can you serve by 7pm?");
      await page.getByRole("button", { name: "Ask All Quoters" }).click();
      await expectToast(page, "Sent to 1 supplier; 1 can reply once they subscribe");

      const name = supplier.me.displayName;
      await page.getByRole("button", { name: `Accept quote from ${name}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Accept Quote" }).click();
      await expectToast(page, "Quote Accepted", `${name} can read and reply once they subscribe.`);
      await expectNoSidewaysScroll(page);
    });

    await supplier.request.dispose();
    expect(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
