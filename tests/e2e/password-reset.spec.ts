import {
  E2E_PASSWORD,
  expect,
  expectNoA11yViolations,
  expectToast,
  latestEmailTo,
  logIn,
  test,
} from "./support/fixtures";

const NEW_PASSWORD = "Brand-new-e2e-pass";

/** Waits for the reset email to this address and answers its link. */
async function resetLinkFor(email: string): Promise<URL> {
  const message = await latestEmailTo(email, "Reset your EventEazy password");
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message.text)?.[0];
  expect(link, message.text).toBeTruthy();
  expect(message.html).toContain(`href="${link}"`);
  return new URL(link ?? "");
}

test.describe("Password reset", () => {
  test("A user who forgot their password resets it from the emailed link and logs in with the new one", async ({
    page,
    problems,
    signUp,
  }) => {
    // A long journey with four accessibility scans.
    test.slow();
    const user = await signUp("organizer");
    await page.context().clearCookies();

    await test.step("the login page leads to the reset request form", async () => {
      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL("/forgot-password");
      await expect(page).toHaveTitle("Forgot Password | EventEazy");
      await expect(
        page.getByRole("heading", { level: 1, name: "Forgot your password?" }),
      ).toBeVisible();
      await expectNoA11yViolations(page);
    });

    await test.step("the email is required", async () => {
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByText("Please enter your email address.").first()).toBeVisible();
      await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    });

    await test.step("asking for the link confirms without saying whether the account exists", async () => {
      await page.getByLabel("Email address").fill(user.email);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
      await expect(
        page.getByText("If the email exists, a reset link has been sent."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute(
        "href",
        "/login",
      );
      await expectNoA11yViolations(page);
    });

    const link = await resetLinkFor(user.email);
    expect(link.pathname).toBe("/reset-password");

    await test.step("the link opens the new-password form, which checks its fields", async () => {
      await page.goto(link.pathname + link.search);
      await expect(page).toHaveTitle("Reset Password | EventEazy");
      await expect(
        page.getByRole("heading", { level: 1, name: "Reset your password" }),
      ).toBeVisible();
      await expect(page.getByText(user.email)).toBeVisible();
      await expectNoA11yViolations(page);

      const submit = page.getByRole("button", { name: "Reset Password" });
      await submit.click();
      await expectToast(page, "Error", "Please fill in all fields.");

      await page.getByLabel("New Password").fill(NEW_PASSWORD);
      await page.getByLabel("Confirm Password").fill(`${NEW_PASSWORD}x`);
      await submit.click();
      await expect(page.getByText("Passwords do not match.").first()).toBeVisible();

      await page.getByLabel("New Password").fill("abc12");
      await page.getByLabel("Confirm Password").fill("abc12");
      await submit.click();
      await expect(
        page.getByText("Password must be at least 6 characters long.").first(),
      ).toBeVisible();
    });

    await test.step("a new password is set", async () => {
      await page.getByLabel("New Password").fill(NEW_PASSWORD);
      await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Reset Password" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Password Reset Successful" }),
      ).toBeVisible();
      await expectToast(
        page,
        "Password Reset Successful",
        "Your password has been updated successfully.",
      );
      await expectNoA11yViolations(page);
      await page.getByRole("link", { name: "Go to Login" }).click();
      await expect(page).toHaveURL("/login");
    });

    await test.step("the old password no longer works; the new one does", async () => {
      await logIn(page, user.username, E2E_PASSWORD);
      await expectToast(page, "Login failed");
      await expect(page).toHaveURL("/login");
      await logIn(page, user.username, NEW_PASSWORD);
      await expect(page).toHaveURL("/dashboard");
    });

    await test.step("the link works only once", async () => {
      await page.goto(link.pathname + link.search);
      await expect(
        page.getByRole("heading", { level: 1, name: "Invalid Reset Link" }),
      ).toBeVisible();
    });

    expect(problems.pageErrors).toEqual([]);
  });

  test("A missing or made-up reset link offers a new one", async ({ page }) => {
    for (const address of ["/reset-password", "/reset-password?token=made-up-token"]) {
      await page.goto(address);
      await expect(
        page.getByRole("heading", { level: 1, name: "Invalid Reset Link" }),
      ).toBeVisible();
      await expect(
        page.getByText(
          "This password reset link is invalid or has expired. Please request a new one.",
        ),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
    }
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Request New Link" }).click();
    await expect(page).toHaveURL("/forgot-password");
  });
});
