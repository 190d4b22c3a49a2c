import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, quotes, users } from "#server/db/schema";
import { createLiveEvents, type LiveEvents } from "#server/lib/live-events/live-events";
import { USER_NOT_FOUND } from "#server/modules/users/users.service";
import { DEFAULT_ALERT_PREFERENCES } from "#shared/contracts/alert-preferences";
import type { LiveEvent } from "#shared/contracts/live-events";
import {
  type ConversationList,
  MESSAGE_EMPTY_MESSAGE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUEST_MISMATCH_MESSAGE,
  MESSAGE_SELF_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
  MESSAGING_PAID_PLAN_MESSAGE,
  MESSAGING_ROLES_MESSAGE,
  type MessageThread,
  type MessageView,
  REQUEST_MESSAGES_PERMISSION_MESSAGE,
  type RequestMessages,
  THREAD_PAGE_SIZE,
} from "#shared/contracts/messages";
import type { NotificationList } from "#shared/contracts/notifications";
import { REQUEST_NOT_FOUND_MESSAGE } from "#shared/contracts/requests";
import { expectError } from "#tests/support/expect-error";
import { outboxEmailsTo } from "#tests/support/outbox";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const FREE_ACCESS_EMAIL = "lifetime.supplier@example.test";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let organizer: TestAccount;
let otherOrganizer: TestAccount;
let supplier: TestAccount;
let otherSupplier: TestAccount;
let freeSupplier: TestAccount;
let lifetimeSupplier: TestAccount;
let admin: TestAccount;

const send = (account: TestAccount, payload: Record<string, unknown>) =>
  injectAs(t.app, account.cookie, { method: "POST", url: "/api/messages", payload });
const get = (account: TestAccount, url: string) =>
  injectAs(t.app, account.cookie, { method: "GET", url });

async function sent(account: TestAccount, payload: Record<string, unknown>): Promise<MessageView> {
  const response = await send(account, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MessageView>();
}

async function thread(account: TestAccount, otherId: number, query = ""): Promise<MessageThread> {
  const response = await get(account, `/api/messages/${otherId}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessageThread>();
}

async function conversations(account: TestAccount): Promise<ConversationList> {
  const response = await get(account, "/api/messages/conversations");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationList>();
}

async function unreadCount(account: TestAccount): Promise<number> {
  return (await get(account, "/api/messages/unread/count")).json<{ count: number }>().count;
}

async function setSubscription(account: TestAccount, expiresInMs: number) {
  await t.database.handle.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionExpiry: new Date(Date.now() + expiresInMs) })
    .where(eq(users.id, account.user.id));
}

async function createRequest(account: TestAccount): Promise<number> {
  const response = await injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title: "Garden party",
      description: "Sixty guests in the afternoon",
      eventDateFrom: "2099-07-01",
      location: "Bristol",
      categories: ["photography"],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** Message emails in the outbox addressed to the account, as raw text. */
/** The emails to this account; registration's confirmation link is not a message notification. */
function emailsTo(account: TestAccount) {
  return outboxEmailsTo(t.config.dataDir, account.user.email);
}

/** A second bus on the same database: what any other app server would hear. */
async function listenFor(userId: number): Promise<{ events: LiveEvent[]; bus: LiveEvents }> {
  const bus = await createLiveEvents(t.database.handle);
  const events: LiveEvent[] = [];
  bus.subscribe(userId, (event) => events.push(event));
  return { events, bus };
}

beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    LOGIN_RATE_LIMIT: "10000",
    // These few accounts write more in a minute than people do; message-limits.test.ts covers the limits.
    MESSAGES_PER_MINUTE: "10000",
    NEW_CONVERSATIONS_PER_DAY: "10000",
    FREE_ACCESS_EMAILS: FREE_ACCESS_EMAIL,
  });
  [organizer, otherOrganizer, supplier, otherSupplier, freeSupplier, lifetimeSupplier, admin] =
    await Promise.all([
      registerAccount(t.app, { name: "Olivia Organizer" }),
      registerAccount(t.app, { name: "Oscar Organizer" }),
      registerAccount(t.app, { role: "supplier", companyName: "Harbour Lights Photography" }),
      registerAccount(t.app, { role: "supplier", companyName: "Copper Kettle Catering" }),
      registerAccount(t.app, { role: "supplier", companyName: "Crumb and Candle Cakes" }),
      registerAccount(t.app, {
        role: "supplier",
        companyName: "Lifetime Lighting",
        email: FREE_ACCESS_EMAIL,
      }),
      registerAccount(t.app, { name: "Ada Admin" }),
    ]);
  await Promise.all([
    setSubscription(supplier, 30 * DAY_MS),
    setSubscription(otherSupplier, 30 * DAY_MS),
    t.database.handle.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id)),
  ]);
});
afterAll(() => t.close());

describe("who may use messaging", () => {
  it("answers 401 to guests on every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/messages/conversations"],
      ["GET", `/api/messages/${supplier.user.id}`],
      ["GET", "/api/messages/request/1"],
      ["GET", "/api/messages/unread/count"],
      ["POST", "/api/messages"],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === "POST" ? { payload: { receiverId: supplier.user.id, content: "Hi" } } : {}),
      });
      expectError(response, 401);
    }
  });

  it("answers 403 to admins: messaging is between organizers and suppliers", async () => {
    expectError(await get(admin, "/api/messages/conversations"), 403, MESSAGING_ROLES_MESSAGE);
    expectError(
      await get(admin, `/api/messages/${supplier.user.id}`),
      403,
      MESSAGING_ROLES_MESSAGE,
    );
    expectError(
      await send(admin, { receiverId: supplier.user.id, content: "Hello" }),
      403,
      MESSAGING_ROLES_MESSAGE,
    );
    expectError(await get(admin, "/api/messages/request/1"), 403, MESSAGING_ROLES_MESSAGE);
  });

  it("refuses a supplier without a subscription, reading or sending, with the paid-plan message", async () => {
    const before = await t.database.handle.db
      .select()
      .from(messages)
      .where(eq(messages.senderId, freeSupplier.user.id));
    expectError(
      await get(freeSupplier, "/api/messages/conversations"),
      403,
      MESSAGING_PAID_PLAN_MESSAGE,
    );
    expectError(
      await get(freeSupplier, `/api/messages/${organizer.user.id}`),
      403,
      MESSAGING_PAID_PLAN_MESSAGE,
    );
    expectError(
      await send(freeSupplier, { receiverId: organizer.user.id, content: "Hello" }),
      403,
      MESSAGING_PAID_PLAN_MESSAGE,
    );
    expectError(
      await get(freeSupplier, "/api/messages/request/1"),
      403,
      MESSAGING_PAID_PLAN_MESSAGE,
    );
    expect(before).toEqual([]);
  });

  it("refuses a supplier whose subscription has expired, whatever the stored flag says", async () => {
    const lapsed = await registerAccount(t.app, { role: "supplier", companyName: "Lapsed Ltd" });
    await setSubscription(lapsed, -DAY_MS);
    expectError(await get(lapsed, "/api/messages/conversations"), 403, MESSAGING_PAID_PLAN_MESSAGE);
  });

  it("lets a supplier with free lifetime access (FREE_ACCESS_EMAILS) message", async () => {
    const message = await sent(lifetimeSupplier, {
      receiverId: otherOrganizer.user.id,
      content: "Hello from Lifetime Lighting",
    });
    expect(message.senderId).toBe(lifetimeSupplier.user.id);
    expect((await conversations(lifetimeSupplier)).map((entry) => entry.id)).toEqual([
      otherOrganizer.user.id,
    ]);
  });

  it("lets an organizer write to a supplier without a subscription; the supplier reads it after upgrading", async () => {
    const message = await sent(organizer, {
      receiverId: freeSupplier.user.id,
      content: "Do you make gluten-free cakes?",
    });
    await setSubscription(freeSupplier, 30 * DAY_MS);
    const view = await thread(freeSupplier, organizer.user.id);
    expect(view.messages.map((m) => m.id)).toEqual([message.id]);
    await t.database.handle.db
      .update(users)
      .set({ subscriptionActive: false, subscriptionExpiry: null })
      .where(eq(users.id, freeSupplier.user.id));
  });
});

describe("sending", () => {
  it("stores a trimmed message and answers 201 with it", async () => {
    const response = await send(organizer, {
      receiverId: supplier.user.id,
      content: "   Hi Ellie, are you free on 1 July?  \n",
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json<MessageView>();
    expect(message).toEqual({
      id: expect.any(Number),
      senderId: organizer.user.id,
      receiverId: supplier.user.id,
      requestId: null,
      content: "Hi Ellie, are you free on 1 July?",
      read: false,
      askedEveryQuoter: false,
      createdAt: expect.any(String),
    });
    const [row] = await t.database.handle.db
      .select()
      .from(messages)
      .where(eq(messages.id, message.id));
    expect(row?.content).toBe("Hi Ellie, are you free on 1 July?");
  });

  it("takes exactly 5,000 characters and refuses 5,001 or an empty text", async () => {
    await sent(supplier, {
      receiverId: organizer.user.id,
      content: "x".repeat(MESSAGE_MAX_LENGTH),
    });
    const tooLong = expectError(
      await send(supplier, { receiverId: organizer.user.id, content: "x".repeat(5001) }),
      400,
      MESSAGE_TOO_LONG_MESSAGE,
    );
    expect(tooLong.fieldErrors?.content).toEqual([MESSAGE_TOO_LONG_MESSAGE]);
    for (const content of ["", "   \n\t "])
      expectError(
        await send(supplier, { receiverId: organizer.user.id, content }),
        400,
        MESSAGE_EMPTY_MESSAGE,
      );
    expectError(
      await send(supplier, { receiverId: organizer.user.id }),
      400,
      MESSAGE_EMPTY_MESSAGE,
    );
    expectError(await send(supplier, { content: "Hello" }), 400);
    expectError(await send(supplier, { receiverId: "someone", content: "Hello" }), 400);
  });

  it("refuses messages to oneself (400)", async () => {
    expectError(
      await send(organizer, { receiverId: organizer.user.id, content: "Note to self" }),
      400,
      MESSAGE_SELF_MESSAGE,
    );
  });

  it("refuses organizer to organizer and supplier to supplier (403)", async () => {
    expectError(
      await send(organizer, { receiverId: otherOrganizer.user.id, content: "Hello" }),
      403,
      MESSAGING_ROLES_MESSAGE,
    );
    expectError(
      await send(supplier, { receiverId: otherSupplier.user.id, content: "Hello" }),
      403,
      MESSAGING_ROLES_MESSAGE,
    );
    expectError(
      await send(organizer, { receiverId: admin.user.id, content: "Hello" }),
      403,
      MESSAGING_ROLES_MESSAGE,
    );
  });

  it("answers 404 for an unknown or suspended receiver", async () => {
    expectError(
      await send(organizer, { receiverId: 999_999, content: "Hello" }),
      404,
      USER_NOT_FOUND,
    );
    const suspended = await registerAccount(t.app, { role: "supplier" });
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    expectError(
      await send(organizer, { receiverId: suspended.user.id, content: "Hello" }),
      404,
      USER_NOT_FOUND,
    );
  });

  it("ties a message to a request of the conversation's organizer, from either side", async () => {
    const requestId = await createRequest(organizer);
    const fromOrganizer = await sent(organizer, {
      receiverId: supplier.user.id,
      content: "About my garden party",
      requestId,
    });
    expect(fromOrganizer.requestId).toBe(requestId);
    const fromSupplier = await sent(supplier, {
      receiverId: organizer.user.id,
      content: "Happy to help with it",
      requestId,
    });
    expect(fromSupplier.requestId).toBe(requestId);
  });

  it("refuses an unknown request (404) and another organizer's request (403)", async () => {
    const othersRequest = await createRequest(otherOrganizer);
    expectError(
      await send(organizer, { receiverId: supplier.user.id, content: "Hi", requestId: 999_999 }),
      404,
      REQUEST_NOT_FOUND_MESSAGE,
    );
    expectError(
      await send(organizer, {
        receiverId: supplier.user.id,
        content: "Hi",
        requestId: othersRequest,
      }),
      403,
      MESSAGE_REQUEST_MISMATCH_MESSAGE,
    );
    expectError(
      await send(supplier, {
        receiverId: organizer.user.id,
        content: "Hi",
        requestId: othersRequest,
      }),
      403,
      MESSAGE_REQUEST_MISMATCH_MESSAGE,
    );
  });

  it("tells the receiver's and the sender's open pages on any app server, by id only", async () => {
    const receiver = await listenFor(supplier.user.id);
    const sender = await listenFor(organizer.user.id);
    const bystander = await listenFor(otherSupplier.user.id);
    try {
      const message = await sent(organizer, { receiverId: supplier.user.id, content: "Ping" });
      const expected: LiveEvent = {
        type: "message",
        messageId: message.id,
        senderId: organizer.user.id,
        receiverId: supplier.user.id,
        requestId: null,
      };
      await expect.poll(() => receiver.events).toContainEqual(expected);
      await expect.poll(() => sender.events).toContainEqual(expected);
      expect(bystander.events).toEqual([]);
    } finally {
      await Promise.all([receiver.bus.close(), sender.bus.close(), bystander.bus.close()]);
    }
  });
});

describe("notifying the receiver", () => {
  it("keeps one unread entry per conversation, however many messages arrive, until it is read", async () => {
    const receiver = await registerAccount(t.app, { name: "Nadia Notified" });
    const messageEntries = async () => {
      const response = await get(receiver, "/api/notifications");
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json<NotificationList>();
      return {
        entries: list.notifications.filter((entry) => entry.type === "message"),
        unreadCount: list.unreadCount,
      };
    };

    await sent(supplier, { receiverId: receiver.user.id, content: "First" });
    let { entries, unreadCount } = await messageEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      title: "New message",
      description: "Harbour Lights Photography sent you a message.",
      linkTo: `/messages/${supplier.user.id}`,
      read: false,
    });
    expect(unreadCount).toBe(1);

    await sent(supplier, { receiverId: receiver.user.id, content: "Second" });
    await sent(otherSupplier, { receiverId: receiver.user.id, content: "Hello from us" });
    ({ entries, unreadCount } = await messageEntries());
    expect(entries.map((entry) => [entry.linkTo, entry.description, entry.read])).toEqual([
      [`/messages/${otherSupplier.user.id}`, "Copper Kettle Catering sent you a message.", false],
      [`/messages/${supplier.user.id}`, "Harbour Lights Photography sent you new messages.", false],
    ]);
    expect(unreadCount).toBe(2);

    // Reading the conversation reads its entry; the other conversation's stays.
    await thread(receiver, supplier.user.id);
    ({ entries, unreadCount } = await messageEntries());
    const readByLink = new Map(entries.map((entry) => [entry.linkTo, entry.read]));
    expect(readByLink).toEqual(
      new Map([
        [`/messages/${otherSupplier.user.id}`, false],
        [`/messages/${supplier.user.id}`, true],
      ]),
    );
    expect(unreadCount).toBe(1);

    // A message after reading is news again.
    await sent(supplier, { receiverId: receiver.user.id, content: "Third" });
    ({ entries, unreadCount } = await messageEntries());
    expect(entries[0]).toMatchObject({ linkTo: `/messages/${supplier.user.id}`, read: false });
    expect(unreadCount).toBe(2);
  });

  it("emails only the first message the receiver has not read yet, once they chose message emails", async () => {
    const receiver = await registerAccount(t.app, { name: "Evie Emailed" });
    // Message emails are off until chosen: by default a message is pushed and in the bell.
    const chosen = await injectAs(t.app, receiver.cookie, {
      method: "PUT",
      url: "/api/alert-preferences",
      payload: {
        ...DEFAULT_ALERT_PREFERENCES,
        messages: { push: true, email: true, inApp: true },
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await sent(supplier, { receiverId: receiver.user.id, content: "Are you still looking?" });
    await expect.poll(async () => (await emailsTo(receiver)).length).toBe(1);
    const [email] = await emailsTo(receiver);
    expect(email?.subject).toMatch(/^New message from Harbour Lights Photography/);
    expect(email?.text).toContain("Are you still looking?");

    // The first is still unread: no second email.
    await sent(supplier, { receiverId: receiver.user.id, content: "Just checking in" });

    // Once read, the next message is the first unread one again.
    await thread(receiver, supplier.user.id);
    await sent(supplier, { receiverId: receiver.user.id, content: "New dates are out" });
    await expect.poll(async () => (await emailsTo(receiver)).length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const emails = await emailsTo(receiver);
    expect(emails).toHaveLength(2);
    expect(emails.some((email) => email.text.includes("Just checking in"))).toBe(false);
  });
});

describe("conversations", () => {
  it("lists each person once, newest conversation first, with name, role, unread count and last message", async () => {
    const me = await registerAccount(t.app, { name: "Carla Conversations" });
    const first = await sent(me, { receiverId: supplier.user.id, content: "To Harbour Lights" });
    await sent(otherSupplier, { receiverId: me.user.id, content: "From Copper Kettle, one" });
    const last = await sent(otherSupplier, {
      receiverId: me.user.id,
      content: "From Copper Kettle, two",
    });
    const list = await conversations(me);
    expect(list).toEqual([
      {
        id: otherSupplier.user.id,
        name: "Copper Kettle Catering",
        role: "supplier",
        profileImage: null,
        urlSlug: otherSupplier.user.urlSlug,
        unreadCount: 2,
        lastMessage: {
          content: "From Copper Kettle, two",
          createdAt: last.createdAt,
          senderId: otherSupplier.user.id,
        },
        requestId: null,
      },
      {
        id: supplier.user.id,
        name: "Harbour Lights Photography",
        role: "supplier",
        profileImage: null,
        urlSlug: supplier.user.urlSlug,
        unreadCount: 0,
        lastMessage: {
          content: "To Harbour Lights",
          createdAt: first.createdAt,
          senderId: me.user.id,
        },
        requestId: null,
      },
    ]);
    // A new message moves its conversation to the top.
    await sent(me, { receiverId: supplier.user.id, content: "One more thing" });
    expect((await conversations(me)).map((entry) => entry.id)).toEqual([
      supplier.user.id,
      otherSupplier.user.id,
    ]);
  });

  it("names the request a conversation last spoke about", async () => {
    const me = await registerAccount(t.app);
    const requestId = await createRequest(me);
    await sent(me, { receiverId: supplier.user.id, content: "About the party", requestId });
    await sent(supplier, { receiverId: me.user.id, content: "A general question" });
    const [entry] = await conversations(me);
    expect(entry?.requestId).toBe(requestId);
  });

  it("answers an empty list to someone with no messages", async () => {
    const quiet = await registerAccount(t.app);
    expect(await conversations(quiet)).toEqual([]);
  });

  it("leaves out conversations with suspended users", async () => {
    const me = await registerAccount(t.app);
    const suspended = await registerAccount(t.app, { role: "supplier" });
    await setSubscription(suspended, DAY_MS);
    await sent(suspended, { receiverId: me.user.id, content: "Hello" });
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    expect(await conversations(me)).toEqual([]);
  });
});

describe("a thread", () => {
  it("answers both sides' messages oldest first with the other user's public card", async () => {
    const me = await registerAccount(t.app, { name: "Tara Thread" });
    const one = await sent(me, { receiverId: otherSupplier.user.id, content: "One" });
    const two = await sent(otherSupplier, { receiverId: me.user.id, content: "Two" });
    const three = await sent(me, { receiverId: otherSupplier.user.id, content: "Three" });
    await sent(me, { receiverId: supplier.user.id, content: "Not in this thread" });
    const view = await thread(me, otherSupplier.user.id);
    expect(view.messages.map((m) => [m.id, m.content])).toEqual([
      [one.id, "One"],
      [two.id, "Two"],
      [three.id, "Three"],
    ]);
    expect(view.hasMore).toBe(false);
    expect(view.requestId).toBeNull();
    expect(view.user).toMatchObject({
      id: otherSupplier.user.id,
      name: "Copper Kettle Catering",
      role: "supplier",
    });
    expect(view.user).not.toHaveProperty("email");
    expect(view.user).not.toHaveProperty("phone");
  });

  it("marks the other side's messages to me read, and only those", async () => {
    const me = await registerAccount(t.app);
    await sent(supplier, { receiverId: me.user.id, content: "Unread one" });
    await sent(supplier, { receiverId: me.user.id, content: "Unread two" });
    const mine = await sent(me, { receiverId: supplier.user.id, content: "My reply" });
    expect(await unreadCount(me)).toBe(2);
    const supplierUnread = await unreadCount(supplier);

    const view = await thread(me, supplier.user.id);
    expect(view.messages.filter((m) => m.senderId === supplier.user.id).map((m) => m.read)).toEqual(
      [true, true],
    );
    expect(view.messages.find((m) => m.id === mine.id)?.read).toBe(false);
    expect(await unreadCount(me)).toBe(0);
    expect(await unreadCount(supplier)).toBe(supplierUnread);
    expect((await conversations(me))[0]?.unreadCount).toBe(0);
  });

  it("tells both users' pages that messages were read, and nothing when none were unread", async () => {
    const me = await registerAccount(t.app);
    await sent(supplier, { receiverId: me.user.id, content: "Read me" });
    const reader = await listenFor(me.user.id);
    const writer = await listenFor(supplier.user.id);
    try {
      await thread(me, supplier.user.id);
      const expected: LiveEvent = {
        type: "messages-read",
        readerId: me.user.id,
        senderId: supplier.user.id,
      };
      // The message's own notification event may still be on its way; only read events count here.
      const readEvents = () => reader.events.filter((event) => event.type === "messages-read");
      await expect.poll(readEvents).toEqual([expected]);
      await expect.poll(() => writer.events).toContainEqual(expected);
      await thread(me, supplier.user.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readEvents()).toHaveLength(1);
    } finally {
      await Promise.all([reader.bus.close(), writer.bus.close()]);
    }
  });

  it("opens an empty thread with someone new, showing their card", async () => {
    const me = await registerAccount(t.app);
    const view = await thread(me, otherSupplier.user.id);
    expect(view).toMatchObject({ messages: [], hasMore: false, requestId: null });
    expect(view.user.id).toBe(otherSupplier.user.id);
  });

  it("answers in pages of the newest messages, older ones with `before`", async () => {
    const me = await registerAccount(t.app);
    const total = THREAD_PAGE_SIZE + 5;
    await t.database.handle.db.insert(messages).values(
      Array.from({ length: total }, (_, index) => ({
        senderId: index % 2 === 0 ? me.user.id : supplier.user.id,
        receiverId: index % 2 === 0 ? supplier.user.id : me.user.id,
        content: `Message ${index + 1}`,
      })),
    );
    const newest = await thread(me, supplier.user.id);
    expect(newest.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages.at(0)?.content).toBe("Message 6");
    expect(newest.messages.at(-1)?.content).toBe(`Message ${total}`);
    const older = await thread(me, supplier.user.id, `?before=${newest.messages[0]?.id}`);
    expect(older.messages.map((m) => m.content)).toEqual([
      "Message 1",
      "Message 2",
      "Message 3",
      "Message 4",
      "Message 5",
    ]);
    expect(older.hasMore).toBe(false);
  });

  it("answers 404 for an unknown user, 400 for oneself or a bad id, 403 for the same role", async () => {
    expectError(await get(organizer, "/api/messages/999999"), 404, USER_NOT_FOUND);
    expectError(
      await get(organizer, `/api/messages/${organizer.user.id}`),
      400,
      MESSAGE_SELF_MESSAGE,
    );
    expectError(await get(organizer, "/api/messages/someone"), 400);
    expectError(
      await get(organizer, `/api/messages/${otherOrganizer.user.id}`),
      403,
      MESSAGING_ROLES_MESSAGE,
    );
  });

  it("is never cached", async () => {
    const response = await get(organizer, `/api/messages/${supplier.user.id}`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("a request's messages", () => {
  let requestOwner: TestAccount;
  let requestId: number;

  beforeAll(async () => {
    requestOwner = await registerAccount(t.app, { name: "Rita Request" });
    requestId = await createRequest(requestOwner);
    await t.database.handle.db.insert(quotes).values([
      {
        requestId,
        supplierId: supplier.user.id,
        price: "£600",
        service: "catering",
        description: "Half a day",
      },
      {
        requestId,
        supplierId: otherSupplier.user.id,
        price: "£900",
        service: "catering",
        description: "Full day",
      },
    ]);
    await sent(requestOwner, { receiverId: supplier.user.id, content: "S1 about it", requestId });
    await sent(supplier, { receiverId: requestOwner.user.id, content: "S1 reply", requestId });
    await sent(requestOwner, { receiverId: supplier.user.id, content: "Not about it" });
    await sent(otherSupplier, { receiverId: requestOwner.user.id, content: "S2 asks", requestId });
  });

  it("shows the owner each supplier's messages about it, latest conversation first", async () => {
    const response = await get(requestOwner, `/api/messages/request/${requestId}`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<RequestMessages>();
    expect(list.map((c) => [c.user.name, c.messages.map((m) => m.content)])).toEqual([
      ["Copper Kettle Catering", ["S2 asks"]],
      ["Harbour Lights Photography", ["S1 about it", "S1 reply"]],
    ]);
  });

  it("shows a supplier who quoted only their own messages about it", async () => {
    const response = await get(otherSupplier, `/api/messages/request/${requestId}`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<RequestMessages>();
    expect(list).toHaveLength(1);
    expect(list[0]?.user).toMatchObject({ id: requestOwner.user.id, name: "Rita Request" });
    expect(list[0]?.messages.map((m) => m.content)).toEqual(["S2 asks"]);
  });

  it("answers an empty list to a supplier who quoted but has no messages about it", async () => {
    const quoted = await registerAccount(t.app, { role: "supplier" });
    await setSubscription(quoted, DAY_MS);
    await t.database.handle.db.insert(quotes).values({
      requestId,
      supplierId: quoted.user.id,
      price: "£1",
      service: "catering",
      description: "Quote",
    });
    const response = await get(quoted, `/api/messages/request/${requestId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("refuses other organizers and suppliers with no part in it (403), and unknown requests (404)", async () => {
    expectError(
      await get(otherOrganizer, `/api/messages/request/${requestId}`),
      403,
      REQUEST_MESSAGES_PERMISSION_MESSAGE,
    );
    expectError(
      await get(lifetimeSupplier, `/api/messages/request/${requestId}`),
      403,
      REQUEST_MESSAGES_PERMISSION_MESSAGE,
    );
    expectError(
      await get(requestOwner, "/api/messages/request/999999"),
      404,
      REQUEST_NOT_FOUND_MESSAGE,
    );
  });
});
