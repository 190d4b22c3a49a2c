import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, expectToast, test } from "./support/fixtures";

/** Demo coupons seeded with the demo data (src/server/startup/seed/demo-coupons.ts). */
const FREE_COUPON = "FOUNDERS100";
const PERCENT_COUPON = "EAZY20";

const standardCard = (page: Page) => page.getByRole("article", { name: "Standard", exact: true });
const freeCard = (page: Page) => page.getByRole("article", { name: "Free Plan", exact: true });
const cardForm = (page: Page) => page.getByRole("form", { name: "Card payment" });

/** A future expiry date as MM/YY, as a card shows it. */
function futureExpiry(): string {
  const year = (new Date().getFullYear() + 3) % 100;
  return `12/${String(year).padStart(2, "0")}`;
}

async function payWith(page: Page, cardNumber: string) {
  const form = cardForm(page);
  await form.getByLabel("Name on card").fill("Priya Shah");
  await form.getByLabel("Card number").fill(cardNumber);
  await form.getByLabel("Expiry (MM/YY)").fill(futureExpiry());
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: /^Pay £/ }).click();
}

async function openPlans(page: Page) {
  await page.goto("/plans");
  await expect(page.getByRole("heading", { level: 1, name: "Subscription Plans" })).toBeVisible();
}

test.describe("Plans and subscriptions", () => {
  test("Guests compare the plans, and both plans' buttons lead to supplier registration and back", async ({
    page,
    problems,
    makeUser,
  }) => {
    await openPlans(page);
    await expect(page).toHaveTitle("Subscription Plans | EventEazy");
    // The e2e server takes payments with the built-in test provider.
    await expect(page.getByText("Test mode: no money moves.")).toBeVisible();
    const billing = page.getByRole("radiogroup", { name: "Billing period" });
    await expect(billing.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(billing.getByRole("radio", { name: /Yearly/ })).toContainText("Save 16%");
    await expect(standardCard(page)).toContainText("£20/ month");
    await expect(freeCard(page)).toContainText("1 quote per month");
    // Messaging organizers needs the paid plan, so only the Standard card promises it.
    await expect(freeCard(page)).not.toContainText(/messaging/i);
    await expect(standardCard(page)).toContainText("Customer messaging");
    await expect(
      freeCard(page).getByRole("link", { name: "Get Started for Free" }),
    ).toHaveAttribute("href", "/register?role=supplier");
    await expect(page.getByRole("link", { name: "Register as a Supplier" })).toHaveAttribute(
      "href",
      "/register?role=supplier",
    );
    await expect(page.getByRole("button", { name: "Validate" })).toBeDisabled();
    await expectNoA11yViolations(page);

    await billing.getByRole("radio", { name: /Yearly/ }).click();
    await expect(standardCard(page)).toContainText("£200/ year");

    await standardCard(page).getByRole("link", { name: "Register & Subscribe" }).click();
    await expect(page).toHaveURL("/register?role=supplier");
    await expect(page.getByRole("radio", { name: /I'm an event supplier/ })).toBeChecked();
    const supplier = makeUser("supplier");
    await page.getByLabel("Full Name").fill(supplier.name);
    await page.getByLabel("Company Name").fill(supplier.companyName ?? "");
    await page.getByLabel("Email Address").fill(supplier.email);
    await page.getByLabel("Username").fill(supplier.username);
    await page.getByLabel("Password").fill(supplier.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/plans");
    await expect(freeCard(page)).toContainText("Your plan");
    await expect(standardCard(page).getByRole("button", { name: "Subscribe Now" })).toBeVisible();
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("A new supplier subscribes monthly with the test card and can then browse requests", async ({
    page,
    problems,
    signUp,
  }) => {
    test.slow(); // two axe runs and a payment
    await signUp("supplier");
    await openPlans(page);
    await expect(freeCard(page)).toContainText("Your plan");

    await standardCard(page).getByRole("button", { name: "Subscribe Now" }).click();
    const form = cardForm(page);
    await expect(page.getByRole("heading", { name: "Complete your subscription" })).toBeFocused();
    await expect(form).toContainText("Test mode: no money moves.");
    await expect(standardCard(page)).toHaveCount(0);
    await expect(page.getByText("Due today")).toBeVisible();

    await test.step("the card form says what is wrong before anything is sent", async () => {
      await form.getByRole("button", { name: "Pay £20" }).click();
      await expect(form.getByText("Please enter the name on the card.")).toBeVisible();
      await expect(form.getByText("Please enter your card number.")).toBeVisible();
      await form.getByLabel("Card number").fill("4242 4242 4242 4241");
      await form.getByLabel("Expiry (MM/YY)").fill("0120");
      await expect(form.getByLabel("Expiry (MM/YY)")).toHaveValue("01/20");
      await form.getByLabel("CVC").fill("1");
      await form.getByRole("button", { name: "Pay £20" }).click();
      await expect(form.getByText("Your card number is invalid.")).toBeVisible();
      await expect(form.getByText("Your card's expiry date is in the past.")).toBeVisible();
      await expect(form.getByText("Your card's security code is invalid.")).toBeVisible();
      await expect(form.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
      await expectNoA11yViolations(page, "the test card form");
    });

    await test.step("the test card pays and the plan is active", async () => {
      await payWith(page, "4242424242424242");
      await expectToast(page, "Payment Successful", "Your Standard plan is now active.");
      await expect(page).toHaveURL("/profile?tab=account");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "Subscription", exact: true })).toBeVisible();
      await expect(main).toContainText("Standard monthly plan");
      await expect(main.getByText(/^Active until /)).toBeVisible();
      await expect(main.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
    });

    await test.step("requests open to the subscribed supplier", async () => {
      await page.goto("/browse-requests");
      await expect(page.getByRole("heading", { level: 1, name: "Browse Requests" })).toBeVisible();
      await expect(page).toHaveURL("/browse-requests");
    });

    await test.step("messaging opens to the subscribed supplier", async () => {
      const answer = await page.request.get("/api/requests");
      const [open] = (await answer.json()) as Array<{ organizerId: number; organizerName: string }>;
      if (!open) throw new Error("the demo data has no open request");
      await page.goto(`/messages/${open.organizerId}`);
      await expect(page).toHaveURL(`/messages/${open.organizerId}`);
      const text = `Happy to help with your event. ${Date.now()}`;
      await page.getByRole("textbox", { name: `Message ${open.organizerName}` }).fill(text);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(
        page.getByRole("log", { name: `Messages with ${open.organizerName}` }).getByText(text),
      ).toBeVisible();
    });

    await test.step("/plans shows the current plan instead of a Subscribe button", async () => {
      await openPlans(page);
      await expect(standardCard(page)).toContainText("Your plan");
      await expect(standardCard(page)).toContainText("Standard monthly plan");
      await expect(standardCard(page).getByRole("button", { name: "Subscribe Now" })).toHaveCount(
        0,
      );
      await expect(page.getByRole("link", { name: "View Your Profile" })).toBeVisible();
    });
    expect.soft(problems.pageErrors, "uncaught exceptions").toEqual([]);
  });

  test("A declined card shows the error and changes nothing", async ({ page, signUp }) => {
    await signUp("supplier");
    await openPlans(page);
    await standardCard(page).getByRole("button", { name: "Subscribe Now" }).click();

    await payWith(page, "4000 0000 0000 0002");
    await expectToast(page, "Payment failed", "Your card was declined.");
    await expect(cardForm(page).getByRole("alert")).toHaveText(
      "Payment failed: Your card was declined.",
    );
    await expect(page).toHaveURL("/plans");

    await cardForm(page).getByRole("button", { name: "Cancel" }).click();
    const subscribe = standardCard(page).getByRole("button", { name: "Subscribe Now" });
    await expect(subscribe).toBeFocused();

    await page.goto("/browse-requests");
    await expect(page).toHaveURL("/plans?from=browse-events");
  });

  test("A coupon that makes the plan free activates it without any payment", async ({
    page,
    problems,
    signUp,
  }) => {
    await signUp("supplier");
    await openPlans(page);
    const couponBox = page.getByLabel("Have a coupon code?");
    const validate = page.getByRole("button", { name: "Validate" });

    await test.step("an unknown code is refused where it was typed, and editing clears it", async () => {
      await couponBox.fill("NOT-A-REAL-CODE");
      await validate.click();
      await expect(page.getByText("Invalid coupon code.")).toBeVisible();
      await expect(couponBox).toHaveAttribute("aria-invalid", "true");
      await couponBox.fill("");
      await expect(page.getByText("Invalid coupon code.")).toHaveCount(0);
      await expect(validate).toBeDisabled();
    });

    await test.step("a valid code shows the price with it", async () => {
      await couponBox.fill(FREE_COUPON.toLowerCase());
      await validate.click();
      await expectToast(page, "Valid Coupon!", `Coupon ${FREE_COUPON} applied`);
      await expect(standardCard(page)).toContainText("Was £20Now £0/ month");
      await page.getByRole("radio", { name: /Yearly/ }).click();
      await expect(standardCard(page)).toContainText("Was £200Now £0/ year");
      await expectNoA11yViolations(page, "/plans with a valid coupon");
    });

    await standardCard(page).getByRole("button", { name: "Subscribe Now" }).click();
    await expectToast(
      page,
      "Free Subscription Activated!",
      "Your free subscription has been activated.",
    );
    await expect(page).toHaveURL("/profile?tab=account");
    await expect(page.getByText("Standard yearly plan")).toBeVisible();
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("A supplier pays less with a coupon and cancels from the profile, keeping the plan until it ends", async ({
    page,
    signUp,
  }) => {
    await signUp("supplier");
    await openPlans(page);
    await page.getByLabel("Have a coupon code?").fill(PERCENT_COUPON);
    await page.getByRole("button", { name: "Validate" }).click();
    await expect(standardCard(page)).toContainText("Now £16/ month");
    await standardCard(page).getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page.getByText("Coupon discount")).toBeVisible();
    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL("/profile?tab=account");

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your subscription?" });
    await expect(dialog).toContainText("You keep the Standard plan until");
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await expectToast(page, "Subscription cancelled", "Your subscription has been cancelled.");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Ends on /)).toBeVisible();

    await page.goto("/browse-requests");
    await expect(page).toHaveURL("/browse-requests");
  });
});
