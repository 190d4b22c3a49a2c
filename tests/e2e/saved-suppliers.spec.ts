import { expect, expectToast, supplierCards, test } from "./support/fixtures";

/** Seeded photographers only: suppliers registered by other tests have no category, so never show here. */
const DIRECTORY = "/suppliers?category=photography";

test.describe("Saved suppliers", () => {
  test("An organizer saves a supplier and finds it saved", async ({ page, problems, signUp }) => {
    await signUp("organizer");

    await page.goto(DIRECTORY);
    await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible();
    const firstCard = supplierCards(page).first();
    const name = (await firstCard.getByRole("heading", { level: 2 }).textContent()) ?? "";
    expect(name).not.toBe("");
    // Nothing is saved yet.
    await expect(firstCard.getByRole("button", { name: `Save ${name}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await test.step("save from the public profile", async () => {
      await firstCard.getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const save = page.getByRole("button", { name: /^Saved?$/ });
      await expect(save).toHaveAttribute("aria-pressed", "false");
      await expect(save).toHaveText("Save");
      await save.click();
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await expect(save).toHaveText("Saved");
      await expectToast(page, "Supplier saved");

      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const saved = await page.request.get("/api/saved-suppliers");
      expect(((await saved.json()) as { name: string }[]).map((supplier) => supplier.name)).toEqual(
        [name],
      );
    });

    await test.step("the card's heart is pressed in the directory and unsaves it", async () => {
      await page.goto(DIRECTORY);
      const heart = supplierCards(page)
        .filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) })
        .getByRole("button", { name: `Save ${name}` });
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await heart.click();
      await expectToast(page, "Removed from saved suppliers");
      await expect(heart).toHaveAttribute("aria-pressed", "false");
    });

    await test.step("the saved list is empty again", async () => {
      const response = await page.request.get("/api/saved-suppliers");
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual([]);
    });

    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
