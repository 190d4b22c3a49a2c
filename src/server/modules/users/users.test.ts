import { existsSync } from "node:fs";
import path from "node:path";
import { eq, inArray, or } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  equipmentOfferings,
  eventRequests,
  featureRequests,
  featureRequestVotes,
  messages,
  notifications,
  organizerReviews,
  pushSubscriptions,
  quotes,
  reviews,
  savedSuppliers,
  sessions,
  users,
} from "#server/db/schema";
import { SESSION_COOKIE } from "#server/plugins/session";
import type { AccountExport } from "#shared/contracts/account-export";
import type { SupplierDetail } from "#shared/contracts/suppliers";
import type { PublicUser } from "#shared/contracts/users";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import { expectError } from "#tests/support/expect-error";
import { multipartOf } from "#tests/support/multipart";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const PUBLIC_USER_FIELDS = [
  "coverImage",
  "createdAt",
  "description",
  "id",
  "name",
  "profileImage",
  "role",
  "town",
  "urlSlug",
  "username",
].sort();

const WRONG_PASSWORD = "That password is not correct.";
const STRIPE_CUSTOMER = "cus_SECRET_export_4242";
const PUSH_ENDPOINT = "https://push.example.test/send/SECRET-device-path-4242";
const PUSH_P256DH = "BSECRETp256dhKeyForExport4242";
const PUSH_AUTH = "SECRETauth4242";

let t: TestApp;
const db = () => t.database.handle.db;

async function setContactDetails(userId: number) {
  await db()
    .update(users)
    .set({
      phone: "07700 900789",
      website: "https://private-site.example",
      address: "Flat 2, 14 Oak Road, Leeds LS6 2AB",
      stripeCustomerId: STRIPE_CUSTOMER,
      stripeSubscriptionId: "sub_SECRET_export_4242",
    })
    .where(eq(users.id, userId));
}

async function uploadProfileImage(account: TestAccount): Promise<string> {
  const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#123" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("profileImage", new Blob([new Uint8Array(image)], { type: "image/png" }), "me.png");
  const encoded = new Response(form);
  const response = await injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/upload/profile-image",
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
}

/** An organizer's request with the supplier's accepted quote and the organizer's review of it. */
async function bookAndReview(organizerId: number, supplierId: number, comment: string) {
  const [request] = await db()
    .insert(eventRequests)
    .values({
      organizerId,
      title: "Garden wedding",
      description: "Ceremony and reception for 80 guests",
      eventDate: "2026-07-04",
      eventDateFrom: "2026-07-04",
      location: "York",
      categories: ["venue"],
      status: "completed",
    })
    .returning();
  if (!request) throw new Error("no request");
  const [quote] = await db()
    .insert(quotes)
    .values({
      requestId: request.id,
      supplierId,
      price: "£1,250",
      service: "photography",
      description: "Full day hire",
      status: "accepted",
    })
    .returning();
  const [review] = await db()
    .insert(reviews)
    .values({ supplierId, organizerId, requestId: request.id, rating: 5, comment })
    .returning();
  if (!quote || !review) throw new Error("no quote or review");
  await db().update(users).set({ avgRating: 5, reviewCount: 1 }).where(eq(users.id, supplierId));
  return { request, quote, review };
}

const deleteAccount = (account: TestAccount, password: unknown) =>
  injectAs(t.app, account.cookie, {
    method: "DELETE",
    url: "/api/auth/account",
    payload: { password },
  });

beforeAll(async () => {
  // Many accounts from one address: the sign-up and password limits have their own tests.
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

describe("GET /api/users/:id", () => {
  it("shows public fields only: no email, phone, website or payment ids", async () => {
    const organizer = await registerAccount(t.app, { name: "Pat Public" });
    await setContactDetails(organizer.user.id);
    const response = await t.app.inject({ method: "GET", url: `/api/users/${organizer.user.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json<PublicUser>();
    expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_FIELDS);
    expect(user).toMatchObject({
      id: organizer.user.id,
      name: "Pat Public",
      username: organizer.user.username,
      role: "organizer",
      town: "Leeds",
    });
    for (const secret of [
      organizer.user.email,
      "Oak Road",
      "LS6",
      "07700 900789",
      "private-site.example",
      STRIPE_CUSTOMER,
      "$argon2",
    ])
      expect(response.body).not.toContain(secret);
  });

  it("names a supplier by their business name and hides their contact details too", async () => {
    const supplier = await registerAccount(t.app, {
      role: "supplier",
      companyName: "Bright Lights Ltd",
    });
    await setContactDetails(supplier.user.id);
    const response = await t.app.inject({ method: "GET", url: `/api/users/${supplier.user.id}` });
    expect(response.json<PublicUser>().name).toBe("Bright Lights Ltd");
    expect(Object.keys(response.json()).sort()).toEqual(PUBLIC_USER_FIELDS);
    expect(response.body).not.toContain("07700 900789");
    expect(response.body).not.toContain(supplier.user.email);
  });

  it("answers 404 for an unknown or suspended user and 400 for a bad id", async () => {
    const suspended = await registerAccount(t.app);
    await db()
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    for (const id of [999_999, suspended.user.id])
      expectError(
        await t.app.inject({ method: "GET", url: `/api/users/${id}` }),
        404,
        "User not found.",
      );
    expectError(await t.app.inject({ method: "GET", url: "/api/users/abc" }), 400);
  });

  it("shows no town when the address names none, rather than any part of the street", async () => {
    const organizer = await registerAccount(t.app);
    await db()
      .update(users)
      .set({ address: "Rose Cottage, 7 Church Lane" })
      .where(eq(users.id, organizer.user.id));
    const response = await t.app.inject({ method: "GET", url: `/api/users/${organizer.user.id}` });
    expect(response.json<PublicUser>().town).toBeNull();
    expect(response.body).not.toContain("Church Lane");
  });

  it("answers 404 for an admin, as for someone who does not exist", async () => {
    const [admin] = await db()
      .insert(users)
      .values({
        username: `hidden_admin_${process.pid}`,
        email: `hidden_admin_${process.pid}@example.test`,
        passwordHash: "not-a-real-hash",
        role: "admin",
        name: "Hidden Admin",
      })
      .returning({ id: users.id });
    if (!admin) throw new Error("no admin");
    const response = await t.app.inject({ method: "GET", url: `/api/users/${admin.id}` });
    expectError(response, 404, "User not found.");
    expect(response.body).not.toContain("Hidden Admin");
  });
});

describe("DELETE /api/auth/account", () => {
  it("answers 401 to guests", async () => {
    expectError(
      await t.app.inject({
        method: "DELETE",
        url: "/api/auth/account",
        payload: { password: "whatever" },
      }),
      401,
    );
  });

  it("asks for the password when none is given", async () => {
    const account = await registerAccount(t.app);
    expectError(await deleteAccount(account, ""), 400, "Please enter your password to confirm.");
    expectError(await deleteAccount(account, undefined), 400);
    expect((await db().select().from(users).where(eq(users.id, account.user.id))).length).toBe(1);
  });

  it("refuses a wrong password with 403 and keeps the account and its session", async () => {
    const account = await registerAccount(t.app);
    expectError(await deleteAccount(account, "not-my-password"), 403, WRONG_PASSWORD);
    const me = await injectAs(t.app, account.cookie, { method: "GET", url: "/api/auth/me" });
    expect(me.statusCode).toBe(200);
  });

  describe("an organizer deleting their account", () => {
    let organizer: TestAccount;
    let supplier: TestAccount;
    let response: LightMyRequestResponse;
    let reviewId: number;
    let requestId: number;
    let quoteId: number;
    let messageIds: number[];
    let uploadedUrl: string;
    let othersFeatureRequestId: number;
    let ownFeatureRequestId: number;

    beforeAll(async () => {
      [organizer, supplier] = await Promise.all([
        registerAccount(t.app, { name: "Dana Departing" }),
        registerAccount(t.app, { role: "supplier", companyName: "Stays Behind Ltd" }),
      ]);
      const voter = await registerAccount(t.app);
      const booked = await bookAndReview(organizer.user.id, supplier.user.id, "Superb venue");
      reviewId = booked.review.id;
      requestId = booked.request.id;
      quoteId = booked.quote.id;
      const sent = await db()
        .insert(messages)
        .values([
          { senderId: organizer.user.id, receiverId: supplier.user.id, content: "Hello!" },
          { senderId: supplier.user.id, receiverId: organizer.user.id, content: "Hi Dana" },
        ])
        .returning();
      messageIds = sent.map((message) => message.id);
      await db()
        .insert(savedSuppliers)
        .values({ organizerId: organizer.user.id, supplierId: supplier.user.id });
      await db().insert(notifications).values({
        userId: organizer.user.id,
        type: "quote",
        title: "New quote",
        description: "You have a new quote",
      });
      const [theirs, mine] = await db()
        .insert(featureRequests)
        .values([
          {
            userId: voter.user.id,
            title: "Dark mode",
            description: "Please",
            category: "ui",
            votes: 2,
          },
          {
            userId: organizer.user.id,
            title: "Calendar sync",
            description: "iCal",
            category: "integration",
          },
        ])
        .returning();
      if (!theirs || !mine) throw new Error("no feature requests");
      othersFeatureRequestId = theirs.id;
      ownFeatureRequestId = mine.id;
      await db()
        .insert(featureRequestVotes)
        .values([
          { featureRequestId: theirs.id, userId: organizer.user.id },
          { featureRequestId: theirs.id, userId: voter.user.id },
        ]);
      uploadedUrl = await uploadProfileImage(organizer);

      response = await deleteAccount(organizer, organizer.password);
    });

    it("answers with a message and clears the session cookie", () => {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: "Your account has been deleted." });
      const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
      expect(cleared?.value).toBe("");
      expect((cleared?.expires?.getTime() ?? Number.POSITIVE_INFINITY) < Date.now()).toBe(true);
    });

    it("removes the user, their sessions and their personal data", async () => {
      expect(await db().select().from(users).where(eq(users.id, organizer.user.id))).toEqual([]);
      expect(
        await db().select().from(sessions).where(eq(sessions.userId, organizer.user.id)),
      ).toEqual([]);
      expect(
        await db().select().from(eventRequests).where(eq(eventRequests.id, requestId)),
      ).toEqual([]);
      expect(await db().select().from(quotes).where(eq(quotes.id, quoteId))).toEqual([]);
      expect(
        await db()
          .select()
          .from(savedSuppliers)
          .where(eq(savedSuppliers.organizerId, organizer.user.id)),
      ).toEqual([]);
      expect(
        await db().select().from(notifications).where(eq(notifications.userId, organizer.user.id)),
      ).toEqual([]);
    });

    it("ends the old session and the old password no longer signs in", async () => {
      const me = await injectAs(t.app, organizer.cookie, { method: "GET", url: "/api/auth/me" });
      expect(me.statusCode).toBe(401);
      const login = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: organizer.user.username, password: organizer.password },
      });
      expect(login.statusCode).toBe(401);
    });

    it("deletes their uploaded files", () => {
      const folder = path.join(t.config.dataDir, "uploads", String(organizer.user.id));
      expect(uploadedUrl.startsWith(`/uploads/${organizer.user.id}/`)).toBe(true);
      expect(existsSync(folder)).toBe(false);
    });

    it("keeps their review, shown on the supplier's page by 'Deleted user'", async () => {
      const [review] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
      expect(review).toMatchObject({ organizerId: null, comment: "Superb venue", rating: 5 });
      const page = await t.app.inject({ method: "GET", url: `/api/suppliers/${supplier.user.id}` });
      expect(page.statusCode, page.body).toBe(200);
      const detail = page.json<SupplierDetail>();
      const shown = detail.reviews.find((item) => item.id === reviewId);
      expect(shown?.comment).toBe("Superb venue");
      expect(shown?.organizer).toEqual({ id: null, name: "Deleted user", profileImage: null });
      expect(page.body).not.toContain("Dana Departing");
    });

    it("keeps the messages, with the deleted side emptied", async () => {
      const kept = await db().select().from(messages).where(inArray(messages.id, messageIds));
      expect(
        kept.map((message) => [message.content, message.senderId, message.receiverId]).sort(),
      ).toEqual(
        [
          ["Hello!", null, supplier.user.id],
          ["Hi Dana", supplier.user.id, null],
        ].sort(),
      );
    });

    it("takes back their feature-request votes and keeps their suggestions anonymously", async () => {
      const rows = await db()
        .select()
        .from(featureRequests)
        .where(
          or(
            eq(featureRequests.id, othersFeatureRequestId),
            eq(featureRequests.id, ownFeatureRequestId),
          ),
        );
      expect(rows.find((row) => row.id === othersFeatureRequestId)?.votes).toBe(1);
      expect(rows.find((row) => row.id === ownFeatureRequestId)?.userId).toBeNull();
    });
  });

  it("removes a supplier's offerings and public profile with the account", async () => {
    const supplier = await registerAccount(t.app, { role: "supplier" });
    const created = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/equipment-offerings",
      payload: { title: "Stage", description: "8 x 4 m stage", category: "av_equipment" },
    });
    expect(created.statusCode).toBe(201);
    expect((await deleteAccount(supplier, supplier.password)).statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(equipmentOfferings)
        .where(eq(equipmentOfferings.supplierId, supplier.user.id)),
    ).toEqual([]);
    const page = await t.app.inject({ method: "GET", url: `/api/suppliers/${supplier.user.id}` });
    expect(page.statusCode).toBe(404);
    const card = await t.app.inject({ method: "GET", url: `/api/users/${supplier.user.id}` });
    expect(card.statusCode).toBe(404);
  });

  it("limits password attempts (429)", async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: "2" });
    try {
      const account = await registerAccount(limited.app);
      const attempt = () =>
        injectAs(limited.app, account.cookie, {
          method: "DELETE",
          url: "/api/auth/account",
          payload: { password: "guess-guess" },
        });
      expect((await attempt()).statusCode).toBe(403);
      expect((await attempt()).statusCode).toBe(403);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/auth/export", () => {
  it("answers 401 to guests", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/auth/export" }), 401);
  });

  describe("an organizer's download", () => {
    let organizer: TestAccount;
    let supplier: TestAccount;
    let response: LightMyRequestResponse;
    let data: AccountExport;

    beforeAll(async () => {
      [organizer, supplier] = await Promise.all([
        registerAccount(t.app, { name: "Erin Export" }),
        registerAccount(t.app, { role: "supplier", companyName: "Quiet Supplier Ltd" }),
      ]);
      await setContactDetails(supplier.user.id);
      await setContactDetails(organizer.user.id);
      await bookAndReview(organizer.user.id, supplier.user.id, "Lovely people");
      await db()
        .insert(messages)
        .values([
          { senderId: organizer.user.id, receiverId: supplier.user.id, content: "Are you free?" },
          { senderId: supplier.user.id, receiverId: organizer.user.id, content: "We are!" },
        ]);
      await db()
        .insert(savedSuppliers)
        .values({ organizerId: organizer.user.id, supplierId: supplier.user.id });
      await db().insert(notifications).values({
        userId: organizer.user.id,
        type: "quote",
        title: "Quote accepted",
        description: "You accepted a quote",
      });
      await db().insert(featureRequests).values({
        userId: organizer.user.id,
        title: "Export to calendar",
        description: "Please",
        category: "integration",
      });
      await db().insert(pushSubscriptions).values({
        userId: organizer.user.id,
        endpoint: PUSH_ENDPOINT,
        p256dh: PUSH_P256DH,
        auth: PUSH_AUTH,
      });
      const preferences = await injectAs(t.app, organizer.cookie, {
        method: "GET",
        url: "/api/alert-preferences",
      });
      const saved = await injectAs(t.app, organizer.cookie, {
        method: "PUT",
        url: "/api/alert-preferences",
        payload: { ...preferences.json<object>(), quietHours: { from: "22:00", to: "07:00" } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      response = await injectAs(t.app, organizer.cookie, {
        method: "GET",
        url: "/api/auth/export",
      });
      data = response.json<AccountExport>();
    });

    it("downloads as a JSON attachment named after the username", () => {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="eventeazy-data-${organizer.user.username}.json"`,
      );
      expect(response.headers["cache-control"]).toBe("private, no-store");
    });

    it("holds their profile, requests, quotes, reviews, messages, bookmarks and more", () => {
      expect(data.profile).toMatchObject({
        id: organizer.user.id,
        email: organizer.user.email,
        name: "Erin Export",
        phone: "07700 900789",
      });
      expect(data.requests.map((request) => request.title)).toEqual(["Garden wedding"]);
      expect(data.quotesReceived).toHaveLength(1);
      expect(data.quotesReceived[0]).toMatchObject({
        price: "£1,250",
        status: "accepted",
        supplier: { id: supplier.user.id, name: "Quiet Supplier Ltd" },
      });
      expect(data.reviewsWritten[0]).toMatchObject({
        comment: "Lovely people",
        supplier: { id: supplier.user.id, name: "Quiet Supplier Ltd" },
      });
      expect(data.messagesSent.map((message) => [message.content, message.to.id])).toEqual([
        ["Are you free?", supplier.user.id],
      ]);
      expect(data.messagesReceived.map((message) => [message.content, message.from.id])).toEqual([
        ["We are!", supplier.user.id],
      ]);
      expect(data.savedSuppliers.map((saved) => saved.supplier.id)).toEqual([supplier.user.id]);
      expect(data.notifications.map((item) => item.title)).toEqual(["Quote accepted"]);
      expect(data.featureRequests.map((item) => item.title)).toEqual(["Export to calendar"]);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.alertPreferences.quietHours).toEqual({ from: "22:00", to: "07:00" });
      expect(data.alertPreferences.leads).toMatchObject({ push: expect.any(Boolean) });
    });

    it("holds every part, in the file's order, and nothing of the parts they have no part in", () => {
      expect(Object.keys(data)).toEqual([
        "exportedAt",
        "profile",
        "sessions",
        "requests",
        "quotesSent",
        "quotesReceived",
        "reviewsWritten",
        "reviewsReceived",
        "organizerReviewsWritten",
        "organizerReviewsReceived",
        "reviewsReported",
        "messagesSent",
        "messagesReceived",
        "equipmentOfferings",
        "savedSuppliers",
        "notifications",
        "featureRequests",
        "featureRequestVotes",
        "couponsUsed",
        "passwordResets",
        "complianceBadges",
        "unavailableDays",
        "calendarFeedCreatedAt",
        "alertPreferences",
        "pushSubscriptions",
      ]);
      expect(data.quotesSent).toEqual([]);
      expect(data.reviewsReceived).toEqual([]);
      expect(data.organizerReviewsWritten).toEqual([]);
      expect(data.organizerReviewsReceived).toEqual([]);
      expect(data.reviewsReported).toEqual([]);
      expect(data.equipmentOfferings).toEqual([]);
      expect(data.featureRequestVotes).toEqual([]);
      expect(data.couponsUsed).toEqual([]);
      expect(data.passwordResets).toEqual([]);
      expect(data.complianceBadges).toEqual([]);
      expect(data.unavailableDays).toEqual([]);
      expect(data.calendarFeedCreatedAt).toBeNull();
    });

    it("names their push devices by the push service's host, never the address or keys", () => {
      expect(data.pushSubscriptions).toEqual([
        { host: "push.example.test", createdAt: expect.any(String), lastSuccessAt: null },
      ]);
      expect(response.body).not.toContain(new URL(PUSH_ENDPOINT).pathname);
      expect(response.body).not.toContain(PUSH_P256DH);
      expect(response.body).not.toContain(PUSH_AUTH);
    });

    it("never holds a password hash, session token hashes or payment ids", () => {
      expect(response.body).not.toContain("$argon2");
      expect(response.body).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash/);
      expect(response.body).not.toContain(STRIPE_CUSTOMER);
      for (const session of data.sessions)
        expect(Object.keys(session).sort()).toEqual(
          ["createdAt", "expiresAt", "lastSeenAt", "userAgent"].sort(),
        );
    });

    it("shows other people by id and name only, never their private fields", () => {
      expect(Object.keys(data.quotesReceived[0]?.supplier ?? {}).sort()).toEqual(["id", "name"]);
      expect(response.body).not.toContain(supplier.user.email);
      expect(response.body).not.toContain(supplier.user.username);
      // The organizer's own phone is the same test number, so count: it appears once, in the profile.
      expect(response.body.split("07700 900789")).toHaveLength(2);
    });
  });

  it("holds a supplier's quotes sent, reviews received and offerings", async () => {
    const [organizer, supplier] = await Promise.all([
      registerAccount(t.app, { name: "Otto Organizer" }),
      registerAccount(t.app, { role: "supplier" }),
    ]);
    const { review } = await bookAndReview(organizer.user.id, supplier.user.id, "Would book again");
    await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: `/api/reviews/${review.id}/reply`,
      payload: { text: "Thank you, Otto!" },
    });
    await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: `/api/reviews/${review.id}/report`,
      payload: { reason: "Names our staff" },
    });
    const created = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/equipment-offerings",
      payload: { title: "Dance floor", description: "LED dance floor", category: "decor" },
    });
    expect(created.statusCode).toBe(201);
    const blockedDay = addDays(ukToday(), 10);
    const blocked = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/availability/changes",
      payload: { from: blockedDay, available: false },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const feed = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/availability/feed",
    });
    expect(feed.statusCode, feed.body).toBe(201);
    const badgeForm = await multipartOf(
      [
        {
          field: "evidence",
          data: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
          filename: "certificate.pdf",
          type: "application/pdf",
        },
      ],
      { badge: JSON.stringify({ kind: "pat", testDate: addDays(ukToday(), -20) }) },
    );
    const badge = await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/badges",
      payload: badgeForm.payload,
      headers: badgeForm.headers,
    });
    expect(badge.statusCode, badge.body).toBe(201);
    const response = await injectAs(t.app, supplier.cookie, {
      method: "GET",
      url: "/api/auth/export",
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<AccountExport>();
    expect(data.profile.role).toBe("supplier");
    expect(data.quotesSent[0]).toMatchObject({
      price: "£1,250",
      request: { title: "Garden wedding" },
    });
    expect(data.reviewsReceived[0]).toMatchObject({
      comment: "Would book again",
      hidden: false,
      organizer: { id: organizer.user.id, name: "Otto Organizer" },
      reply: { text: "Thank you, Otto!" },
    });
    expect(data.reviewsReported).toMatchObject([
      { reviewId: review.id, reason: "Names our staff" },
    ]);
    expect(data.equipmentOfferings.map((offering) => offering.title)).toEqual(["Dance floor"]);
    expect(data.unavailableDays).toEqual([{ date: blockedDay, reason: "blocked", quoteId: null }]);
    expect(data.calendarFeedCreatedAt).toBe(feed.json<{ createdAt: string }>().createdAt);
    expect(data.complianceBadges).toMatchObject([
      { kind: "pat", status: "pending", evidenceName: "certificate.pdf" },
    ]);
    // The feed's secret is never kept, so it can't be exported either.
    expect(response.body).not.toContain(new URL(feed.json<{ url: string }>().url).pathname);
    expect(data.requests).toEqual([]);
    expect(response.body).not.toContain(organizer.user.email);
  });
});

describe("reviews of organizers in the download", () => {
  it("holds the supplier's review as written and the organizer's as received, with the reply", async () => {
    const [organizer, supplier] = await Promise.all([
      registerAccount(t.app, { name: "Olive Organizer" }),
      registerAccount(t.app, { role: "supplier", companyName: "Frank Florals" }),
    ]);
    const { request } = await bookAndReview(organizer.user.id, supplier.user.id, "Lovely");
    const requestId = request.id;
    const repliedAt = new Date("2026-07-02T09:00:00Z");
    const [written] = await db()
      .insert(organizerReviews)
      .values({
        organizerId: organizer.user.id,
        supplierId: supplier.user.id,
        requestId,
        rating: 4,
        comment: "Clear brief, paid on time",
        shownAt: new Date("2026-07-01T09:00:00Z"),
        showsOn: "2026-07-01",
        reply: "Thank you, Frank!",
        replyCreatedAt: repliedAt,
        replyUpdatedAt: repliedAt,
      })
      .returning();
    const reply = {
      text: "Thank you, Frank!",
      createdAt: repliedAt.toISOString(),
      updatedAt: repliedAt.toISOString(),
    };
    const shared = {
      id: written?.id,
      bookingId: null,
      requestId,
      rating: 4,
      comment: "Clear brief, paid on time",
      createdAt: expect.any(String),
      shownAt: "2026-07-01T09:00:00.000Z",
      hidden: false,
      reply,
    };
    const exportOf = async (cookie: string) => {
      const response = await injectAs(t.app, cookie, { method: "GET", url: "/api/auth/export" });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AccountExport>();
    };
    const ofSupplier = await exportOf(supplier.cookie);
    expect(ofSupplier.organizerReviewsWritten).toEqual([
      { ...shared, organizer: { id: organizer.user.id, name: "Olive Organizer" } },
    ]);
    expect(ofSupplier.organizerReviewsReceived).toEqual([]);
    const ofOrganizer = await exportOf(organizer.cookie);
    expect(ofOrganizer.organizerReviewsReceived).toEqual([
      { ...shared, supplier: { id: supplier.user.id, name: "Frank Florals" } },
    ]);
    expect(ofOrganizer.organizerReviewsWritten).toEqual([]);
  });
});

describe("API description", () => {
  it("lists every call of these modules in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    const expected: Array<[string, string]> = [
      ["/api/users/{id}", "get"],
      ["/api/auth/account", "delete"],
      ["/api/auth/export", "get"],
      ["/api/organizer/{id}", "get"],
      ["/api/organizer/{id}/requests", "get"],
      ["/api/saved-suppliers/", "get"],
      ["/api/saved-suppliers/{supplierId}", "put"],
      ["/api/saved-suppliers/{supplierId}", "delete"],
      ["/api/equipment-offerings/supplier/{id}", "get"],
      ["/api/equipment-offerings/", "post"],
      ["/api/equipment-offerings/{id}", "put"],
      ["/api/equipment-offerings/{id}", "delete"],
    ];
    for (const [route, method] of expected)
      expect(doc.paths[route]?.[method]?.summary, `${method} ${route}`).toBeTruthy();
  });
});
