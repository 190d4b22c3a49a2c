import { expect, test } from "./support/fixtures";

const NOT_AN_IMAGE = "That file is not an image we can use (JPEG, PNG or WebP)";

test.describe("Profile images", () => {
  test("Choosing a file that is not an image says so, and no crop dialog opens", async ({
    page,
    signUp,
    problems,
  }) => {
    await signUp("organizer");
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit profile" }).click();
    const cropDialog = page.getByRole("dialog", { name: /^Crop/ });

    for (const file of [
      // A document, as a file picker set to "All files" allows.
      { name: "menu.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%...") },
      // A text file renamed to look like a photo.
      { name: "holiday.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo") },
    ]) {
      await test.step(file.name, async () => {
        const chooser = page.waitForEvent("filechooser");
        await page.getByRole("button", { name: "Add profile image" }).click();
        await (await chooser).setFiles(file);
        await expect(page.getByRole("alert").filter({ hasText: NOT_AN_IMAGE })).toBeVisible();
        await expect(cropDialog).toHaveCount(0);
      });
    }
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
