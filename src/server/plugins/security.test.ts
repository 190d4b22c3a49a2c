import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserProfile } from "#shared/contracts/users";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { SESSION_COOKIE } from "./session";

/** "default-src 'self'; script-src 'self'" -> { "default-src": ["'self'"], ... } */
function directivesOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = response.headers["content-security-policy"];
  expect(typeof header, "a Content-Security-Policy header").toBe("string");
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

function expectStrictScripts(response: LightMyRequestResponse) {
  const csp = directivesOf(response);
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["script-src"]).toBeDefined();
  expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  expect(csp["script-src"]).not.toContain("'unsafe-eval'");
  expect(csp["script-src"]).not.toContain("*");
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
}

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json<{ message: unknown }>();
  expect(typeof body.message).toBe("string");
  expect(body.message).toMatch(/cross-site/i);
  expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
}

let t: TestApp;
let account: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: "10000" });
  account = await registerAccount(t.app);
});
afterAll(() => t.close());

const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: account.user.username, password: account.password },
    headers,
  });
const me = (cookie: string) => injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" });

describe("security headers", () => {
  it.each([
    ["a JSON answer", "/api/health"],
    ["the category list", "/api/categories"],
    ["an error answer", "/api/whatever"],
  ])("puts a strict Content-Security-Policy on %s", async (_label, url) => {
    const response = await t.app.inject({ method: "GET", url });
    expectStrictScripts(response);
    const csp = directivesOf(response);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    // No script, style, font or connection from another host.
    for (const directive of [
      "script-src",
      "style-src",
      "font-src",
      "connect-src",
      "worker-src",
      "manifest-src",
    ]) {
      expect(csp[directive], directive).toBeDefined();
      for (const source of csp[directive] ?? []) expect(source).toBe("'self'");
    }
  });

  it("forbids sniffing, framing and leaking full referrers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("does not ask for https when the site is served over http", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(directivesOf(response)).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("asks for https and trusts its own https origin when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://eventeazy.example/" });
    try {
      const response = await secure.app.inject({ method: "GET", url: "/api/health" });
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d{6,}/);
      expect(directivesOf(response)).toHaveProperty("upgrade-insecure-requests");
      const ownOrigin = await secure.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { origin: "https://eventeazy.example" },
      });
      expect(ownOrigin.statusCode).toBe(200);
      const plainHttp = await secure.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { origin: "http://eventeazy.example" },
      });
      expectRefused(plainHttp);
    } finally {
      await secure.close();
    }
  });
});

describe("cross-site writes", () => {
  it("refuses a login posted from another site, even with the right password", async () => {
    expectRefused(await login({ origin: "https://evil.example" }));
  });

  it("refuses a logout posted from another site and keeps the session", async () => {
    const response = await injectAs(t.app, account.cookie, {
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://evil.example" },
    });
    expectRefused(response);
    expect((await me(account.cookie)).statusCode).toBe(200);
  });

  it("refuses a profile change from another site and changes nothing", async () => {
    const response = await injectAs(t.app, account.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: { name: "Hijacked", email: "attacker@evil.example" },
      headers: { origin: "https://evil.example" },
    });
    expectRefused(response);
    const current = (await me(account.cookie)).json<UserProfile>();
    expect(current.name).toBe(account.user.name);
    expect(current.email).toBe(account.user.email);
  });

  it.each([
    ["an encoded letter", "/%61pi/auth/profile"],
    ["encoded letters throughout", "/%61%70%69/%61uth/%70rofile"],
    ["an encoded path and a query", "/%61pi/auth/profile?next=/"],
  ])(
    "refuses a profile change from another site addressed with %s, and changes nothing",
    async (_label, url) => {
      const response = await injectAs(t.app, account.cookie, {
        method: "PUT",
        url,
        payload: { name: "Hijacked", email: account.user.email },
        headers: { origin: "https://evil.example" },
      });
      expectRefused(response);
      const current = (await me(account.cookie)).json<UserProfile>();
      expect(current.name).toBe(account.user.name);
    },
  );

  it("answers a same-site write addressed with encoded letters like any other", async () => {
    const response = await injectAs(t.app, account.cookie, {
      method: "PUT",
      url: "/%61pi/auth/profile",
      payload: { name: account.user.name, email: account.user.email },
      headers: { origin: "http://localhost:3000" },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ["a look-alike host", "http://localhost:3000.evil.example"],
    ["another port", "http://localhost:4000"],
    ["https on the http site", "https://localhost:3000"],
    ["an opaque origin", "null"],
  ])("refuses an Origin of %s", async (_label, origin) => {
    expectRefused(await login({ origin }));
  });

  it.each(["cross-site", "same-site"])(
    "refuses a write the browser marks sec-fetch-site: %s without an Origin",
    async (site) => {
      expectRefused(await login({ "sec-fetch-site": site }));
    },
  );

  it("refuses a foreign Origin even when sec-fetch-site claims same-origin", async () => {
    expectRefused(await login({ origin: "https://evil.example", "sec-fetch-site": "same-origin" }));
  });

  it("accepts a write from PUBLIC_URL's origin", async () => {
    const response = await login({ origin: "http://localhost:3000" });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("accepts a write whose Origin matches the Host it was sent to", async () => {
    for (const origin of ["http://eventeazy.example", "https://eventeazy.example"]) {
      const response = await login({ origin, host: "eventeazy.example" });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectRefused(
      await login({ origin: "https://eventeazy.example.evil.example", host: "eventeazy.example" }),
    );
  });

  it.each(["same-origin", "none"])(
    "accepts a write the browser marks sec-fetch-site: %s",
    async (site) => {
      const response = await login({ "sec-fetch-site": site });
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it("accepts a write from a client that is not a browser (no Origin, no sec-fetch-site)", async () => {
    expect((await login({})).statusCode).toBe(200);
  });

  it("lets any site read public data (GET is never refused)", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/categories",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("API reference", () => {
  it("serves an OpenAPI 3 document listing the account and category calls", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const document = response.json<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>;
    }>();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toMatch(/EventEazy/);
    expect(document.paths["/api/auth/register"]?.post).toBeDefined();
    expect(document.paths["/api/auth/login"]?.post).toBeDefined();
    expect(document.paths["/api/auth/logout"]?.post).toBeDefined();
    expect(document.paths["/api/auth/me"]?.get).toBeDefined();
    expect(document.paths["/api/auth/profile"]?.put).toBeDefined();
    expect(document.paths["/api/categories"]?.get).toBeDefined();
    const register = JSON.stringify(document.paths["/api/auth/register"]?.post?.requestBody);
    for (const field of ["username", "email", "password", "name", "role", "companyName"]) {
      expect(register).toContain(`"${field}"`);
    }
    // The documented answers hold no secrets either.
    expect(JSON.stringify(document.paths["/api/auth/me"]?.get?.responses)).not.toMatch(
      /passwordHash|stripe/i,
    );
  });

  it("serves the reference as an HTML page under a policy without inline script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
    expectStrictScripts(response);
  });
});
