import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import type { NotificationList } from "#shared/contracts/notifications";
import type { QuoteView } from "#shared/contracts/quotes";
import type { RequestView } from "#shared/contracts/requests";
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
import { runningClock } from "#tests/support/test-clock";

/** The real time, moved past the booked event while its review is posted. */
const clock = runningClock();

let t: TestApp;
let organizer: TestAccount;
let caterer: TestAccount;
let farCaterer: TestAccount;
let florist: TestAccount;

async function call<T>(
  account: TestAccount,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) {
  const response = await injectAs(t.app, account.cookie, {
    method,
    url,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

const notificationsOf = (account: TestAccount) =>
  call<NotificationList>(account, "GET", "/api/notifications");

async function placeSupplier(
  account: TestAccount,
  latitude: number,
  longitude: number,
  serviceArea: number,
) {
  await t.database.handle.db
    .update(users)
    .set({
      latitude,
      longitude,
      serviceArea,
      subscriptionActive: true,
      subscriptionExpiry: new Date(Date.now() + 864e5 * 30),
    })
    .where(eq(users.id, account.user.id));
}

/** Emails reach the outbox shortly after the answer: sending never holds up the user. */
async function emailsTo(address: string, expected: number): Promise<ReadEmail[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Registration's confirmation link is not one of the marketplace's notifications.
    const mine = await outboxEmailsTo(t.config.dataDir, address);
    if (mine.length >= expected) return mine;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

beforeAll(async () => {
  t = await createTestApp(
    { REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" },
    {},
    { clock },
  );
  [organizer, caterer, farCaterer, florist] = await Promise.all([
    registerAccount(t.app, { name: "Nia Notified" }),
    registerAccount(t.app, {
      role: "supplier",
      companyName: "Leeds Feasts Ltd",
      categories: ["catering"],
    }),
    registerAccount(t.app, {
      role: "supplier",
      companyName: "Plymouth Plates Ltd",
      categories: ["catering"],
    }),
    registerAccount(t.app, {
      role: "supplier",
      companyName: "Petal Works Ltd",
      categories: ["florist"],
    }),
  ]);
  await placeSupplier(caterer, 53.8, -1.55, 50); // Leeds
  await placeSupplier(farCaterer, 50.37, -4.14, 50); // Plymouth
  await placeSupplier(florist, 53.8, -1.55, 50);
});
afterAll(() => t.close());

describe("what each side hears", () => {
  let request: RequestView;
  let quote: QuoteView;

  it("tells suppliers in the request's categories whose service area reaches it", async () => {
    request = await call<RequestView>(organizer, "POST", "/api/requests", {
      title: "Harvest supper",
      description: "Long-table dinner for 80",
      eventDateFrom: "2099-09-20",
      location: "Leeds",
      categories: ["catering"],
    });
    await workLeadAlerts(t.app);
    const heard = (await notificationsOf(caterer)).notifications;
    expect(heard).toEqual([
      expect.objectContaining({
        type: "request",
        title: "New request in your categories",
        linkTo: `/request/${request.id}`,
        read: false,
      }),
    ]);
    expect(heard[0]?.description).toContain("Harvest supper");
    expect((await notificationsOf(farCaterer)).notifications).toEqual([]);
    expect((await notificationsOf(florist)).notifications).toEqual([]);
  });

  it("tells the organizer of a new quote and its total, by email too", async () => {
    // The spec's body: the total is the amount the price states.
    quote = await call<QuoteView>(caterer, "POST", "/api/quotes", {
      requestId: request.id,
      price: "2,400 all in",
      description: "Seasonal three courses",
    });
    const { notifications, unreadCount } = await notificationsOf(organizer);
    expect(unreadCount).toBe(1);
    expect(notifications[0]).toMatchObject({
      type: "quote",
      title: "New quote received",
      description: 'Leeds Feasts Ltd quoted £2,400 (all in) for "Harvest supper".',
      linkTo: `/request/${request.id}`,
    });
    const [email] = await emailsTo(organizer.user.email, 1);
    expect(email?.subject).toBe("New quote for Harvest supper");
    expect(email?.text).toContain(`/request/${request.id}`);
    expect(email?.text).toContain("a quote of £2,400 (all in)");
    expect(email?.html).toContain("Leeds Feasts Ltd");
  });

  it("tells the supplier their quote was accepted, by email too", async () => {
    await call(organizer, "PUT", `/api/quotes/${quote.id}/status`, { status: "accepted" });
    const latest = (await notificationsOf(caterer)).notifications[0];
    expect(latest).toMatchObject({ type: "quote", title: "Quote accepted" });
    // The lead came by email first; then the acceptance.
    const emails = await emailsTo(caterer.user.email, 2);
    expect(emails.map((email) => email.subject)).toContain("New lead: Harvest supper");
    const accepted = emails.find(
      (email) => email.subject === "Your quote for Harvest supper was accepted",
    );
    expect(accepted?.text).toContain("accepted your quote of £2,400 (all in)");
  });

  it("tells a supplier a quote was turned down, without an email", async () => {
    const other = await call<RequestView>(organizer, "POST", "/api/requests", {
      title: "Staff lunch",
      description: "Buffet for 30",
      eventDateFrom: "2099-10-01",
      location: "Leeds",
      categories: ["catering"],
    });
    await workLeadAlerts(t.app);
    const turnedDown = await call<QuoteView>(caterer, "POST", "/api/quotes", {
      requestId: other.id,
      price: "600",
      total: 600,
      description: "Sandwich platters",
    });
    await call(organizer, "PUT", `/api/quotes/${turnedDown.id}/status`, { status: "rejected" });
    expect((await notificationsOf(caterer)).notifications[0]).toMatchObject({
      title: "Quote not accepted",
      linkTo: "/quotes",
    });
    // Staff lunch's lead came by email (the third after Harvest supper's lead and acceptance);
    // turning the quote down sends none.
    const emails = await emailsTo(caterer.user.email, 3);
    expect(emails.map((email) => email.subject)).toContain("New lead: Staff lunch");
    expect(
      emails.some(
        (email) => email.subject.includes("Staff lunch") && !email.subject.startsWith("New lead"),
      ),
    ).toBe(false);
  });

  it("tells the supplier of a review of their booked hire once it shows", async () => {
    // Fourteen days after the event the review shows without the supplier's own.
    await clock.during("2099-10-04T12:00:00Z", () =>
      call(organizer, "POST", "/api/reviews", {
        supplierId: caterer.user.id,
        requestId: request.id,
        rating: 5,
        comment: "Superb food",
      }),
    );
    expect((await notificationsOf(caterer)).notifications[0]).toMatchObject({
      type: "review",
      title: "Review now shown",
      description: "Nia Notified's review of you is now on your profile: 5 out of 5 (Excellent).",
      linkTo: `/supplier/${caterer.user.id}#reviews`,
    });
  });
});
