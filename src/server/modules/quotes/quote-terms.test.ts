import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, quotes } from "#server/db/schema";
import type { NotificationList } from "#shared/contracts/notifications";
import {
  CANCELLATION_POLICY_MESSAGE,
  CANCELLATION_TERMS_REQUIRED_MESSAGE,
  DEPOSIT_ABOVE_TOTAL_MESSAGE,
  DEPOSIT_AMOUNT_MESSAGE,
  DEPOSIT_PERCENT_MESSAGE,
  ONLY_OWN_QUOTE_RENEWED_MESSAGE,
  ONLY_PENDING_RENEWED_MESSAGE,
  QUOTE_INCLUDED_ITEM_TOO_LONG_MESSAGE,
  QUOTE_INCLUDED_TOO_MANY_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_PENCE_MESSAGE,
  QUOTE_PRICE_NO_AMOUNT_MESSAGE,
  QUOTE_PRICE_NOT_POSITIVE_MESSAGE,
  QUOTE_PRICE_TOO_HIGH_MESSAGE,
  QUOTE_TOTAL_MESSAGE,
  QUOTE_TOTAL_RANGE_MESSAGE,
  type QuoteDetail,
  type QuoteView,
  type QuoteWithSupplier,
  quoteExpiredMessage,
  quoteRenewedRecentlyMessage,
  RENEW_DATE_REQUIRED_MESSAGE,
  type SupplierQuote,
  VALID_UNTIL_DATE_MESSAGE,
  VALID_UNTIL_PAST_MESSAGE,
  VALID_UNTIL_TOO_LATE_MESSAGE,
} from "#shared/contracts/quotes";
import { categoryNotQuotableMessage, unknownQuoteFieldMessage } from "#shared/domain/quote-fields";
import { expectError } from "#tests/support/expect-error";
import { marketplace } from "#tests/support/marketplace";
import {
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

const HOUR_MS = 3_600_000;
/** Summer, so London is an hour ahead of UTC and the UK day turns at 23:00 UTC. */
const START = new Date("2027-06-10T10:00:00Z");

const clock = testClock(START);
let t: TestApp;
let organizer: TestAccount;
let caterer: TestAccount;
let otherCaterer: TestAccount;

const m = marketplace(() => t, {
  request: {
    title: "Summer wedding",
    description: "Eighty guests, dinner and a dance",
    eventDateFrom: "2027-09-04",
    location: "Harrogate",
    attendees: "80",
    budget: "£6,000",
  },
  quote: { price: "£3,950", total: 3950, description: "Three-course dinner with staff" },
});
const { inject, readJson, sendQuote, quote, subscribe } = m;
const postRequest = (categories: string[] = ["catering", "photography", "venue"]) =>
  m.postRequest(organizer, { categories });

/** A 400 whose message is `message`, filed under `field` in the field errors. */
async function expectRefused(overrides: object, message: string, field: string) {
  const request = await postRequest();
  const body = expectError(await sendQuote(caterer, request.id, overrides), 400, message);
  expect(body.fieldErrors?.[field]).toContain(message);
}

beforeAll(async () => {
  t = await createTestApp(
    { REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" },
    {},
    { clock },
  );
  [organizer, caterer, otherCaterer] = await Promise.all([
    registerAccount(t.app),
    registerAccount(t.app, { role: "supplier", categories: ["catering", "photography", "dj"] }),
    registerAccount(t.app, { role: "supplier", categories: ["catering"] }),
  ]);
  await Promise.all([subscribe(caterer), subscribe(otherCaterer)]);
});
afterAll(() => t.close());

describe("a structured quote", { timeout: 60_000 }, () => {
  it("keeps its total, terms and category answers, shown to its organizer and its supplier", async () => {
    const request = await postRequest();
    const sent = await quote(caterer, request.id, {
      total: 3950.5,
      included: ["  Three courses  ", "", "Table service", "Linen and crockery", "Table service"],
      deposit: { kind: "amount", amount: 500 },
      cancellation: { policy: "moderate", terms: "" },
      validUntil: "2027-07-10",
      categoryFields: {
        catering: {
          pricePerHead: 49.5,
          courses: 3,
          servingStaff: 6,
          dietaryOptions: ["Vegan", "Gluten-free"],
        },
        photography: { coverageHours: 8, editedPhotos: 400, deliveryDays: "" },
      },
    });
    const expected = {
      totalPence: 395_050,
      validUntil: "2027-07-10",
      isExpired: false,
      details: {
        included: ["Three courses", "Table service", "Linen and crockery"],
        deposit: { kind: "amount", amountPence: 50_000 },
        cancellation: { policy: "moderate", terms: null },
        categoryFields: {
          catering: {
            pricePerHead: 49.5,
            courses: 3,
            servingStaff: 6,
            dietaryOptions: ["Vegan", "Gluten-free"],
          },
          photography: { coverageHours: 8, editedPhotos: 400 },
        },
      },
    };
    expect(sent).toMatchObject(expected);
    const seen = await readJson<QuoteWithSupplier[]>(
      organizer,
      `/api/quotes/request/${request.id}`,
    );
    expect(seen[0]).toMatchObject(expected);
    const mine = await readJson<SupplierQuote[]>(caterer, "/api/quotes/supplier");
    expect(mine.find((item) => item.id === sent.id)).toMatchObject(expected);
    expect(await readJson<QuoteDetail>(organizer, `/api/quotes/${sent.id}`)).toMatchObject(
      expected,
    );
  });

  it("takes a deposit as a percentage and its own cancellation terms", async () => {
    const request = await postRequest();
    const sent = await quote(caterer, request.id, {
      deposit: { kind: "percent", percent: 25 },
      cancellation: { policy: "custom", terms: "Refund less costs already incurred" },
    });
    expect(sent.details).toMatchObject({
      included: [],
      deposit: { kind: "percent", percent: 25 },
      cancellation: { policy: "custom", terms: "Refund less costs already incurred" },
      categoryFields: {},
    });
    expect(sent.validUntil).toBeNull();
  });

  it("takes a total in pounds and pence within range", async () => {
    await expectRefused({ total: "900" }, QUOTE_TOTAL_MESSAGE, "total");
    await expectRefused({ total: 0 }, QUOTE_TOTAL_RANGE_MESSAGE, "total");
    await expectRefused({ total: -5 }, QUOTE_TOTAL_RANGE_MESSAGE, "total");
    await expectRefused({ total: 10_000_000.01 }, QUOTE_TOTAL_RANGE_MESSAGE, "total");
    await expectRefused({ total: 12.345 }, QUOTE_PENCE_MESSAGE, "total");
  });

  describe("sent with only the spec's body", () => {
    /** `requestId`, `price` as a string, `description` and `additionalInfo`: nothing more. */
    const sendSpecQuote = async (price: string) => {
      const request = await postRequest();
      const response = await inject(caterer, "POST", "/api/quotes", {
        requestId: request.id,
        price,
        description: "Three-course dinner with staff",
        additionalInfo: "Vegan menu on request",
      });
      return { request, response };
    };

    it("is accepted, its total read from the price, and shown so to its organizer", async () => {
      const { request, response } = await sendSpecQuote("From £280");
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<QuoteView>()).toMatchObject({
        price: "From £280",
        totalPence: 28_000,
        additionalInfo: "Vegan menu on request",
        details: { included: [], deposit: null, cancellation: null, categoryFields: {} },
      });
      const seen = await readJson<QuoteWithSupplier[]>(
        organizer,
        `/api/quotes/request/${request.id}`,
      );
      expect(seen.map((quote) => [quote.price, quote.totalPence])).toEqual([["From £280", 28_000]]);
    });

    it.each([
      ["450", 45_000],
      ["£1,250", 125_000],
      ["£99.50", 9_950],
      ["450 per hour", 45_000],
      ["£1,250.5", 125_050],
      ["£200–£300", 20_000],
    ])("reads the total of %j as %i pence", async (price, pence) => {
      const { response } = await sendSpecQuote(price);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<QuoteView>().totalPence).toBe(pence);
    });

    it.each([
      ["Let's talk", QUOTE_PRICE_NO_AMOUNT_MESSAGE],
      ["1.250", QUOTE_PRICE_NO_AMOUNT_MESSAGE],
      ["0", QUOTE_PRICE_NOT_POSITIVE_MESSAGE],
      ["-5", QUOTE_PRICE_NOT_POSITIVE_MESSAGE],
      ["£99,999,999,999", QUOTE_PRICE_TOO_HIGH_MESSAGE],
    ])(
      "refuses %j, which states no total, on its price and stores nothing",
      async (price, message) => {
        const { request, response } = await sendSpecQuote(price);
        const body = expectError(response, 400, message);
        expect(body.fieldErrors?.price).toEqual([message]);
        const stored = await t.database.handle.db
          .select({ id: quotes.id })
          .from(quotes)
          .where(eq(quotes.requestId, request.id));
        expect(stored).toEqual([]);
      },
    );

    it("is what the API reference documents: a total may be left out", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
      expect(response.statusCode).toBe(200);
      const document = response.json<{
        paths: Record<string, Record<string, { requestBody?: unknown }>>;
      }>();
      const body = document.paths["/api/quotes/"]?.post?.requestBody as {
        content: Record<string, { schema: { required?: string[]; properties: object } }>;
      };
      const schema = body.content["application/json"]?.schema;
      expect(Object.keys(schema?.properties ?? {})).toContain("total");
      expect(schema?.required).toEqual(
        expect.arrayContaining(["requestId", "price", "description"]),
      );
      expect(schema?.required).not.toContain("total");
    });

    it("takes a total sent beside the price over the price's amount", async () => {
      expect(
        (await quote(caterer, (await postRequest()).id, { price: "From £280", total: 450 }))
          .totalPence,
      ).toBe(45_000);
      const worded = await quote(caterer, (await postRequest()).id, {
        price: "Let's talk",
        total: 1250.5,
      });
      expect(worded).toMatchObject({ price: "Let's talk", totalPence: 125_050 });
      const nullTotal = await quote(caterer, (await postRequest()).id, {
        price: "£640",
        total: null,
      });
      expect(nullTotal.totalPence).toBe(64_000);
    });
  });

  it("takes at most 20 short lines of what is included", async () => {
    await expectRefused(
      { included: Array.from({ length: 21 }, (_, index) => `Item ${index}`) },
      QUOTE_INCLUDED_TOO_MANY_MESSAGE,
      "included",
    );
    await expectRefused(
      { included: ["x".repeat(121)] },
      QUOTE_INCLUDED_ITEM_TOO_LONG_MESSAGE,
      "included.0",
    );
  });

  it("refuses a deposit that is not a whole percentage, is nothing or is above the total", async () => {
    for (const percent of [0, 101, 12.5])
      await expectRefused(
        { deposit: { kind: "percent", percent } },
        DEPOSIT_PERCENT_MESSAGE,
        "deposit.percent",
      );
    await expectRefused(
      { deposit: { kind: "amount", amount: 0 } },
      DEPOSIT_AMOUNT_MESSAGE,
      "deposit.amount",
    );
    await expectRefused(
      { total: 900, deposit: { kind: "amount", amount: 900.01 } },
      DEPOSIT_ABOVE_TOTAL_MESSAGE,
      "deposit.amount",
    );
    const request = await postRequest();
    expectError(
      await sendQuote(caterer, request.id, { deposit: { kind: "half", value: 50 } }),
      400,
    );
  });

  it("refuses unknown cancellation terms, and own terms left blank", async () => {
    await expectRefused(
      { cancellation: { policy: "whenever" } },
      CANCELLATION_POLICY_MESSAGE,
      "cancellation.policy",
    );
    await expectRefused(
      { cancellation: { policy: "custom", terms: "  " } },
      CANCELLATION_TERMS_REQUIRED_MESSAGE,
      "cancellation.terms",
    );
  });

  it("takes a valid-until date from today to a year ahead in the UK", async () => {
    await expectRefused({ validUntil: "2027-02-30" }, VALID_UNTIL_DATE_MESSAGE, "validUntil");
    await expectRefused({ validUntil: "10/07/2027" }, VALID_UNTIL_DATE_MESSAGE, "validUntil");
    await expectRefused({ validUntil: "2027-06-09" }, VALID_UNTIL_PAST_MESSAGE, "validUntil");
    await expectRefused({ validUntil: "2028-06-10" }, VALID_UNTIL_TOO_LATE_MESSAGE, "validUntil");
    const today = await quote(caterer, (await postRequest()).id, { validUntil: "2027-06-10" });
    expect(today.validUntil).toBe("2027-06-10");
    const lastDay = await quote(caterer, (await postRequest()).id, { validUntil: "2028-06-09" });
    expect(lastDay.validUntil).toBe("2028-06-09");
  });

  it("takes category answers only for the request's categories the supplier serves", async () => {
    // The request asks for catering, photography and a venue; this caterer offers no venue.
    await expectRefused(
      { categoryFields: { venue: { capacity: 80 } } },
      categoryNotQuotableMessage("venue"),
      "categoryFields.venue",
    );
    // The caterer is a DJ too, but the request asks for none.
    await expectRefused(
      { categoryFields: { dj: { hours: 4 } } },
      categoryNotQuotableMessage("dj"),
      "categoryFields.dj",
    );
    await expectRefused(
      { categoryFields: { juggling: { balls: 5 } } },
      '"juggling" is not a category.',
      "categoryFields.juggling",
    );
    await expectRefused(
      { categoryFields: { catering: { canapes: 40 } } },
      unknownQuoteFieldMessage("catering", "canapes"),
      "categoryFields.catering.canapes",
    );
    expect(unknownQuoteFieldMessage("catering", "canapes")).toBe(
      'Catering has no field "canapes".',
    );
  });

  it("checks each category answer against its field", async () => {
    const cases: Array<[object, string, string]> = [
      [{ courses: 13 }, "Must be between 0 and 12.", "courses"],
      [{ courses: 2.5 }, "Please enter a whole number.", "courses"],
      [{ courses: "three" }, "Please enter a number.", "courses"],
      [{ pricePerHead: 10.001 }, "Please use steps of 0.01.", "pricePerHead"],
      [
        { dietaryOptions: ["Vegan", "Paleo"] },
        "Please choose from: Vegetarian, Vegan, Gluten-free, Dairy-free, Nut-free, Halal, Kosher.",
        "dietaryOptions",
      ],
      [{ dietaryOptions: ["Vegan", "Vegan"] }, "Please choose each option once.", "dietaryOptions"],
      [
        { dietaryOptions: "Vegan" },
        "Please choose from: Vegetarian, Vegan, Gluten-free, Dairy-free, Nut-free, Halal, Kosher.",
        "dietaryOptions",
      ],
    ];
    for (const [answers, message, key] of cases)
      await expectRefused(
        { categoryFields: { catering: answers } },
        message,
        `categoryFields.catering.${key}`,
      );
    const request = await postRequest(["venue"]);
    const venueCaterer = await registerAccount(t.app, {
      role: "supplier",
      categories: ["venue"],
    });
    await subscribe(venueCaterer);
    expectError(
      await sendQuote(venueCaterer, request.id, {
        categoryFields: { venue: { inHouseCatering: "yes" } },
      }),
      400,
      "Please choose yes or no.",
    );
    const sent = await quote(venueCaterer, request.id, {
      categoryFields: { venue: { inHouseCatering: false, capacity: 120, hireHours: null } },
    });
    expect(sent.details?.categoryFields).toEqual({
      venue: { inHouseCatering: false, capacity: 120 },
    });
  });

  it("still shows a quote sent before quotes had terms, and lets it be accepted", async () => {
    const request = await postRequest();
    const [row] = await t.database.handle.db
      .insert(quotes)
      .values({
        requestId: request.id,
        supplierId: otherCaterer.user.id,
        price: "From £1,100",
        service: "catering",
        totalPence: 110_000,
        description: "Afternoon tea",
      })
      .returning({ id: quotes.id });
    if (!row) throw new Error("no quote");
    const [old] = await readJson<QuoteWithSupplier[]>(
      organizer,
      `/api/quotes/request/${request.id}`,
    );
    expect(old).toMatchObject({
      id: row.id,
      price: "From £1,100",
      totalPence: 110_000,
      details: null,
      validUntil: null,
      isExpired: false,
    });
    const accepted = await inject(organizer, "PUT", `/api/quotes/${row.id}/status`, {
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe("a quote's valid-until date", { timeout: 60_000 }, () => {
  it("shows a pending quote as expired once its last day is over in the UK, and refuses accepting it", async () => {
    clock.set(START);
    const request = await postRequest();
    const sent = await quote(caterer, request.id, { validUntil: "2027-06-12" });
    const declined = await quote(otherCaterer, request.id, { validUntil: "2027-06-12" });

    // 22:59 UTC on its last day is 23:59 in London: still open.
    clock.set("2027-06-12T22:59:00Z");
    expect((await readJson<QuoteDetail>(organizer, `/api/quotes/${sent.id}`)).isExpired).toBe(
      false,
    );
    // 23:00 UTC is midnight in London: expired, for the organizer and for the supplier.
    clock.set("2027-06-12T23:00:00Z");
    const seen = await readJson<QuoteWithSupplier[]>(
      organizer,
      `/api/quotes/request/${request.id}`,
    );
    expect(seen.find((item) => item.id === sent.id)?.isExpired).toBe(true);
    const mine = await readJson<SupplierQuote[]>(caterer, "/api/quotes/supplier");
    expect(mine.find((item) => item.id === sent.id)).toMatchObject({
      isExpired: true,
      status: "pending",
    });

    expectError(
      await inject(organizer, "PUT", `/api/quotes/${sent.id}/status`, { status: "accepted" }),
      409,
      quoteExpiredMessage("2027-06-12"),
    );
    expect(quoteExpiredMessage("2027-06-12")).toBe(
      "This quote expired on 12 June 2027. Ask the supplier to renew it before accepting.",
    );
    // Turning an expired quote down needs no renewal.
    const rejected = await inject(organizer, "PUT", `/api/quotes/${declined.id}/status`, {
      status: "rejected",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<QuoteView>()).toMatchObject({ status: "rejected", isExpired: false });
    clock.set(START);
  });

  it("lets its supplier renew it with a new date, after which it can be accepted", async () => {
    clock.set(START);
    const request = await postRequest();
    const sent = await quote(caterer, request.id, { validUntil: "2027-06-11" });
    clock.set(START.getTime() + 3 * 24 * HOUR_MS);
    const renewed = await inject(caterer, "POST", `/api/quotes/${sent.id}/renew`, {
      validUntil: "2027-07-01",
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<QuoteView>()).toMatchObject({
      id: sent.id,
      validUntil: "2027-07-01",
      isExpired: false,
    });
    const notified = await readJson<NotificationList>(organizer, "/api/notifications");
    expect(notified.notifications[0]).toMatchObject({
      title: "Quote renewed",
      description: `${caterer.user.displayName} renewed their quote for "Summer wedding": it can be accepted until 1 July 2027.`,
      linkTo: `/request/${request.id}`,
    });
    const accepted = await inject(organizer, "PUT", `/api/quotes/${sent.id}/status`, {
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    clock.set(START);
  });

  it("renews a quote once a day however many renewals arrive at once, so its organizer is told once", async () => {
    clock.set(START);
    const request = await postRequest();
    const sent = await quote(caterer, request.id, { validUntil: "2027-06-20" });
    const renew = (validUntil: string) =>
      inject(caterer, "POST", `/api/quotes/${sent.id}/renew`, { validUntil });
    const renewedNotices = async () =>
      (
        await t.database.handle.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, organizer.user.id),
              eq(notifications.title, "Quote renewed"),
              eq(notifications.linkTo, `/request/${request.id}`),
            ),
          )
      ).length;

    const answers = await Promise.all(Array.from({ length: 200 }, () => renew("2027-07-01")));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(199);
    const refused = answers.find((answer) => answer.statusCode === 429);
    if (!refused) throw new Error("no renewal was refused");
    expectError(refused, 429, quoteRenewedRecentlyMessage(24));
    expect(await renewedNotices()).toBe(1);

    // Later that day it is still refused, and the answer says how long is left.
    clock.set(START.getTime() + 20.5 * HOUR_MS);
    expectError(await renew("2027-07-02"), 429, quoteRenewedRecentlyMessage(4));
    expect((await readJson<QuoteDetail>(caterer, `/api/quotes/${sent.id}`)).validUntil).toBe(
      "2027-07-01",
    );
    // A day after the renewal it may be renewed again.
    clock.set(START.getTime() + 24 * HOUR_MS);
    const again = await renew("2027-07-02");
    expect(again.statusCode, again.body).toBe(200);
    expect(await renewedNotices()).toBe(2);
    clock.set(START);
  });

  it("lets only the quote's own supplier renew a pending quote on an active request, to a date in range", async () => {
    clock.set(START);
    const request = await postRequest();
    const sent = await quote(caterer, request.id, { validUntil: "2027-06-20" });
    const renew = (account: TestAccount, id: number, body: object) =>
      inject(account, "POST", `/api/quotes/${id}/renew`, body);

    expectError(
      await renew(otherCaterer, sent.id, { validUntil: "2027-07-01" }),
      403,
      ONLY_OWN_QUOTE_RENEWED_MESSAGE,
    );
    expectError(await renew(organizer, sent.id, { validUntil: "2027-07-01" }), 403);
    expectError(
      await t.app.inject({
        method: "POST",
        url: `/api/quotes/${sent.id}/renew`,
        payload: { validUntil: "2027-07-01" },
      }),
      401,
    );
    expectError(
      await renew(caterer, 999_999, { validUntil: "2027-07-01" }),
      404,
      QUOTE_NOT_FOUND_MESSAGE,
    );
    expectError(await renew(caterer, sent.id, {}), 400, RENEW_DATE_REQUIRED_MESSAGE);
    expectError(
      await renew(caterer, sent.id, { validUntil: "2027-13-01" }),
      400,
      VALID_UNTIL_DATE_MESSAGE,
    );
    expectError(
      await renew(caterer, sent.id, { validUntil: "2027-06-09" }),
      400,
      VALID_UNTIL_PAST_MESSAGE,
    );
    expectError(
      await renew(caterer, sent.id, { validUntil: "2028-06-10" }),
      400,
      VALID_UNTIL_TOO_LATE_MESSAGE,
    );
    const unchanged = await readJson<QuoteDetail>(caterer, `/api/quotes/${sent.id}`);
    expect(unchanged.validUntil).toBe("2027-06-20");

    // Decided quotes are not renewed.
    const accepted = await inject(organizer, "PUT", `/api/quotes/${sent.id}/status`, {
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expectError(
      await renew(caterer, sent.id, { validUntil: "2027-07-01" }),
      409,
      ONLY_PENDING_RENEWED_MESSAGE,
    );
    const turnedDown = await quote(otherCaterer, request.id, { validUntil: "2027-06-20" });
    await inject(organizer, "PUT", `/api/quotes/${turnedDown.id}/status`, { status: "rejected" });
    expectError(
      await renew(otherCaterer, turnedDown.id, { validUntil: "2027-07-01" }),
      409,
      ONLY_PENDING_RENEWED_MESSAGE,
    );

    // Nor is a quote on a request that has closed.
    const closing = await postRequest();
    const onClosed = await quote(caterer, closing.id, { validUntil: "2027-06-20" });
    const closed = await inject(organizer, "PUT", `/api/requests/${closing.id}/status`, {
      status: "cancelled",
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expectError(
      await renew(caterer, onClosed.id, { validUntil: "2027-07-01" }),
      409,
      ONLY_PENDING_RENEWED_MESSAGE,
    );
  });
});
