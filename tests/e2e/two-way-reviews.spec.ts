import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  type NewUser,
  registerThroughApi,
  test,
} from "./support/fixtures";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function signedUpAt(browser: Browser, user: NewUser, viewport: typeof PHONE) {
  const context = await browser.newContext({ viewport });
  await registerThroughApi(context.request, user);
  return context;
}

async function postJson<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function idOf(request: APIRequestContext): Promise<number> {
  return ((await (await request.get("/api/auth/me")).json()) as { id: number }).id;
}

async function supplierReviews(page: Page, supplierId: number) {
  await page.goto(`/supplier/${supplierId}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  const panel = page.getByRole("tabpanel", { name: /Reviews/ });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe("Two-way reviews", () => {
  test("The organizer and the supplier of a past booked hire review each other, and both reviews appear together", async ({
    browser,
    makeUser,
  }) => {
    test.slow();
    const organizerUser = makeUser("organizer");
    const supplierUser = makeUser("supplier");
    const organizerContext = await signedUpAt(browser, organizerUser, DESKTOP);
    const supplierContext = await signedUpAt(browser, supplierUser, PHONE);
    const organizerId = await idOf(organizerContext.request);
    const supplierId = await idOf(supplierContext.request);
    const supplierName = supplierUser.companyName ?? supplierUser.name;
    const ofSupplier = `Canapés were perfect and the team cleared up. ${Date.now()}`;
    const ofOrganizer = `Clear brief, easy access and paid on time. ${Date.now()}`;

    await test.step("the organizer books the supplier, and the event takes place", async () => {
      const request = await postJson<{ id: number }>(organizerContext.request, "/api/requests", {
        title: "Book launch drinks",
        description: "Eighty guests in a gallery",
        eventDateFrom: "2099-08-14",
        location: "Bath",
        categories: ["catering"],
      });
      const quote = await postJson<{ id: number }>(supplierContext.request, "/api/quotes", {
        requestId: request.id,
        price: "£1,200",
        total: 1200,
        description: "Canapés and drinks service",
      });
      const accepted = await organizerContext.request.put(`/api/quotes/${quote.id}/status`, {
        data: { status: "accepted" },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      // The server's clock is never moved: the test server holds the event (yesterday, UK).
      await postJson(organizerContext.request, "/api/e2e/event-held", { requestId: request.id });
      return request;
    });

    const organizerPage = await organizerContext.newPage();
    await test.step("the organizer reviews the supplier, and the review waits", async () => {
      await organizerPage.goto(`/supplier/${supplierId}`);
      await organizerPage.getByRole("button", { name: "Write Review" }).click();
      const dialog = organizerPage.getByRole("dialog", { name: `Review ${supplierName}` });
      await dialog.getByRole("link", { name: /Book launch drinks/ }).click();
      await expect(
        organizerPage.getByRole("heading", { level: 1, name: "Write a Review" }),
      ).toBeVisible();
      await organizerPage.getByLabel("Your review").fill(ofSupplier);
      await organizerPage.getByRole("button", { name: "Submit Review" }).click();
      await expectToast(
        organizerPage,
        "Review Submitted",
        new RegExp(`Your review shows once ${supplierName} has reviewed you too`),
      );
      const panel = await supplierReviews(organizerPage, supplierId);
      await expect(panel.getByText(ofSupplier)).toHaveCount(0);
    });

    const supplierPage = await supplierContext.newPage();
    await test.step("the supplier reviews the organizer on a phone, and both appear", async () => {
      await supplierPage.goto(`/organizer/${organizerId}`);
      const reviews = supplierPage.getByRole("region", { name: "Reviews from suppliers" });
      await expect(reviews).toContainText("No reviews yet");
      await expectNoA11yViolations(supplierPage, "the organizer page at 375 px, before");
      await reviews.getByRole("button", { name: `Review ${organizerUser.name}` }).click();
      const dialog = supplierPage.getByRole("dialog", { name: `Review ${organizerUser.name}` });
      await expect(dialog).toContainText("Book launch drinks");
      await expectNoA11yViolations(supplierPage, "the review dialog at 375 px");
      await dialog.getByRole("button", { name: "Submit Review" }).click();
      await expect(dialog.getByText("Please provide a comment with your review.")).toBeVisible();
      await dialog.getByRole("radio", { name: /Very Good/ }).check({ force: true });
      await dialog.getByLabel("Your review").fill(ofOrganizer);
      await dialog.getByRole("button", { name: "Submit Review" }).click();
      await expectToast(
        supplierPage,
        "Review Submitted",
        `Thank you! Your review of ${organizerUser.name} is on their page.`,
      );
      const shown = reviews.getByRole("article").filter({ hasText: ofOrganizer });
      await expect(shown).toContainText(supplierName);
      // The held event moved to yesterday, so its month is this one.
      await expect(shown).toContainText(/Verified booking · \w+ \d{4}/);
      await expect(reviews).toContainText("4.0 (1 review)");
      await expectNoA11yViolations(supplierPage, "the organizer page at 375 px, after");
      await expectNoSidewaysScroll(supplierPage);

      const panel = await supplierReviews(supplierPage, supplierId);
      await expect(panel.getByRole("article").filter({ hasText: ofSupplier })).toBeVisible();
      await expectNoSidewaysScroll(supplierPage);
    });

    await test.step("the organizer sees both at 1280 px", async () => {
      const panel = await supplierReviews(organizerPage, supplierId);
      await expect(panel.getByRole("article").filter({ hasText: ofSupplier })).toBeVisible();
      await expectNoA11yViolations(organizerPage, "the supplier profile at 1280 px");
      await organizerPage.goto(`/organizer/${organizerId}`);
      const reviews = organizerPage.getByRole("region", { name: "Reviews from suppliers" });
      await expect(reviews.getByRole("article").filter({ hasText: ofOrganizer })).toBeVisible();
      await expectNoA11yViolations(organizerPage, "the organizer page at 1280 px");
    });

    await test.step("each side is told the other's review now shows", async () => {
      await organizerPage.goto("/notifications");
      await expect(organizerPage.getByRole("main")).toContainText(
        `${supplierName}'s review of you is now on your organizer page`,
      );
      await supplierPage.goto("/notifications");
      await expect(supplierPage.getByRole("main")).toContainText(
        `${organizerUser.name}'s review of you is now on your profile`,
      );
    });

    await test.step("the organizer replies to the review, and the reply shows under it", async () => {
      const answer = "Thank you, we loved working with you too.";
      await organizerPage.goto(`/organizer/${organizerId}`);
      const reviews = organizerPage.getByRole("region", { name: "Reviews from suppliers" });
      const review = reviews.getByRole("article").filter({ hasText: ofOrganizer });
      await review.getByRole("button", { name: `Reply to ${supplierName}'s review` }).click();
      await review.getByLabel(`Reply to ${supplierName}`).fill(answer);
      await review.getByRole("button", { name: "Post reply" }).click();
      await expect(review).toContainText(`Response from ${organizerUser.name}`);
      await expect(review).toContainText(answer);
      await expect(review.getByRole("button", { name: /^Reply to/ })).toHaveCount(0);
      await expectNoA11yViolations(organizerPage, "the organizer page with a reply");
      await supplierPage.goto("/notifications");
      await expect(supplierPage.getByRole("main")).toContainText(
        `${organizerUser.name} replied to your review of them.`,
      );
    });

    await organizerContext.close();
    await supplierContext.close();
  });
});
