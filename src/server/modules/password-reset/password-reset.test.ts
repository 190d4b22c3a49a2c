import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { passwordResets, users } from "#server/db/schema";
import { COMMON_PASSWORD_MESSAGE } from "#server/lib/passwords";
import {
  RESET_EMAIL_INVALID_MESSAGE,
  RESET_EMAIL_REQUIRED_MESSAGE,
  RESET_FIELDS_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  RESET_PASSWORD_LENGTH_MESSAGE,
  RESET_PASSWORD_TOO_LONG_MESSAGE,
  RESET_SUCCESS_MESSAGE,
} from "#shared/contracts/password-reset";
import { expectError } from "#tests/support/expect-error";
import { outboxEmails, outboxEmailsTo } from "#tests/support/outbox";
import { type ReadEmail, readEmail } from "#tests/support/read-email";
import {
  createTestApp,
  injectAs,
  registerAccount,
  sessionCookieOf,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const PUBLIC_URL = "https://eventeazy.example";
const NEW_PASSWORD = "a-fresh-lilac-teapot";

let t: TestApp;

const requestReset = (app: TestApp, email: unknown, remoteAddress?: string) =>
  app.app.inject({
    method: "POST",
    url: "/api/password-reset/request",
    payload: email === undefined ? {} : { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const verify = (token: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/password-reset/verify",
    payload: token === undefined ? {} : { token },
  });
const complete = (token: unknown, newPassword: unknown = NEW_PASSWORD) =>
  t.app.inject({
    method: "POST",
    url: "/api/password-reset/complete",
    payload: { token, newPassword },
  });
const logIn = (username: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
const me = (cookie: string) => injectAs(t.app, cookie, { method: "GET", url: "/api/auth/me" });

/** The reset emails to this address; registration's confirmation link is not one. */
function emailsTo(app: TestApp, address: string) {
  return outboxEmailsTo(app.config.dataDir, address);
}

function tokenIn(email: ReadEmail | undefined): string {
  const token = /\/reset-password\?token=([\w-]+)/.exec(email?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset link in: ${email?.text}`);
  return token;
}

/** Asks for a reset and waits for the email in the outbox; answers the emailed token. */
async function resetTokenFor(account: TestAccount, expectedEmails = 1): Promise<string> {
  const response = await requestReset(t, account.user.email);
  expect(response.statusCode, response.body).toBe(200);
  let emails: ReadEmail[] = [];
  await vi.waitFor(async () => {
    emails = await emailsTo(t, account.user.email);
    expect(emails).toHaveLength(expectedEmails);
  }, 15_000);
  return tokenIn(emails.at(-1));
}

function resetRowsOf(userId: number) {
  return t.database.handle.db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId));
}

beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    LOGIN_RATE_LIMIT: "10000",
    PASSWORD_RESET_RATE_LIMIT: "10000",
    PUBLIC_URL,
  });
});
afterAll(() => t.close());

describe("asking for a reset link", () => {
  it("answers the same 200 message for an unknown address and stores and sends nothing", async () => {
    const control = await registerAccount(t.app);
    const unknown = await requestReset(t, "nobody-here@example.test");
    const known = await requestReset(t, control.user.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE });
    expect(known.body).toBe(unknown.body);
    // The known address's email proves the sending ran; the unknown one got none.
    await vi.waitFor(
      async () => expect(await emailsTo(t, control.user.email)).toHaveLength(1),
      15_000,
    );
    expect(await emailsTo(t, "nobody-here@example.test")).toEqual([]);
    const stored = await t.database.handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.email, "nobody-here@example.test"));
    expect(stored).toEqual([]);
  });

  it("writes the email to DATA_DIR/outbox as an .eml file with the link in both parts", async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account);
    const [email] = await emailsTo(t, account.user.email);
    expect(email?.subject).toBe("Reset your EventEazy password");
    expect(email?.headers.get("from")).toBe("EventEazy <no-reply@eventeazy.local>");
    const link = `${PUBLIC_URL}/reset-password?token=${token}`;
    expect(email?.text).toContain(link);
    expect(email?.html).toContain(`href="${link}"`);
    expect(email?.text).toContain(`${PUBLIC_URL}/profile?tab=settings`);
  });

  it("stores only the SHA-256 hash of the token, valid for 1 hour", async () => {
    const account = await registerAccount(t.app);
    const before = Date.now();
    const token = await resetTokenFor(account);
    const rows = await resetRowsOf(account.user.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row?.used).toBe(false);
    expect(row?.email).toBe(account.user.email);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60_000);
  });

  it("finds the account whatever the letter case of the address", async () => {
    const account = await registerAccount(t.app, { email: `Mixed.Case${Date.now()}@Example.test` });
    await requestReset(t, account.user.email.toUpperCase());
    await vi.waitFor(
      async () => expect(await emailsTo(t, account.user.email)).toHaveLength(1),
      15_000,
    );
  });

  it("sends the reset email even to a user who turned notification emails off", async () => {
    const account = await registerAccount(t.app);
    await t.database.handle.db
      .update(users)
      .set({ emailNotifications: false })
      .where(eq(users.id, account.user.id));
    await resetTokenFor(account);
  });

  it("refuses a missing or malformed address with the form's messages", async () => {
    expectError(await requestReset(t, undefined), 400, RESET_EMAIL_REQUIRED_MESSAGE);
    expectError(await requestReset(t, "   "), 400, RESET_EMAIL_REQUIRED_MESSAGE);
    expectError(await requestReset(t, "not-an-email"), 400, RESET_EMAIL_INVALID_MESSAGE);
  });

  it("sends one account at most the limit's number of links per window, from any number of addresses", async () => {
    const limited = await createTestApp({ PASSWORD_RESET_RATE_LIMIT: "2" });
    try {
      const account = await registerAccount(limited.app);
      for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.4"]) {
        const response = await requestReset(limited, account.user.email, address);
        expect(response.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE });
      }
      const rows = await limited.database.handle.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, account.user.id));
      expect(rows).toHaveLength(2);
      await vi.waitFor(
        async () => expect(await emailsTo(limited, account.user.email)).toHaveLength(2),
        15_000,
      );
    } finally {
      await limited.close();
    }
  });
});

describe("stopping the server", () => {
  it("still writes a reset email that was under way", async () => {
    const stopping = await createTestApp();
    try {
      const account = await registerAccount(stopping.app);
      expect((await requestReset(stopping, account.user.email)).statusCode).toBe(200);
      // The answer does not wait for the email; closing must.
      await stopping.app.close();
      expect(await emailsTo(stopping, account.user.email)).toHaveLength(1);
    } finally {
      await stopping.close();
    }
  });
});

describe("the rate limit", () => {
  it("answers 429 once a client has asked the limit's number of times in the window", async () => {
    const limited = await createTestApp({ PASSWORD_RESET_RATE_LIMIT: "3" });
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await requestReset(limited, `someone${attempt}@example.test`);
        expect(response.statusCode, response.body).toBe(200);
      }
      const refused = expectError(await requestReset(limited, "someone4@example.test"), 429);
      expect(refused.message).toMatch(/^Too many attempts/);
      // Counted per client: another address still gets through.
      const other = await requestReset(limited, "someone5@example.test", "10.9.9.9");
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("checking a link", () => {
  it("answers the account's email for a good token", async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account);
    const response = await verify(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: account.user.email });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers 400 with the expired-link message for a token that is unknown, missing or absurd", async () => {
    expectError(await verify("made-up-token"), 400, RESET_LINK_INVALID_MESSAGE);
    expectError(await verify(undefined), 400, RESET_LINK_INVALID_MESSAGE);
    expectError(await verify(""), 400, RESET_LINK_INVALID_MESSAGE);
    expectError(await verify("x".repeat(500)), 400, RESET_LINK_INVALID_MESSAGE);
    expectError(await verify(42), 400, RESET_LINK_INVALID_MESSAGE);
  });

  it("refuses a token after its hour is up, for checking and for completing", async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account);
    await t.database.handle.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.user.id));
    expectError(await verify(token), 400, RESET_LINK_INVALID_MESSAGE);
    expectError(await complete(token), 400, RESET_LINK_INVALID_MESSAGE);
    expect((await logIn(account.user.username, account.password)).statusCode).toBe(200);
  });

  it("refuses a link sent to an address the account no longer has", async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account);
    const changed = await injectAs(t.app, account.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: {
        name: "Test Person",
        email: `moved${Date.now()}@example.test`,
        currentPassword: account.password,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await verify(token), 400, RESET_LINK_INVALID_MESSAGE);
  });
});

describe("setting the new password", () => {
  it("sets the password: the new one logs in, the old one no longer does", async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account);
    const response = await complete(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: RESET_SUCCESS_MESSAGE });
    expectError(await logIn(account.user.username, account.password), 401);
    const login = await logIn(account.user.username, NEW_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
  });

  it("works once: the same link is refused afterwards", async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account);
    expect((await complete(token)).statusCode).toBe(200);
    expectError(await verify(token), 400, RESET_LINK_INVALID_MESSAGE);
    expectError(await complete(token, "another-new-password"), 400, RESET_LINK_INVALID_MESSAGE);
    expect((await logIn(account.user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("ends every session of the account", async () => {
    const account = await registerAccount(t.app);
    const otherDevice = sessionCookieOf(await logIn(account.user.username, account.password));
    expect((await me(account.cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(200);
    const token = await resetTokenFor(account);
    expect((await complete(token)).statusCode).toBe(200);
    expectError(await me(account.cookie), 401);
    expectError(await me(otherDevice), 401);
  });

  it("makes the account's earlier unused links invalid too", async () => {
    const account = await registerAccount(t.app);
    const first = await resetTokenFor(account, 1);
    const second = await resetTokenFor(account, 2);
    expect(first).not.toBe(second);
    expect((await verify(first)).statusCode).toBe(200);
    expect((await complete(second)).statusCode).toBe(200);
    expectError(await verify(first), 400, RESET_LINK_INVALID_MESSAGE);
    expectError(await complete(first, "yet-another-password"), 400, RESET_LINK_INVALID_MESSAGE);
  });

  it("applies the password rules and keeps the link usable after a refused password", async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account);
    expectError(await complete(token, ""), 400, RESET_FIELDS_MESSAGE);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/password-reset/complete",
      payload: { token },
    });
    expectError(missing, 400, RESET_FIELDS_MESSAGE);
    expectError(await complete(token, "abc12"), 400, RESET_PASSWORD_LENGTH_MESSAGE);
    expectError(await complete(token, "x".repeat(129)), 400, RESET_PASSWORD_TOO_LONG_MESSAGE);
    expectError(await complete(token, "password"), 400, COMMON_PASSWORD_MESSAGE);
    expect((await verify(token)).statusCode).toBe(200);
    expect((await complete(token)).statusCode).toBe(200);
  });

  it("refuses an unknown token without changing anything", async () => {
    const account = await registerAccount(t.app);
    expectError(await complete("made-up-token"), 400, RESET_LINK_INVALID_MESSAGE);
    expect((await logIn(account.user.username, account.password)).statusCode).toBe(200);
  });

  it("lets only one of two parallel completions with the same link through", async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account);
    const answers = await Promise.all([
      complete(token, "first-parallel-pass"),
      complete(token, "second-parallel-pass"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});

describe("over real SMTP", () => {
  it("sends the reset email to the SMTP server in SMTP_URL, with a link that works", async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    const smtp = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "EventEazy <hello@eventeazy.example>",
      PUBLIC_URL,
    });
    try {
      const account = await registerAccount(smtp.app);
      // Registration's confirmation link goes out first, over the same server.
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
      expect((await readEmail(received[0]?.raw ?? "")).subject).toBe(
        "Confirm your email address for EventEazy",
      );
      const response = await requestReset(smtp, account.user.email);
      expect(response.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE });
      await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });

      const message = received[1];
      expect(message?.from).toBe("hello@eventeazy.example");
      expect(message?.to).toEqual([account.user.email]);
      const email = await readEmail(message?.raw ?? "");
      expect(email.subject).toBe("Reset your EventEazy password");
      const token = tokenIn(email);
      const link = `${PUBLIC_URL}/reset-password?token=${token}`;
      expect(email.text).toContain(link);
      expect(email.html).toContain(`href="${link}"`);
      // Nothing went to the outbox: SMTP replaces it.
      expect(await outboxEmails(smtp.config.dataDir)).toEqual([]);

      const checked = await smtp.app.inject({
        method: "POST",
        url: "/api/password-reset/verify",
        payload: { token },
      });
      expect(checked.json()).toEqual({ email: account.user.email });
      const done = await smtp.app.inject({
        method: "POST",
        url: "/api/password-reset/complete",
        payload: { token, newPassword: NEW_PASSWORD },
      });
      expect(done.statusCode, done.body).toBe(200);
      const login = await smtp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: account.user.username, password: NEW_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
