import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { EMAIL_MESSAGE } from "#shared/contracts/auth";
import { RESET_EMAIL_INVALID_MESSAGE } from "#shared/contracts/password-reset";
import { expectError } from "#tests/support/expect-error";
import { outboxEmailsTo } from "#tests/support/outbox";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

/** Each names more than one recipient, or wraps or routes one, as a mail header would read it. */
const SEVERAL_RECIPIENTS = [
  "ann@example.test,bob@example.test",
  "ann@example.test, bob@example.test",
  "ann@example.test bob@example.test",
  "ann@example.test;bob@example.org",
  '"ann,bob"@example.test',
  "ann,bob@example.test",
  "<ann@example.test>",
  "Ann <ann@example.test>",
  "ann@example.test>,<bob@example.test",
  "ann%bob@example.test",
  "ann@example.test,bob.example.test",
];

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    LOGIN_RATE_LIMIT: "10000",
    PASSWORD_RESET_RATE_LIMIT: "10000",
    CONTACT_RATE_LIMIT: "10000",
  });
  account = await registerAccount(t.app);
});
afterAll(() => t.close());

describe("an email address that names several recipients", () => {
  it.each(SEVERAL_RECIPIENTS)("is refused at sign-up (400): %s", async (email) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Several People",
        email,
        username: `several${Math.random().toString(36).slice(2, 9)}`,
        password: "correct-horse-battery",
        role: "organizer",
      },
    });
    const error = expectError(response, 400);
    expect(error.fieldErrors?.email).toEqual([EMAIL_MESSAGE]);
  });

  it.each(SEVERAL_RECIPIENTS)("is refused as a new email address (400): %s", async (email) => {
    const response = await injectAs(t.app, account.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: { name: "Still Me", email, currentPassword: account.password },
    });
    const error = expectError(response, 400);
    expect(error.fieldErrors?.email).toEqual([EMAIL_MESSAGE]);
    const [stored] = await t.database.handle.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, account.user.id));
    expect(stored?.email).toBe(account.user.email);
  });

  it.each(SEVERAL_RECIPIENTS)("is refused for a password reset (400): %s", async (email) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/password-reset/request",
      payload: { email },
    });
    expectError(response, 400, RESET_EMAIL_INVALID_MESSAGE);
  });

  it.each(SEVERAL_RECIPIENTS)("is refused on the contact form (400): %s", async (email) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Several People",
        email,
        topic: "general",
        subject: "Hello",
        message: "A question about EventEazy for all of us.",
      },
    });
    const error = expectError(response, 400);
    expect(error.fieldErrors?.email).toEqual([EMAIL_MESSAGE]);
  });

  it("sends nothing to any of them", async () => {
    for (const address of ["ann@example.test", "bob@example.test", "bob@example.org"])
      expect(await outboxEmailsTo(t.config.dataDir, address)).toEqual([]);
  });

  it("leaves one ordinary address, with a plus, an apostrophe or an accent, accepted", async () => {
    for (const email of ["o'brien+events@example.test", "josé.garcía@example.test"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/password-reset/request",
        payload: { email },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
