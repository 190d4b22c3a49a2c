import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  demoPassword,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  logInThroughApi,
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

interface PastHire {
  title: string;
  description: string;
  eventDateFrom: string;
  price: string;
  total: number;
  quoteDescription: string;
}

/**
 * The organizer posts a request, the supplier quotes, the organizer accepts, and the event is
 * held (the test server marks it yesterday, UK: its clock is never moved).
 */
async function bookPastHire(
  organizer: APIRequestContext,
  supplier: APIRequestContext,
  hire: PastHire,
): Promise<{ requestId: number; bookingId: number }> {
  const request = await postJson<{ id: number }>(organizer, "/api/requests", {
    title: hire.title,
    description: hire.description,
    eventDateFrom: hire.eventDateFrom,
    location: "Bath",
    categories: ["catering"],
  });
  const quote = await postJson<{ id: number }>(supplier, "/api/quotes", {
    requestId: request.id,
    price: hire.price,
    total: hire.total,
    description: hire.quoteDescription,
  });
  const accepted = await organizer.put(`/api/quotes/${quote.id}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { bookingId } = (await accepted.json()) as { bookingId: number };
  await postJson(organizer, "/api/e2e/event-held", { requestId: request.id });
  return { requestId: request.id, bookingId };
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

    await test.step("the organizer books the supplier, and the event takes place", () =>
      bookPastHire(organizerContext.request, supplierContext.request, {
        title: "Book launch drinks",
        description: "Eighty guests in a gallery",
        eventDateFrom: "2099-08-14",
        price: "£1,200",
        total: 1200,
        quoteDescription: "Canapés and drinks service",
      }));

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

  test("The organizer edits their reply, and an admin hides a reported review of them, which leaves their page, then shows it again", async ({
    page,
    browser,
    makeUser,
  }) => {
    test.slow();
    const organizerUser = makeUser("organizer");
    const supplierUser = makeUser("supplier");
    const organizerContext = await signedUpAt(browser, organizerUser, DESKTOP);
    const supplierContext = await signedUpAt(browser, supplierUser, PHONE);
    const reporterContext = await signedUpAt(browser, makeUser("organizer"), DESKTOP);
    const organizerId = await idOf(organizerContext.request);
    const supplierId = await idOf(supplierContext.request);
    const supplierName = supplierUser.companyName ?? supplierUser.name;
    const ofOrganizer = `Moved the start time twice on the day. ${Date.now()}`;
    const firstReply = "We are sorry about the changes.";
    const editedReply =
      "We are sorry about the changes: the venue moved us, and we told you at once.";
    const reportReason = `Names the venue's manager ${Date.now()}`;

    const reviewId =
      await test.step("both sides review a past booked hire, and the organizer replies", async () => {
        const { requestId, bookingId } = await bookPastHire(
          organizerContext.request,
          supplierContext.request,
          {
            title: "Retirement party",
            description: "Sixty guests in a function room",
            eventDateFrom: "2099-09-18",
            price: "£800",
            total: 800,
            quoteDescription: "Buffet for sixty",
          },
        );
        await postJson(organizerContext.request, "/api/reviews", {
          supplierId,
          requestId,
          rating: 5,
          comment: "Lovely buffet",
        });
        const review = await postJson<{ id: number; shownAt: string | null }>(
          supplierContext.request,
          "/api/organizer-reviews",
          { bookingId, rating: 2, comment: ofOrganizer },
        );
        expect(review.shownAt).not.toBeNull();
        await postJson(organizerContext.request, `/api/organizer-reviews/${review.id}/reply`, {
          text: firstReply,
        });
        return review.id;
      });

    const organizerPage = await organizerContext.newPage();
    await test.step("the organizer edits their reply at 1280 px", async () => {
      await organizerPage.goto(`/organizer/${organizerId}`);
      const reviews = organizerPage.getByRole("region", { name: "Reviews from suppliers" });
      const review = reviews.getByRole("article").filter({ hasText: ofOrganizer });
      await expect(review).toContainText(firstReply);
      await review.getByRole("button", { name: `Edit reply to ${supplierName}'s review` }).click();
      const field = review.getByLabel("Edit your public reply");
      await expect(field).toHaveValue(firstReply);
      await field.fill(editedReply);
      await expectNoA11yViolations(organizerPage, "the reply being edited at 1280 px");
      await review.getByRole("button", { name: "Save reply" }).click();
      await expectToast(
        organizerPage,
        "Reply updated",
        "It shows under the review on your organizer page.",
      );
      await expect(review).toContainText(editedReply);
      await expect(review).toContainText("edited");
      await expect(field).toHaveCount(0);
    });

    await test.step("another user reports the review", async () => {
      await postJson(reporterContext.request, `/api/organizer-reviews/${reviewId}/report`, {
        reason: reportReason,
      });
    });

    const reviewRow = () =>
      page.getByRole("main").locator("tr, article").filter({ hasText: ofOrganizer });
    await test.step("an admin on a phone finds it among the reported reviews and hides it", async () => {
      await page.setViewportSize(PHONE);
      await logInThroughApi(page.request, "admin", demoPassword());
      await page.goto("/admin");
      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Reviews of organizers" })
        .click();
      await expect(page).toHaveURL("/admin/organizer-reviews");
      await expect(page).toHaveTitle("Reviews of organizers · Admin | EventEazy");
      await page.getByRole("button", { name: "Reported", exact: true }).click();
      await expect(page).toHaveURL("/admin/organizer-reviews?visibility=reported");
      const card = page
        .getByRole("main")
        .getByRole("article", { name: `Review of ${organizerUser.name} by ${supplierName}` });
      await expect(card).toContainText(ofOrganizer);
      await expect(card).toContainText("Reported once");
      await expect(card).toContainText(reportReason);
      await expect(card).toContainText(`Organizer's reply: ${editedReply}`);
      await expect(card).toContainText("Visible");
      await expect(page.getByRole("main").getByRole("table")).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "reported reviews of organizers at 375 px");

      await card
        .getByRole("button", {
          name: `Hide the review of ${organizerUser.name} by ${supplierName}`,
        })
        .click();
      const dialog = page.getByRole("dialog", { name: "Hide this review?" });
      await expect(dialog).toContainText(`${supplierName}'s review of ${organizerUser.name}`);
      await dialog.getByRole("button", { name: "Hide review" }).click();
      await expect(dialog.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
      await expectNoA11yViolations(page, "the hide dialog at 375 px");
      await dialog.getByLabel("Reason").fill("Names a member of the venue's staff");
      await dialog.getByRole("button", { name: "Hide review" }).click();
      await expectToast(
        page,
        "Review hidden",
        `It no longer shows on ${organizerUser.name}'s organizer page, and their rating leaves it out.`,
      );
      await expect(dialog).toBeHidden();
      await expect(card).toContainText("Hidden");
      await expect(card).toContainText("Reason: Names a member of the venue's staff");
    });

    const reporterPage = await reporterContext.newPage();
    const organizerReviews = reporterPage.getByRole("region", { name: "Reviews from suppliers" });
    await test.step("the review leaves the organizer's page", async () => {
      await reporterPage.goto(`/organizer/${organizerId}`);
      await expect(organizerReviews).toContainText("No reviews yet");
      await expect(reporterPage.getByText(ofOrganizer)).toHaveCount(0);
    });

    await test.step("the admin shows it again at 1280 px", async () => {
      await page.setViewportSize(DESKTOP);
      await page.getByRole("button", { name: "Hidden", exact: true }).click();
      await expect(page).toHaveURL("/admin/organizer-reviews?visibility=hidden");
      const table = page
        .getByRole("main")
        .getByRole("table", { name: "Reviews of organizers, newest first" });
      await expect(table).toBeVisible();
      await expect(reviewRow()).toHaveCount(1);
      await expectNoA11yViolations(page, "hidden reviews of organizers at 1280 px");
      await reviewRow()
        .getByRole("button", {
          name: `Show the review of ${organizerUser.name} by ${supplierName} again`,
        })
        .click();
      await expectToast(
        page,
        "Review visible again",
        `It shows on ${organizerUser.name}'s organizer page and counts in their rating.`,
      );
      await page.getByRole("button", { name: "Visible", exact: true }).click();
      await expect(reviewRow()).toContainText("Visible");
    });

    await test.step("it is back on the organizer's page with the reply", async () => {
      await reporterPage.reload();
      const review = organizerReviews.getByRole("article").filter({ hasText: ofOrganizer });
      await expect(review).toContainText(editedReply);
      await expect(organizerReviews).toContainText("2.0 (1 review)");
    });

    await organizerContext.close();
    await supplierContext.close();
    await reporterContext.close();
  });
});
