import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails } from "#server/db/schema";
import { testClock } from "#tests/support/test-clock";
import { openTestDatabase, type TestDatabase } from "#tests/support/test-database";
import { createQueuedMailer, queueEmails } from "./email-queue";
import type { Mailer, OutgoingEmail } from "./mailer";

let database: TestDatabase;
const clock = testClock("2027-03-03T10:00:00Z");
const silent = { info() {}, warn() {}, error() {} };

/** A mail server that refuses while `failing` is set and remembers what it accepted. */
function fakeTransport() {
  const delivered: OutgoingEmail[] = [];
  const transport: Mailer & { failing: boolean } = {
    failing: false,
    async send(email) {
      if (transport.failing) throw new Error("connection refused");
      delivered.push(email);
    },
    async close() {},
  };
  return { transport, delivered };
}

const email = (subject: string): OutgoingEmail => ({
  to: "priya@example.test",
  subject,
  text: "Hello",
  html: "<p>Hello</p>",
});

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

describe("the outgoing email table", () => {
  it("sends an email queued as of a later time only when asked as of that time", async () => {
    const { transport, delivered } = fakeTransport();
    const mailer = createQueuedMailer({ db: database.handle.db, transport, log: silent, clock });
    const later = new Date(clock().getTime() + 3 * 24 * 60 * 60 * 1000);
    await queueEmails(database.handle.db, [email("Queued ahead")], later);
    expect(await mailer.sendDue()).toBe(0);
    expect(await mailer.sendDue(later)).toBe(1);
    expect(await mailer.sendDue(later)).toBe(0);
    expect(delivered.map((sent) => sent.subject)).toEqual(["Queued ahead"]);
  });

  it("keeps an email whose hand-over failed and sends it once the retry is due", async () => {
    const { transport, delivered } = fakeTransport();
    const mailer = createQueuedMailer({ db: database.handle.db, transport, log: silent, clock });
    transport.failing = true;
    await mailer.send(email("Retry me"));
    const [row] = await database.handle.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.subject, "Retry me"));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: "connection refused" });

    transport.failing = false;
    expect(await mailer.sendDue()).toBe(0);
    clock.advance(61_000);
    expect(await mailer.sendDue()).toBe(1);
    expect(await mailer.sendDue()).toBe(0);
    expect(delivered.map((sent) => sent.subject)).toEqual(["Retry me"]);
  });

  it("sends an email committed before a crash, and never one whose transaction rolled back", async () => {
    const { transport, delivered } = fakeTransport();
    const db = database.handle.db;
    // Written and committed, then the server stopped before handing it over.
    await queueEmails(db, [email("Committed")], clock());
    await db
      .transaction(async (tx) => {
        await queueEmails(tx, [email("Rolled back")], clock());
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    const restarted = createQueuedMailer({ db, transport, log: silent, clock });
    expect(await restarted.sendDue()).toBe(1);
    expect(delivered.map((sent) => sent.subject)).toEqual(["Committed"]);
  });

  it("lets only one of two servers send a due email", async () => {
    const first = fakeTransport();
    const second = fakeTransport();
    const db = database.handle.db;
    await queueEmails(db, [email("Once")], clock());
    const mailers = [first, second].map(({ transport }) =>
      createQueuedMailer({ db, transport, log: silent, clock }),
    );
    const sent = await Promise.all(mailers.map((mailer) => mailer.sendDue()));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect([...first.delivered, ...second.delivered].map((e) => e.subject)).toEqual(["Once"]);
  });

  it("sends each of many due emails exactly once when two servers send at the same time", async () => {
    const db = database.handle.db;
    const subjects = Array.from({ length: 250 }, (_, index) => `Lead ${index}`);
    await queueEmails(db, subjects.map(email), clock());
    /** A mail server that takes a moment over each email, so the two senders overlap. */
    const slowTransport = () => {
      const delivered: string[] = [];
      const transport: Mailer = {
        async send(sent) {
          await new Promise((resolve) => setImmediate(resolve));
          delivered.push(sent.subject);
        },
        async close() {},
      };
      return { transport, delivered };
    };
    const servers = [slowTransport(), slowTransport()];
    const counts = await Promise.all(
      servers.map(async ({ transport }) => {
        const mailer = createQueuedMailer({ db, transport, log: silent, clock });
        let sent = 0;
        for (let round = await mailer.sendDue(); round > 0; round = await mailer.sendDue()) {
          sent += round;
        }
        return sent;
      }),
    );
    const delivered = servers.flatMap((server) => server.delivered);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(subjects.length);
    expect([...delivered].sort()).toEqual([...subjects].sort());
    const unsent = await db
      .select({ id: outgoingEmails.id })
      .from(outgoingEmails)
      .where(isNull(outgoingEmails.sentAt));
    expect(unsent).toEqual([]);
  });
});
