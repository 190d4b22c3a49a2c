import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes, users } from "#server/db/schema";
import { DEFAULT_ALERT_PREFERENCES } from "#shared/contracts/alert-preferences";
import type { AskQuotersResult, MessageThread } from "#shared/contracts/messages";
import type { NotificationList } from "#shared/contracts/notifications";
import type { DecidedQuoteView } from "#shared/contracts/quotes";
import { outboxEmailsTo } from "#tests/support/outbox";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const FREE_ACCESS_EMAIL = "lifetime.replies@example.test";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let organizer: TestAccount;

beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    MESSAGES_PER_MINUTE: "10000",
    NEW_CONVERSATIONS_PER_DAY: "10000",
    FREE_ACCESS_EMAILS: FREE_ACCESS_EMAIL,
  });
  organizer = await registerAccount(t.app, { name: "Orla Organizer" });
});
afterAll(() => t.close());

const get = (account: TestAccount, url: string) =>
  injectAs(t.app, account.cookie, { method: "GET", url });

async function freeSupplier(companyName: string): Promise<TestAccount> {
  const supplier = await registerAccount(t.app, {
    role: "supplier",
    companyName,
    categories: ["catering"],
  });
  // Message emails are off until chosen; these suppliers choose them.
  const chosen = await injectAs(t.app, supplier.cookie, {
    method: "PUT",
    url: "/api/alert-preferences",
    payload: { ...DEFAULT_ALERT_PREFERENCES, messages: { push: true, email: true, inApp: true } },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return supplier;
}

async function subscribedSupplier(companyName: string): Promise<TestAccount> {
  const supplier = await freeSupplier(companyName);
  await t.database.handle.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionExpiry: new Date(Date.now() + 30 * DAY_MS) })
    .where(eq(users.id, supplier.user.id));
  return supplier;
}

async function send(from: TestAccount, to: TestAccount, content: string) {
  const response = await injectAs(t.app, from.cookie, {
    method: "POST",
    url: "/api/messages",
    payload: { receiverId: to.user.id, content },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function thread(account: TestAccount, otherId: number): Promise<MessageThread> {
  const response = await get(account, `/api/messages/${otherId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessageThread>();
}

async function messageNotifications(account: TestAccount) {
  const response = await get(account, "/api/notifications");
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<NotificationList>()
    .notifications.filter((entry) => entry.type === "message");
}

async function postRequest(): Promise<number> {
  const response = await injectAs(t.app, organizer.cookie, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title: "Harvest supper",
      description: "Forty guests, one long table",
      eventDateFrom: "2099-09-20",
      location: "Ludlow",
      categories: ["catering"],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** A pending quote as the supplier's form leaves it; how it was made is tested elsewhere. */
async function quoteOn(requestId: number, supplier: TestAccount): Promise<number> {
  const [row] = await t.database.handle.db
    .insert(quotes)
    .values({
      requestId,
      supplierId: supplier.user.id,
      price: "£1,800",
      service: "catering",
      totalPence: 180_000,
      description: "Four courses from local farms",
    })
    .returning({ id: quotes.id });
  if (!row) throw new Error("no quote stored");
  return row.id;
}

describe("the thread says whether the other side can reply", () => {
  it("answers canReply false for a supplier on the free plan, and true once they subscribe", async () => {
    const supplier = await freeSupplier("Hedgerow Kitchen");
    await send(organizer, supplier, "Are you free on the 20th?");
    expect((await thread(organizer, supplier.user.id)).canReply).toBe(false);

    await t.database.handle.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionExpiry: new Date(Date.now() + DAY_MS) })
      .where(eq(users.id, supplier.user.id));
    expect((await thread(organizer, supplier.user.id)).canReply).toBe(true);
  });

  it("answers canReply false once a supplier's plan has run out", async () => {
    const supplier = await freeSupplier("Lapsed Larder");
    await t.database.handle.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionExpiry: new Date(Date.now() - DAY_MS) })
      .where(eq(users.id, supplier.user.id));
    expect((await thread(organizer, supplier.user.id)).canReply).toBe(false);
  });

  it("answers canReply true for a supplier with free access, and for an organizer", async () => {
    const lifetime = await registerAccount(t.app, {
      role: "supplier",
      companyName: "Lifetime Loaves",
      email: FREE_ACCESS_EMAIL,
    });
    expect((await thread(organizer, lifetime.user.id)).canReply).toBe(true);
    expect((await thread(lifetime, organizer.user.id)).canReply).toBe(true);
  });
});

describe("a message to a supplier on the free plan asks them to subscribe", () => {
  it("says 'Subscribe to read and reply' in the notification and email, and leaves the message out", async () => {
    const supplier = await freeSupplier("Bramble Bakes");
    await send(organizer, supplier, "Could you do a gluten-free cake for forty?");

    const [entry] = await messageNotifications(supplier);
    expect(entry?.description).toBe(
      "Orla Organizer sent you a message. Subscribe to read and reply.",
    );
    await expect
      .poll(async () => (await outboxEmailsTo(t.config.dataDir, supplier.user.email)).length)
      .toBe(1);
    const [email] = await outboxEmailsTo(t.config.dataDir, supplier.user.email);
    expect(email?.text).toContain("Subscribe to read and reply:");
    expect(email?.text).not.toContain("Read and reply:");
    expect(email?.html).toContain("Subscribe to read and reply</a>");
    expect(email?.text).not.toContain("gluten-free");

    // Later messages freshen the entry; it still says what to do.
    await send(organizer, supplier, "And a dairy-free one?");
    const [freshened] = await messageNotifications(supplier);
    expect(freshened?.description).toBe(
      "Orla Organizer sent you new messages. Subscribe to read and reply.",
    );
  });

  it("keeps 'Read and reply' and the message for a subscribed supplier", async () => {
    const supplier = await subscribedSupplier("Orchard Oven");
    await send(organizer, supplier, "Could you do a plum tart for forty?");

    const [entry] = await messageNotifications(supplier);
    expect(entry?.description).toBe("Orla Organizer sent you a message.");
    await expect
      .poll(async () => (await outboxEmailsTo(t.config.dataDir, supplier.user.email)).length)
      .toBe(1);
    const [email] = await outboxEmailsTo(t.config.dataDir, supplier.user.email);
    expect(email?.text).toContain("Read and reply:");
    expect(email?.text).not.toContain("Subscribe to read and reply");
    expect(email?.text).toContain("plum tart");
  });
});

describe("asking every quoter counts who can reply only once they subscribe", () => {
  it("answers how many were sent and how many wait on a subscription", async () => {
    const requestId = await postRequest();
    const quoters = await Promise.all([
      subscribedSupplier("Crown Catering"),
      subscribedSupplier("Field to Fork"),
      freeSupplier("Pantry Pop-up"),
      freeSupplier("Wild Garlic Co"),
    ]);
    for (const quoter of quoters) await quoteOn(requestId, quoter);

    const response = await injectAs(t.app, organizer.cookie, {
      method: "POST",
      url: `/api/messages/request/${requestId}/questions`,
      payload: { content: "Can you serve by 7pm?" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<AskQuotersResult>();
    expect(answer.messages).toHaveLength(4);
    expect(answer.sentCount).toBe(4);
    expect(answer.awaitingSubscriptionCount).toBe(2);
  });

  it("answers none waiting when every quoter is subscribed", async () => {
    const requestId = await postRequest();
    await quoteOn(requestId, await subscribedSupplier("Copper Pot"));
    const response = await injectAs(t.app, organizer.cookie, {
      method: "POST",
      url: `/api/messages/request/${requestId}/questions`,
      payload: { content: "Can you serve by 7pm?" },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AskQuotersResult>()).toMatchObject({
      sentCount: 1,
      awaitingSubscriptionCount: 0,
    });
  });
});

describe("accepting a quote says whether its supplier can reply", () => {
  const decide = (quoteId: number, status: "accepted" | "rejected") =>
    injectAs(t.app, organizer.cookie, {
      method: "PUT",
      url: `/api/quotes/${quoteId}/status`,
      payload: { status },
    });

  it("answers supplierCanReply false for a supplier on the free plan", async () => {
    const quoteId = await quoteOn(await postRequest(), await freeSupplier("Sloe Suppers"));
    const response = await decide(quoteId, "accepted");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DecidedQuoteView>()).toMatchObject({
      id: quoteId,
      status: "accepted",
      supplierCanReply: false,
    });
  });

  it("answers supplierCanReply true for a subscribed supplier", async () => {
    const quoteId = await quoteOn(await postRequest(), await subscribedSupplier("Damson Dining"));
    const response = await decide(quoteId, "accepted");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DecidedQuoteView>()).toMatchObject({
      id: quoteId,
      status: "accepted",
      supplierCanReply: true,
    });
  });
});

describe("a supplier on the free plan whose quote is accepted is asked to subscribe to message", () => {
  async function acceptedNotice(supplier: TestAccount) {
    const quoteId = await quoteOn(await postRequest(), supplier);
    const response = await injectAs(t.app, organizer.cookie, {
      method: "PUT",
      url: `/api/quotes/${quoteId}/status`,
      payload: { status: "accepted" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = await get(supplier, "/api/notifications");
    const entry = list
      .json<NotificationList>()
      .notifications.find((notification) => notification.title === "Quote accepted");
    // The booking's confirmation goes too, under its own subject.
    const subject = "Your quote for Harvest supper was accepted";
    await expect
      .poll(
        async () =>
          (await outboxEmailsTo(t.config.dataDir, supplier.user.email, { subject })).length,
      )
      .toBe(1);
    const [email] = await outboxEmailsTo(t.config.dataDir, supplier.user.email, { subject });
    return { description: entry?.description, text: email?.text };
  }

  it("tells a free-plan supplier to subscribe to message the organizer", async () => {
    const notice = await acceptedNotice(await freeSupplier("Quince Kitchen"));
    expect(notice.description).toBe(
      'Your quote for "Harvest supper" was accepted. Subscribe to message them and confirm the details.',
    );
    expect(notice.text).toContain("Subscribe to message them and confirm the details.");
  });

  it("tells a subscribed supplier to message the organizer", async () => {
    const notice = await acceptedNotice(await subscribedSupplier("Medlar Meals"));
    expect(notice.description).toBe(
      'Your quote for "Harvest supper" was accepted. Message them to confirm the details.',
    );
    expect(notice.text).toContain("\n\nMessage them to confirm the details.");
  });
});
