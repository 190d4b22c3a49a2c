import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailVerifications, eventRequests, leadAlertJobs, users } from "#server/db/schema";
import {
  ALREADY_VERIFIED_MESSAGE,
  CONFIRM_EMAIL_FIRST_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  VERIFY_EMAILS_PAUSED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_LINK_SENT_MESSAGE,
} from "#shared/contracts/email-verification";
import type { NotificationList } from "#shared/contracts/notifications";
import type { RequestListItem, RequestView } from "#shared/contracts/requests";
import type { UserProfile } from "#shared/contracts/users";
import {
  EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE,
} from "#shared/contracts/users";
import { expectError } from "#tests/support/expect-error";
import { outboxEmailsTo } from "#tests/support/outbox";
import type { ReadEmail } from "#tests/support/read-email";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
  workLeadAlerts,
} from "#tests/support/test-app";

const PUBLIC_URL = "https://eventeazy.example";
const FREE_ACCESS_EMAIL = "founding.supplier@example.test";
const CONFIRM_SUBJECT = "Confirm your email address for EventEazy";

let t: TestApp;

const as = (account: TestAccount, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  injectAs(t.app, account.cookie, { method, url, ...(payload ? { payload } : {}) });
const verify = (token: unknown) =>
  t.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
const me = async (account: TestAccount) =>
  (await as(account, "GET", "/api/auth/me")).json<UserProfile>();

function emailsTo(address: string, subject: string): Promise<ReadEmail[]> {
  return outboxEmailsTo(t.config.dataDir, address, { subject });
}

/** Waits for the nth confirmation email to this address and answers its link's token. */
async function confirmationToken(address: string, nth = 1): Promise<string> {
  let emails: ReadEmail[] = [];
  await vi.waitFor(async () => {
    emails = await emailsTo(address, CONFIRM_SUBJECT);
    expect(emails.length).toBeGreaterThanOrEqual(nth);
  }, 15_000);
  const email = emails[nth - 1];
  expect(email?.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
  const token = /\/verify-email\?token=([\w-]+)/.exec(email?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link in: ${email?.text}`);
  return token;
}

const unconfirmed = (role: "organizer" | "supplier" = "organizer", extra = {}) =>
  registerAccount(t.app, { role, verified: false, ...extra });

async function postRequest(organizer: TestAccount, title: string) {
  const response = await as(organizer, "POST", "/api/requests", {
    title,
    description: "Sixty guests, afternoon tea",
    eventDateFrom: "2099-07-01",
    location: "York",
    categories: ["catering"],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RequestView>();
}

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL,
    REGISTER_RATE_LIMIT: "10000",
    VERIFY_EMAIL_RATE_LIMIT: "3",
    LOGIN_RATE_LIMIT: "10",
    EMAIL_CHANGE_RATE_LIMIT: "3",
    FREE_ACCESS_EMAILS: FREE_ACCESS_EMAIL,
  });
});
afterAll(() => t.close());

describe("the confirmation link", () => {
  it("is emailed at registration; the account is unconfirmed until it is used", async () => {
    const account = await unconfirmed();
    expect(account.user.emailVerified).toBe(false);
    expect((await me(account)).emailVerified).toBe(false);

    const token = await confirmationToken(account.user.email);
    const answer = await verify(token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: EMAIL_VERIFIED_MESSAGE });
    expect((await me(account)).emailVerified).toBe(true);
  });

  it("is random and stored only as its hash, valid for 48 hours", async () => {
    const account = await unconfirmed();
    const token = await confirmationToken(account.user.email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.database.handle.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, account.user.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const hours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
  });

  it("works once", async () => {
    const account = await unconfirmed();
    const token = await confirmationToken(account.user.email);
    expect((await verify(token)).statusCode).toBe(200);
    expectError(await verify(token), 400, VERIFY_LINK_INVALID_MESSAGE);
  });

  it("stops working after 48 hours", async () => {
    const account = await unconfirmed();
    const token = await confirmationToken(account.user.email);
    await t.database.handle.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, account.user.id));
    expectError(await verify(token), 400, VERIFY_LINK_INVALID_MESSAGE);
    expect((await me(account)).emailVerified).toBe(false);
  });

  it.each([["made-up-token"], [""], [42], ["x".repeat(500)]])(
    "refuses the token %j with the same message",
    async (token) => {
      expectError(await verify(token), 400, VERIFY_LINK_INVALID_MESSAGE);
    },
  );
});

describe("asking for a new link", () => {
  let addressCounter = 0;
  /** Each call from its own client address, unless one is given. */
  const resend = (account: TestAccount, remoteAddress = `10.7.0.${++addressCounter}`) =>
    injectAs(t.app, account.cookie, {
      method: "POST",
      url: "/api/auth/verify-email/resend",
      remoteAddress,
    });

  it("sends a new link that works", async () => {
    const account = await unconfirmed();
    await confirmationToken(account.user.email);
    const answer = await resend(account);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: VERIFY_LINK_SENT_MESSAGE });
    const second = await confirmationToken(account.user.email, 2);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it("needs a signed-in user", async () => {
    expectError(await t.app.inject({ method: "POST", url: "/api/auth/verify-email/resend" }), 401);
  });

  it("answers 409 once the address is confirmed", async () => {
    const account = await registerAccount(t.app);
    expectError(await resend(account), 409, ALREADY_VERIFIED_MESSAGE);
  });

  it("is limited per account (VERIFY_EMAIL_RATE_LIMIT), the registration email included", async () => {
    const account = await unconfirmed();
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) statuses.push((await resend(account)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expectError(await resend(account), 429, VERIFY_EMAILS_PAUSED_MESSAGE);
  });

  it("is limited per client address across accounts", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++)
      statuses.push((await resend(await unconfirmed(), "10.8.0.1")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("until the address is confirmed", () => {
  let confirmedOrganizer: TestAccount;
  let confirmedSupplier: TestAccount;
  beforeAll(async () => {
    confirmedOrganizer = await registerAccount(t.app);
    confirmedSupplier = await registerAccount(t.app, {
      role: "supplier",
      categories: ["catering"],
    });
    // Messaging is for subscribed suppliers: this one pays.
    await t.database.handle.db
      .update(users)
      .set({
        subscriptionActive: true,
        subscriptionType: "monthly",
        subscriptionExpiry: new Date(Date.now() + 86_400_000),
      })
      .where(eq(users.id, confirmedSupplier.user.id));
  });

  it("a supplier cannot quote", async () => {
    const supplier = await unconfirmed("supplier");
    const request = await postRequest(confirmedOrganizer, "Quote me");
    const answer = await as(supplier, "POST", "/api/quotes", {
      requestId: request.id,
      price: "£900",
      total: 900,
      description: "Buffet for sixty",
    });
    expectError(answer, 403, CONFIRM_EMAIL_FIRST_MESSAGE);
  });

  it("a supplier cannot message, even with a subscription", async () => {
    const supplier = await unconfirmed("supplier");
    await t.database.handle.db
      .update(users)
      .set({ freeAccess: true })
      .where(eq(users.id, supplier.user.id));
    const answer = await as(supplier, "POST", "/api/messages", {
      receiverId: confirmedOrganizer.user.id,
      content: "Hello",
    });
    expectError(answer, 403, CONFIRM_EMAIL_FIRST_MESSAGE);
  });

  it("an organizer cannot message", async () => {
    const organizer = await unconfirmed();
    const answer = await as(organizer, "POST", "/api/messages", {
      receiverId: confirmedSupplier.user.id,
      content: "Hello",
    });
    expectError(answer, 403, CONFIRM_EMAIL_FIRST_MESSAGE);
  });

  it("an organizer's requests are kept but unseen and unannounced; on confirmation they go out as new", async () => {
    const organizer = await unconfirmed();
    const request = await postRequest(organizer, `Waiting request ${organizer.user.id}`);
    const browse = async () =>
      (await as(confirmedSupplier, "GET", "/api/requests")).json<RequestListItem[]>();
    const announced = async () =>
      (await as(confirmedSupplier, "GET", "/api/notifications"))
        .json<NotificationList>()
        .notifications.filter((n) => n.description.includes(request.title));

    const own = (await as(organizer, "GET", "/api/requests")).json<RequestListItem[]>();
    expect(own.map((r) => r.id)).toContain(request.id);
    expect((await as(organizer, "GET", `/api/requests/${request.id}`)).statusCode).toBe(200);
    expect((await browse()).map((r) => r.id)).not.toContain(request.id);
    expectError(await as(confirmedSupplier, "GET", `/api/requests/${request.id}`), 404);
    const quote = await as(confirmedSupplier, "POST", "/api/quotes", {
      requestId: request.id,
      price: "£900",
      total: 900,
      description: "Buffet",
    });
    expectError(quote, 404);
    await workLeadAlerts(t.app);
    expect(await announced()).toEqual([]);

    // An hour passes before the organizer reads their email.
    await t.database.handle.db
      .update(eventRequests)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(eventRequests.id, request.id));
    expect((await verify(await confirmationToken(organizer.user.email))).statusCode).toBe(200);

    const listed = await browse();
    expect(listed[0]?.id).toBe(request.id);
    expect(Date.now() - Date.parse(listed[0]?.createdAt ?? "")).toBeLessThan(60_000);
    expect((await as(confirmedSupplier, "GET", `/api/requests/${request.id}`)).statusCode).toBe(
      200,
    );
    // Released with its alert job: the suppliers hear of it when the job is worked.
    const [job] = await t.database.handle.db
      .select()
      .from(leadAlertJobs)
      .where(eq(leadAlertJobs.requestId, request.id));
    expect(job).toBeDefined();
    expect(await announced()).toEqual([]);
    await workLeadAlerts(t.app);
    expect(await announced()).toHaveLength(1);
  });

  it("FREE_ACCESS_EMAILS grants nothing", async () => {
    const supplier = await unconfirmed("supplier", { email: FREE_ACCESS_EMAIL });
    expect(supplier.user).toMatchObject({ freeAccess: false, subscriptionActive: false });
    expect(await me(supplier)).toMatchObject({ freeAccess: false, subscriptionActive: false });
    expect((await verify(await confirmationToken(FREE_ACCESS_EMAIL))).statusCode).toBe(200);
    expect(await me(supplier)).toMatchObject({ freeAccess: true, subscriptionActive: true });
  });
});

describe("changing the email address", () => {
  const profileWith = (account: TestAccount, changes: object) => ({
    name: account.user.name,
    email: account.user.email,
    ...changes,
  });

  it("needs the current password", async () => {
    const account = await registerAccount(t.app);
    const newEmail = `changed.${account.user.id}@example.test`;
    const missing = await as(
      account,
      "PUT",
      "/api/auth/profile",
      profileWith(account, { email: newEmail }),
    );
    const body = expectError(missing, 400, EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE);
    expect(body.fieldErrors?.currentPassword).toEqual([EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE]);
    const wrong = await as(
      account,
      "PUT",
      "/api/auth/profile",
      profileWith(account, { email: newEmail, currentPassword: "not-my-password" }),
    );
    expectError(wrong, 400, EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE);
    expect((await me(account)).email).toBe(account.user.email);
  });

  it("keeps other profile changes free of the password", async () => {
    const account = await registerAccount(t.app);
    const answer = await as(
      account,
      "PUT",
      "/api/auth/profile",
      profileWith(account, { name: "New Name", email: account.user.email.toUpperCase() }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<UserProfile>()).toMatchObject({ name: "New Name", emailVerified: true });
  });

  it("tells the old address, and the new one is unconfirmed until its own link is used", async () => {
    const account = await registerAccount(t.app);
    const oldEmail = account.user.email;
    const newEmail = `moved.${account.user.id}@example.test`;
    const answer = await as(
      account,
      "PUT",
      "/api/auth/profile",
      profileWith(account, { email: newEmail, currentPassword: account.password }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<UserProfile>()).toMatchObject({ email: newEmail, emailVerified: false });

    await vi.waitFor(async () => {
      const notices = await emailsTo(oldEmail, "Your EventEazy email address was changed");
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toContain(newEmail);
    }, 15_000);
    const token = await confirmationToken(newEmail);
    expect((await verify(token)).statusCode).toBe(200);
    expect(await me(account)).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it("a link sent to the old address no longer confirms anything", async () => {
    const account = await unconfirmed();
    const oldToken = await confirmationToken(account.user.email);
    const newEmail = `elsewhere.${account.user.id}@example.test`;
    const answer = await as(
      account,
      "PUT",
      "/api/auth/profile",
      profileWith(account, { email: newEmail, currentPassword: account.password }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expectError(await verify(oldToken), 400, VERIFY_LINK_INVALID_MESSAGE);
    expect((await me(account)).emailVerified).toBe(false);
  });

  it("counts the current password typed as a login attempt on the account, so 30 wrong ones are refused after LOGIN_RATE_LIMIT", async () => {
    const account = await registerAccount(t.app);
    const newEmail = `guessed.${account.user.id}@example.test`;
    const statuses: number[] = [];
    for (let guess = 0; guess < 30; guess++) {
      const answer = await as(
        account,
        "PUT",
        "/api/auth/profile",
        profileWith(account, { email: newEmail, currentPassword: `guess-${guess}` }),
      );
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429)
        expect(answer.json<{ message: string }>().message).toMatch(/^Too many attempts\./);
    }
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(20).fill(429)]);
    // The same count holds the account's login, even with the right password.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: account.user.username, password: account.password },
    });
    expect(login.statusCode).toBe(429);
    expect((await me(account)).email).toBe(account.user.email);
  });

  it("lets an account change its address EMAIL_CHANGE_RATE_LIMIT times a window, however many changes arrive at once", async () => {
    const account = await registerAccount(t.app);
    const oldEmail = account.user.email;
    const newEmails = Array.from(
      { length: 20 },
      (_, n) => `burst${n}.${account.user.id}@example.test`,
    );
    const answers = await Promise.all(
      newEmails.map((email) =>
        as(
          account,
          "PUT",
          "/api/auth/profile",
          profileWith(account, { email, currentPassword: account.password }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    // Ten passwords were checked, as logins; of those, changes beyond the third were refused.
    const messages = answers.map((answer) => answer.json<{ message?: string }>().message ?? "");
    expect(messages.filter((message) => message.startsWith("Too many attempts."))).toHaveLength(10);
    expect(
      messages.filter((message) =>
        message.startsWith("You have changed your email address several times recently."),
      ),
    ).toHaveLength(7);
    const changed = newEmails.filter((_, n) => answers[n]?.statusCode === 200);
    // Only the changes that went through emailed anyone: a link to each new address, a notice
    // to the old one for each.
    await vi.waitFor(async () => {
      const links = await Promise.all(changed.map((email) => emailsTo(email, CONFIRM_SUBJECT)));
      expect(links.map((emails) => emails.length)).toEqual([1, 1, 1]);
      expect(await emailsTo(oldEmail, "Your EventEazy email address was changed")).toHaveLength(3);
      // Six emails written by a busy machine can take more than waitFor's default second.
    }, 15_000);
    const refused = newEmails.filter((_, n) => answers[n]?.statusCode === 429);
    for (const email of refused) expect(await emailsTo(email, CONFIRM_SUBJECT)).toHaveLength(0);
  });
});
