import {
  clickFooterLink,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  latestEmailTo,
  test,
} from "./support/fixtures";

const SUPPORT_EMAIL = "support@eventeazy.co.uk";

const FOOTER_PAGES = [
  ["Supplier Guidelines", "/supplier-guidelines", "Supplier Guidelines"],
  ["Help Centre", "/help", "Help Centre"],
  ["Contact Us", "/contact", "Contact Us"],
  ["Refund Policy", "/refund-policy", "Refund Policy"],
] as const;

test.describe("Help and support pages", () => {
  test("Every footer link leads to a real page, readable at 375 px", async ({ page, problems }) => {
    test.slow(); // eight axe runs
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const footer = page.getByRole("contentinfo");
    for (const link of await footer.getByRole("link").all())
      expect(await link.getAttribute("href"), await link.innerText()).not.toBe("/");
    await expect(footer.getByRole("link", { name: "Success Stories" })).toHaveCount(0);

    for (const [label, path, heading] of FOOTER_PAGES) {
      await test.step(path, async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await clickFooterLink(page, label);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(`${heading} | EventEazy`);
        await expectNoA11yViolations(page, path, { soft: true });
        await page.setViewportSize({ width: 375, height: 812 });
        await expectNoSidewaysScroll(page);
        await expectNoA11yViolations(page, `${path} at 375 px`, { soft: true });
      });
    }

    // The server knows the addresses (no 404) and describes them for search engines.
    for (const [, path, heading] of FOOTER_PAGES) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(`<title>${heading} | EventEazy</title>`);
    }
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("The Help Centre answers questions about quotes, plans, refunds and safety", async ({
    page,
  }) => {
    await page.goto("/help");
    for (const topic of ["Requests and quotes", "Plans and billing", "Refunds", "Safety and trust"])
      await expect(page.getByRole("heading", { level: 2, name: topic })).toBeVisible();
    const question = page.getByText("Can I get a refund on my subscription?");
    await question.click();
    await page.getByRole("link", { name: "Refund Policy" }).first().click();
    await expect(page).toHaveURL("/refund-policy");
    await expect(page.getByRole("heading", { level: 2, name: /When we refund/ })).toBeVisible();
  });

  test("A guest writes to support, and the message is emailed with their address to reply to", async ({
    page,
    problems,
  }) => {
    await page.goto("/refund-policy");
    await page.getByRole("link", { name: "contact form" }).first().click();
    await expect(page).toHaveURL("/contact?topic=refunds");
    await expect(page.getByLabel("What is it about?")).toHaveValue("refunds");

    // The form explains what is missing before anything is sent.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();

    const subject = `Charged twice ${Date.now()}`;
    await page.getByLabel("Your name").fill("Priya Shah");
    await page.getByLabel("Your email address").fill("priya.shah@example.com");
    await page.getByLabel("Subject").fill(subject);
    await page
      .getByLabel("Message")
      .fill("My card was charged twice for the Standard plan this month.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();

    const email = await latestEmailTo(SUPPORT_EMAIL, `[EventEazy contact] Refunds: ${subject}`);
    expect(email.headers.get("reply-to")).toContain("priya.shah@example.com");
    expect(email.text).toContain("charged twice for the Standard plan");
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
