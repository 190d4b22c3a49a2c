import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  expect as baseExpect,
  demoPassword,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  type NewUser,
  registerThroughApi,
  subscribeThroughApi,
  test,
  writeGradientPng,
} from "./support/fixtures";

/** The machine is shared with other test runs; a page can take a few seconds to answer. */
const expect = baseExpect.configure({ timeout: 10_000 });

const WIDTHS = [375, 1280] as const;

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

/**
 * The booked-job journey's days, far from the days other journeys post on: its supplier quotes in
 * every category, so a request elsewhere on one of these days would change the hidden count.
 */
const bookedJobDayOffset = (width: number) => 240 + (width === 375 ? 0 : 10);

async function ok(response: Promise<{ status(): number; text(): Promise<string> }>) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer;
}

async function postRequest(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const posted = await ok(
    request.post("/api/requests", {
      data: {
        title: `Summer dinner ${Date.now()}`,
        description: "Dinner for forty in a garden.",
        eventDateFrom: ukDay(60),
        location: "Clifton, Bristol",
        attendees: "40 guests",
        categories: ["catering"],
        ...fields,
      },
    }),
  );
  return (await (posted as unknown as { json(): Promise<unknown> }).json()) as {
    id: number;
    organizerId: number;
  };
}

/** A subscribed demo caterer signed in beside the organizer. */
async function demoSupplier(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL });
  await ok(
    context.request.post("/api/auth/login", { data: { username, password: demoPassword() } }),
  );
  const me = (await (await context.request.get("/api/auth/me")).json()) as { id: number };
  const profile = (await (await context.request.get(`/api/suppliers/${me.id}`)).json()) as {
    supplier: { name: string };
  };
  return { request: context.request, id: me.id, name: profile.supplier.name, context };
}

async function quote(request: APIRequestContext, requestId: number, total: number) {
  const sent = await ok(
    request.post("/api/quotes", {
      data: { requestId, price: `£${total}`, total, description: "Dinner with staff." },
    }),
  );
  return (await (sent as unknown as { json(): Promise<unknown> }).json()) as { id: number };
}

/** The demo caterers on a paid plan, so no run of these journeys meets the free plan's monthly limit. */
const CATERERS = ["copperkettle", "oldmillbarn", "saffronandsage"];

/** A caterer who joins today on the free plan: their first quote of the month is within its allowance. */
async function newCaterer(browser: Browser, baseURL: string, user: NewUser) {
  const context = await browser.newContext({ baseURL });
  await registerThroughApi(context.request, user);
  await ok(
    context.request.put("/api/auth/profile", {
      data: { name: user.name, email: user.email, categories: ["catering"] },
    }),
  );
  const me = (await (await context.request.get("/api/auth/me")).json()) as { id: number };
  return { request: context.request, id: me.id, name: user.companyName ?? user.name, context };
}

/** A catering request with a quote from each of `count` caterers, the paid ones first. */
async function requestWithQuotes(
  page: Page,
  browser: Browser,
  baseURL: string,
  count: number,
  makeUser?: (role: "supplier") => NewUser,
) {
  const request = await postRequest(page.request);
  const suppliers = await Promise.all(
    CATERERS.slice(0, count).map((username) => demoSupplier(browser, baseURL, username)),
  );
  while (suppliers.length < count) {
    if (!makeUser) throw new Error(`only ${CATERERS.length} paid demo caterers`);
    suppliers.push(await newCaterer(browser, baseURL, makeUser("supplier")));
  }
  const quotes = [];
  for (const [index, supplier] of suppliers.entries())
    quotes.push(await quote(supplier.request, request.id, 1000 + index * 100));
  return { request, suppliers, quotes };
}

test.describe("Rough edges a new user met", () => {
  for (const width of WIDTHS) {
    test(`at ${width} px a portfolio upload keeps the images of a mixed selection and names each file refused`, async ({
      page,
      signUp,
      problems,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signUp("supplier");
      await page.goto("/profile");
      await page.getByRole("button", { name: "Edit profile" }).click();
      const good = await writeGradientPng(testInfo.outputPath("stage.png"), 64, 48);
      await page.getByLabel("Choose portfolio image files").setInputFiles([
        { name: "stage.png", mimeType: "image/png", buffer: readFileSync(good) },
        { name: "menu.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%...") },
        { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a photo") },
      ]);
      const refused = page.getByRole("alert").filter({ hasText: "Not added:" });
      await expect(refused).toContainText('"menu.pdf"');
      await expect(refused).toContainText('"fake.png"');
      await expect(page.getByRole("img", { name: "New: stage.png" })).toBeVisible();
      await expectNoA11yViolations(page, `portfolio editor at ${width} px`);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("button", { name: "Edit profile" })).toBeVisible();
      const me = (await (await page.request.get("/api/auth/me")).json()) as {
        portfolioImages: string[];
      };
      expect(me.portfolioImages).toHaveLength(1);
      await expectNoSidewaysScroll(page);
      expect.soft(problems.all(), "console errors or uncaught exceptions").toEqual([]);
    });

    test(`at ${width} px a settled request offers no question, shortlist or hiding, and the server refuses them`, async ({
      page,
      browser,
      baseURL,
      signUp,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signUp("organizer");
      const { request, suppliers, quotes } = await requestWithQuotes(
        page,
        browser,
        baseURL ?? "",
        1,
      );
      const supplier = suppliers[0];
      if (!supplier) throw new Error("no supplier");
      await page.goto(`/request/${request.id}`);
      const table = page.getByRole("table", { name: "Quotes side by side" });
      await expect(table.getByRole("button", { name: `Shortlist ${supplier.name}` })).toBeVisible();
      await expect(page.getByRole("button", { name: "Ask All Quoters" })).toBeVisible();

      await ok(
        page.request.put(`/api/requests/${request.id}/status`, { data: { status: "cancelled" } }),
      );
      await page.reload();
      await expect(table).toBeVisible();
      await expect(page.getByRole("button", { name: "Ask All Quoters" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Shortlist / })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^(Hide|Unhide) / })).toHaveCount(0);
      const asked = await page.request.post(`/api/messages/request/${request.id}/questions`, {
        data: { content: "Still free?" },
      });
      expect(asked.status()).toBe(409);
      const picked = await page.request.put(`/api/requests/${request.id}/shortlist`, {
        data: { quoteIds: [quotes[0]?.id] },
      });
      expect(picked.status()).toBe(409);
      await expectNoA11yViolations(page, `cancelled request at ${width} px`);
      await supplier.context.close();
    });

    test(`at ${width} px the answer since the question shows in the comparison and on the card, and more columns say so`, async ({
      page,
      browser,
      baseURL,
      signUp,
      makeUser,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signUp("organizer");
      const { request, suppliers } = await requestWithQuotes(
        page,
        browser,
        baseURL ?? "",
        4,
        makeUser,
      );
      const [first] = suppliers;
      if (!first) throw new Error("no supplier");
      await page.goto(`/request/${request.id}`);
      const question = "How many staff will be on site?";
      await page.getByLabel("Your question").fill(question);
      await page.getByRole("button", { name: "Ask All Quoters" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Sent to 4 suppliers" }),
      ).toBeVisible();

      await ok(
        first.request.post("/api/messages", {
          data: { receiverId: request.organizerId, content: "Six staff.", requestId: request.id },
        }),
      );
      // The organizer thanks them afterwards: the answer stays the answer.
      await ok(
        page.request.post("/api/messages", {
          data: { receiverId: first.id, content: "Thank you!", requestId: request.id },
        }),
      );
      await page.reload();
      const table = page.getByRole("table", { name: "Quotes side by side" });
      const answerRow = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: /^Answer to your question/ }) });
      await expect(answerRow).toContainText(`${first.name} answered: Six staff.`);
      const card = page.getByRole("article", { name: first.name });
      await expect(card).toContainText(`You asked: ${question}`);
      await expect(card).toContainText(`${first.name} answered: Six staff.`);

      const region = page.getByRole("region", { name: "Quotes side by side" });
      await expect(page.getByText("4 quotes · scroll for more")).toBeVisible();
      const shadow = page.locator("[data-edge-shadow]");
      await expect(shadow).toBeVisible();
      await region.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
      await expect(shadow).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, `comparison at ${width} px`);
      for (const supplier of suppliers) await supplier.context.close();
    });

    test(`at ${width} px Browse Requests reads Booked on the supplier's job and counts blocked and booked days apart`, async ({
      page,
      browser,
      baseURL,
      makeUser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const organizerContext = await browser.newContext({ baseURL });
      const organizer = organizerContext.request;
      await registerThroughApi(organizer, makeUser("organizer"));
      const supplier = makeUser("supplier");
      await registerThroughApi(page.request, supplier);
      // Browse Requests is part of the Standard plan.
      await subscribeThroughApi(page.request, supplier);

      const bookedDay = ukDay(bookedJobDayOffset(width));
      const job = await postRequest(organizer, {
        title: `Booked job ${width}`,
        eventDateFrom: bookedDay,
      });
      const sent = await quote(page.request, job.id, 800);
      await ok(organizer.put(`/api/quotes/${sent.id}/status`, { data: { status: "accepted" } }));
      await postRequest(organizer, { title: `Same day ${width}`, eventDateFrom: bookedDay });
      for (const offset of [3, 4]) {
        const day = ukDay(bookedJobDayOffset(width) + offset);
        await ok(
          page.request.post("/api/availability/changes", { data: { from: day, available: false } }),
        );
        await postRequest(organizer, { title: `Blocked ${offset} ${width}`, eventDateFrom: day });
      }

      await page.goto("/browse-requests");
      const card = page.getByRole("article", { name: `Booked job ${width}` });
      await expect(card.getByText("Booked", { exact: true })).toBeVisible();
      await expect(card.getByText("Quoted", { exact: true })).toHaveCount(0);
      await expect(card.getByText("You're unavailable")).toHaveCount(0);
      await expect(
        page.getByText("3 requests hidden: 2 on days you blocked, 1 on a day you're booked"),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, `browse requests at ${width} px`);
      await organizerContext.close();
    });
  }
});
