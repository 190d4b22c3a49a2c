import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app";
import { openDatabase } from "#server/db/client";
import { outgoingEmails, outgoingPushes, pushSubscriptions, users } from "#server/db/schema";
import {
  type AlertKind,
  type AlertPreferences,
  DEFAULT_ALERT_PREFERENCES,
} from "#shared/contracts/alert-preferences";
import type { NotificationList } from "#shared/contracts/notifications";
import type { QuoteView } from "#shared/contracts/quotes";
import type { RequestView } from "#shared/contracts/requests";
import { CONFIRMATION_SUBJECT_START, outboxEmailsTo } from "#tests/support/outbox";
import { type BrowserSubscription, type PushPeer, startPushPeer } from "#tests/support/push-peer";
import type { ReadEmail } from "#tests/support/read-email";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
  workLeadAlerts,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

const PUBLIC_URL = "https://eventeazy.example";
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** 10:00 in London (GMT in March, before the clocks change). */
const START = new Date("2027-03-03T10:00:00Z");

const clock = testClock(START);
let peer: PushPeer;
let t: TestApp;

interface Push {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

const inject = (
  account: TestAccount,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => injectAs(t.app, account.cookie, { method, url, ...(payload ? { payload } : {}) });

const supplier = () => registerAccount(t.app, { role: "supplier", categories: ["catering"] });

/** A supplier on the Standard plan: quotes without the free allowance's limit. */
async function subscribedSupplier() {
  const account = await supplier();
  await t.database.handle.db
    .update(users)
    .set({
      subscriptionActive: true,
      subscriptionType: "monthly",
      subscriptionExpiry: new Date("2099-01-01T00:00:00Z"),
    })
    .where(eq(users.id, account.user.id));
  return account;
}
const organizer = () => registerAccount(t.app);

/** A browser on the push peer, subscribed for the account; its confirmation push has arrived. */
async function device(account: TestAccount): Promise<BrowserSubscription> {
  const browser = peer.subscription();
  const confirmed = peer.nextPush(browser.endpoint);
  const response = await inject(account, "POST", "/api/push/subscriptions", {
    endpoint: browser.endpoint,
    keys: browser.keys,
  });
  expect(response.statusCode, response.body).toBe(201);
  await confirmed;
  return browser;
}

/** The alert pushes a device received, decrypted, oldest first (the confirmation left out). */
function pushesTo(browser: BrowserSubscription): Push[] {
  const path = new URL(browser.endpoint).pathname;
  return peer.received
    .filter((push) => push.path === path)
    .map((push) => JSON.parse(browser.decrypt(push)) as Push & { tag?: string })
    .filter((push) => push.tag !== "push-confirmation");
}

/** Waits for the device's next push that has this title. */
async function pushTitled(browser: BrowserSubscription, title: string): Promise<Push> {
  let found: Push | undefined;
  await vi.waitFor(
    () => {
      found = pushesTo(browser).find((push) => push.title === title);
      expect(found, `a push titled "${title}"`).toBeDefined();
    },
    { timeout: 20_000, interval: 50 },
  );
  return found as Push;
}

async function setPreferences(account: TestAccount, preferences: AlertPreferences) {
  const response = await inject(account, "PUT", "/api/alert-preferences", preferences);
  expect(response.statusCode, response.body).toBe(200);
}

const everyChannel = (on: boolean) => ({ push: on, email: on, inApp: on });
const withKind = (kind: AlertKind, on: boolean): AlertPreferences => ({
  ...DEFAULT_ALERT_PREFERENCES,
  [kind]: everyChannel(on),
});

async function inAppTitles(account: TestAccount): Promise<string[]> {
  const response = await inject(account, "GET", "/api/notifications");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>().notifications.map((item) => item.title);
}

const emailsTo = (account: TestAccount): Promise<ReadEmail[]> =>
  outboxEmailsTo(t.config.dataDir, account.user.email);

async function emailTitled(account: TestAccount, subjectStart: string): Promise<ReadEmail> {
  let found: ReadEmail | undefined;
  await vi.waitFor(
    async () => {
      found = (await emailsTo(account)).find((email) => email.subject.startsWith(subjectStart));
      expect(found, `an email "${subjectStart}…"`).toBeDefined();
    },
    { timeout: 20_000, interval: 100 },
  );
  return found as ReadEmail;
}

/**
 * Every alert email written for the account, sent or still queued (registration's confirmation
 * left out): none means none was planned.
 */
async function emailRowsTo(account: TestAccount) {
  const rows = await t.database.handle.db
    .select({ subject: outgoingEmails.subject })
    .from(outgoingEmails)
    .where(eq(outgoingEmails.recipient, account.user.email));
  return rows.filter((row) => !row.subject.startsWith(CONFIRMATION_SUBJECT_START));
}

const queuedPushesOf = (account: TestAccount) =>
  t.database.handle.db
    .select()
    .from(outgoingPushes)
    .where(eq(outgoingPushes.userId, account.user.id));

async function postRequest(account: TestAccount, overrides: Record<string, unknown> = {}) {
  const response = await inject(account, "POST", "/api/requests", {
    title: "Spring ball",
    description: "Two hundred guests, dinner and dancing",
    eventDateFrom: "2027-06-12",
    location: "Leeds",
    categories: ["catering"],
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  // The matching suppliers hear of it from the lead's alert job, worked here at once.
  await workLeadAlerts(t.app);
  return response.json<RequestView>();
}

async function quote(account: TestAccount, requestId: number) {
  const response = await inject(account, "POST", "/api/quotes", {
    requestId,
    price: "£900",
    total: 900,
    description: "Dinner for two hundred",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<QuoteView>();
}

async function message(from: TestAccount, to: TestAccount, content: string) {
  const response = await inject(from, "POST", "/api/messages", {
    receiverId: to.user.id,
    content,
  });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  peer = await startPushPeer();
  t = await createTestApp(
    {
      REGISTER_RATE_LIMIT: "10000",
      LOGIN_RATE_LIMIT: "10000",
      PUSH_ENDPOINT_ALLOWLIST: peer.host,
      PUBLIC_URL,
    },
    {},
    { clock },
  );
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe("a new lead, by default", { timeout: 120_000 }, () => {
  it("reaches a supplier by push at once, by email with one-click unsubscribe, and in the app; the push names no contact details", async () => {
    clock.set(START);
    const [owner, lead] = await Promise.all([organizer(), supplier()]);
    const phone = await device(lead);
    const request = await postRequest(owner, {
      title: "Wedding, call 07700 900123 or jo@example.com",
    });

    // No sweep runs: the push goes as soon as the request's notifications are stored.
    const push = await pushTitled(phone, "New request in your categories");
    expect(push.url).toBe(`/request/${request.id}`);
    expect(push.body).toContain("Leeds");
    expect(push.body).not.toContain("07700 900123");
    expect(push.body).not.toContain("jo@example.com");
    expect(JSON.stringify(push)).not.toContain(owner.user.email);

    const email = await emailTitled(lead, "New lead:");
    const unsubscribe = email.headers.get("list-unsubscribe") ?? "";
    expect(unsubscribe).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/alerts/unsubscribe\\?token=[^>]+>$`),
    );
    expect(email.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(email.text).toContain(unsubscribe.slice(1, -1));
    expect(email.text).toContain(`${PUBLIC_URL}/request/${request.id}`);
    expect(await inAppTitles(lead)).toContain("New request in your categories");
    // Sent once: nothing is left in the queue for a sweep to send again.
    expect(await queuedPushesOf(lead)).toEqual([]);
  });
});

describe("a new message, by default", { timeout: 120_000 }, () => {
  it("is pushed and in the bell, but not emailed until the receiver chooses message emails", async () => {
    clock.set(START);
    const [sender, receiver] = await Promise.all([organizer(), supplier()]);
    const phone = await device(receiver);
    await message(sender, receiver, "Hello there");
    await pushTitled(phone, "New message");
    expect(await inAppTitles(receiver)).toContain("New message");
    expect(await emailRowsTo(receiver)).toEqual([]);
  });
});

describe("each channel of each kind", { timeout: 180_000 }, () => {
  /** Two recipients of the same kind of alert: every channel on, and every channel off. */
  async function pair(make: () => Promise<TestAccount>, kind: AlertKind) {
    const [on, off] = await Promise.all([make(), make()]);
    await setPreferences(on, withKind(kind, true));
    await setPreferences(off, withKind(kind, false));
    const [onDevice, offDevice] = await Promise.all([device(on), device(off)]);
    return { on, off, onDevice, offDevice };
  }

  async function expectDelivered(
    account: TestAccount,
    browser: BrowserSubscription,
    title: string,
    subjectStart: string,
  ) {
    await pushTitled(browser, title);
    await emailTitled(account, subjectStart);
    expect(await inAppTitles(account)).toContain(title);
  }

  async function expectNothing(
    account: TestAccount,
    browser: BrowserSubscription,
    title: string,
    subjectStart: string,
  ) {
    expect(pushesTo(browser).map((push) => push.title)).not.toContain(title);
    expect(await queuedPushesOf(account)).toEqual([]);
    expect((await emailRowsTo(account)).map((row) => row.subject)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${subjectStart}`))]),
    );
    expect(await inAppTitles(account)).not.toContain(title);
  }

  it("leads: all on reaches push, email and the bell; all off reaches none", async () => {
    clock.set(START);
    const owner = await organizer();
    const { on, off, onDevice, offDevice } = await pair(supplier, "leads");
    await postRequest(owner);
    await expectDelivered(on, onDevice, "New request in your categories", "New lead:");
    await expectNothing(off, offDevice, "New request in your categories", "New lead:");
  });

  it("leads: the channels are independent (email alone; push and bell without email)", async () => {
    clock.set(START);
    const owner = await organizer();
    const [emailOnly, noEmail] = await Promise.all([supplier(), supplier()]);
    await setPreferences(emailOnly, {
      ...DEFAULT_ALERT_PREFERENCES,
      leads: { push: false, email: true, inApp: false },
    });
    await setPreferences(noEmail, {
      ...DEFAULT_ALERT_PREFERENCES,
      leads: { push: true, email: false, inApp: true },
    });
    const [emailOnlyDevice, noEmailDevice] = await Promise.all([
      device(emailOnly),
      device(noEmail),
    ]);
    await postRequest(owner);
    await pushTitled(noEmailDevice, "New request in your categories");
    await emailTitled(emailOnly, "New lead:");
    expect(await inAppTitles(noEmail)).toContain("New request in your categories");
    expect(await inAppTitles(emailOnly)).not.toContain("New request in your categories");
    expect(pushesTo(emailOnlyDevice)).toEqual([]);
    expect(await queuedPushesOf(emailOnly)).toEqual([]);
    expect(await emailRowsTo(noEmail)).toEqual([]);
  });

  it("messages: all on reaches push, email and the bell; all off reaches none", async () => {
    clock.set(START);
    const sender = await organizer();
    const { on, off, onDevice, offDevice } = await pair(supplier, "messages");
    await message(sender, on, "Are you free in June?");
    await message(sender, off, "Are you free in June?");
    await expectDelivered(on, onDevice, "New message", "New message from");
    await expectNothing(off, offDevice, "New message", "New message from");
    const [push] = pushesTo(onDevice);
    expect(push?.url).toBe(`/messages/${sender.user.id}`);
    // The push tells of the message; it never carries the words (or contacts) in it.
    expect(push?.body).not.toContain("June");
  });

  it("messages: each message is pushed, while the bell keeps one entry per conversation", async () => {
    clock.set(START);
    const sender = await organizer();
    const receiver = await supplier();
    const phone = await device(receiver);
    await message(sender, receiver, "First");
    await pushTitled(phone, "New message");
    await message(sender, receiver, "Second");
    await vi.waitFor(() => expect(pushesTo(phone)).toHaveLength(2), { timeout: 20_000 });
    expect(pushesTo(phone).every((push) => push.tag === `/messages/${sender.user.id}`)).toBe(true);
    expect((await inAppTitles(receiver)).filter((title) => title === "New message")).toHaveLength(
      1,
    );
  });

  it("quotes: all on reaches push, email and the bell; all off reaches none", async () => {
    clock.set(START);
    const quoter = await subscribedSupplier();
    const { on, off, onDevice, offDevice } = await pair(organizer, "quotes");
    const [onRequest, offRequest] = await Promise.all([postRequest(on), postRequest(off)]);
    await quote(quoter, onRequest.id);
    await quote(quoter, offRequest.id);
    await expectDelivered(on, onDevice, "New quote received", "New quote for");
    await expectNothing(off, offDevice, "New quote received", "New quote for");
  });

  it("reminders: all on reaches push, email and the bell; all off reaches none", async () => {
    clock.set(START);
    const { on, off, onDevice, offDevice } = await pair(organizer, "reminders");
    await postRequest(on, { eventDateFrom: "2027-03-05" });
    await postRequest(off, { eventDateFrom: "2027-03-05" });
    clock.advance(DAY_MS);
    expect((await t.app.scheduledWork.runOnce()).remindersSent).toBeGreaterThanOrEqual(2);
    await expectDelivered(on, onDevice, "Request closing soon", "Spring ball closes in");
    await expectNothing(off, offDevice, "Request closing soon", "Spring ball closes in");
    const push = await pushTitled(onDevice, "Request closing soon");
    expect(push.url).toMatch(/^\/request\/\d+$/);
  });

  it("turning notification emails off on the account stops every alert email, whatever the kind says", async () => {
    clock.set(START);
    const owner = await organizer();
    const [muted, control] = await Promise.all([supplier(), supplier()]);
    const turnedOff = await inject(muted, "PUT", "/api/auth/profile", {
      name: "Test Person",
      email: muted.user.email,
      emailNotifications: false,
    });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    const mutedDevice = await device(muted);
    await postRequest(owner);
    await emailTitled(control, "New lead:");
    await pushTitled(mutedDevice, "New request in your categories");
    expect(await emailRowsTo(muted)).toEqual([]);
  });
});

describe("quotes told by push", { timeout: 180_000 }, () => {
  it("pushes a quote received to the organizer, and read, accepted and not accepted to the supplier", async () => {
    clock.set(START);
    const [owner, quoter] = await Promise.all([organizer(), subscribedSupplier()]);
    const [ownerPhone, quoterPhone] = await Promise.all([device(owner), device(quoter)]);
    const [first, second] = [await postRequest(owner), await postRequest(owner)];
    const firstQuote = await quote(quoter, first.id);
    const secondQuote = await quote(quoter, second.id);
    const received = await pushTitled(ownerPhone, "New quote received");
    expect(received.url).toBe(`/request/${first.id}`);

    const opened = await inject(owner, "GET", `/api/quotes/request/${first.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const read = await pushTitled(quoterPhone, "Quote read");
    expect(read).toMatchObject({ url: "/quotes" });
    expect(read.body).toContain("Spring ball");
    expect(await inAppTitles(quoter)).toContain("Quote read");
    // Opening them again reads nothing new: no second push.
    await inject(owner, "GET", `/api/quotes/request/${first.id}`);

    const accepted = await inject(owner, "PUT", `/api/quotes/${firstQuote.id}/status`, {
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await pushTitled(quoterPhone, "Quote accepted");
    const rejected = await inject(owner, "PUT", `/api/quotes/${secondQuote.id}/status`, {
      status: "rejected",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await pushTitled(quoterPhone, "Quote not accepted");
    expect(pushesTo(quoterPhone).filter((push) => push.title === "Quote read")).toHaveLength(1);
  });
});

describe("quiet hours", { timeout: 120_000 }, () => {
  it("holds a push until they end (UK time, across midnight), while the bell and email go at once", async () => {
    clock.set("2027-03-03T23:00:00Z");
    const owner = await organizer();
    const sleeper = await supplier();
    await setPreferences(sleeper, {
      ...DEFAULT_ALERT_PREFERENCES,
      quietHours: { from: "22:00", to: "07:00" },
    });
    const phone = await device(sleeper);
    await postRequest(owner);

    expect(await inAppTitles(sleeper)).toContain("New request in your categories");
    await emailTitled(sleeper, "New lead:");
    const [held] = await queuedPushesOf(sleeper);
    expect(held?.nextAttemptAt).toEqual(new Date("2027-03-04T07:00:00Z"));
    clock.set("2027-03-04T03:00:00Z");
    await t.app.scheduledWork.runOnce();
    expect(pushesTo(phone)).toEqual([]);

    clock.set("2027-03-04T07:00:00Z");
    const report = await t.app.scheduledWork.runOnce();
    expect(report.pushesSent).toBeGreaterThanOrEqual(1);
    await pushTitled(phone, "New request in your categories");
    expect(await queuedPushesOf(sleeper)).toEqual([]);
    await t.app.scheduledWork.runOnce();
    expect(pushesTo(phone)).toHaveLength(1);
  });

  it("does not hold pushes outside quiet hours", async () => {
    clock.set("2027-03-03T12:00:00Z");
    const owner = await organizer();
    const awake = await supplier();
    await setPreferences(awake, {
      ...DEFAULT_ALERT_PREFERENCES,
      quietHours: { from: "22:00", to: "07:00" },
    });
    const phone = await device(awake);
    await postRequest(owner);
    await pushTitled(phone, "New request in your categories");
  });
});

describe("the daily lead digest", { timeout: 180_000 }, () => {
  it("replaces each lead's email with one email a day, sent once across two servers", async () => {
    clock.set("2027-03-03T06:00:00Z");
    const owner = await organizer();
    const digester = await supplier();
    await setPreferences(digester, { ...DEFAULT_ALERT_PREFERENCES, leadTiming: "dailyDigest" });
    const phone = await device(digester);
    await postRequest(owner, { title: "Summer fete" });
    await postRequest(owner, { title: "Charity gala" });
    // Push and the bell stay instant; the email waits.
    await vi.waitFor(() => expect(pushesTo(phone)).toHaveLength(2), { timeout: 20_000 });
    expect(await inAppTitles(digester)).toContain("New request in your categories");
    expect(await emailRowsTo(digester)).toEqual([]);

    // Before 08:00 UK time: no digest yet.
    await t.app.scheduledWork.runOnce();
    expect(await emailRowsTo(digester)).toEqual([]);

    clock.set("2027-03-03T08:30:00Z");
    const second =
      t.database.handle.kind === "postgres" && t.database.databaseUrl
        ? await openDatabase({ databaseUrl: t.database.databaseUrl, poolSize: 4 })
        : null;
    const otherApp = await buildApp(t.config, { database: second ?? t.database.handle, clock });
    await otherApp.ready();
    try {
      await Promise.all([
        t.app.scheduledWork.runOnce(),
        otherApp.scheduledWork.runOnce(),
        t.app.scheduledWork.runOnce(),
        otherApp.scheduledWork.runOnce(),
      ]);
    } finally {
      await otherApp.close();
      await second?.close();
    }
    const digest = await emailTitled(digester, "Your daily leads");
    expect(digest.subject).toBe("Your daily leads: 2 new leads");
    expect(digest.text).toContain("Summer fete");
    expect(digest.text).toContain("Charity gala");
    expect(digest.headers.get("list-unsubscribe")).toMatch(/^<https:\/\/eventeazy\.example\//);
    expect(digest.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(await emailRowsTo(digester)).toHaveLength(1);

    // A lead later the same day waits for tomorrow's digest.
    await postRequest(owner, { title: "Harvest supper" });
    await t.app.scheduledWork.runOnce();
    clock.set("2027-03-04T07:59:00Z");
    await t.app.scheduledWork.runOnce();
    expect(await emailRowsTo(digester)).toHaveLength(1);
    clock.set("2027-03-04T08:01:00Z");
    await t.app.scheduledWork.runOnce();
    await vi.waitFor(async () => expect(await emailsTo(digester)).toHaveLength(2), {
      timeout: 20_000,
    });
    const next = (await emailsTo(digester)).at(-1);
    expect(next?.subject).toBe("Your daily leads: 1 new lead");
    expect(next?.text).toContain("Harvest supper");
    expect(next?.text).not.toContain("Summer fete");
    await t.app.scheduledWork.runOnce();
    expect(await emailRowsTo(digester)).toHaveLength(2);
  });
});

describe("a push the push service refuses", { timeout: 120_000 }, () => {
  it("is tried again once due, and a device the service no longer knows is forgotten", async () => {
    clock.set(START);
    const owner = await organizer();
    const lead = await supplier();
    const busy = await device(lead);
    const gone = await device(lead);
    peer.answer(busy.endpoint, 503);
    peer.answer(gone.endpoint, 410);
    await postRequest(owner);
    await vi.waitFor(
      async () => {
        const rows = await queuedPushesOf(lead);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ attempts: 1, lastError: "The push service answered 503." });
      },
      { timeout: 20_000, interval: 100 },
    );
    const devices = await t.database.handle.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, lead.user.id));
    expect(devices.map((row) => row.endpoint)).toEqual([busy.endpoint]);

    peer.answer(busy.endpoint, 201);
    await t.app.scheduledWork.runOnce();
    expect(pushesTo(busy)).toHaveLength(1);
    clock.advance(31_000);
    await t.app.scheduledWork.runOnce();
    // The refused attempt and the accepted one reached the service; nothing is left to send.
    expect(pushesTo(busy)).toHaveLength(2);
    expect(await queuedPushesOf(lead)).toEqual([]);
    await t.app.scheduledWork.runOnce();
    expect(pushesTo(busy)).toHaveLength(2);
  });
});

describe("pushes across app servers", { timeout: 180_000 }, () => {
  it("sends each queued push exactly once when two servers sweep at the same moment", async () => {
    clock.set(START);
    const owner = await supplier();
    const phones = await Promise.all([device(owner), device(owner)]);
    const devices = await t.database.handle.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.user.id));
    const count = 150;
    await t.database.handle.db.insert(outgoingPushes).values(
      devices.flatMap((row) =>
        Array.from({ length: count }, (_, index) => ({
          userId: owner.user.id,
          subscriptionId: row.id,
          title: `Push ${index}`,
          body: "Held overnight",
          url: "/notifications",
          nextAttemptAt: new Date(START.getTime() - HOUR_MS),
        })),
      ),
    );
    const second =
      t.database.handle.kind === "postgres" && t.database.databaseUrl
        ? await openDatabase({ databaseUrl: t.database.databaseUrl, poolSize: 4 })
        : null;
    const otherApp = await buildApp(t.config, { database: second ?? t.database.handle, clock });
    await otherApp.ready();
    try {
      const reports = await Promise.all([
        t.app.scheduledWork.runOnce(),
        otherApp.scheduledWork.runOnce(),
        t.app.scheduledWork.runOnce(),
        otherApp.scheduledWork.runOnce(),
      ]);
      expect(reports.reduce((sum, report) => sum + report.pushesSent, 0)).toBeGreaterThanOrEqual(
        count * devices.length,
      );
    } finally {
      await otherApp.close();
      await second?.close();
    }
    for (const phone of phones) {
      const titles = pushesTo(phone).map((push) => push.title);
      expect(titles).toHaveLength(count);
      expect(new Set(titles).size).toBe(count);
    }
    expect(
      await t.database.handle.db
        .select()
        .from(outgoingPushes)
        .where(
          inArray(
            outgoingPushes.subscriptionId,
            devices.map((row) => row.id),
          ),
        ),
    ).toEqual([]);
  });
});
