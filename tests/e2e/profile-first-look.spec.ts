import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  demoPassword,
  expect,
  expectNoA11yViolations,
  type NewUser,
  registerThroughApi,
  subscribeThroughApi,
  supplierCards,
  test,
} from "./support/fixtures";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
const DAY_MS = 86_400_000;
const ukDay = (date: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
/** "20 March" */
const dayMonth = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

/** The header's block beside the name: rating, price, badges, place and the call to action. */
const profileHeader = (page: Page) => page.getByRole("main").locator("header").first();

/**
 * A florist in Leeds the directory lists, on the Standard plan (so signed-in organizers see their
 * contact details), starting at £450, with a verified insurance badge and one day blocked.
 */
async function listedFlorist(
  browser: Browser,
  request: APIRequestContext,
  supplier: NewUser,
  blockedDay: string,
) {
  await registerThroughApi(request, supplier);
  const saved = await request.put("/api/auth/profile", {
    data: {
      name: supplier.name,
      email: supplier.email,
      categories: ["florist"],
      description: "Seasonal bouquets and table flowers for weddings across Yorkshire.",
      address: "Leeds",
      latitude: 53.8,
      longitude: -1.55,
      priceRange: "450",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const profile = (await saved.json()) as { id: number; urlSlug: string };
  await subscribeThroughApi(request, supplier);
  const blocked = await request.post("/api/availability/changes", {
    data: { from: blockedDay, available: false },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);

  const expiryDate = ukDay(new Date(Date.now() + 300 * DAY_MS));
  const badge = await request.post("/api/badges", {
    multipart: {
      badge: JSON.stringify({
        kind: "insurance",
        insurer: "Hiscox",
        policyNumber: "PL-445566",
        coverPounds: 5_000_000,
        expiryDate,
      }),
      evidence: { name: "schedule.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(badge.status(), await badge.text()).toBe(201);
  const { id: badgeId } = (await badge.json()) as { id: number };
  const adminContext = await browser.newContext();
  try {
    const admin = adminContext.request;
    const login = await admin.post("/api/auth/login", {
      data: { username: "admin", password: demoPassword() },
    });
    expect(login.status(), await login.text()).toBe(200);
    const verified = await admin.post(`/api/admin/badges/${badgeId}/verify`);
    expect(verified.status(), await verified.text()).toBe(200);
  } finally {
    await adminContext.close();
  }
  return profile;
}

for (const width of [375, 1280]) {
  test.describe(`A supplier's profile at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("leads with the price, the verified badges and whether the supplier is free on the day searched for", async ({
      page,
      browser,
      makeUser,
      problems,
    }) => {
      test.slow(); // a paid plan, a badge verified by an admin, and axe runs
      const supplier = { ...makeUser("supplier"), companyName: `First Look Florals ${width}` };
      const freeDay = ukDay(new Date(Date.now() + 40 * DAY_MS));
      const blockedDay = ukDay(new Date(Date.now() + 41 * DAY_MS));
      const setup = await browser.newContext();
      const profile = await listedFlorist(browser, setup.request, supplier, blockedDay);
      await setup.close();

      await test.step("the directory's day carries into the profile, whose action says Free on that day", async () => {
        await page.goto(
          `/suppliers?availableOn=${freeDay}&q=${encodeURIComponent(supplier.companyName)}`,
        );
        const card = supplierCards(page).filter({ hasText: supplier.companyName });
        await card.getByRole("link").first().click();
        await expect(page).toHaveURL(new RegExp(`/s/${profile.urlSlug}\\?date=${freeDay}$`));
        const header = profileHeader(page);
        await expect(
          header.getByRole("heading", { level: 1, name: supplier.companyName }),
        ).toBeVisible();
        await expect(header.getByText(`Free on ${dayMonth(freeDay)}`)).toBeVisible();
        await expect(header).toContainText("Starting at £450");
        await expect(header.getByRole("list", { name: "Verified badges" })).toContainText(
          "Insured £5m · verified",
        );
        // Price and proof sit above the call to action, in the first screen.
        await expect(header.getByText("Starting at £450")).toBeInViewport();
        await expect(
          header.getByRole("list", { name: "Verified badges" }).getByRole("listitem"),
        ).toBeInViewport();
        await expectNoA11yViolations(page, `a dated profile at ${width} px`);
      });

      await test.step("a day they are taken says Booked", async () => {
        await page.goto(`/s/${profile.urlSlug}?date=${blockedDay}`);
        await expect(
          profileHeader(page).getByText(`Booked on ${dayMonth(blockedDay)}`),
        ).toBeVisible();
        await expect(profileHeader(page).getByText(/^Free on/)).toHaveCount(0);
      });

      await test.step("a guest is asked to sign in as an organizer for the contact details", async () => {
        const contact = page.getByRole("complementary", { name: "About this supplier" });
        await expect(contact.getByRole("definition")).toHaveText([
          "Leeds",
          "Sign in as an organizer to see contact details",
          "Sign in as an organizer to see contact details",
          "Sign in as an organizer to see contact details",
          /^\w+ \d{4}$/,
        ]);
        await expect(contact.getByText("Available with paid plan")).toHaveCount(0);
      });

      await test.step("without reviews, the portfolio is the first tab", async () => {
        const tabs = page.getByRole("tablist", { name: "Supplier profile sections" });
        await expect(tabs.getByRole("tab").first()).toHaveText(/^Portfolio/);
      });

      expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
    });

    test("opens on the reviews when the supplier has some", async ({ page }) => {
      await page.goto("/s/harbour-lights-photography");
      const tabs = page.getByRole("tablist", { name: "Supplier profile sections" });
      await expect(tabs.getByRole("tab").first()).toHaveText(/^Reviews/);
      await expect(tabs.getByRole("tab", { name: /^Reviews/ })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByRole("tabpanel", { name: /^Reviews/ })).toBeVisible();
      await expectNoA11yViolations(page, `a profile opening on its reviews at ${width} px`);
    });

    test("tells a new supplier what the directory still needs before it lists them", async ({
      page,
      signUp,
    }) => {
      test.slow(); // three profile loads and an axe run
      const supplier = await signUp("supplier");
      await page.goto("/profile");
      const notice = page.getByText("Organizers can't find you in the directory yet.");
      await expect(notice).toBeVisible();
      await expect(notice.locator("..")).toHaveText(
        "Organizers can't find you in the directory yet. Add a description, a category and your base location to be listed.",
      );
      await expectNoA11yViolations(page, `settings of an unlisted supplier at ${width} px`);

      const saved = await page.request.put("/api/auth/profile", {
        data: {
          name: supplier.name,
          email: supplier.email,
          description: "Cakes for every occasion.",
          categories: ["cake"],
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await page.reload();
      await expect(notice.locator("..")).toHaveText(
        "Organizers can't find you in the directory yet. Add your base location to be listed.",
      );

      const placed = await page.request.put("/api/auth/profile", {
        data: {
          name: supplier.name,
          email: supplier.email,
          address: "York",
          latitude: 53.96,
          longitude: -1.08,
        },
      });
      expect(placed.status(), await placed.text()).toBe(200);
      await page.reload();
      await expect(page.getByRole("heading", { name: "Complete your profile" })).toBeVisible();
      await expect(notice).toHaveCount(0);
    });
  });
}
