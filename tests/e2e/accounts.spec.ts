import type { Page } from "@playwright/test";
import {
  expect,
  expectToast,
  logIn,
  logOut,
  mainNav,
  type NewUser,
  registerThroughApi,
  test,
  toasts,
} from "./support/fixtures";

const ORGANIZER_LINKS = [
  "Dashboard",
  "Browse Suppliers",
  "My Requests",
  "Messages",
  "Post a Request",
];
const SUPPLIER_LINKS = [
  "Dashboard",
  "Browse Events",
  "My Quotes",
  "Messages",
  "Subscription Plans",
  "Success Tips",
];

async function fillRegistration(page: Page, user: Partial<NewUser>) {
  if (user.role === "supplier") await chooseSupplierRole(page);
  if (user.name !== undefined) await page.getByLabel("Full Name").fill(user.name);
  if (user.companyName !== undefined) await page.getByLabel("Company Name").fill(user.companyName);
  if (user.email !== undefined) await page.getByLabel("Email Address").fill(user.email);
  if (user.username !== undefined) await page.getByLabel("Username").fill(user.username);
  if (user.password !== undefined) await page.getByLabel("Password").fill(user.password);
}

async function chooseSupplierRole(page: Page) {
  await page.getByText("I'm an event supplier").click();
  await expect(page.getByRole("radio", { name: /I'm an event supplier/ })).toBeChecked();
}

function submitRegistration(page: Page) {
  return page.getByRole("button", { name: "Create Account" }).click();
}

async function expectNavLinks(page: Page, labels: string[]) {
  const nav = mainNav(page);
  for (const label of labels) {
    await expect(nav.getByRole("link", { name: label, exact: label !== "Messages" })).toBeVisible();
  }
  await expect(nav.getByRole("link")).toHaveCount(labels.length);
}

async function expectGuestButtons(page: Page, visible: boolean) {
  const header = page.getByRole("banner");
  for (const label of ["Log In", "Sign Up"]) {
    const link = header.getByRole("link", { name: label, exact: true });
    if (visible) await expect(link).toBeVisible();
    else await expect(link).toHaveCount(0);
  }
}

test.describe("Accounts", () => {
  test("An organizer registers through the form and lands on the dashboard", async ({
    page,
    makeUser,
  }) => {
    const user = makeUser("organizer");
    await page.goto("/register");
    await expect(page.getByRole("radio", { name: /I'm planning an event/ })).toBeChecked();
    await expect(page.getByLabel("Company Name")).toHaveCount(0);
    await fillRegistration(page, user);
    await submitRegistration(page);

    await expect(page).toHaveURL("/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome, ${user.name}!` }),
    ).toBeVisible();
    await expectToast(page, "Registration successful");
    await expectNavLinks(page, ORGANIZER_LINKS);
    // A new account is welcomed once; coming back is "Welcome back".
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome back, ${user.name}!` }),
    ).toBeVisible();
    await expectGuestButtons(page, false);

    await logOut(page);
    await expectGuestButtons(page, true);
    await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);

    await logIn(page, user.username);
    await expect(page).toHaveURL("/dashboard");
    await expectToast(page, "Login successful", `Welcome back, ${user.name}!`);
    await expect(page.getByRole("heading", { name: `Welcome back, ${user.name}!` })).toBeVisible();

    await logOut(page);
    await logIn(page, user.email);
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: `Welcome back, ${user.name}!` })).toBeVisible();
  });

  test("A supplier registers with a company name and is sent to the plans page", async ({
    page,
    makeUser,
  }) => {
    const user = makeUser("supplier");
    await page.goto("/register");
    await expect(page.getByLabel("Company Name")).toHaveCount(0);
    await chooseSupplierRole(page);
    await expect(page.getByLabel("Company Name")).toBeVisible();
    await fillRegistration(page, { ...user, role: undefined });
    await submitRegistration(page);

    await expect(page).toHaveURL("/plans");
    await expectToast(page, "Registration successful");
    await expectNavLinks(page, SUPPLIER_LINKS);
    await expectGuestButtons(page, false);
  });

  test("Registration shows the spec's validation messages", async ({ page, makeUser }) => {
    const valid = makeUser("organizer");
    await page.goto("/register");

    await test.step("nothing filled in", async () => {
      await submitRegistration(page);
      const message = "Please fill in all required fields";
      await expectToast(page, "Error", message);
      for (const label of ["Full Name", "Email Address", "Username"]) {
        await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(message));
      }
      await expect(page.getByLabel("Password")).toHaveAccessibleDescription(new RegExp(message));
      await expect(page).toHaveURL("/register");
    });

    await test.step("an email without a dot after the at sign", async () => {
      await fillRegistration(page, { ...valid, email: "someone@example" });
      await submitRegistration(page);
      const message = "Please enter a valid email address";
      await expectToast(page, "Error", message);
      await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription(
        new RegExp(message),
      );
      await expect(page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid", "true");
    });

    await test.step("a password shorter than 6 characters", async () => {
      await fillRegistration(page, { ...valid, password: "abc12" });
      await submitRegistration(page);
      const message = "Password must be at least 6 characters";
      await expectToast(page, "Error", message);
      await expect(page.getByLabel("Password")).toHaveAccessibleDescription(new RegExp(message));
    });

    await test.step("a supplier without a company name", async () => {
      await fillRegistration(page, valid);
      await chooseSupplierRole(page);
      await submitRegistration(page);
      const message = "Please enter your company name";
      await expectToast(page, "Error", message);
      await expect(page.getByLabel("Company Name")).toHaveAccessibleDescription(
        new RegExp(message),
      );
      await expect(page).toHaveURL("/register");
    });
  });

  test("Registering a taken username shows the server's message", async ({
    page,
    makeUser,
    playwright,
    baseURL,
  }) => {
    const existing = makeUser("organizer");
    const other = await playwright.request.newContext({ baseURL });
    await registerThroughApi(other, existing);
    await other.dispose();

    const attempt = { ...makeUser("organizer"), username: existing.username };
    await page.goto("/register");
    await fillRegistration(page, attempt);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/register")),
      submitRegistration(page),
    ]);
    expect(response.status()).toBe(409);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBeTruthy();

    await expectToast(page, "Registration failed", message);
    await expect(page).toHaveURL("/register");
  });

  test("Login shows errors for empty fields and a wrong password", async ({
    page,
    makeUser,
    playwright,
    baseURL,
  }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expectToast(page, "Error", "Please fill in all fields");
    await expect(page.getByLabel("Username or email")).toHaveAccessibleDescription(
      /Please fill in all fields/,
    );

    const user = makeUser("organizer");
    const other = await playwright.request.newContext({ baseURL });
    await registerThroughApi(other, user);
    await other.dispose();

    // A wrong password and an unknown user read the same, so neither reveals who has an account.
    for (const username of [user.username, `nobody_${user.username}`]) {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/auth/login")),
        logIn(page, username, "Wr0ng-e2e-pass"),
      ]);
      expect(response.status()).toBe(401);
      await expectToast(page, "Login failed", "Invalid username or password");
      await expect(page).toHaveURL("/login");
      await page.getByRole("button", { name: "Dismiss notification" }).click();
      await expect(toasts(page)).toHaveCount(0);
    }
  });

  test("Signed-in users are sent away from /login and /register", async ({ page, signUp }) => {
    await signUp("organizer");
    await page.goto("/login");
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/register");
    await expect(page).toHaveURL("/dashboard");
  });

  test("A signed-in user on a page for the other role goes to their dashboard, told why", async ({
    page,
    signUp,
  }) => {
    await signUp("organizer");
    await page.goto("/browse-requests");
    await expect(page).toHaveURL("/dashboard");
    await expectToast(
      page,
      "That page is for suppliers",
      "You are signed in as an organizer, so here is your dashboard instead.",
    );
    await logOut(page);

    await signUp("supplier");
    await page.goto("/create-request");
    await expect(page).toHaveURL("/dashboard");
    await expectToast(
      page,
      "That page is for organizers",
      "You are signed in as a supplier, so here is your dashboard instead.",
    );
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  test("Guests opening /dashboard are sent to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login");
    await expect(page.getByLabel("Username or email")).toBeVisible();
  });
});
