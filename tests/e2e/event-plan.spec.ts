import type { APIRequestContext, Browser } from "@playwright/test";
import {
  expect as baseExpect,
  demoPassword,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  registerThroughApi,
  test,
} from "./support/fixtures";

/** The machine is shared with other test runs; a page can take a few seconds to answer. */
const expect = baseExpect.configure({ timeout: 10_000 });

const londonDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** A calendar day in the UK, `offset` days from today, as the API takes it. */
function ukDay(offset: number): string {
  return londonDay.format(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));
}

interface Supplier {
  request: APIRequestContext;
  name: string;
  close: () => Promise<void>;
}

async function nameOf(request: APIRequestContext): Promise<string> {
  const me = (await (await request.get("/api/auth/me")).json()) as { id: number };
  const profile = (await (await request.get(`/api/suppliers/${me.id}`)).json()) as {
    supplier: { name: string };
  };
  return profile.supplier.name;
}

/** A subscribed demo supplier signed in beside the organizer, shown by their business name. */
async function demoSupplier(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post("/api/auth/login", {
    data: { username, password: demoPassword() },
  });
  expect(login.status(), await login.text()).toBe(200);
  return {
    request: context.request,
    name: await nameOf(context.request),
    close: () => context.close(),
  } satisfies Supplier;
}

async function sendQuote(supplier: Supplier, body: Record<string, unknown>): Promise<number> {
  const response = await supplier.request.post("/api/quotes", { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe("Event plan", () => {
  test("An organizer compares a birthday's quotes service by service and plans it against the budget", async ({
    page,
    browser,
    baseURL,
    signUp,
    makeUser,
    problems,
  }) => {
    test.slow(); // five people, two axe runs
    const organizer = await signUp("organizer");
    const posted = await page.request.post("/api/requests", {
      data: {
        title: `Maya's 30th birthday ${Date.now()}`,
        description: "A party for forty: photos of the evening, a birthday cake and a DJ.",
        eventDateFrom: ukDay(60),
        location: "Leeds",
        budget: "£3,000",
        attendees: "40 guests",
        categories: ["photography", "cake", "dj"],
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const request = (await posted.json()) as { id: number };

    // A new baker on the free plan, who has not chosen categories yet: they say which service.
    const bakerContext = await browser.newContext({ baseURL });
    await registerThroughApi(bakerContext.request, makeUser("supplier"));
    const baker: Supplier = {
      request: bakerContext.request,
      name: await nameOf(bakerContext.request),
      close: () => bakerContext.close(),
    };
    const [lights, pier, soul] = await Promise.all([
      demoSupplier(browser, baseURL ?? "", "harbourlights"),
      demoSupplier(browser, baseURL ?? "", "pierhead"),
      demoSupplier(browser, baseURL ?? "", "northernsoulsounds"),
    ]);
    await sendQuote(lights, {
      requestId: request.id,
      price: "£900",
      total: 900,
      description: "Four hours of candid photos and an online gallery.",
      deposit: { kind: "percent", percent: 25 },
    });
    await sendQuote(pier, {
      requestId: request.id,
      price: "£1,200",
      total: 1200,
      description: "The whole evening, with a second shooter.",
    });
    const cakeQuote = await sendQuote(baker, {
      requestId: request.id,
      price: "£320",
      total: 320,
      description: "Three tiers of lemon sponge for forty.",
      deposit: { kind: "amount", amount: 50 },
      service: "cake",
    });
    await sendQuote(soul, {
      requestId: request.id,
      price: "£600",
      total: 600,
      description: "Motown to house, 8pm till late.",
    });

    const tableOf = (service: string) =>
      page.getByRole("table", { name: `${service} quotes side by side` });
    const plan = page.getByRole("region", { name: "Your event plan" });

    await test.step("at 375 px each service has its own comparison and marks", async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`/request/${request.id}`);
      await expect(tableOf("Photography").getByRole("columnheader")).toHaveCount(2);
      await expect(tableOf("Cake").getByRole("columnheader")).toHaveCount(1);
      await expect(tableOf("DJ").getByRole("columnheader")).toHaveCount(1);
      // The lowest photographer is marked; the £320 cake is no rival to the photographers.
      await expect(
        tableOf("Photography").getByRole("columnheader").filter({ hasText: lights.name }),
      ).toContainText("Lowest total");
      await expect(page.getByText("Lowest total", { exact: true })).toHaveCount(1);
      await expect(tableOf("Cake")).not.toContainText("Within budget");
      await expect(plan).toContainText("£0 booked of your £3,000 budget: £3,000 left.");
      await expect(plan).toContainText("Not booked yet · 2 quotes to decide");

      await page.getByRole("button", { name: `Shortlist ${lights.name}` }).click();
      await expect(page.getByRole("button", { name: `Shortlist ${lights.name}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "services compared at 375 px");
    });

    await test.step("accepted quotes join the plan with their deposits and balances", async () => {
      await page.getByRole("button", { name: `Accept quote from ${lights.name}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Accept Quote" }).click();
      await expectToast(page, "Quote Accepted");
      const accepted = await page.request.put(`/api/quotes/${cakeQuote}/status`, {
        data: { status: "accepted" },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      await page.reload();
      await expect(plan).toContainText("£1,220 booked of your £3,000 budget: £1,780 left.");
      // Each booking is a list item inside its service's item: the innermost is the booking.
      const photoLine = plan.getByRole("listitem").filter({ hasText: lights.name }).last();
      await expect(photoLine).toContainText("Total£900");
      await expect(photoLine).toContainText("Deposit£225");
      await expect(photoLine).toContainText("Balance due£675");
      const cakeLine = plan.getByRole("listitem").filter({ hasText: baker.name }).last();
      await expect(cakeLine).toContainText("Deposit£50");
      await expect(cakeLine).toContainText("Balance due£270");
      await expectNoSidewaysScroll(page);
    });

    await test.step("at 1280 px the organizer gives each service a budget", async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole("button", { name: "Budget per Service" }).click();
      const dialog = page.getByRole("dialog", { name: "Budget per service" });
      await dialog.getByLabel("Budget for Photography (£)").fill("1000");
      await dialog.getByLabel("Budget for Cake (£)").fill("250");
      await dialog.getByLabel("Budget for DJ (£)").fill("2000");
      await dialog.getByRole("button", { name: "Save Budgets" }).click();
      await expect(dialog.getByRole("alert")).toContainText(
        "Your service budgets add up to £3,250, more than your total budget of £3,000.",
      );
      // The browser logs the refusal it was sent; nothing else went wrong.
      expect(problems.all()).toEqual([
        expect.stringMatching(/status of 400 .*\/api\/requests\/\d+\/service-budgets\)$/),
      ]);
      problems.clear();
      await dialog.getByLabel("Budget for DJ (£)").fill("800");
      await dialog.getByRole("button", { name: "Save Budgets" }).click();
      await expectToast(page, "Budgets saved");
      await expect(plan).toContainText("Budget £250, £70 over");
      await expect(plan).toContainText("Budget £1,000, £100 left");
      await expect(
        tableOf("Cake")
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: /^Budget/ }) }),
      ).toContainText("Over budget by £70");
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "event plan at 1280 px");
    });

    await test.step("the shortlist follows the organizer to another device", async () => {
      const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      const login = await other.request.post("/api/auth/login", {
        data: { username: organizer.username, password: organizer.password },
      });
      expect(login.status(), await login.text()).toBe(200);
      const otherPage = await other.newPage();
      await otherPage.goto(`/request/${request.id}`);
      await expect(
        otherPage.getByRole("button", { name: `Shortlist ${lights.name}` }),
      ).toHaveAttribute("aria-pressed", "true");
      await other.close();
    });

    await Promise.all([lights.close(), pier.close(), soul.close(), baker.close()]);
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
