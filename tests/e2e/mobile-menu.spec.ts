import { expect, expectNoSidewaysScroll, mainNav, test } from "./support/fixtures";

const NARROW = 375;

test.describe("Header on a 375 px phone", () => {
  test("The header collapses into a menu toggle that closes after navigating", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const header = page.getByRole("banner");
    const toggle = header.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();
    await expect(header.getByRole("link", { name: "Log In", exact: true })).toBeHidden();

    await toggle.click();
    const menu = header.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(header.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    for (const [label, href] of [
      ["Home", "/"],
      ["Browse Suppliers", "/suppliers"],
      ["How It Works", "/how-it-works"],
      ["Log In", "/login"],
      ["Sign Up", "/register"],
    ] as const) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }

    await menu.getByRole("link", { name: "How It Works", exact: true }).click();
    await expect(page).toHaveURL("/how-it-works");
    await expect(menu).toHaveCount(0);
    await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("The home page does not scroll sideways at 375 px", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expectNoSidewaysScroll(page, `the home page at ${NARROW} px`);
  });
});
