import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#server/db/schema";
import { SESSION_COOKIE } from "#server/plugins/session";
import type { UserProfile } from "#shared/contracts/users";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  sessionCookieOf,
  type TestApp,
} from "#tests/support/test-app";

/** The fields of the spec's profile view (docs/spec-contract.md §Entities). */
const PROFILE_VIEW_FIELDS = [
  "id",
  "username",
  "name",
  "email",
  "phone",
  "address",
  "website",
  "description",
  "role",
  "urlSlug",
  "profileImage",
  "coverImage",
  "portfolioImages",
  "categories",
  "serviceArea",
  "latitude",
  "longitude",
  "subscriptionActive",
  "subscriptionType",
  "subscriptionExpiry",
  "monthlyQuoteLimit",
  "quotesThisMonth",
  "lastQuoteReset",
  "createdAt",
  "updatedAt",
] as const;

const SECRET_KEYS = [
  "password",
  "passwordHash",
  "password_hash",
  "stripeCustomerId",
  "stripeSubscriptionId",
  "tokenHash",
  "token",
  "suspendedAt",
];

const STRIPE_CUSTOMER = "cus_SECRET_customer_4242";
const STRIPE_SUBSCRIPTION = "sub_SECRET_subscription_4242";

const INVALID_LOGIN = "Invalid username or password";
const PROFILE_REQUIRED = "Missing Required Fields: Please fill in your name and email address.";
const COMMON_PASSWORD = "This password is too common. Please choose another.";

let seq = 0;
function unique(prefix: string): string {
  seq += 1;
  return `${prefix}${process.pid}x${seq}`;
}

function validRegistration(overrides: Record<string, unknown> = {}) {
  const username = unique("reg");
  return {
    name: "Rita Register",
    email: `${username}@example.test`,
    username,
    password: "tidy-lantern-42",
    ...overrides,
  };
}

/** No secret field, no password hash and no payment id anywhere in an answer. */
function expectNoSecrets(response: LightMyRequestResponse) {
  const body = response.json<Record<string, unknown>>();
  for (const key of SECRET_KEYS) expect(body).not.toHaveProperty(key);
  expect(response.body).not.toContain("$argon2");
  expect(response.body).not.toContain(STRIPE_CUSTOMER);
  expect(response.body).not.toContain(STRIPE_SUBSCRIPTION);
  expect(response.body).not.toMatch(/password|stripe|token/i);
}

let t: TestApp;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as Record<string, unknown>, headers });
const me = (cookie: string) => injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" });
const putProfile = (cookie: string, payload: Record<string, unknown>) =>
  injectAs(t.app, cookie, { method: "PUT", url: "/api/auth/profile", payload });

async function setStripeIds(userId: number) {
  await t.database.handle.db
    .update(users)
    .set({ stripeCustomerId: STRIPE_CUSTOMER, stripeSubscriptionId: STRIPE_SUBSCRIPTION })
    .where(eq(users.id, userId));
}

beforeAll(async () => {
  // The limits get their own apps below; here they would only get in the way.
  t = await createTestApp({ LOGIN_RATE_LIMIT: "10000", REGISTER_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

describe("registration", () => {
  it("creates an organizer, signs them in and never returns the password", async () => {
    const response = await post("/api/auth/register", {
      name: "Olivia Organizer",
      email: "olivia@example.test",
      username: "olivia",
      password: "planning-2026",
    });
    expect(response.statusCode).toBe(201);
    const user = response.json<UserProfile>();
    expect(user).toMatchObject({ username: "olivia", role: "organizer", name: "Olivia Organizer" });
    expectNoSecrets(response);
    const cookie = response.headers["set-cookie"];
    expect(String(cookie)).toMatch(/eventeazy_session=.+HttpOnly; SameSite=Lax/);
  });

  it("answers the whole profile view with the spec's defaults", async () => {
    const body = validRegistration();
    const response = await post("/api/auth/register", body);
    expect(response.statusCode).toBe(201);
    const user = response.json<UserProfile>();
    for (const field of PROFILE_VIEW_FIELDS) expect(user).toHaveProperty(field);
    expect(user).toMatchObject({
      username: body.username,
      email: body.email,
      name: body.name,
      role: "organizer",
      displayName: body.name,
      urlSlug: null,
      categories: [],
      portfolioImages: [],
      serviceArea: 50,
      subscriptionActive: false,
      subscriptionType: null,
      subscriptionExpiry: null,
      freeAccess: false,
      monthlyQuoteLimit: 1,
      quotesThisMonth: 0,
    });
    expect(typeof user.id).toBe("number");
    expect(Math.abs(Date.parse(user.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(Number.isNaN(Date.parse(user.updatedAt))).toBe(false);
  });

  it("sets an httpOnly, SameSite=Lax session cookie for the whole site that signs the user in", async () => {
    const response = await post("/api/auth/register", validRegistration());
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect(cookie?.value.length).toBeGreaterThanOrEqual(32);
    const session = await me(sessionCookieOf(response));
    expect(session.statusCode).toBe(200);
    expect(session.json<UserProfile>().id).toBe(response.json<UserProfile>().id);
  });

  it("stores the password only as an argon2id hash, at OWASP's cost outside the test suite", async () => {
    // The suite's apps hash at the test cost (PASSWORD_HASH_COST=test); this one as deployed.
    const standard = await createTestApp(
      { REGISTER_RATE_LIMIT: "10000", PASSWORD_HASH_COST: "" },
      {},
      {},
      t.database,
    );
    const body = validRegistration();
    const response = await standard.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: body,
    });
    await standard.close();
    const [row] = await t.database.handle.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, response.json<UserProfile>().id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, passes] = /m=(\d+),t=(\d+)/.exec(row?.passwordHash ?? "") ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it("makes a supplier's company name the business and display name and gives them an address", async () => {
    const response = await post(
      "/api/auth/register",
      validRegistration({
        name: "Sam Smith",
        role: "supplier",
        companyName: "Harbour Lights Ltd.",
        categories: ["venue", "lighting"],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<UserProfile>()).toMatchObject({
      role: "supplier",
      name: "Sam Smith",
      businessName: "Harbour Lights Ltd.",
      displayName: "Harbour Lights Ltd.",
      urlSlug: "harbour-lights-ltd",
      categories: ["venue", "lighting"],
    });
    expectNoSecrets(response);

    const twin = await post(
      "/api/auth/register",
      validRegistration({ role: "supplier", companyName: "Harbour Lights Ltd", categories: [] }),
    );
    expect(twin.statusCode).toBe(201);
    expect(twin.json<UserProfile>().urlSlug).toBe("harbour-lights-ltd-2");
  });

  it("ignores categories sent for an organizer", async () => {
    const response = await post(
      "/api/auth/register",
      validRegistration({ role: "organizer", categories: ["venue", "catering"] }),
    );
    expect(response.statusCode).toBe(201);
    const user = response.json<UserProfile>();
    expect(user.categories).toEqual([]);
    expect(user.urlSlug).toBeNull();
    const [row] = await t.database.handle.db
      .select({ categories: users.categories })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.categories).toEqual([]);
  });

  it("makes organizer the default role", async () => {
    const response = await post("/api/auth/register", validRegistration());
    expect(response.json<UserProfile>().role).toBe("organizer");
  });

  it("refuses to register an admin", async () => {
    const body = validRegistration({ role: "admin" });
    const response = await post("/api/auth/register", body);
    const error = expectError(response, 400);
    expect(error.fieldErrors).toHaveProperty("role");
    const rows = await t.database.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, body.username));
    expect(rows).toHaveLength(0);
  });

  describe("validation", () => {
    const REQUIRED = "Please fill in all required fields";
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [
        "no fields at all",
        { name: undefined, email: undefined, username: undefined, password: undefined },
        REQUIRED,
        "name",
      ],
      ["no name", { name: undefined }, REQUIRED, "name"],
      ["a blank name", { name: "   " }, REQUIRED, "name"],
      ["no email", { email: undefined }, REQUIRED, "email"],
      ["an empty email", { email: "" }, REQUIRED, "email"],
      ["no username", { username: undefined }, REQUIRED, "username"],
      ["an empty username", { username: "" }, REQUIRED, "username"],
      ["no password", { password: undefined }, REQUIRED, "password"],
      ["an empty password", { password: "" }, REQUIRED, "password"],
      [
        "an email without an at sign",
        { email: "rita.example.test" },
        "Please enter a valid email address",
        "email",
      ],
      [
        "an email without a dot after the at",
        { email: "rita@example" },
        "Please enter a valid email address",
        "email",
      ],
      [
        "an email with spaces",
        { email: "rita smith@example.test" },
        "Please enter a valid email address",
        "email",
      ],
      [
        "a 5-character password",
        { password: "ab3de" },
        "Password must be at least 6 characters",
        "password",
      ],
      [
        "a supplier without a company name",
        { role: "supplier" },
        "Please enter your company name",
        "companyName",
      ],
      [
        "a supplier with a blank company name",
        { role: "supplier", companyName: "   " },
        "Please enter your company name",
        "companyName",
      ],
      ["a common password", { password: "password1" }, COMMON_PASSWORD, "password"],
      ["another common password", { password: "qwerty123" }, COMMON_PASSWORD, "password"],
      ["a common password in capitals", { password: "PASSWORD1" }, COMMON_PASSWORD, "password"],
    ];

    it.each(cases)("refuses %s with the spec's message", async (_label, change, message, field) => {
      const body = validRegistration(change);
      const response = await post("/api/auth/register", body);
      const error = expectError(response, 400, message);
      expect(error.fieldErrors?.[field]).toContain(message);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    });

    const refused: Array<[string, Record<string, unknown>, string]> = [
      ["a username with a space", { username: "bad name" }, "username"],
      ["a username with punctuation", { username: "bad!name" }, "username"],
      ["a username with a dot", { username: "bad.name" }, "username"],
      ["a username with an at sign", { username: "bad@name" }, "username"],
      ["a username with non-ASCII letters", { username: "zoë_events" }, "username"],
      ["a 2-character username", { username: "ab" }, "username"],
      ["a 31-character username", { username: "a".repeat(31) }, "username"],
      ["a 129-character password", { password: `Zq9!${"x".repeat(125)}` }, "password"],
      [
        "an unknown category",
        { role: "supplier", companyName: "Acme Events Ltd", categories: ["venue", "spaceships"] },
        "categories.1",
      ],
      ["a role that does not exist", { role: "superuser" }, "role"],
      ["a name as a number", { name: 42 }, "name"],
    ];

    it.each(refused)("refuses %s", async (_label, change, field) => {
      const body = validRegistration(change);
      const response = await post("/api/auth/register", body);
      const error = expectError(response, 400);
      expect(error.fieldErrors).toHaveProperty(field);
    });

    it("accepts usernames of exactly 3 and 30 characters of a-z 0-9 _ -", async () => {
      for (const username of ["a_1", `${unique("z9_-")}${"q".repeat(30)}`.slice(0, 30)]) {
        const response = await post(
          "/api/auth/register",
          validRegistration({ username, email: `${unique("len")}@example.test` }),
        );
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json<UserProfile>().username).toBe(username);
      }
    });

    it("accepts a password of exactly 6 and of exactly 128 characters", async () => {
      for (const password of ["Zq9!x_", `Zq9!${"k".repeat(124)}`]) {
        const body = validRegistration({ password });
        const response = await post("/api/auth/register", body);
        expect(response.statusCode, response.body).toBe(201);
        const login = await post("/api/auth/login", { username: body.username, password });
        expect(login.statusCode).toBe(200);
      }
    });
  });

  describe("uniqueness", () => {
    it("refuses a username taken in another case with 409 and a clear message", async () => {
      const first = validRegistration({ username: unique("CaseUser") });
      expect((await post("/api/auth/register", first)).statusCode).toBe(201);
      const response = await post(
        "/api/auth/register",
        validRegistration({ username: first.username.toUpperCase() }),
      );
      const error = expectError(response, 409);
      expect(error.message).toMatch(/username/i);
      expect(error.message).toMatch(/taken/i);
      const rows = await t.database.handle.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${first.username})`);
      expect(rows).toHaveLength(1);
    });

    it("refuses an email registered in another case with 409 and a clear message", async () => {
      const first = validRegistration();
      expect((await post("/api/auth/register", first)).statusCode).toBe(201);
      const response = await post(
        "/api/auth/register",
        validRegistration({ email: first.email.toUpperCase() }),
      );
      const error = expectError(response, 409);
      expect(error.message).toMatch(/email/i);
      expect(error.message).not.toMatch(/username/i);
    });

    it("lets only one of two simultaneous registrations of the same username through", async () => {
      const username = unique("race");
      const responses = await Promise.all([
        post("/api/auth/register", validRegistration({ username })),
        post("/api/auth/register", validRegistration({ username: username.toUpperCase() })),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409]);
      const conflictAnswer = responses.find((r) => r.statusCode === 409);
      if (conflictAnswer) expect(expectError(conflictAnswer, 409).message).toMatch(/username/i);
    });
  });
});

describe("login", () => {
  let account: { username: string; email: string; password: string; id: number };

  beforeAll(async () => {
    const body = validRegistration({ username: unique("Login_User"), password: "sturdy-otter-81" });
    const response = await post("/api/auth/register", body);
    account = { ...body, id: response.json<UserProfile>().id };
    await setStripeIds(account.id);
  });

  it.each([
    ["the username", () => account.username],
    ["the username in another case", () => account.username.toUpperCase()],
    ["the email", () => account.email],
    ["the email in capitals", () => account.email.toUpperCase()],
    ["the email with spaces around it", () => `  ${account.email}  `],
  ])("signs in with %s", async (_label, login) => {
    const response = await post("/api/auth/login", {
      username: login(),
      password: account.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserProfile>()).toMatchObject({
      id: account.id,
      username: account.username,
      email: account.email,
    });
    for (const field of PROFILE_VIEW_FIELDS) expect(response.json()).toHaveProperty(field);
    expectNoSecrets(response);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect((await me(sessionCookieOf(response))).statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown user alike", async () => {
    const wrongPassword = await post("/api/auth/login", {
      username: account.username,
      password: "not-the-password",
    });
    const unknownUser = await post("/api/auth/login", {
      username: "nobody-by-this-name",
      password: "not-the-password",
    });
    const unknownEmail = await post("/api/auth/login", {
      username: "nobody@example.test",
      password: account.password,
    });
    for (const response of [wrongPassword, unknownUser, unknownEmail]) {
      expectError(response, 401, INVALID_LOGIN);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    expect(unknownUser.json()).toEqual(wrongPassword.json());
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it("does not accept the password in another case", async () => {
    const response = await post("/api/auth/login", {
      username: account.username,
      password: account.password.toUpperCase(),
    });
    expectError(response, 401, INVALID_LOGIN);
  });

  it.each([
    ["no fields", {}],
    ["no password", { username: "someone" }],
    ["no username", { password: "something" }],
    ["empty fields", { username: "", password: "" }],
    ["a blank username", { username: "   ", password: "something" }],
    ["an empty password", { username: "someone", password: "" }],
  ])("asks to fill in all fields when given %s", async (_label, payload) => {
    const response = await post("/api/auth/login", payload);
    const error = expectError(response, 400, "Please fill in all fields");
    expect(error.fieldErrors).toBeDefined();
  });

  it("rotates the session token: the cookie sent with the login stops working", async () => {
    const registered = await registerAccount(t.app);
    const login = await injectAs(t.app, registered.cookie, {
      method: "POST",
      url: "/api/auth/login",
      payload: { username: registered.user.username, password: registered.password },
    });
    expect(login.statusCode).toBe(200);
    const fresh = sessionCookieOf(login);
    expect(fresh).not.toBe(registered.cookie);
    expect((await me(registered.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it("keeps the user's other sessions when they log in again elsewhere", async () => {
    const registered = await registerAccount(t.app);
    const login = await post("/api/auth/login", {
      username: registered.user.username,
      password: registered.password,
    });
    expect(sessionCookieOf(login)).not.toBe(registered.cookie);
    expect((await me(registered.cookie)).statusCode).toBe(200);
    expect((await me(sessionCookieOf(login))).statusCode).toBe(200);
  });

  it("refuses a suspended user with 403 and does not start a session", async () => {
    const registered = await registerAccount(t.app);
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, registered.user.id));
    const response = await post("/api/auth/login", {
      username: registered.user.username,
      password: registered.password,
    });
    const error = expectError(response, 403);
    expect(error.message).toMatch(/suspended/i);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    // A wrong password reveals nothing about the suspension.
    const guess = await post("/api/auth/login", {
      username: registered.user.username,
      password: "a-wrong-guess",
    });
    expectError(guess, 401, INVALID_LOGIN);
  });
});

describe("me", () => {
  it("answers 401 without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expectError(response, 401);
  });

  it("answers 401 to a made-up session cookie", async () => {
    for (const cookie of [`${SESSION_COOKIE}=bogus`, `${SESSION_COOKIE}=${"A".repeat(43)}`]) {
      expectError(await me(cookie), 401);
    }
  });

  it("answers the signed-in user, uncached and without secrets", async () => {
    const account = await registerAccount(t.app, { role: "supplier" });
    await setStripeIds(account.user.id);
    const response = await me(account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: account.user.id, role: "supplier" });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expectNoSecrets(response);
  });

  it("answers 401 to a suspended user's existing session", async () => {
    const account = await registerAccount(t.app);
    expect((await me(account.cookie)).statusCode).toBe(200);
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, account.user.id));
    expectError(await me(account.cookie), 401);
  });

  it("answers 401 to an expired session", async () => {
    const account = await registerAccount(t.app);
    await t.database.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.user.id));
    expectError(await me(account.cookie), 401);
  });
});

describe("logout", () => {
  it("ends the session and clears the cookie", async () => {
    const account = await registerAccount(t.app);
    const response = await injectAs(t.app, account.cookie, {
      method: "POST",
      url: "/api/auth/logout",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "You have been successfully logged out" });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared).toBeDefined();
    expect(cleared?.value).toBe("");
    expect(cleared?.path).toBe("/");
    const expiry = cleared?.expires ? new Date(cleared.expires).getTime() : Number.NaN;
    expect(expiry < Date.now() || cleared?.maxAge === 0).toBe(true);
    expectError(await me(account.cookie), 401);
    const rows = await t.database.handle.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.userId, account.user.id));
    expect(rows).toHaveLength(0);
  });

  it("ends only the session it was sent with", async () => {
    const account = await registerAccount(t.app);
    const second = await post("/api/auth/login", {
      username: account.user.username,
      password: account.password,
    });
    await injectAs(t.app, account.cookie, { method: "POST", url: "/api/auth/logout" });
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(sessionCookieOf(second))).statusCode).toBe(200);
  });

  it("answers OK without a session", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(response.statusCode).toBe(200);
  });

  it("logs out on every device", async () => {
    const account = await registerAccount(t.app);
    const second = await post("/api/auth/login", {
      username: account.user.username,
      password: account.password,
    });
    const response = await injectAs(t.app, account.cookie, {
      method: "POST",
      url: "/api/auth/logout-everywhere",
    });
    expect(response.statusCode).toBe(200);
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(sessionCookieOf(second))).statusCode).toBe(401);
    expectError(await t.app.inject({ method: "POST", url: "/api/auth/logout-everywhere" }), 401);
  });
});

describe("profile update", () => {
  const baseProfile = (account: { user: UserProfile }) => ({
    name: account.user.name,
    email: account.user.email,
  });

  it("requires a session", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      payload: { name: "Nobody", email: "nobody@example.test" },
    });
    expectError(response, 401);
  });

  it("updates name, email, description, address and phone", async () => {
    const account = await registerAccount(t.app);
    await setStripeIds(account.user.id);
    const email = `${unique("new")}@example.test`;
    const response = await putProfile(account.cookie, {
      name: "Nora New",
      email,
      currentPassword: account.password,
      description: "I plan weddings in Bristol.",
      address: "1 Harbour Road, Bristol",
      phone: "0117 496 0000",
      latitude: 51.45,
      longitude: -2.59,
      profileImage: "/uploads/profile/abc123.webp",
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      id: account.user.id,
      name: "Nora New",
      email,
      description: "I plan weddings in Bristol.",
      address: "1 Harbour Road, Bristol",
      phone: "0117 496 0000",
      latitude: 51.45,
      longitude: -2.59,
      profileImage: "/uploads/profile/abc123.webp",
    };
    expect(response.json()).toMatchObject(expected);
    expectNoSecrets(response);
    expect(Date.parse(response.json<UserProfile>().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(account.user.updatedAt),
    );
    expect((await me(account.cookie)).json()).toMatchObject(expected);
    // The new email signs in.
    const login = await post("/api/auth/login", { username: email, password: account.password });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ["no name", { name: undefined }],
    ["a blank name", { name: "  " }],
    ["no email", { email: undefined }],
    ["an empty email", { email: "" }],
  ])("refuses %s with the spec's message", async (_label, change) => {
    const account = await registerAccount(t.app);
    const response = await putProfile(account.cookie, { ...baseProfile(account), ...change });
    const error = expectError(response, 400, PROFILE_REQUIRED);
    expect(error.fieldErrors).toBeDefined();
    expect((await me(account.cookie)).json<UserProfile>().name).toBe(account.user.name);
  });

  it("refuses an invalid email", async () => {
    const account = await registerAccount(t.app);
    const response = await putProfile(account.cookie, {
      ...baseProfile(account),
      email: "not-an-email",
    });
    expectError(response, 400, "Please enter a valid email address");
  });

  it("refuses another account's email in any case with 409", async () => {
    const owner = await registerAccount(t.app, { email: `${unique("Owner")}@Example.test` });
    const other = await registerAccount(t.app);
    for (const email of [owner.user.email, owner.user.email.toUpperCase()]) {
      const response = await putProfile(other.cookie, { name: "Other", email });
      const error = expectError(response, 409);
      expect(error.message).toMatch(/email/i);
    }
    expect((await me(other.cookie)).json<UserProfile>().email).toBe(other.user.email);
  });

  it("lets a user change the case of their own email", async () => {
    const account = await registerAccount(t.app);
    const response = await putProfile(account.cookie, {
      name: account.user.name,
      email: account.user.email.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserProfile>().email).toBe(account.user.email.toUpperCase());
  });

  it("ignores supplier-only fields for an organizer", async () => {
    const account = await registerAccount(t.app);
    const response = await putProfile(account.cookie, {
      ...baseProfile(account),
      website: "https://olivia.example",
      categories: ["venue", "catering"],
      serviceArea: 80,
      businessName: "Olivia Plans Ltd",
      coverImage: "/uploads/cover/abc.webp",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      website: null,
      categories: [],
      serviceArea: 50,
      businessName: null,
      coverImage: null,
      displayName: account.user.name,
    });
    const [row] = await t.database.handle.db
      .select({ website: users.website, categories: users.categories, area: users.serviceArea })
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(row).toEqual({ website: null, categories: [], area: 50 });
  });

  describe("for a supplier", () => {
    let supplier: Awaited<ReturnType<typeof registerAccount>>;
    beforeAll(async () => {
      supplier = await registerAccount(t.app, { role: "supplier", categories: ["dj"] });
    });

    it("saves website, categories, service area and cover image", async () => {
      const response = await putProfile(supplier.cookie, {
        ...baseProfile(supplier),
        website: "https://harbour-lights.example/about",
        categories: ["venue", "catering", "av_equipment"],
        serviceArea: 75,
        coverImage: "/uploads/cover/c0ffee.webp",
        businessName: "Harbour Lights Events",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        website: "https://harbour-lights.example/about",
        categories: ["venue", "catering", "av_equipment"],
        serviceArea: 75,
        coverImage: "/uploads/cover/c0ffee.webp",
        businessName: "Harbour Lights Events",
        displayName: "Harbour Lights Events",
      });
    });

    it.each([5, 100])("accepts a service area of %i km", async (serviceArea) => {
      const response = await putProfile(supplier.cookie, { ...baseProfile(supplier), serviceArea });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<UserProfile>().serviceArea).toBe(serviceArea);
    });

    it.each([
      ["a service area of 4 km", { serviceArea: 4 }, "serviceArea"],
      ["a service area of 101 km", { serviceArea: 101 }, "serviceArea"],
      ["a fractional service area", { serviceArea: 12.5 }, "serviceArea"],
      ["a service area as text", { serviceArea: "50" }, "serviceArea"],
      ["an unknown category", { categories: ["venue", "rockets"] }, "categories.1"],
      ["a website without a scheme", { website: "harbour.example" }, "website"],
      ["an ftp website", { website: "ftp://harbour.example" }, "website"],
      ["a javascript: website", { website: "javascript:alert(1)" }, "website"],
      [
        "a profile image on another site",
        { profileImage: "https://evil.example/x.png" },
        "profileImage",
      ],
      [
        "a protocol-relative profile image",
        { profileImage: "//evil.example/x.png" },
        "profileImage",
      ],
      ["a profile image outside uploads", { profileImage: "/api/auth/logout" }, "profileImage"],
      [
        "a profile image climbing out of uploads",
        { profileImage: "/uploads/../api/auth/me" },
        "profileImage",
      ],
      ["a cover image on another site", { coverImage: "https://evil.example/x.png" }, "coverImage"],
      ["a latitude beyond 90", { latitude: 91, longitude: 0 }, "latitude"],
    ])("refuses %s", async (_label, change, field) => {
      const before = (await me(supplier.cookie)).json<UserProfile>();
      const response = await putProfile(supplier.cookie, { ...baseProfile(supplier), ...change });
      const error = expectError(response, 400);
      expect(error.fieldErrors).toHaveProperty(field);
      const after = (await me(supplier.cookie)).json<UserProfile>();
      expect(after.updatedAt).toBe(before.updatedAt);
    });

    it("accepts an http website and clears it when sent empty", async () => {
      const set = await putProfile(supplier.cookie, {
        ...baseProfile(supplier),
        website: "http://harbour.example",
      });
      expect(set.json<UserProfile>().website).toBe("http://harbour.example");
      const cleared = await putProfile(supplier.cookie, { ...baseProfile(supplier), website: "" });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json<UserProfile>().website).toBeNull();
    });
  });
});

describe("free access by configuration", () => {
  let vip: TestApp;
  beforeAll(async () => {
    vip = await createTestApp({ FREE_ACCESS_EMAILS: " vip@example.test , Second@Example.test" });
  });
  afterAll(() => vip.close());

  it("gives an address listed in FREE_ACCESS_EMAILS free access and an active subscription", async () => {
    const listed = await registerAccount(vip.app, { role: "supplier", email: "VIP@example.test" });
    expect(listed.user).toMatchObject({ freeAccess: true, subscriptionActive: true });
    const second = await registerAccount(vip.app, { email: "second@example.test" });
    expect(second.user).toMatchObject({ freeAccess: true, subscriptionActive: true });
    const meAnswer = await injectAs(vip.app, listed.cookie, { method: "GET", url: "/api/auth/me" });
    expect(meAnswer.json()).toMatchObject({ freeAccess: true, subscriptionActive: true });
  });

  it("gives nobody else free access", async () => {
    const other = await registerAccount(vip.app, {
      role: "supplier",
      email: "vip@example.test.evil.example",
    });
    expect(other.user).toMatchObject({ freeAccess: false, subscriptionActive: false });
  });

  it("gives nobody free access when the setting is empty", async () => {
    const account = await registerAccount(t.app, { email: "vip@example.test" });
    expect(account.user).toMatchObject({ freeAccess: false, subscriptionActive: false });
  });
});

describe("rate limits", () => {
  const wrongLogin = (app: TestApp, username: string, remoteAddress = "127.0.0.1") =>
    app.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username, password: "brute-force-guess" },
      remoteAddress,
    });

  describe("with the default settings", () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp();
    });
    afterAll(() => limited.close());

    it("stops a brute-force run of 20 wrong passwords after 10 attempts", async () => {
      const victim = await registerAccount(limited.app);
      const statuses: number[] = [];
      let lastAnswer: LightMyRequestResponse | undefined;
      for (let attempt = 1; attempt <= 20; attempt++) {
        lastAnswer = await wrongLogin(limited, victim.user.username);
        statuses.push(lastAnswer.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(10).fill(429));
      if (!lastAnswer) throw new Error("no answer");
      const error = expectError(lastAnswer, 429);
      expect(error.message).toMatch(/too many/i);
      // The right password does not get through either while the account is locked.
      const right = await limited.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: victim.user.username, password: victim.password },
      });
      expectError(right, 429);
    });

    it("counts attempts per account, so others on the same address can still log in", async () => {
      const locked = await registerAccount(limited.app);
      for (let attempt = 0; attempt < 11; attempt++)
        await wrongLogin(limited, locked.user.username);
      expectError(await wrongLogin(limited, locked.user.username), 429);
      const bystander = await registerAccount(limited.app);
      const response = await limited.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: bystander.user.username, password: bystander.password },
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it("limits registrations from one address to 10 in the window", async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 11; n++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: validRegistration(),
          remoteAddress: "10.9.8.7",
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe("with stricter settings", () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await createTestApp({ LOGIN_RATE_LIMIT: "3", REGISTER_RATE_LIMIT: "2" });
    });
    afterAll(() => strict.close());

    it("takes the login limit from LOGIN_RATE_LIMIT", async () => {
      const victim = await registerAccount(strict.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push((await wrongLogin(strict, victim.user.username)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const error = expectError(await wrongLogin(strict, victim.user.username), 429);
      expect(error.message).toMatch(/too many/i);
    });

    it("takes the registration limit from REGISTER_RATE_LIMIT", async () => {
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let n = 0; n < 3; n++) {
        last = await strict.app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: validRegistration(),
          remoteAddress: "10.1.1.1",
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
      if (!last) throw new Error("no answer");
      const error = expectError(last, 429);
      expect(error.message).toMatch(/too many/i);
      expect(last.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    });
  });
});

describe("the signed-in hint cookie", () => {
  it("is readable by the page, holds no secret, and follows the session", async () => {
    const account = await registerAccount(t.app);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: account.user.username, password: account.password },
    });
    const hint = login.cookies.find((c) => c.name === "eventeazy_signed_in");
    expect(hint?.value).toBe("1");
    expect(hint?.httpOnly).toBeFalsy();
    const session = login.cookies.find((c) => c.name === "eventeazy_session");
    expect(session?.httpOnly).toBe(true);

    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `eventeazy_session=${session?.value}; eventeazy_signed_in=1` },
    });
    const cleared = logout.cookies.find((c) => c.name === "eventeazy_signed_in");
    expect(cleared?.value).toBe("");
  });

  it("is cleared when /me finds the session gone", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: "eventeazy_session=stale; eventeazy_signed_in=1" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === "eventeazy_signed_in")?.value).toBe("");
    expect(response.cookies.find((c) => c.name === "eventeazy_session")?.value).toBe("");
  });
});

describe("partial profile updates", () => {
  it("leaves out fields unchanged and clears fields sent empty", async () => {
    const account = await registerAccount(t.app, { role: "supplier" });
    const put = (payload: Record<string, unknown>) =>
      injectAs(t.app, account.cookie, { method: "PUT", url: "/api/auth/profile", payload });
    const base = { name: account.user.name, email: account.user.email };
    await put({
      ...base,
      description: "Candid wedding photos",
      phone: "07700 900123",
      website: "https://example.co.uk",
    });
    const kept = await put({ ...base, emailNotifications: false });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      description: "Candid wedding photos",
      phone: "07700 900123",
      website: "https://example.co.uk",
      emailNotifications: false,
    });
    const cleared = await put({ ...base, phone: "", website: null });
    expect(cleared.json()).toMatchObject({
      description: "Candid wedding photos",
      phone: null,
      website: null,
    });
  });
});
