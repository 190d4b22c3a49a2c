import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import type { QuoteWithSupplier, SupplierQuote } from "#shared/contracts/quotes";
import { QUOTE_REFUND_DAYS, QUOTES_PER_REQUEST } from "#shared/domain/fair-leads";
import {
  expect as baseExpect,
  expectNoA11yViolations,
  type NewUser,
  registerThroughApi,
  test,
} from "./support/fixtures";

// Each page waits for several API answers on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

/** A separate signed-in API session for someone other than the page's user. */
async function sessionFor(user: NewUser, baseURL: string | undefined): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await registerThroughApi(context, user);
  return context;
}

async function postRequest(organizer: APIRequestContext, title: string): Promise<number> {
  const response = await organizer.post("/api/requests", {
    data: {
      title,
      description: "Live music and a dance floor for 90 guests",
      eventDateFrom: "2099-07-18",
      location: "Leeds",
      categories: ["band"],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function sendQuote(supplier: APIRequestContext, requestId: number): Promise<number> {
  const response = await supplier.post("/api/quotes", {
    data: {
      requestId,
      price: "£900",
      total: 900,
      description: "A four-piece band for the evening.",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The owner opening the request's quotes reads them. */
async function readQuotes(organizer: APIRequestContext, requestId: number) {
  const response = await organizer.get(`/api/quotes/request/${requestId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as QuoteWithSupplier[];
}

/** Has the e2e server sweep what will have come due this many days from now. */
async function sweepAhead(page: Page, offsetDays: number) {
  const response = await page.request.post("/api/e2e/sweep", { data: { offsetDays } });
  expect(response.status(), await response.text()).toBe(200);
}

function requestCard(page: Page, title: string) {
  return page.getByRole("main").getByRole("article").filter({ hasText: title });
}

test.describe("Fair leads", () => {
  test("A supplier sees 2 of 5 quotes and the organizer's record before quoting", async ({
    page,
    makeUser,
    signUp,
    baseURL,
    problems,
  }) => {
    const title = `Barn dance ${Date.now()}`;
    const organizer = await sessionFor(makeUser("organizer"), baseURL);
    const first = await sessionFor(makeUser("supplier"), baseURL);
    const second = await sessionFor(makeUser("supplier"), baseURL);
    const requestId = await postRequest(organizer, title);
    await sendQuote(first, requestId);
    await sendQuote(second, requestId);
    expect(await readQuotes(organizer, requestId)).toHaveLength(2);
    await signUp("supplier");

    // Browse Requests and My Quotes are for subscribed suppliers; a free one finds requests on
    // the dashboard and follows their quote on the request page.
    await test.step("the dashboard's request card gives the count, the email and the record", async () => {
      await page.goto("/dashboard");
      const card = requestCard(page, title);
      await expect(card).toBeVisible();
      await expect(card).toContainText(`2 of ${QUOTES_PER_REQUEST} quotes`);
      await expect(card).toContainText("Organizer's email");
      await expect(card).toContainText("Confirmed");
      await expect(card).toContainText(
        "1 request posted, 0 hires, 100% of quotes read, reads quotes in under 1 hour (median)",
      );
      await expect(card).not.toContainText("New organizer");
      await expectNoA11yViolations(page, "/dashboard");
    });

    await test.step("the request page says the same above the quote form", async () => {
      await requestCard(page, title).getByRole("link", { name: "View Details" }).click();
      await expect(page).toHaveURL(`/request/${requestId}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "Before you quote" })).toBeVisible();
      await expect(main).toContainText(`2 of ${QUOTES_PER_REQUEST} quotes`);
      await expect(main).toContainText("100% of quotes read");
      await expect(page.getByRole("form", { name: "Your quote" })).toBeVisible();
      await expectNoA11yViolations(page, "request page");
    });

    await test.step("once sent, the quote says it is not read yet", async () => {
      await page.getByLabel(/Price/).fill("£850");
      await page.getByLabel(/^Total/).fill("850");
      await page.getByLabel(/^Description/).fill("A ceilidh band with a caller.");
      await page.getByRole("button", { name: "Submit Quote" }).click();
      await expect(page.getByRole("heading", { name: "Your quote" })).toBeVisible();
      await expect(page.getByText("Not read yet")).toBeVisible();
      await expect(page.getByRole("main")).toContainText(`3 of ${QUOTES_PER_REQUEST} quotes`);
    });

    await test.step("when the organizer opens the quotes, the supplier sees the day", async () => {
      await readQuotes(organizer, requestId);
      await page.reload();
      const today = new Intl.DateTimeFormat("en-GB", {
        day: "numeric",
        month: "long",
        timeZone: "Europe/London",
      }).format(new Date());
      await expect(page.getByText(`Read ${today}`)).toBeVisible();
      await expect(page.getByText("Not read yet")).toHaveCount(0);
    });

    await organizer.dispose();
    await first.dispose();
    await second.dispose();
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });

  test("A free supplier's unread quote gives its allowance back after 7 days", async ({
    page,
    makeUser,
    signUp,
    baseURL,
    problems,
  }) => {
    const title = `Garden party ${Date.now()}`;
    const organizer = await sessionFor(makeUser("organizer"), baseURL);
    const requestId = await postRequest(organizer, title);
    await signUp("supplier");
    const quoteId = await sendQuote(page.request, requestId);

    try {
      const ownQuote = page.getByRole("article", { name: "Your quote" });
      await test.step("a day short of the week, the quote still counts", async () => {
        await sweepAhead(page, QUOTE_REFUND_DAYS - 1);
        await page.goto(`/request/${requestId}`);
        await expect(ownQuote).toContainText("Not read yet");
        await expect(ownQuote).not.toContainText("Returned:");
      });

      await test.step("after the week unread, its place comes back and the supplier is told", async () => {
        await sweepAhead(page, QUOTE_REFUND_DAYS + 0.1);
        const quotes = await page.request.get("/api/quotes/supplier");
        const sent = ((await quotes.json()) as SupplierQuote[]).find(
          (quote) => quote.id === quoteId,
        );
        expect(sent?.allowanceReturnedAt).toEqual(expect.any(String));

        await page.reload();
        await expect(ownQuote).toContainText(`Returned: not read in ${QUOTE_REFUND_DAYS} days`);
        await expect(ownQuote).toContainText("Not read yet");
        await expectNoA11yViolations(page, "request page with a returned quote");

        await page.goto("/notifications");
        await expect(page.getByText("Free quote returned").first()).toBeVisible();
      });
    } finally {
      await organizer.dispose();
    }
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
