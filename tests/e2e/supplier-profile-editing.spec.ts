import {
  expect,
  expectNoA11yViolations,
  expectToast,
  test,
  writeGradientPng,
} from "./support/fixtures";

const COVER_ASPECT = 16 / 10;

test.describe("Supplier profile editing", () => {
  test("A supplier edits the profile, uploads and crops a cover image, adds an equipment offering and sees it on the public page", async ({
    page,
    problems,
    signUp,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow(); // an upload and an axe run
    const supplier = await signUp("supplier");
    const businessName = supplier.companyName ?? "";
    const description = `Lighting and sound for weddings across Yorkshire (${supplier.username}).`;
    const address = "12 Briggate, Leeds";
    const offering = {
      title: `Festoon lighting kit ${testInfo.workerIndex}`,
      category: "Lighting",
      description: "Forty metres of warm-white festoon, stands and a technician to rig it.",
      price: "£250 per day",
    };
    const coverFile = await writeGradientPng(testInfo.outputPath("cover.png"), 1600, 900);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
    await expect(page.getByText("No cover image yet")).toBeAttached();

    await test.step("edit the details and pick a base location", async () => {
      await page.getByRole("button", { name: "Edit profile" }).click();
      await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
      await page.getByLabel("Description").fill(description);
      await page.getByLabel("Address").fill(address);

      const location = page.getByRole("combobox", { name: "Base location" });
      await Promise.all([
        page.waitForResponse((r) => r.url().includes("/api/locations/suggestions?query=Leeds")),
        location.fill("Leeds"),
      ]);
      await page.getByRole("option", { name: "Leeds, England", exact: true }).click();
      await expect(location).toHaveValue("Leeds, England");
      await expect(
        page.getByText("Location set. Your service area is measured from here."),
      ).toBeVisible();
    });

    await test.step("choose a cover image and crop it to the cards' 16:10", async () => {
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Add cover image" }).click();
      await (await chooser).setFiles(coverFile);

      const dialog = page.getByRole("dialog", { name: "Crop cover image" });
      await expect(dialog).toBeVisible();
      const cropArea = dialog.getByRole("application", { name: /^Crop area/ });
      await expect(cropArea).toBeVisible();
      await expect
        .poll(async () => {
          const box = await cropArea.boundingBox();
          return box ? box.width / box.height : 0;
        }, "the crop area has the shape of a card's image")
        .toBeCloseTo(COVER_ASPECT, 1);
      const apply = dialog.getByRole("button", { name: "Apply crop" });
      await expect(apply).toBeEnabled();
      await apply.click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText("Uploads when you save")).toBeVisible();
    });

    await test.step("save", async () => {
      const [upload] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/upload/cover-image")),
        page.getByRole("button", { name: "Save changes" }).click(),
      ]);
      expect(upload.status(), await upload.text()).toBeLessThan(300);
      await expectToast(page, "Profile updated", "Your changes have been saved.");
      await expect(page.getByRole("button", { name: "Edit profile" })).toBeVisible();
      await expect(page.getByText(description)).toBeVisible();
      await expect(page.getByText(address)).toBeVisible();
      await expect(page.getByText("50 km from your base location")).toBeVisible();
      const cover = page.getByRole("img", { name: "Your cover" });
      await expect(cover).toHaveAttribute("src", /^\/uploads\//);
      await expect
        .poll(
          () =>
            cover.evaluate((img: HTMLImageElement) =>
              img.complete && img.naturalHeight > 0 ? img.naturalWidth / img.naturalHeight : 0,
            ),
          "the stored cover has the shape of a card's image",
        )
        .toBeCloseTo(COVER_ASPECT, 1);
    });

    await test.step("add an equipment offering", async () => {
      const section = page.getByRole("region", { name: "Equipment & Services" });
      await expect(section.getByText("No offerings yet")).toBeVisible();
      await section.getByRole("button", { name: "Add offering", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Add equipment or service" });
      await expect(dialog).toBeVisible();
      const add = dialog.getByRole("button", { name: "Add offering" });
      await expect(add).toBeDisabled();
      await dialog.getByLabel("Title").fill(offering.title);
      await dialog.getByLabel("Category").selectOption({ label: offering.category });
      await dialog.getByLabel("Description").fill(offering.description);
      await dialog.getByLabel("Price range").fill(offering.price);
      await add.click();
      await expect(dialog).toHaveCount(0);
      await expectToast(page, "Offering added", `"${offering.title}" is saved.`);
      const item = section.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: offering.title }),
      });
      await expect(item).toBeVisible();
      await expect(item).toContainText(offering.category);
      await expect(item).toContainText(offering.price);
    });

    const publicPath = await test.step("open the public profile", async () => {
      await page.getByRole("link", { name: "View Public Profile" }).click();
      await expect(page).toHaveURL(/\/supplier\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
      await expect(page.getByText(description)).toBeVisible();

      const cover = page.getByRole("main").locator("header picture img");
      await expect(cover).toHaveAttribute("src", /^\/uploads\//);
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // Chromium takes the WebP copy at a width that fits, not the stored original.
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/uploads\/webp\/(320|640|960)\//,
      );

      await page.getByRole("tab", { name: /Equipment\/Services/ }).click();
      const panel = page.getByRole("tabpanel", { name: /Equipment\/Services/ });
      const card = panel.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: offering.title }),
      });
      await expect(card).toBeVisible();
      await expect(card).toContainText(offering.description);
      await expect(card).toContainText(offering.price);
      await expectNoA11yViolations(page, "the supplier's own public profile", { soft: true });
      return new URL(page.url()).pathname;
    });

    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);

    await test.step("a guest sees the contact details locked", async () => {
      const context = await browser.newContext({ baseURL });
      const guest = await context.newPage();
      await guest.goto(publicPath);
      await expect(guest.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
      const contact = guest.getByRole("complementary", { name: "About this supplier" });
      const locked = "Available with paid plan";
      await expect(contact.getByRole("term")).toHaveText([
        "Address",
        "Phone",
        "Email",
        "Website",
        "Member since",
      ]);
      await expect(contact.getByRole("definition")).toHaveText([
        address,
        locked,
        locked,
        locked,
        /^\w+ \d{4}$/,
      ]);
      await expect(contact.getByText(supplier.email)).toHaveCount(0);
      await context.close();
    });
  });
});
