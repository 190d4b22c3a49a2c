import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import type { PayoutOnboarding } from "#shared/contracts/bookings";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import {
  expect as baseExpect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  type NewUser,
  registerThroughApi,
  test,
} from "./support/fixtures";

// Each page waits for several API answers on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** The deposit's release waits this many UK days after the event (`DEPOSIT_RELEASE_DAYS`). */
const RELEASE_DAYS = 3;

async function sessionFor(user: NewUser, baseURL: string | undefined): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await registerThroughApi(context, user);
  return context;
}

/** The supplier finishes payout set-up through the test provider's one-time link. */
async function supplierPayoutsReady(supplier: APIRequestContext) {
  const started = await supplier.post("/api/payouts/onboarding", { data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const { url } = (await started.json()) as PayoutOnboarding;
  await supplier.get(url);
  const status = await supplier.get("/api/payouts/status");
  expect(await status.json()).toMatchObject({ status: "ready" });
}

/** The organizer (the page's user) posts a request for `daysAhead` days from now; the supplier quotes £800, 25% deposit. */
async function quotedRequest(
  page: Page,
  supplier: APIRequestContext,
  title: string,
  daysAhead: number,
) {
  const posted = await page.request.post("/api/requests", {
    data: {
      title,
      description: "Afternoon tea for sixty guests in the garden",
      eventDateFrom: addDays(ukToday(), daysAhead),
      location: "Harrogate, North Yorkshire",
      categories: ["catering"],
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const requestId = ((await posted.json()) as { id: number }).id;
  const quoted = await supplier.post("/api/quotes", {
    data: {
      requestId,
      price: "£800",
      total: 800,
      description: "Afternoon tea for sixty, served from 2pm.",
      deposit: { kind: "percent", percent: 25 },
      cancellation: { policy: "moderate" },
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  return requestId;
}

/** Accepts the quote on the request page and follows the link to its booking. */
async function acceptAndOpenBooking(page: Page, requestId: number) {
  await page.goto(`/request/${requestId}`);
  await page.getByRole("button", { name: /^Accept quote from/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Accept Quote" }).click();
  await page.getByRole("link", { name: "View the booking and pay the deposit" }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
  await expect(page.getByTestId("booking-status")).toHaveText("Awaiting deposit");
}

async function payDeposit(page: Page) {
  await page.getByRole("button", { name: "Pay deposit £200" }).click();
  const form = page.getByRole("form", { name: "Deposit card payment" });
  await form.getByLabel("Name on card").fill("E2E Organizer");
  await form.getByLabel("Card number").fill("4242424242424242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/40");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Pay £200" }).click();
  await expect(page.getByTestId("booking-status")).toHaveText("Deposit held");
  await expect(page.getByTestId("paid-amount")).toHaveText("£200");
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`Bookings at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("The organizer accepts, pays the deposit, sees it held, then released after the event", async ({
      page,
      makeUser,
      signUp,
      baseURL,
    }) => {
      const supplier = await sessionFor(makeUser("supplier"), baseURL);
      await supplierPayoutsReady(supplier);
      await signUp("organizer");
      const daysAhead = 10;
      const requestId = await quotedRequest(page, supplier, `Garden tea ${Date.now()}`, daysAhead);

      await acceptAndOpenBooking(page, requestId);
      await payDeposit(page);
      await expect(page.getByText(/Released to the supplier from/)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "the booking, held");

      // The event happens and the release window passes: the e2e server sweeps as of then.
      const swept = await page.request.post("/api/e2e/sweep", {
        data: { offsetDays: daysAhead + RELEASE_DAYS + 1 },
      });
      expect(swept.status(), await swept.text()).toBe(200);
      expect(await swept.json()).toMatchObject({ sweep: { depositsReleased: 1 } });

      await page.reload();
      await expect(page.getByTestId("booking-status")).toHaveText("Paid to supplier");
      await expect(page.getByTestId("released-amount")).toHaveText("£200");
      await page.goto("/bookings");
      await expect(page.getByRole("list", { name: "Your bookings" })).toContainText(
        "Paid to supplier",
      );
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "the bookings list");
      await supplier.dispose();
    });

    test("The organizer cancels and gets back the refund the terms promise", async ({
      page,
      makeUser,
      signUp,
      baseURL,
    }) => {
      const supplier = await sessionFor(makeUser("supplier"), baseURL);
      await signUp("organizer");
      // Moderate terms: 20 days before the event gives half back.
      const requestId = await quotedRequest(page, supplier, `Garden tea ${Date.now()}`, 20);

      await acceptAndOpenBooking(page, requestId);
      await payDeposit(page);
      await page.getByRole("button", { name: "Cancel booking" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
      await expect(dialog.getByTestId("refund-amount")).toHaveText("£100");
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "the cancel dialog");
      await dialog.getByRole("button", { name: "Cancel booking" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("refunded-amount")).toHaveText("£100");
      await expect(page.getByRole("button", { name: "Cancel booking" })).toBeHidden();
      await supplier.dispose();
    });
  });
}
