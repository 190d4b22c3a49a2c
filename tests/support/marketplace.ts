import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "#server/db/schema";
import type { QuoteView } from "#shared/contracts/quotes";
import type { RequestView } from "#shared/contracts/requests";
import { injectAs, registerAccount, type TestAccount, type TestApp } from "./test-app";

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Body = object;

export interface MarketplaceDefaults {
  /** The request body `postRequest` sends, before a test's overrides. */
  request?: Body;
  /** The quote body `sendQuote` sends, before a test's overrides. */
  quote?: Body;
}

const DEFAULT_REQUEST: Body = {
  title: "Garden party",
  description: "Sixty guests, afternoon tea",
  eventDateFrom: "2099-07-01",
  location: "York",
  categories: ["catering"],
};

const DEFAULT_QUOTE: Body = {
  price: "£900",
  total: 900,
  description: "Dinner with staff",
};

/**
 * The steps of the marketplace as API calls, for the tests of requests, quotes and reviews:
 * an organizer posts a request, suppliers quote, the organizer decides. `app` is read at each
 * call, so a file may build its test app in `beforeAll`.
 */
export function marketplace(app: () => TestApp, defaults: MarketplaceDefaults = {}) {
  const inject = (account: TestAccount, method: Method, url: string, payload?: object) =>
    injectAs(app().app, account.cookie, { method, url, ...(payload ? { payload } : {}) });

  /** A call that must succeed (2xx); answers its body. */
  async function json<T>(account: TestAccount, method: Method, url: string, payload?: object) {
    const response = await inject(account, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  }

  async function readJson<T>(account: TestAccount, url: string): Promise<T> {
    const response = await inject(account, "GET", url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  async function postRequest(organizer: TestAccount, overrides: Body = {}) {
    const response = await inject(organizer, "POST", "/api/requests", {
      ...DEFAULT_REQUEST,
      ...defaults.request,
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RequestView>();
  }

  const sendQuote = (supplier: TestAccount, requestId: number, overrides: Body = {}) =>
    inject(supplier, "POST", "/api/quotes", {
      requestId,
      ...DEFAULT_QUOTE,
      ...defaults.quote,
      ...overrides,
    });

  async function quote(supplier: TestAccount, requestId: number, overrides: Body = {}) {
    const response = await sendQuote(supplier, requestId, overrides);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<QuoteView>();
  }

  const decide = (organizer: TestAccount, quoteId: number, status: string) =>
    inject(organizer, "PUT", `/api/quotes/${quoteId}/status`, { status });

  /** Gives the supplier a monthly subscription until `until` (unlimited quotes). */
  async function subscribe(supplier: TestAccount, until = new Date("2099-01-01T00:00:00Z")) {
    await app()
      .database.handle.db.update(users)
      .set({ subscriptionActive: true, subscriptionType: "monthly", subscriptionExpiry: until })
      .where(eq(users.id, supplier.user.id));
  }

  /** A new supplier account, subscribed, in the categories given. */
  async function subscribedSupplier(fields: Body = {}) {
    const supplier = await registerAccount(app().app, { role: "supplier", ...fields });
    await subscribe(supplier);
    return supplier;
  }

  /** A request of `organizer` with a quote from `supplier`, decided as asked. */
  async function requestWithQuote(
    organizer: TestAccount,
    supplier: TestAccount,
    options: {
      decision?: "accepted" | "rejected" | "pending";
      request?: Body;
      quote?: Body;
    } = {},
  ) {
    const request = await postRequest(organizer, options.request);
    const sent = await quote(supplier, request.id, options.quote);
    const decision = options.decision ?? "accepted";
    if (decision !== "pending") {
      const response = await decide(organizer, sent.id, decision);
      expect(response.statusCode, response.body).toBe(200);
    }
    return { request, quote: sent };
  }

  return {
    inject,
    json,
    readJson,
    postRequest,
    sendQuote,
    quote,
    decide,
    subscribe,
    subscribedSupplier,
    requestWithQuote,
  };
}
