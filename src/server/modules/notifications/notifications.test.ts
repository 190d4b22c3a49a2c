import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notifications } from "#server/db/schema";
import type { Mailer, MailLogger, OutgoingEmail } from "#server/lib/mail/mailer";
import type { NotifyInput } from "#server/lib/notifier-interface";
import type { NotificationList } from "#shared/contracts/notifications";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { createNotifier, type NotificationPublisher } from "./notifier";

let t: TestApp;

/** A mailer that keeps what it is given, or fails when told to. */
function recordingMailer(fail = false) {
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = {
    async send(email) {
      if (fail) throw new Error("mail server down");
      sent.push(email);
    },
    async close() {},
  };
  return { mailer, sent };
}

function recordingLog() {
  const errors: unknown[][] = [];
  const log: MailLogger = {
    info() {},
    warn() {},
    error: ((...args: unknown[]) => {
      errors.push(args);
    }) as MailLogger["error"],
  };
  return { log, errors };
}

const list = (account: TestAccount) =>
  injectAs(t.app, account.cookie, { method: "GET", url: "/api/notifications" });
const markRead = (account: TestAccount, id: number | string) =>
  injectAs(t.app, account.cookie, { method: "PUT", url: `/api/notifications/${id}/read` });
const markAllRead = (account: TestAccount) =>
  injectAs(t.app, account.cookie, { method: "PUT", url: "/api/notifications/read-all" });

async function listOf(account: TestAccount): Promise<NotificationList> {
  const response = await list(account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>();
}

function expectNoContent(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(204);
  expect(response.body).toBe("");
}

const quoteFor = (userId: number, overrides: Partial<NotifyInput> = {}): NotifyInput => ({
  userId,
  type: "quote",
  title: "New quote received",
  description: "Grand Hall Venues quoted £1,250 for Summer wedding",
  linkTo: "/request/7",
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    LOGIN_RATE_LIMIT: "10000",
    PUBLIC_URL: "https://eventeazy.example",
  });
});
afterAll(() => t.close());

describe("who may read notifications", () => {
  it("answers 401 to guests on every call", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/notifications" }), 401);
    expectError(await t.app.inject({ method: "PUT", url: "/api/notifications/1/read" }), 401);
    expectError(await t.app.inject({ method: "PUT", url: "/api/notifications/read-all" }), 401);
  });

  it("answers an empty list to a new user, uncached", async () => {
    const user = await registerAccount(t.app);
    const response = await list(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toEqual({ notifications: [], unreadCount: 0 });
  });
});

describe("notify", () => {
  it("stores the notification for that user only, unread, with the fields of the contract", async () => {
    const [user, other] = await Promise.all([registerAccount(t.app), registerAccount(t.app)]);
    const { mailer } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    const before = Date.now();
    await notifier.notify(quoteFor(user.user.id));

    const { notifications: items, unreadCount } = await listOf(user);
    expect(unreadCount).toBe(1);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ["createdAt", "description", "id", "linkTo", "read", "title", "type"].sort(),
    );
    expect(item).toMatchObject({
      type: "quote",
      title: "New quote received",
      description: "Grand Hall Venues quoted £1,250 for Summer wedding",
      linkTo: "/request/7",
      read: false,
    });
    expect(Date.parse(item?.createdAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(await listOf(other)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it("lists newest first, at most 50, while the unread count covers them all", async () => {
    const user = await registerAccount(t.app);
    const { mailer } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    await notifier.notifyMany(
      Array.from({ length: 55 }, (_, index) =>
        quoteFor(user.user.id, { title: `Quote ${index + 1}` }),
      ),
    );
    // One batch shares its insert time; the newest is still the one stored last.
    await notifier.notify(
      quoteFor(user.user.id, { type: "review", title: "Newest", linkTo: null }),
    );

    const { notifications: items, unreadCount } = await listOf(user);
    expect(unreadCount).toBe(56);
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({ title: "Newest", type: "review", linkTo: null });
    expect(items[1]?.title).toBe("Quote 55");
    expect(items[49]?.title).toBe("Quote 7");
    const times = items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("stores nothing and does not throw for a user who does not exist", async () => {
    const { mailer, sent } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    await expect(
      notifier.notify(quoteFor(2_000_000_000, { email: { subject: "Hi", text: "Hello" } })),
    ).resolves.toBeUndefined();
    const rows = await t.database.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, 2_000_000_000));
    expect(rows).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("stores the others of a batch when one user no longer exists", async () => {
    const user = await registerAccount(t.app);
    const { mailer } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    await notifier.notifyMany([quoteFor(2_000_000_001), quoteFor(user.user.id)]);
    expect((await listOf(user)).unreadCount).toBe(1);
  });

  it("tells the live-events bus about each stored notification", async () => {
    const [first, second] = await Promise.all([registerAccount(t.app), registerAccount(t.app)]);
    const published: { userId: number; notificationId: number }[] = [];
    const liveEvents: NotificationPublisher = {
      publish(userId, event) {
        published.push({ userId, notificationId: event.notificationId });
      },
    };
    const { mailer } = recordingMailer();
    const notifier = createNotifier({
      db: t.database.handle.db,
      mailer,
      config: t.config,
      liveEvents,
    });
    await notifier.notifyMany([quoteFor(first.user.id), quoteFor(second.user.id)]);
    await vi.waitFor(() => expect(published).toHaveLength(2), 15_000);
    const [firstId] = (await listOf(first)).notifications.map((item) => item.id);
    const [secondId] = (await listOf(second)).notifications.map((item) => item.id);
    expect(published).toEqual(
      expect.arrayContaining([
        { userId: first.user.id, notificationId: firstId },
        { userId: second.user.id, notificationId: secondId },
      ]),
    );
  });

  it("keeps the notification when the live-events bus fails", async () => {
    const user = await registerAccount(t.app);
    const { mailer } = recordingMailer();
    const notifier = createNotifier({
      db: t.database.handle.db,
      mailer,
      config: t.config,
      liveEvents: {
        publish: () => Promise.reject(new Error("bus down")),
      },
    });
    await expect(notifier.notify(quoteFor(user.user.id))).resolves.toBeUndefined();
    expect((await listOf(user)).unreadCount).toBe(1);
  });
});

describe("notification emails", () => {
  const withEmail = (userId: number, overrides: Partial<NotifyInput> = {}) =>
    quoteFor(userId, {
      email: {
        subject: "New quote on Summer wedding",
        text: 'Grand Hall Venues sent a quote: "<b>£1,250</b> & drinks".\n\nOpen the request to compare quotes.',
        actionLabel: "View the quote",
      },
      ...overrides,
    });

  it("emails the user both parts from one template: the link, the words (escaped) and the settings footer", async () => {
    const user = await registerAccount(t.app);
    const { mailer, sent } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    await notifier.notify(withEmail(user.user.id));
    await vi.waitFor(() => expect(sent).toHaveLength(1), 15_000);

    const [email] = sent;
    expect(email?.to).toBe(user.user.email);
    expect(email?.subject).toBe("New quote on Summer wedding");
    for (const part of [email?.text ?? "", email?.html ?? ""]) {
      expect(part).toContain("EventEazy");
      expect(part).toContain("New quote received");
      expect(part).toContain("View the quote");
      expect(part).toContain("https://eventeazy.example/request/7");
      expect(part).toContain("https://eventeazy.example/profile?tab=settings");
    }
    expect(email?.text).toContain('"<b>£1,250</b> & drinks"');
    expect(email?.html).toContain("&quot;&lt;b&gt;£1,250&lt;/b&gt; &amp; drinks&quot;");
    expect(email?.html).not.toContain("<b>£1,250</b>");
    expect(email?.html).toContain('href="https://eventeazy.example/request/7"');
  });

  it("sends no email to a user who turned notification emails off, but still stores the notification", async () => {
    const user = await registerAccount(t.app);
    const turnedOff = await injectAs(t.app, user.cookie, {
      method: "PUT",
      url: "/api/auth/profile",
      payload: { name: "Test Person", email: user.user.email, emailNotifications: false },
    });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    const { mailer, sent } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    await notifier.notify(withEmail(user.user.id));
    // A second user who wants emails proves the sending ran, so the first one's silence is real.
    const control = await registerAccount(t.app);
    await notifier.notify(withEmail(control.user.id));
    await vi.waitFor(() => expect(sent).toHaveLength(1), 15_000);
    expect(sent.map((email) => email.to)).toEqual([control.user.email]);
    expect((await listOf(user)).unreadCount).toBe(1);
  });

  it("sends no email when the caller asks for none", async () => {
    const [quiet, control] = await Promise.all([registerAccount(t.app), registerAccount(t.app)]);
    const { mailer, sent } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    await notifier.notify(quoteFor(quiet.user.id));
    await notifier.notify(withEmail(control.user.id));
    await vi.waitFor(() => expect(sent).toHaveLength(1), 15_000);
    expect(sent[0]?.to).toBe(control.user.email);
  });

  it("links to /notifications when the notification has no page", async () => {
    const user = await registerAccount(t.app);
    const { mailer, sent } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    await notifier.notify(withEmail(user.user.id, { linkTo: null }));
    await vi.waitFor(() => expect(sent).toHaveLength(1), 15_000);
    expect(sent[0]?.text).toContain("https://eventeazy.example/notifications");
  });

  it("emails each user of a batch who wants emails", async () => {
    const [first, second] = await Promise.all([registerAccount(t.app), registerAccount(t.app)]);
    const { mailer, sent } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    await notifier.notifyMany([withEmail(first.user.id), withEmail(second.user.id)]);
    await vi.waitFor(() => expect(sent).toHaveLength(2), 15_000);
    expect(sent.map((email) => email.to).sort()).toEqual(
      [first.user.email, second.user.email].sort(),
    );
  });

  it("logs a failed email and never throws it at the caller; the notification stays", async () => {
    const user = await registerAccount(t.app);
    const { mailer } = recordingMailer(true);
    const { log, errors } = recordingLog();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config, log });
    await expect(notifier.notify(withEmail(user.user.id))).resolves.toBeUndefined();
    await vi.waitFor(() => expect(errors).toHaveLength(1), 15_000);
    expect(JSON.stringify(errors[0])).toContain("Notification email failed");
    expect((await listOf(user)).unreadCount).toBe(1);
  });
});

describe("marking read", () => {
  let owner: TestAccount;
  let stranger: TestAccount;
  let ids: number[];

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([registerAccount(t.app), registerAccount(t.app)]);
    const { mailer } = recordingMailer();
    const notifier = createNotifier({ db: t.database.handle.db, mailer, config: t.config });
    await notifier.notify(quoteFor(owner.user.id, { title: "First" }));
    await notifier.notify(quoteFor(owner.user.id, { title: "Second" }));
    await notifier.notify(quoteFor(owner.user.id, { title: "Third" }));
    await notifier.notify(quoteFor(stranger.user.id, { title: "Stranger's" }));
    ids = (await listOf(owner)).notifications.map((item) => item.id);
  });

  it("marks one of the user's own notifications read (204) and lowers the unread count", async () => {
    const [third] = ids;
    expectNoContent(await markRead(owner, third ?? 0));
    const after = await listOf(owner);
    expect(after.unreadCount).toBe(2);
    expect(after.notifications.find((item) => item.id === third)?.read).toBe(true);
    // Again: still fine, nothing changes.
    expectNoContent(await markRead(owner, third ?? 0));
    expect((await listOf(owner)).unreadCount).toBe(2);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const [strangersId] = (await listOf(stranger)).notifications.map((item) => item.id);
    expectError(await markRead(owner, strangersId ?? 0), 404, "Notification not found.");
    expect((await listOf(stranger)).notifications[0]?.read).toBe(false);
  });

  it("answers 404 for a notification that does not exist and 400 for an id that is not one", async () => {
    expectError(await markRead(owner, 2_000_000_000), 404, "Notification not found.");
    expectError(await markRead(owner, 99_999_999_999), 400);
    expectError(await markRead(owner, "abc"), 400);
    expectError(await markRead(owner, 0), 400);
  });

  it("marks all of the user's notifications read (204) and no one else's", async () => {
    expectNoContent(await markAllRead(owner));
    const after = await listOf(owner);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((item) => item.read)).toBe(true);
    expect((await listOf(stranger)).unreadCount).toBe(1);
    // Nothing left to mark: still 204.
    expectNoContent(await markAllRead(owner));
  });
});
