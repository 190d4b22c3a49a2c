import { categoryColours } from "#shared/domain/category-colours";
import {
  expect,
  expectNoA11yViolations,
  expectToast,
  supplierCards,
  test,
} from "./support/fixtures";

test.describe("Supplier cards", () => {
  test("A new supplier follows the completeness prompts, and organizers see the price and the category's placeholder on the card", async ({
    page,
    problems,
    signUp,
  }) => {
    test.slow(); // two pages and an axe run
    const supplier = await signUp("supplier");
    const businessName = supplier.companyName ?? "";
    const catering = categoryColours("catering");

    await page.goto("/profile");
    const meterCard = page
      .getByRole("heading", { name: "Complete your profile" })
      .locator("../../..");
    const meter = page.getByRole("meter", { name: "Profile completeness" });
    const todo = page.getByRole("list", { name: "Still to do" });

    await test.step("a new supplier sees every step still to do", async () => {
      await expect(meter).toHaveAttribute("value", "0");
      await expect(meterCard).toContainText("0 of 6 done");
      await expect(todo.getByRole("listitem")).toHaveText([
        /cover image/,
        /profile image/,
        /description/,
        /categories/,
        /base location/,
        /“Starting from” price/,
      ]);
    });

    await test.step("sets a starting price, a description and a category", async () => {
      await page.getByRole("button", { name: "Complete profile" }).click();
      await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
      const price = page.getByLabel("Starting from (£)");
      await price.fill("cheap");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(
        page.getByText("Please enter a price in pounds, for example 250 or 1,250.").first(),
      ).toBeVisible();
      await price.fill("1250");
      await page.getByLabel("Description").fill(`Seasonal wedding menus (${supplier.username}).`);
      // The box itself is visually hidden inside its pill-shaped label, as people click the label.
      await page
        .getByRole("group", { name: "Categories" })
        .locator("label")
        .filter({ hasText: /^Catering$/ })
        .click();
      await expect(page.getByRole("checkbox", { name: "Catering" })).toBeChecked();
      await page.getByRole("button", { name: "Save changes" }).click();
      await expectToast(page, "Profile updated", "Your changes have been saved.");
      await expect(meter).toHaveAttribute("value", "3");
      await expect(meterCard).toContainText("3 of 6 done");
      await expect(todo.getByRole("listitem")).toHaveText([
        /cover image/,
        /profile image/,
        /base location/,
      ]);
    });

    await test.step("sets a base location, so the directory lists them", async () => {
      // The directory lists a supplier once they have a category, a place and a description.
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
      await expect(meter).toHaveAttribute("value", "4");
      await expect(todo.getByRole("listitem")).toHaveText([/cover image/, /profile image/]);
    });

    await test.step("the directory card shows the price and the catering placeholder", async () => {
      await page.goto(`/suppliers?q=${supplier.username}`);
      const card = supplierCards(page).filter({
        has: page.getByRole("heading", { name: businessName }),
      });
      await expect(card).toBeVisible();
      await expect(card).toContainText("Starting at £1,250");
      await expect(card.locator("img")).toHaveCount(0);
      const placeholder = card.locator('[data-placeholder-category="catering"]');
      await expect(placeholder).toBeVisible();
      await expect(placeholder.locator("svg.lucide-utensils")).toHaveAttribute(
        "stroke",
        catering.deep,
      );
      await expect(placeholder.locator("stop").last()).toHaveAttribute(
        "stop-color",
        catering.light,
      );
      await expect(card.getByText(`${businessName}: no photo yet`)).toBeAttached();
      await expectNoA11yViolations(page, "a directory card without photos", { soft: true });
    });

    await test.step("the public profile shows the placeholder for the cover and the avatar", async () => {
      await supplierCards(page).filter({ hasText: businessName }).getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
      const header = page.getByRole("main").locator("header").first();
      await expect(header.locator('[data-placeholder-category="catering"]')).toHaveCount(2);
      await expect(header.locator("img")).toHaveCount(0);
    });

    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("A supplier with every step done sees no completeness meter", async ({ page, signUp }) => {
    const supplier = await signUp("supplier");
    const response = await page.request.put("/api/auth/profile", {
      data: {
        name: supplier.name,
        email: supplier.email,
        description: "Everything in place",
        categories: ["florist"],
        latitude: 53.8,
        longitude: -1.55,
        priceRange: "300",
        profileImage: "/uploads/seed/none-profile.jpg",
        coverImage: "/uploads/seed/none-cover.jpg",
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: "Edit profile" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Complete your profile" })).toHaveCount(0);
    await expect(page.getByRole("meter")).toHaveCount(0);
  });
});
