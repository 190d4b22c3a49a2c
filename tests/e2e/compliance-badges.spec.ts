import type { Page } from "@playwright/test";
import {
  demoPassword,
  expect,
  expectNoA11yViolations,
  expectToast,
  latestEmailTo,
  logInThroughApi,
  registerThroughApi,
  supplierCards,
  test,
} from "./support/fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;
const ukDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(at);
const monthYear = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

function badgeRow(page: Page, label: string) {
  return page.getByRole("list", { name: "Your badges" }).getByRole("listitem").filter({
    hasText: label,
  });
}

async function directoryCardOf(page: Page, name: string) {
  await page.goto("/suppliers");
  const insured = page.getByRole("checkbox", { name: /^Insured/ });
  // The filter lives in the address: the box shows checked once the search has moved there.
  await insured.click();
  await expect(page).toHaveURL(/insured=true/);
  await expect(insured).toBeChecked();
  return supplierCards(page).filter({ hasText: name });
}

test.describe("Compliance badges", () => {
  test("A supplier's insurance badge goes from upload to verified by an admin to expired by the sweep", async ({
    page,
    browser,
    makeUser,
  }) => {
    test.slow();
    const supplier = {
      ...makeUser("supplier"),
      companyName: `Badge Journey Catering ${Date.now()}`,
    };
    await registerThroughApi(page.request, supplier);
    // Listed in the directory: a category, a place and a description.
    const listed = await page.request.put("/api/auth/profile", {
      data: {
        name: supplier.name,
        email: supplier.email,
        categories: ["catering"],
        description: "Buffets and canapés for events of every size.",
        address: "Leeds",
        latitude: 53.8,
        longitude: -1.55,
      },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
    // The policy ends two days from now: the sweep reaches past it without moving far ahead.
    const expiryDate = ukDay(new Date(Date.now() + 2 * DAY_MS));
    const shown = `Insured £5m · verified · until ${monthYear(expiryDate)}`;

    // The supplier adds the badge with its evidence from their settings.
    await page.goto("/profile?tab=settings");
    await page.getByRole("button", { name: "Add a badge" }).click();
    await expect(page.getByLabel("Kind of badge")).toHaveValue("insurance");
    await page.getByLabel("Insurer").fill("Hiscox");
    await page.getByLabel("Policy number").fill("PL-778899");
    await page.getByLabel("Cover (£)").fill("5000000");
    await page.getByLabel("Expiry date").fill(expiryDate);
    await page.getByLabel("Evidence").setInputFiles({
      name: "policy-schedule.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await page.getByRole("button", { name: "Send for review" }).click();
    await expectToast(page, "Badge sent for review");
    await expect(badgeRow(page, "Insured £5m")).toContainText("Waiting for review");
    await expectNoA11yViolations(page, "settings with a badge");

    // Waiting for review, it shows nowhere public.
    await page.goto(`/supplier/${me.id}`);
    await expect(page.getByRole("heading", { level: 1, name: supplier.companyName })).toBeVisible();
    await expect(page.getByText("Verified by EventEazy")).toHaveCount(0);

    // An admin checks the evidence and verifies the badge.
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await logInThroughApi(adminContext.request, "admin", demoPassword());
      await admin.goto("/admin/badges");
      const review = admin
        .getByRole("list", { name: "Badges" })
        .getByRole("article")
        .filter({ hasText: supplier.companyName });
      await expect(review).toContainText("PL-778899");
      const evidence = await admin.request.get(
        (await review.getByRole("link", { name: /^Evidence:/ }).getAttribute("href")) ?? "",
      );
      expect(evidence.status()).toBe(200);
      expect(Buffer.from(await evidence.body()).equals(PDF)).toBe(true);
      await expectNoA11yViolations(admin, "admin badges");
      await review.getByRole("button", { name: "Verify" }).click();
      await expectToast(admin, "Badge verified");
      await expect(review).toHaveCount(0);
    } finally {
      await adminContext.close();
    }
    const verified = await latestEmailTo(supplier.email, 'Your "Insured £5m" badge is verified');
    expect(verified.text).toContain("shows on your card and profile");

    // Verified: in settings, on the public profile, and on the directory's "Insured" card.
    await page.goto("/profile?tab=settings");
    await expect(badgeRow(page, "Insured £5m")).toContainText("Verified");
    await page.goto(`/supplier/${me.id}`);
    await expect(page.getByRole("list", { name: "Verified badges" })).toContainText(shown);
    const card = await directoryCardOf(page, supplier.companyName);
    await expect(card).toContainText(shown);

    // The sweep, run as of three days on, records the expiry and tells the supplier.
    const sweep = await page.request.post("/api/e2e/sweep", { data: { offsetDays: 3 } });
    expect(sweep.status()).toBe(200);
    const { sweep: report } = (await sweep.json()) as { sweep: { badgesExpired: number } };
    expect(report.badgesExpired).toBeGreaterThanOrEqual(1);
    const expired = await latestEmailTo(supplier.email, 'Your "Insured £5m" badge has expired');
    expect(expired.text).toContain("no longer shows on your card and profile");
    await page.goto("/notifications");
    await expect(page.getByRole("main")).toContainText('Your "Insured £5m" badge ended on');

    await page.goto("/profile?tab=settings");
    await expect(badgeRow(page, "Insured £5m")).toContainText("Expired");
    await page.goto(`/supplier/${me.id}`);
    await expect(page.getByRole("heading", { level: 1, name: supplier.companyName })).toBeVisible();
    await expect(page.getByRole("list", { name: "Verified badges" })).toHaveCount(0);
    const gone = await directoryCardOf(page, supplier.companyName);
    await expect(gone).toHaveCount(0);
  });
});
