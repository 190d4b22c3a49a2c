import type { APIRequestContext, Page } from "@playwright/test";
import { REVIEW_REPLY_MESSAGE, REVIEW_REPORTED_MESSAGE } from "#shared/contracts/reviews";
import type { SupplierDetail, SupplierListItem } from "#shared/contracts/suppliers";
import { formatYearMonth } from "#shared/domain/format";
import {
  demoPassword,
  expect,
  expectNoA11yViolations,
  expectToast,
  logInThroughApi,
  logOut,
  test,
} from "./support/fixtures";

/**
 * A demo supplier with a review of a booking not yet answered, found as any visitor would: from
 * the directory.
 */
async function reviewedDemoSupplier(request: APIRequestContext) {
  const cards = (await (await request.get("/api/suppliers")).json()) as SupplierListItem[];
  for (const card of cards.filter((candidate) => candidate.reviewCount > 0)) {
    const detail = (await (
      await request.get(`/api/suppliers/${card.id}`)
    ).json()) as SupplierDetail;
    const review = detail.reviews.find((candidate) => candidate.reply === null);
    if (review?.eventMonth)
      return { supplier: detail.supplier, review: { ...review, eventMonth: review.eventMonth } };
  }
  throw new Error("the demo data has no supplier with an unanswered review");
}

async function openReviews(page: Page, supplierId: number) {
  await page.goto(`/supplier/${supplierId}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  return page.getByRole("tabpanel");
}

test.describe("Review replies", () => {
  test("A supplier replies to a review, and the reply shows on the public profile", async ({
    page,
    browser,
    signUp,
  }) => {
    // Two people, four accessibility checks.
    test.slow();
    const { supplier, review } = await reviewedDemoSupplier(page.request);
    const reply = `Thank you for having us, ${review.organizer.name}! It was a joy.`;

    await logInThroughApi(page.request, supplier.username, demoPassword());
    await page.goto("/dashboard");
    // The dashboard counts the reviews still unanswered and leads to them.
    await page.getByRole("link", { name: /awaits? your reply$/ }).click();
    await expect(page).toHaveURL(`/supplier/${supplier.id}#reviews`);
    const reviews = page.getByRole("tabpanel", { name: /Reviews/ });
    const item = reviews.getByRole("article").filter({ hasText: review.comment });
    await expect(item).toContainText(`Verified booking · ${formatYearMonth(review.eventMonth)}`);

    await item.getByRole("button", { name: `Reply to ${review.organizer.name}'s review` }).click();
    const field = item.getByLabel(`Reply to ${review.organizer.name}`);
    await item.getByRole("button", { name: "Post reply" }).click();
    await expect(field).toHaveAccessibleDescription(new RegExp(REVIEW_REPLY_MESSAGE));
    await field.fill(reply);
    await expectNoA11yViolations(page, "the reply form");
    await item.getByRole("button", { name: "Post reply" }).click();
    await expectToast(page, "Reply posted");
    await expect(item).toContainText(`Response from ${supplier.name}`);
    await expect(item).toContainText(reply);
    await expect(
      item.getByRole("button", { name: `Edit reply to ${review.organizer.name}'s review` }),
    ).toBeVisible();

    // A guest on a phone sees the reply; reporting takes an account.
    const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const visitorPage = await visitor.newPage();
    const visitorReviews = await openReviews(visitorPage, supplier.id);
    const seen = visitorReviews.getByRole("article").filter({ hasText: review.comment });
    await expect(seen).toContainText(reply);
    await expect(seen).toContainText(`Verified booking · ${formatYearMonth(review.eventMonth)}`);
    await expect(seen.getByRole("button", { name: /^Report / })).toHaveCount(0);
    await expectNoA11yViolations(visitorPage, "the public reviews at 375 px");
    await visitor.close();

    // Anyone signed in may report the review; here a new organizer does.
    await signUp("organizer");
    const reasonText = `Not the event I saw ${Date.now()}`;
    const organizerReviews = await openReviews(page, supplier.id);
    const reported = organizerReviews.getByRole("article").filter({ hasText: review.comment });
    await expect(reported).toContainText(reply);
    await reported
      .getByRole("button", { name: `Report ${review.organizer.name}'s review` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Report this review?" });
    await dialog.getByLabel("Reason (optional)").fill(reasonText);
    await expectNoA11yViolations(page, "the report dialog");
    await dialog.getByRole("button", { name: "Report review" }).click();
    await expectToast(page, "Review reported", REVIEW_REPORTED_MESSAGE);
    await expect(reported).toContainText("You reported this review");

    await logOut(page);
    await logInThroughApi(page.request, "admin", demoPassword());
    await page.goto("/admin/reviews");
    await page.getByRole("button", { name: "Reported", exact: true }).click();
    await expect(page).toHaveURL("/admin/reviews?visibility=reported");
    const row = page.getByRole("main").locator("tr, article").filter({ hasText: review.comment });
    await expect(row).toContainText("Reported once");
    await expect(row).toContainText(reasonText);
    await expectNoA11yViolations(page, "the reported reviews");
  });
});
