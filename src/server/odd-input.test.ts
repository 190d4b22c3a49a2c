import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_BLANK_MESSAGE } from "#shared/contracts/auth";
import { ID_INVALID_MESSAGE } from "#shared/contracts/common";
import { COUPON_DATE_RANGE_MESSAGE } from "#shared/contracts/coupons";
import { RESET_PASSWORD_BLANK_MESSAGE } from "#shared/contracts/password-reset";
import { QUOTE_PRICE_TOO_HIGH_MESSAGE } from "#shared/contracts/quotes";
import type { RequestView } from "#shared/contracts/requests";
import type { UserProfile } from "#shared/contracts/users";
import {
  createTestApp,
  injectAs,
  registerAccount,
  sessionCookieOf,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { users } from "./db/schema";
import { createAdminAccount } from "./modules/admin/admin-accounts.service";
import { NUL_CHARACTER_MESSAGE } from "./plugins/input-guard";

/** One past the largest id an integer column holds. */
const BEYOND = 2_147_483_648;

let t: TestApp;
let organizer: TestAccount;
let supplier: TestAccount;
let adminCookie: string;
let request: RequestView;

type Who = "guest" | "organizer" | "supplier" | "admin";
const cookieOf = (who: Who) =>
  ({ guest: "", organizer: organizer.cookie, supplier: supplier.cookie, admin: adminCookie })[who];

const send = (who: Who, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  injectAs(t.app, cookieOf(who), { method, url, ...(payload ? { payload } : {}) });

function expectBadRequest(response: LightMyRequestResponse, message: string, field?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ message: string; fieldErrors?: Record<string, string[]> }>();
  expect(body.message).toBe(message);
  if (field) expect(body.fieldErrors?.[field]).toContain(message);
}

const nextMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "1000", LOGIN_RATE_LIMIT: "1000" });
  [organizer, supplier] = await Promise.all([
    registerAccount(t.app),
    registerAccount(t.app, { role: "supplier", categories: ["catering"] }),
  ]);
  await createAdminAccount(
    t.database.handle.db,
    {
      username: "oddinputadmin",
      email: "odd-input-admin@example.test",
      password: "admin-lantern-harbour",
      name: "Odd Input Admin",
    },
    t.config.passwordHashCost,
  );
  adminCookie = sessionCookieOf(
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "oddinputadmin", password: "admin-lantern-harbour" },
    }),
  );
  const created = await send("organizer", "POST", "/api/requests", {
    title: "Harvest supper",
    description: "Forty guests in a barn",
    eventDateFrom: nextMonth(),
    location: "York",
    categories: ["catering"],
  });
  expect(created.statusCode, created.body).toBe(201);
  request = created.json<RequestView>();
});
afterAll(() => t.close());

describe("ids beyond the integer range", () => {
  it.each<[Who, "GET" | "POST" | "PUT", string, object?]>([
    ["guest", "GET", `/api/users/${BEYOND}`],
    ["guest", "GET", `/api/suppliers/${BEYOND}`],
    ["guest", "GET", `/api/organizer/${BEYOND}`],
    ["guest", "GET", `/api/equipment-offerings/supplier/${BEYOND}`],
    ["organizer", "GET", `/api/requests/${BEYOND}`],
    ["organizer", "GET", `/api/quotes/request/${BEYOND}`],
    ["organizer", "GET", `/api/messages/${BEYOND}`],
    ["organizer", "GET", `/api/messages/request/${BEYOND}`],
    ["organizer", "PUT", `/api/saved-suppliers/${BEYOND}`],
    ["organizer", "PUT", `/api/requests/${BEYOND}/status`, { status: "cancelled" }],
    ["admin", "POST", `/api/admin/users/${BEYOND}/suspend`, { reason: "Testing" }],
    ["admin", "POST", `/api/admin/coupons/${BEYOND}/deactivate`],
    ["organizer", "GET", `/api/messages/${"9".repeat(30)}`],
  ])("answers %s %s %s with 400", async (who, method, url, payload) => {
    expectBadRequest(await send(who, method, url, payload), ID_INVALID_MESSAGE);
  });

  it.each([String(BEYOND), "999999999999999"])(
    "opens the live event stream for a Last-Event-ID of %s, with nothing to replay",
    async (lastEventId) => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/events",
        headers: { cookie: organizer.cookie, "last-event-id": lastEventId },
        payloadAsStream: true,
      });
      response.stream().destroy();
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
    },
  );

  it.each<[Who, string]>([
    ["organizer", `/api/messages/1?before=${BEYOND}`],
    ["organizer", `/api/reviews/reviewable?supplierId=${BEYOND}`],
    ["organizer", `/api/reviews/reviewable?requestId=${BEYOND}`],
  ])("answers a query id beyond the range, %s GET %s, with 400", async (who, url) => {
    expectBadRequest(await send(who, "GET", url), ID_INVALID_MESSAGE);
  });

  it("answers body ids beyond the range with 400", async () => {
    const message = await send("supplier", "POST", "/api/messages", {
      receiverId: BEYOND,
      content: "Hello",
    });
    expect(message.statusCode, message.body).toBe(400);
    const quote = await send("supplier", "POST", "/api/quotes", {
      requestId: BEYOND,
      price: "£100",
      total: 100,
      description: "Soup",
    });
    expectBadRequest(quote, "Please choose a request.", "requestId");
    const review = await send("organizer", "POST", "/api/reviews", {
      supplierId: supplier.user.id,
      requestId: BEYOND,
      rating: 5,
      comment: "Good",
    });
    expectBadRequest(review, ID_INVALID_MESSAGE, "requestId");
    // The largest id is a fine id that names nothing.
    const largest = await send("guest", "GET", "/api/users/2147483647");
    expect(largest.statusCode, largest.body).toBe(404);
  });
});

describe("the NUL character", () => {
  it("is refused in a body's text with 400 naming the field, and nothing is stored", async () => {
    const response = await send("organizer", "POST", "/api/requests", {
      title: "Harvest\u0000supper",
      description: "Forty guests",
      eventDateFrom: nextMonth(),
      location: "York",
      categories: ["catering"],
    });
    expectBadRequest(response, NUL_CHARACTER_MESSAGE, "title");
    const mine = await send("organizer", "GET", "/api/requests");
    expect(mine.json<RequestView[]>().map((r) => r.title)).toEqual([request.title]);
  });

  it("is refused deep inside a body", async () => {
    const response = await send("organizer", "PUT", "/api/auth/profile", {
      name: organizer.user.name,
      email: organizer.user.email,
      categories: ["catering", "x\u0000"],
    });
    expectBadRequest(response, NUL_CHARACTER_MESSAGE, "categories.1");
  });

  it.each([
    ["a query value", "/api/suppliers?q=tea%00cakes"],
    ["a place name", "/api/suppliers?location=York%00"],
    ["a path parameter", "/api/suppliers/slug/tea%00cakes"],
    ["an id", "/api/users/1%00"],
    ["a place suggestion", "/api/locations/suggestions?query=Yo%00rk"],
  ])("is refused in %s with 400", async (_label, url) => {
    expectBadRequest(await send("guest", "GET", url), NUL_CHARACTER_MESSAGE);
  });
});

describe("a quote's price", () => {
  it("is refused beyond £10,000,000 with a clear message, and accepted at it", async () => {
    for (const price of ["£99,999,999", "£21474837", "99999999999999999999999", "50000k"]) {
      const response = await send("supplier", "POST", "/api/quotes", {
        requestId: request.id,
        price,
        total: 100,
        description: "Everything",
      });
      expectBadRequest(response, QUOTE_PRICE_TOO_HIGH_MESSAGE, "price");
    }
    const mine = await send("supplier", "GET", "/api/quotes/supplier");
    expect(mine.json<unknown[]>()).toEqual([]);

    const response = await send("supplier", "POST", "/api/quotes", {
      requestId: request.id,
      price: "£10,000,000",
      total: 10_000_000,
      description: "The whole estate",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ totalPence: number }>().totalPence).toBe(1_000_000_000);
  });
});

describe("other numbers bound for integer columns", () => {
  it("refuses a coupon's maximum uses beyond the column's range", async () => {
    const response = await send("admin", "POST", "/api/admin/coupons", {
      code: "HUGEUSES",
      discountType: "percent",
      discountValue: 10,
      maxUses: BEYOND,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.maxUses).toEqual([
      "Maximum uses can be at most 2,147,483,647.",
    ]);
  });

  it.each([
    ["year 0", "0000-01-01T00:00:00Z"],
    ["year 1, which would read back as 2001", "0001-01-01T00:00:00Z"],
    ["a time that is year 10000 in UTC", "9999-12-31T23:59:59-14:00"],
  ])("refuses a coupon valid from %s", async (_label, validFrom) => {
    const response = await send("admin", "POST", "/api/admin/coupons", {
      code: "FARDATE",
      discountType: "percent",
      discountValue: 10,
      validFrom,
    });
    expectBadRequest(response, COUPON_DATE_RANGE_MESSAGE, "validFrom");
  });

  it("keeps a coordinate too small for the database's double precision as 0", async () => {
    const profile = await send("organizer", "PUT", "/api/auth/profile", {
      name: organizer.user.name,
      email: organizer.user.email,
      latitude: 1e-320,
      longitude: -2.123456789,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json<UserProfile>()).toMatchObject({ latitude: 0, longitude: -2.123457 });
    const search = await send("guest", "GET", "/api/suppliers?latitude=7e-323&longitude=1");
    expect(search.statusCode, search.body).toBe(200);
  });
});

describe("passwords made only of whitespace", () => {
  it.each(["      ", " \t \u00a0  ", "\n\n\n\n\n\n"])(
    "are refused at registration (%j)",
    async (password) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          name: "Blank Password",
          email: "blank-password@example.test",
          username: "blankpassword",
          password,
        },
      });
      expectBadRequest(response, PASSWORD_BLANK_MESSAGE, "password");
    },
  );

  it("are refused as a new password on the reset page, while spaces inside one are fine", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/password-reset/complete",
      payload: { token: "any-token", newPassword: "        " },
    });
    expectBadRequest(response, RESET_PASSWORD_BLANK_MESSAGE, "newPassword");
    await registerAccount(t.app, { password: "  correct horse battery  " });
  });
});

describe("line breaks in one-line fields", () => {
  it("become spaces in names, company names and request titles", async () => {
    const account = await registerAccount(t.app, {
      role: "supplier",
      name: "Ann\r\nBcc: victim@example.test",
      companyName: "Feast\nand Co",
    });
    const [row] = await t.database.handle.db
      .select({ name: users.name, businessName: users.businessName })
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(row).toEqual({ name: "Ann Bcc: victim@example.test", businessName: "Feast and Co" });

    const updated = await injectAs(t.app, account.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: {
        name: "Ann\u2028Smith",
        email: account.user.email,
        businessName: "Feast\r\n\r\nCo",
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<UserProfile>()).toMatchObject({
      name: "Ann Smith",
      businessName: "Feast Co",
    });

    const created = await send("organizer", "POST", "/api/requests", {
      title: "Wedding\nSubject: free money",
      description: "Two lines\nare fine here",
      eventDateFrom: nextMonth(),
      location: "York\r\n",
      categories: ["catering"],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<RequestView>()).toMatchObject({
      title: "Wedding Subject: free money",
      description: "Two lines\nare fine here",
      location: "York",
    });
  });

  it("become spaces in equipment titles and feature request titles", async () => {
    const offering = await send("supplier", "POST", "/api/equipment-offerings", {
      title: "Marquee\nhire",
      description: "Big\ntent",
      category: "Tents\r\n",
    });
    expect(offering.statusCode, offering.body).toBe(201);
    expect(offering.json()).toMatchObject({
      title: "Marquee hire",
      description: "Big\ntent",
      category: "Tents",
    });
    const idea = await send("organizer", "POST", "/api/feature-requests", {
      title: "Dark\nmode",
      description: "Please",
      category: "ui",
    });
    expect(idea.statusCode, idea.body).toBe(201);
    expect(idea.json()).toMatchObject({ title: "Dark mode" });
  });
});
