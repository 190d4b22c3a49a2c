import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRequests, users } from "#server/db/schema";
import type { QuoteWithSupplier } from "#shared/contracts/quotes";
import type { RequestView } from "#shared/contracts/requests";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

const HOUR_MS = 3_600_000;
const START = new Date("2027-03-01T09:00:00Z");

const clock = testClock(START);
let t: TestApp;
let organizer: TestAccount;
let nearCaterer: TestAccount;
let unplacedCaterer: TestAccount;

async function postRequest(title: string) {
  const response = await injectAs(t.app, organizer.cookie, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title,
      description: "Sixty guests, buffet dinner",
      eventDateFrom: "2027-09-04",
      location: "Harrogate",
      categories: ["catering"],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const request = response.json<RequestView>();
  // Harrogate, whatever the gazetteer made of the words, posted at the test's clock.
  await t.database.handle.db
    .update(eventRequests)
    .set({ latitude: 53.99, longitude: -1.54, createdAt: clock() })
    .where(eq(eventRequests.id, request.id));
  return request;
}

async function quote(account: TestAccount, requestId: number, total: number) {
  const response = await injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/quotes",
    payload: { requestId, price: `£${total}`, total, description: "Buffet dinner" },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function subscribe(
  account: TestAccount,
  place: { latitude: number; longitude: number } | null,
) {
  await t.database.handle.db
    .update(users)
    .set({
      subscriptionActive: true,
      subscriptionType: "monthly",
      subscriptionExpiry: new Date("2099-01-01T00:00:00Z"),
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
    })
    .where(eq(users.id, account.user.id));
}

beforeAll(async () => {
  t = await createTestApp(
    { REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" },
    {},
    { clock },
  );
  [organizer, nearCaterer, unplacedCaterer] = await Promise.all([
    registerAccount(t.app),
    registerAccount(t.app, { role: "supplier", categories: ["catering"] }),
    registerAccount(t.app, { role: "supplier", categories: ["catering"] }),
  ]);
  await subscribe(nearCaterer, { latitude: 53.8, longitude: -1.55 }); // Leeds
  await subscribe(unplacedCaterer, null);
});
afterAll(() => t.close());

describe("what the organizer compares about each quoter", { timeout: 60_000 }, () => {
  it("gives each supplier's distance from the event and their median time to quote", async () => {
    // The near caterer quotes 2, 10 and 6 hours after three requests are posted: median 6.
    for (const [index, hours] of [2, 10, 6].entries()) {
      clock.set(START.getTime() + index * 24 * HOUR_MS);
      const request = await postRequest(`Spring party ${index}`);
      clock.advance(hours * HOUR_MS);
      await quote(nearCaterer, request.id, 1000 + index);
    }
    clock.set(START.getTime() + 5 * 24 * HOUR_MS);
    const compared = await postRequest("Garden party");
    clock.advance(30 * 60_000);
    await quote(unplacedCaterer, compared.id, 2500);
    await quote(nearCaterer, compared.id, 2400);

    const response = await injectAs(t.app, organizer.cookie, {
      method: "GET",
      url: `/api/quotes/request/${compared.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const quotes = response.json<QuoteWithSupplier[]>();
    const near = quotes.find((quote) => quote.supplierId === nearCaterer.user.id)?.supplier;
    const unplaced = quotes.find((quote) => quote.supplierId === unplacedCaterer.user.id)?.supplier;

    // Leeds to Harrogate: about 21 km.
    expect(near?.distanceKm).toBeGreaterThan(20);
    expect(near?.distanceKm).toBeLessThan(22);
    // 2, 10, 6 and half an hour: the median of four is between 2 and 6.
    expect(near?.medianHoursToQuote).toBe(4);
    expect(near?.quotesSent).toBe(4);

    expect(unplaced?.distanceKm).toBeNull();
    expect(unplaced?.medianHoursToQuote).toBe(0.5);
    expect(unplaced?.quotesSent).toBe(1);
  });
});
