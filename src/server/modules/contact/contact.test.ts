import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_MESSAGE_MESSAGE,
  CONTACT_NAME_MESSAGE,
  CONTACT_SENT_MESSAGE,
} from "#shared/contracts/contact";
import { expectError } from "#tests/support/expect-error";
import { type ReadEmail, readEmail } from "#tests/support/read-email";
import { createTestApp, type TestApp } from "#tests/support/test-app";

const SUPPORT = "help@eventeazy.example";
let t: TestApp;

const message = {
  name: "Priya Shah",
  email: "priya@example.com",
  topic: "refunds",
  subject: "Refund for my Standard plan",
  message: "I subscribed by mistake this morning. Could I have my money back, please?",
};

const send = (app: TestApp, payload: unknown, remoteAddress = "198.51.100.1") =>
  app.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: payload as object,
    remoteAddress,
  });

async function outbox(app: TestApp): Promise<ReadEmail[]> {
  const dir = path.join(app.config.dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
  return Promise.all(
    files.sort().map(async (f) => readEmail(await readFile(path.join(dir, f), "utf8"))),
  );
}

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT, CONTACT_RATE_LIMIT: "3" });
});
afterAll(() => t?.close());

describe("Contact Us", () => {
  it("emails support with the sender as the reply-to, without signing in", async () => {
    const response = await send(t, message, "198.51.100.10");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: CONTACT_SENT_MESSAGE });
    const emails = (await outbox(t)).filter((email) => email.subject.includes("Refund for my"));
    expect(emails).toHaveLength(1);
    const [email] = emails as [ReadEmail];
    expect(email.to).toBe(SUPPORT);
    expect(email.headers.get("reply-to")).toContain("priya@example.com");
    expect(email.subject).toBe("[EventEazy contact] Refunds: Refund for my Standard plan");
    expect(email.text).toContain("I subscribed by mistake this morning.");
    expect(email.text).toContain("Priya Shah <priya@example.com>");
  });

  it("keeps line breaks out of the subject and the reply-to, and escapes the HTML", async () => {
    const response = await send(
      t,
      {
        ...message,
        name: "Mallory\r\nBcc: victim@example.com",
        subject: "Hello\r\nBcc: everyone@example.com\nX-Injected: yes",
        message: "<script>alert(1)</script> is not run anywhere.",
      },
      "198.51.100.11",
    );
    expect(response.statusCode, response.body).toBe(200);
    const [email] = (await outbox(t)).filter((e) => e.subject.includes("Hello"));
    expect(email?.subject).toBe(
      "[EventEazy contact] Refunds: Hello Bcc: everyone@example.com X-Injected: yes",
    );
    expect(email?.headers.has("bcc")).toBe(false);
    expect(email?.headers.has("x-injected")).toBe(false);
    expect(email?.headers.get("reply-to")).not.toMatch(/[\r\n]/);
    expect(email?.html).not.toContain("<script>");
    expect(email?.html).toContain("&lt;script&gt;");
  });

  it("refuses a message with missing or bad fields, with the form's messages", async () => {
    const answer = expectError(
      await send(t, { ...message, name: "  ", message: "short" }, "198.51.100.12"),
      400,
    );
    expect(answer.fieldErrors?.name).toContain(CONTACT_NAME_MESSAGE);
    expect(answer.fieldErrors?.message).toContain(CONTACT_MESSAGE_MESSAGE);
    expectError(await send(t, { ...message, email: "not-an-address" }, "198.51.100.12"), 400);
    expectError(await send(t, { ...message, topic: "other" }, "198.51.100.12"), 400);
  });

  it("is rate limited per client address (CONTACT_RATE_LIMIT)", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await send(t, { ...message, subject: `Limit ${i}` }, "198.51.100.20");
      expect(response.statusCode, response.body).toBe(200);
    }
    expectError(await send(t, { ...message, subject: "Limit 3" }, "198.51.100.20"), 429);
    const other = await send(t, { ...message, subject: "Other client" }, "198.51.100.21");
    expect(other.statusCode).toBe(200);
  });
});
