import {
  CONFIRM_EMAIL_SUBJECT,
  confirmationLinkFor,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  latestEmailTo,
  test,
} from "./support/fixtures";

const banner = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Confirm your email address" });

test.describe("Confirming an email address", () => {
  test("A new organizer confirms their address through the emailed link, and the banner goes", async ({
    page,
    makeUser,
    problems,
  }) => {
    const user = makeUser("organizer");
    await page.goto("/register");
    await page.getByLabel("Full Name").fill(user.name);
    await page.getByLabel("Email Address").fill(user.email);
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/dashboard");

    await expect(banner(page)).toContainText("Please confirm your email address.");
    await expect(banner(page)).toContainText(user.email);
    await expect(banner(page)).toContainText("suppliers cannot see your requests");
    await expectNoA11yViolations(page, "the dashboard with the confirmation banner");

    const first = await confirmationLinkFor(user.email);
    await banner(page).getByRole("button", { name: "Resend link" }).click();
    await expectToast(page, "Link sent", "We have sent you a new confirmation link.");
    await expect
      .poll(async () => confirmationLinkFor(user.email), { timeout: 10_000 })
      .not.toBe(first);
    const link = await confirmationLinkFor(user.email);

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(user.name);
    await expect(banner(page)).toHaveCount(0);

    // A link works once.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Invalid confirmation link" })).toBeVisible();
    await expect(page.getByText("Your email address is already confirmed.")).toBeVisible();
    expect
      .soft(
        problems.all().filter((p) => !p.includes("400")),
        "console errors",
      )
      .toEqual([]);
  });

  test("Changing the email asks for the current password, tells the old address and asks for a new confirmation", async ({
    page,
    signUp,
  }) => {
    const user = await signUp("organizer");
    const newEmail = `new_${user.email}`;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/profile");
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Edit profile" }).click();
    await expect(page.getByLabel("Current password")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(newEmail);
    const password = page.getByLabel("Current password");
    await expect(password).toBeVisible();

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(password).toHaveAccessibleDescription(
      /Please enter your current password to change your email address/,
    );
    await password.fill("Not-my-password-1");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(password).toHaveAccessibleDescription(/Your current password is not correct/);

    await password.fill(user.password);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Please confirm your new email address");
    await expect(banner(page)).toContainText(newEmail);
    const notice = await latestEmailTo(user.email, "Your EventEazy email address was changed");
    expect(notice.text).toContain(newEmail);
    await expect(latestEmailTo(newEmail, CONFIRM_EMAIL_SUBJECT)).resolves.toBeTruthy();
    await expectNoSidewaysScroll(page);
  });
});
