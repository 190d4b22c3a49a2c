import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  demoPassword,
  E2E_PASSWORD,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  logIn,
  logInThroughApi,
  type NewUser,
  registerThroughApi,
  test,
} from "./support/fixtures";

/** The demo admin the e2e server seeds (see the demo seed); every demo login shares its password. */
const ADMIN_USERNAME = "admin";

/** Signs the page's context in as the admin; the login form is not what these journeys check. */
async function logInAsAdmin(page: Page) {
  const admin = await logInThroughApi(page.request, ADMIN_USERNAME, demoPassword());
  expect(admin.role).toBe("admin");
}

/** A separate browser session for someone else: their own cookies, their own requests. */
async function signedUpElsewhere(browser: Browser, user: NewUser) {
  const context = await browser.newContext();
  await registerThroughApi(context.request, user);
  return context;
}

async function postJson<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

function row(page: Page, text: string) {
  // Table rows on desktop; the same records are cards on a phone.
  return page.getByRole("main").locator("tr, article").filter({ hasText: text });
}

test.describe("Admin console", () => {
  test("Guests are sent to log in and other users are told the console is not theirs", async ({
    page,
    signUp,
  }) => {
    await page.goto("/admin/users");
    await expect(page).toHaveURL("/login");

    await signUp("organizer");
    await page.goto("/admin/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
    await expect(page).toHaveURL("/admin/reviews");
    await expectNoA11yViolations(page);
    const answer = await page.request.get("/api/admin/users");
    expect(answer.status()).toBe(403);
  });

  test("An admin suspends a user, who is signed out at once and cannot log in", async ({
    page,
    browser,
    makeUser,
  }) => {
    test.slow();
    const target = makeUser("organizer");
    const targetContext = await signedUpElsewhere(browser, target);

    await logInAsAdmin(page);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitem", { name: "Admin" }).click();
    await expect(page).toHaveURL("/admin/users");
    await expect(page).toHaveTitle("Users · Admin | EventEazy");
    await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Users" }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoA11yViolations(page);

    await page.getByLabel("Search accounts").fill(target.username);
    await expect(page).toHaveURL(new RegExp(`q=${target.username}`));
    const targetRow = row(page, target.username);
    await expect(targetRow).toHaveCount(1);

    const dialog = page.getByRole("dialog", { name: `Suspend ${target.name}?` });
    await test.step("the reason is required", async () => {
      await targetRow.getByRole("button", { name: `Suspend ${target.name}` }).click();
      await dialog.getByRole("button", { name: "Suspend account" }).click();
      await expect(
        dialog.getByText("Please give a reason for suspending this account."),
      ).toBeVisible();
      await expect(dialog.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
      await expectNoA11yViolations(page, "the suspend dialog");
    });

    await dialog.getByLabel("Reason").fill("Posting fake event requests");
    await dialog.getByRole("button", { name: "Suspend account" }).click();
    await expectToast(page, "Account suspended");
    await expect(dialog).toBeHidden();
    await expect(targetRow).toContainText("Suspended");
    await expect(targetRow).toContainText("Reason: Posting fake event requests");
    await expect(targetRow.getByRole("button", { name: `Reinstate ${target.name}` })).toBeVisible();

    await test.step("their open session no longer works", async () => {
      const me = await targetContext.request.get("/api/auth/me");
      expect(me.status()).toBe(401);
    });

    await test.step("logging in again is refused with a clear message", async () => {
      const targetPage = await targetContext.newPage();
      await logIn(targetPage, target.username, E2E_PASSWORD);
      await expectToast(
        targetPage,
        "Login failed",
        "This account has been suspended. Please contact support.",
      );
      await expect(targetPage).toHaveURL("/login");
    });
    await targetContext.close();
  });

  test("An admin hides a review, which leaves the supplier's public profile", async ({
    page,
    browser,
    makeUser,
  }) => {
    test.slow();
    const supplierUser = makeUser("supplier");
    const organizerUser = makeUser("organizer");
    const supplierContext = await signedUpElsewhere(browser, supplierUser);
    const organizerContext = await signedUpElsewhere(browser, organizerUser);
    const comment = `Arrived two hours late ${Date.now()}`;

    await test.step("an organizer books the supplier and reviews them", async () => {
      const request = await postJson<{ id: number }>(organizerContext.request, "/api/requests", {
        title: "Ruby wedding lunch",
        description: "Forty guests in a village hall",
        eventDateFrom: "2099-07-11",
        location: "Bath",
        categories: ["catering"],
      });
      const quote = await postJson<{ id: number; supplierId: number }>(
        supplierContext.request,
        "/api/quotes",
        { requestId: request.id, price: "£900", total: 900, description: "Three-course lunch" },
      );
      const accepted = await organizerContext.request.put(`/api/quotes/${quote.id}/status`, {
        data: { status: "accepted" },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      const { bookingId } = (await accepted.json()) as { bookingId: number };
      // Reviews wait for the event: the test server holds it.
      await postJson(organizerContext.request, "/api/e2e/event-held", { requestId: request.id });
      await postJson(organizerContext.request, "/api/reviews", {
        supplierId: quote.supplierId,
        requestId: request.id,
        rating: 1,
        comment,
      });
      // A booked hire's reviews show once both sides have written theirs.
      await postJson(supplierContext.request, "/api/organizer-reviews", {
        bookingId,
        rating: 4,
        comment: "Clear brief",
      });
    });
    const supplierId = (
      (await (await supplierContext.request.get("/api/auth/me")).json()) as { id: number }
    ).id;

    const profile = `/supplier/${supplierId}`;
    await page.goto(profile);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByText(comment)).toBeVisible();

    await logInAsAdmin(page);
    await page.goto("/admin/reviews");
    await expect(page).toHaveTitle("Reviews of suppliers · Admin | EventEazy");
    const reviewRow = row(page, comment);
    await expect(reviewRow).toContainText(supplierUser.companyName ?? "");
    await expect(reviewRow).toContainText(organizerUser.name);
    await expect(reviewRow).toContainText("Visible");
    await expectNoA11yViolations(page);

    await reviewRow.getByRole("button", { name: /^Hide the review of / }).click();
    const dialog = page.getByRole("dialog", { name: "Hide this review?" });
    await dialog.getByLabel("Reason").fill("Names a member of staff");
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await expectToast(page, "Review hidden");
    await expect(reviewRow).toContainText("Hidden");
    await expect(reviewRow).toContainText("Reason: Names a member of staff");

    await page.getByRole("button", { name: "Hidden", exact: true }).click();
    await expect(page).toHaveURL("/admin/reviews?visibility=hidden");
    await expect(row(page, comment)).toHaveCount(1);

    await page.goto(profile);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expect(page.getByText(comment)).toHaveCount(0);

    await supplierContext.close();
    await organizerContext.close();
  });

  test("An admin changes a feature request's status, and the board shows it", async ({
    page,
    signUp,
  }) => {
    await signUp("organizer");
    const title = `Calendar export ${Date.now()}`;
    await postJson(page.request, "/api/feature-requests", {
      title,
      description: "Add my events to Google Calendar",
      category: "integration",
    });
    await page.context().clearCookies();

    await logInAsAdmin(page);
    await page.goto("/admin/feature-requests");
    await expect(page).toHaveTitle("Feature requests · Admin | EventEazy");
    await expectNoA11yViolations(page);
    const status = page.getByLabel(`Status of ${title}`);
    await expect(status).toHaveValue("pending");
    await status.selectOption({ label: "In Progress" });
    await expectToast(page, "Status Updated", `“${title}” is now In Progress.`);
    await expect(status).toHaveValue("in_progress");

    await page.getByRole("button", { name: /^In Progress/ }).click();
    await expect(page).toHaveURL("/admin/feature-requests?status=in_progress");
    await expect(page.getByLabel(`Status of ${title}`)).toBeVisible();

    await page.goto("/feature-requests");
    const card = page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await expect(card).toContainText("In Progress");
  });

  test("An admin creates a coupon, a supplier pays less with it, and the admin deactivates it", async ({
    page,
    browser,
    makeUser,
  }) => {
    test.slow();
    const code = `E2E${Date.now()}`;
    await logInAsAdmin(page);
    await page.goto("/admin/coupons");
    await expect(page).toHaveTitle("Coupons · Admin | EventEazy");
    await expect(
      page.getByRole("heading", { level: 2, name: "Coupons", exact: true }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "New coupon" }).click();
    const dialog = page.getByRole("dialog", { name: "New coupon" });
    await dialog.getByLabel("Code").fill(code.toLowerCase());
    await dialog.getByLabel("Discount type").selectOption({ label: "Fixed amount off" });
    await dialog.getByLabel("Amount off (£)").fill("250");
    await dialog.getByRole("button", { name: "Create coupon" }).click();
    await expect(
      dialog.getByText("A fixed discount cannot be more than £200 (20000 pence)."),
    ).toBeVisible();
    await expectNoA11yViolations(page, "the new coupon dialog");

    await dialog.getByLabel("Amount off (£)").fill("5.50");
    await dialog.getByLabel("Maximum uses").fill("25");
    await dialog.getByRole("button", { name: "Create coupon" }).click();
    await expectToast(page, "Coupon created", `${code} gives £5.50 off the Standard plan.`);
    await expect(dialog).toBeHidden();

    const couponRow = row(page, code);
    await expect(couponRow).toContainText("£5.50 off");
    await expect(couponRow).toContainText("0 of 25");
    await expect(couponRow).toContainText("Active");

    const check = await page.request.post("/api/validate-coupon", {
      data: { couponCode: code.toLowerCase() },
    });
    expect(((await check.json()) as { valid: boolean }).valid).toBe(true);

    await couponRow.getByRole("button", { name: `Uses of ${code}` }).click();
    const uses = page.getByRole("dialog", { name: `Uses of ${code}` });
    await expect(uses.getByText("Not used yet")).toBeVisible();
    await uses.getByRole("button", { name: "Close" }).click();

    const supplier = makeUser("supplier");
    const supplierContext = await signedUpElsewhere(browser, supplier);
    await test.step("a supplier subscribes with the coupon and pays £5.50 less", async () => {
      const supplierPage = await supplierContext.newPage();
      await supplierPage.goto("/plans");
      await supplierPage.getByLabel("Have a coupon code?").fill(code);
      await supplierPage.getByRole("button", { name: "Validate" }).click();
      const standard = supplierPage.getByRole("article", { name: "Standard", exact: true });
      await expect(standard).toContainText("£14.50");
      await standard.getByRole("button", { name: "Subscribe Now" }).click();
      const form = supplierPage.getByRole("form", { name: "Card payment" });
      await form.getByLabel("Name on card").fill(supplier.name);
      await form.getByLabel("Card number").fill("4242 4242 4242 4242");
      await form.getByLabel("Expiry (MM/YY)").fill(`12/${(new Date().getFullYear() + 2) % 100}`);
      await form.getByLabel("CVC").fill("123");
      await form.getByRole("button", { name: "Pay £14.50" }).click();
      await expect(supplierPage).toHaveURL("/profile?tab=account");
      await supplierContext.close();
    });

    await page.reload();
    await expect(couponRow).toContainText("1 of 25");
    await couponRow.getByRole("button", { name: `Uses of ${code}` }).click();
    await expect(uses).toContainText(supplier.username);
    await uses.getByRole("button", { name: "Close" }).click();

    await couponRow.getByRole("button", { name: `Deactivate ${code}` }).click();
    const confirm = page.getByRole("dialog", { name: `Deactivate ${code}?` });
    await confirm.getByRole("button", { name: "Deactivate coupon" }).click();
    await expectToast(page, "Coupon deactivated");
    await expect(couponRow).toContainText("Deactivated");
    await expect(couponRow.getByRole("button", { name: `Deactivate ${code}` })).toHaveCount(0);
  });

  test("On a phone the console's tables become cards", async ({ page }) => {
    test.slow(); // two axe runs
    await page.setViewportSize({ width: 375, height: 812 });
    await logInAsAdmin(page);
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/users");
    const main = page.getByRole("main");
    const sections = page.getByRole("navigation", { name: "Admin sections" });

    async function expectCardsWithoutSidewaysScroll(cardName: string | RegExp) {
      await expect(main.getByRole("article", { name: cardName }).first()).toBeVisible();
      await expect(main.getByRole("table")).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    }

    await expectCardsWithoutSidewaysScroll(/.+/);
    await expectNoA11yViolations(page, "users on a phone");

    await sections.getByRole("link", { name: "Reviews of suppliers" }).click();
    await expectCardsWithoutSidewaysScroll(/^Review of .+ by .+/);
    await expectNoA11yViolations(page, "reviews on a phone");

    await sections.getByRole("link", { name: "Feature requests" }).click();
    await expectCardsWithoutSidewaysScroll(/.+/);
    await expect(
      main
        .getByRole("article")
        .first()
        .getByLabel(/^Status of /),
    ).toBeVisible();

    await sections.getByRole("link", { name: "Coupons" }).click();
    await expectCardsWithoutSidewaysScroll(/^Coupon /);
    await expect(
      main
        .getByRole("article")
        .first()
        .getByRole("button", { name: /^Uses of / }),
    ).toBeVisible();
  });

  test("On a wide screen each list is a table whose rows are named by their first cell", async ({
    page,
  }) => {
    test.slow(); // four pages
    await logInAsAdmin(page);
    const main = page.getByRole("main");
    const lists = [
      { path: "/admin/users", caption: "Accounts", firstColumn: "Account" },
      {
        path: "/admin/reviews",
        caption: "Reviews of suppliers, newest first",
        firstColumn: "Review",
      },
      {
        path: "/admin/feature-requests",
        caption: "Feature requests, most votes first",
        firstColumn: "Request",
      },
      { path: "/admin/coupons", caption: "Coupons, newest first", firstColumn: "Code" },
    ];
    for (const list of lists) {
      await page.goto(list.path);
      const table = main.getByRole("table", { name: list.caption });
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader").first()).toHaveText(list.firstColumn);
      await expect(table.getByRole("rowheader").first()).toBeVisible();
      await expect(main.getByRole("article")).toHaveCount(0);
    }
  });
});
