import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

/** The address our reverse proxy saw and appended: the one entry a client cannot write. */
const CLIENT_ADDRESS = "203.0.113.9";

describe.each([
  ["by hops", "1"],
  ["by address", "10.0.0.0/8"],
])("behind one reverse proxy named %s (TRUST_PROXY=%s)", (_how, trustProxy) => {
  let t: TestApp;
  let victim: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT: "3" });
    victim = await registerAccount(t.app);
  });
  afterAll(() => t.close());

  it("a client that rotates X-Forwarded-For still meets the login limit", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: victim.user.username, password: "brute-force-guess" },
        // What the client wrote, then what the proxy appended; the socket is the proxy's.
        headers: { "x-forwarded-for": `198.51.100.${attempt}, ${CLIENT_ADDRESS}` },
        remoteAddress: "10.0.0.2",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });
});

describe("login limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_RATE_LIMIT: "3",
      LOGIN_ADDRESS_RATE_LIMIT: "5",
      REGISTER_RATE_LIMIT: "10000",
    });
  });
  afterAll(() => t.close());

  const wrongLogin = (username: string, remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username, password: "brute-force-guess" },
      remoteAddress,
    });

  it("count one account once, whether its username or its email is typed, in any case", async () => {
    const victim = await registerAccount(t.app);
    const { username, email } = victim.user;
    const names = [username, email.toUpperCase(), ` ${username.toUpperCase()} `, email];
    const statuses: number[] = [];
    // From a new address each time: only the account's own counter can stop this.
    for (const [attempt, name] of names.entries())
      statuses.push((await wrongLogin(name, `10.20.0.${attempt + 1}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("count one address across accounts, which stops password spraying", async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => registerAccount(t.app)));
    const statuses: number[] = [];
    for (const account of accounts)
      statuses.push((await wrongLogin(account.user.username, "10.30.0.1")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is not held back, and neither is the sprayed account's owner.
    expect((await wrongLogin(accounts[5]?.user.username ?? "", "10.30.0.2")).statusCode).toBe(401);
  });

  it("count the password typed to delete an account as a guess at it, so a stolen session cannot keep guessing", async () => {
    const account = await registerAccount(t.app);
    const statuses: number[] = [];
    for (let guess = 0; guess < 3; guess++) {
      const answer = await injectAs(t.app, account.cookie, {
        method: "DELETE",
        url: "/api/auth/account",
        payload: { password: `guess-${guess}` },
        remoteAddress: `10.40.0.${guess}`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403]);
    // The account's login limit is spent: even the right password waits out the window.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: account.user.username, password: account.password },
      remoteAddress: "10.40.1.1",
    });
    expect(login.statusCode).toBe(429);
  });
});
