import type { APIRequestContext, Browser } from "@playwright/test";
import {
  expect as baseExpect,
  demoPassword,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
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

/** A subscribed demo supplier signed in beside the organizer, shown by their business name. */
async function demoSupplier(
  browser: Browser,
  baseURL: string,
  username: string,
): Promise<Supplier> {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post("/api/auth/login", {
    data: { username, password: demoPassword() },
  });
  expect(login.status(), await login.text()).toBe(200);
  const me = (await (await context.request.get("/api/auth/me")).json()) as { id: number };
  const profile = (await (await context.request.get(`/api/suppliers/${me.id}`)).json()) as {
    supplier: { name: string };
  };
  return { request: context.request, name: profile.supplier.name, close: () => context.close() };
}

async function sendQuote(supplier: Supplier, body: Record<string, unknown>) {
  const response = await supplier.request.post("/api/quotes", { data: body });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe("Quote comparison", () => {
  test("An organizer compares three quotes side by side and asks every quoter one question", async ({
    page,
    browser,
    baseURL,
    signUp,
    problems,
  }) => {
    test.slow(); // four people, two axe runs
    await signUp("organizer");
    const posted = await page.request.post("/api/requests", {
      data: {
        title: `Garden wedding ${Date.now()}`,
        description: "Dinner for sixty in a marquee, and a photographer for the afternoon.",
        eventDateFrom: ukDay(90),
        location: "Clifton, Bristol",
        budget: "£2,500",
        attendees: "60 guests",
        categories: ["catering", "photography"],
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const request = (await posted.json()) as { id: number; organizerId: number };

    const [copper, saffron, photographer] = await Promise.all([
      demoSupplier(browser, baseURL ?? "", "copperkettle"),
      demoSupplier(browser, baseURL ?? "", "saffronandsage"),
      demoSupplier(browser, baseURL ?? "", "pierhead"),
    ]);
    const validUntil = ukDay(30);
    await sendQuote(copper, {
      requestId: request.id,
      price: "£3,950",
      total: 3950,
      description: "A three-course plated dinner with waiting staff.",
      included: ["Three courses", "Waiting staff", "Linen and crockery"],
      deposit: { kind: "percent", percent: 25 },
      cancellation: { policy: "moderate" },
      validUntil,
      categoryFields: {
        catering: { pricePerHead: 65, courses: 3, servingStaff: 6, dietaryOptions: ["Vegan"] },
      },
    });
    await sendQuote(saffron, {
      requestId: request.id,
      price: "£2,400",
      total: 2400,
      description: "Sharing platters and a live tandoor station.",
      included: ["Live tandoor station", "Sharing platters"],
      deposit: { kind: "amount", amount: 500 },
      cancellation: { policy: "flexible" },
      validUntil,
      categoryFields: { catering: { pricePerHead: 40, courses: 2, dietaryOptions: ["Halal"] } },
    });
    // Sent as the spec's client sends a quote, without a total: the price states it.
    await sendQuote(photographer, {
      requestId: request.id,
      price: "£1,400 for six hours",
      description: "Six hours of candid photography and an online gallery.",
      included: ["Online gallery"],
      cancellation: { policy: "strict" },
      validUntil,
      categoryFields: { photography: { coverageHours: 6, editedPhotos: 400, deliveryDays: 21 } },
    });

    // A request for two services compares each service's quotes in a table of its own.
    const table = page.getByRole("table", { name: "Catering quotes side by side" });
    const photoTable = page.getByRole("table", { name: "Photography quotes side by side" });
    const column = (supplier: Supplier) =>
      table
        .getByRole("columnheader")
        .filter({ has: page.getByRole("link", { name: supplier.name }) });
    const row = (label: RegExp, of = table) =>
      of.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });

    await test.step("at 375 px the table swipes sideways under a first column that stays", async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`/request/${request.id}`);
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveCount(2);
      await expect(photoTable.getByRole("columnheader")).toHaveCount(1);
      // The lowest caterer, not the photographer whose quote is lower than any dinner.
      await expect(column(saffron)).toContainText("Lowest total");
      await expect(page.getByText("Lowest total", { exact: true })).toHaveCount(1);
      // One figure per quote: the total, with the supplier's words on it beside it.
      await expect(row(/^Total/)).toContainText("£3,950");
      await expect(row(/^Total/)).toContainText("£2,400");
      await expect(row(/^Total/, photoTable)).toContainText("£1,400for six hours");
      // No budget set for catering: only a quote over the whole budget on its own is flagged.
      await expect(row(/^Budget/)).toContainText("Over your whole budget by £1,450");
      await expect(row(/^Budget/)).not.toContainText("Within budget");
      await expect(row(/^Per head/)).toContainText("£65.83");
      await expect(row(/^Hours of coverage/, photoTable)).toContainText("6 hours");
      await expectNoSidewaysScroll(page);

      const region = page.getByRole("region", { name: "Catering quotes side by side" });
      const widths = await region.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }));
      expect(widths.scroll).toBeGreaterThan(widths.client);
      const total = table.getByRole("rowheader", { name: "Total" });
      const before = await total.boundingBox();
      await region.evaluate((element) => element.scrollBy({ left: 300 }));
      await expect
        .poll(async () => region.evaluate((element) => element.scrollLeft))
        .toBeGreaterThan(0);
      const after = await total.boundingBox();
      expect(after?.x).toBe(before?.x);
      await expectNoA11yViolations(page, "comparison at 375 px");
    });

    const question = "Could you confirm how many staff will be on site?";
    await test.step("the organizer asks all three quoters one question", async () => {
      await page.getByLabel("Your question").fill(question);
      await page.getByRole("button", { name: "Ask All Quoters" }).click();
      // The line beside the form, which stays: the toast saying the same may already have gone.
      await expect(
        page.getByText("Sent to 3 suppliers. You'll see their answers here.", { exact: true }),
      ).toBeVisible();
      await expect(row(/^Answer to your question/)).toContainText(`You asked: ${question}`);
    });

    await test.step("each supplier answers, and the answers show under their quotes", async () => {
      const answers = new Map([
        [copper, "Six waiting staff and a head chef."],
        [saffron, "Four staff, plus two at the tandoor."],
        [photographer, "Just me, plus a second shooter on request."],
      ]);
      for (const [supplier, content] of answers) {
        const response = await supplier.request.post("/api/messages", {
          data: { receiverId: request.organizerId, content, requestId: request.id },
        });
        expect(response.status(), await response.text()).toBe(201);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      const answerRow = row(/^Answer to your question/);
      for (const [supplier, content] of answers) {
        await expect(
          row(/^Answer to your question/, supplier === photographer ? photoTable : table),
        ).toContainText(`${supplier.name} answered: ${content}`);
      }
      // The cells line up with their columns: the first column's answer is its supplier's.
      const firstSupplier = await table
        .getByRole("columnheader")
        .first()
        .getByRole("link")
        .innerText();
      await expect(answerRow.getByRole("cell").first()).toContainText(`${firstSupplier} answered:`);
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "comparison at 1280 px");
    });

    await Promise.all([copper.close(), saffron.close(), photographer.close()]);
    expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
  });
});
