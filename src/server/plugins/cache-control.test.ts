import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestView } from "#shared/contracts/requests";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

let t: TestApp;
let organizer: TestAccount;
let supplier: TestAccount;
let request: RequestView;

const get = (url: string, account?: TestAccount) =>
  account ? injectAs(t.app, account.cookie, { method: "GET", url }) : t.app.inject({ url });

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" });
  [organizer, supplier] = await Promise.all([
    registerAccount(t.app),
    registerAccount(t.app, { role: "supplier" }),
  ]);
  const created = await injectAs(t.app, organizer.cookie, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title: "Garden party",
      description: "Sixty guests, afternoon tea",
      eventDateFrom: "2099-07-01",
      location: "York",
      categories: ["catering"],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  request = created.json<RequestView>();
});
afterAll(() => t.close());

describe("Cache-Control on /api answers", () => {
  it("keeps every answer about the signed-in user out of all caches", async () => {
    const asOrganizer = [
      "/api/auth/me",
      "/api/requests",
      `/api/requests/${request.id}`,
      `/api/quotes/request/${request.id}`,
      "/api/messages/conversations",
      "/api/messages/unread/count",
      "/api/notifications",
      "/api/saved-suppliers",
      `/api/suppliers/${supplier.user.id}`,
      "/api/auth/export",
    ];
    const asSupplier = ["/api/auth/me", "/api/quotes/supplier", "/api/quotes/limit/status"];
    for (const [account, urls] of [
      [organizer, asOrganizer],
      [supplier, asSupplier],
    ] as const)
      for (const url of urls) {
        const response = await get(url, account);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        expect(response.headers["cache-control"], url).toBe("private, no-store");
      }
  });

  it("keeps answers that differ by who asks private, even to guests and on errors", async () => {
    for (const url of [
      "/api/auth/me",
      `/api/suppliers/${supplier.user.id}`,
      `/api/users/${organizer.user.id}`,
      `/api/organizer/${organizer.user.id}`,
      "/api/feature-requests",
      "/api/requests",
      "/api/no-such-route",
    ]) {
      const response = await get(url);
      expect(response.headers["cache-control"], `${url} (${response.statusCode})`).toBe(
        "private, no-store",
      );
    }
  });

  it("leaves the answers that are the same for everyone cacheable", async () => {
    expect((await get("/api/categories")).headers["cache-control"]).toBe("public, max-age=60");
    expect((await get("/api/locations/suggestions?query=York")).headers["cache-control"]).toMatch(
      /^public, max-age=\d+$/,
    );
    expect((await get("/api/suppliers", organizer)).headers["cache-control"]).toMatch(/^public/);
  });
});
