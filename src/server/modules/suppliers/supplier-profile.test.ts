import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews, users } from "#server/db/schema";
import { SESSION_COOKIE } from "#server/plugins/session";
import { createSession } from "#server/plugins/session-store";
import type { SupplierDetail } from "#shared/contracts/suppliers";
import { SUPPLIER_NOT_FOUND } from "#shared/contracts/suppliers";
import { DELETED_USER_NAME } from "#shared/domain/display-name";
import { createTestApp, type TestApp } from "#tests/support/test-app";

type UserInsert = typeof users.$inferInsert;
type UserRow = typeof users.$inferSelect;

const DAY_MS = 86_400_000;
const FREE_EMAIL = "free.lifetime@supplier.example";
const CONTACT_KEYS = ["phone", "email", "website"] as const;
const SECRETS = ["$argon2id$v=19$SECRETHASH", "cus_SECRET_profile", "sub_SECRET_profile"];

let t: TestApp;
let seq = 0;

async function insertUser(overrides: Partial<UserInsert>): Promise<UserRow> {
  seq += 1;
  const key = `prof${process.pid}x${seq}`;
  const [row] = await t.database.handle.db
    .insert(users)
    .values({
      username: key,
      email: `${key}@example.test`,
      passwordHash: SECRETS[0] ?? "",
      stripeCustomerId: SECRETS[1],
      stripeSubscriptionId: SECRETS[2],
      role: "supplier",
      name: `Person ${seq}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

/** A supplier with every contact detail filled in, so absence is the server's doing. */
function supplierWithContact(label: string, overrides: Partial<UserInsert> = {}) {
  seq += 1;
  return insertUser({
    businessName: `${label} Events Ltd`,
    email: `${label.toLowerCase().replaceAll(" ", ".")}.${seq}@supplier.example`,
    phone: `07700 90${String(seq).padStart(4, "0")}`,
    website: `https://${label.toLowerCase().replaceAll(" ", "-")}.example`,
    address: `${seq} Market Street, Leeds`,
    description: `${label} supplier`,
    categories: ["venue"],
    ...overrides,
  });
}

async function cookieFor(user: UserRow): Promise<string> {
  const { token } = await createSession(t.database.handle.db, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

function profile(url: string, cookie?: string) {
  return t.app.inject({ method: "GET", url, ...(cookie ? { headers: { cookie } } : {}) });
}

async function detail(supplier: UserRow, cookie?: string): Promise<SupplierDetail> {
  const response = await profile(`/api/suppliers/${supplier.id}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  for (const secret of SECRETS) expect(response.body).not.toContain(secret);
  expect(response.body).not.toMatch(/password|stripe|suspend/i);
  return response.json<SupplierDetail>();
}

function expectContactShown(body: SupplierDetail, supplier: UserRow) {
  expect(body.supplier.contactAvailable).toBe(true);
  expect(body.supplier.email).toBe(supplier.email);
  expect(body.supplier.phone).toBe(supplier.phone);
  expect(body.supplier.website).toBe(supplier.website);
  expect(body.supplier.address).toBe(supplier.address);
}

function expectContactWithheld(body: SupplierDetail, supplier: UserRow) {
  expect(body.supplier.contactAvailable).toBe(false);
  for (const key of CONTACT_KEYS) expect(body.supplier).not.toHaveProperty(key);
  // Address is always shown.
  expect(body.supplier.address).toBe(supplier.address);
  const raw = JSON.stringify(body);
  if (supplier.phone) expect(raw).not.toContain(supplier.phone);
  expect(raw).not.toContain(supplier.email);
  if (supplier.website) expect(raw).not.toContain(supplier.website);
}

function expectNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json<{ message: string }>().message).toBe(SUPPLIER_NOT_FOUND);
}

let organizer: UserRow;
let organizerCookie: string;
let otherOrganizer: UserRow;
let otherSupplier: UserRow;
let otherSupplierCookie: string;
let unsubscribed: UserRow;
let subscribed: UserRow;
let expired: UserRow;
let freeAccess: UserRow;
let suspended: UserRow;

beforeAll(async () => {
  t = await createTestApp({
    FREE_ACCESS_EMAILS: `someone@else.example, ${FREE_EMAIL.toUpperCase()}`,
  });
  organizer = await insertUser({ role: "organizer", name: "Olivia Organizer" });
  otherOrganizer = await insertUser({ role: "organizer", name: "Oscar Other" });
  otherSupplier = await supplierWithContact("Other Supplier");
  unsubscribed = await supplierWithContact("Free Plan");
  subscribed = await supplierWithContact("Paid Plan", {
    subscriptionActive: true,
    subscriptionType: "monthly",
    subscriptionExpiry: new Date(Date.now() + 20 * DAY_MS),
    urlSlug: "paid-plan-events",
    avgRating: 3.6,
    reviewCount: 5,
  });
  expired = await supplierWithContact("Lapsed Plan", {
    subscriptionActive: true,
    subscriptionType: "monthly",
    subscriptionExpiry: new Date(Date.now() - DAY_MS),
  });
  freeAccess = await supplierWithContact("Lifetime", {
    email: FREE_EMAIL,
    emailVerifiedAt: new Date(),
  });
  suspended = await supplierWithContact("Suspended", {
    urlSlug: "suspended-supplier",
    subscriptionActive: true,
    subscriptionExpiry: new Date(Date.now() + 20 * DAY_MS),
    suspendedAt: new Date(),
  });
  organizerCookie = await cookieFor(organizer);
  otherSupplierCookie = await cookieFor(otherSupplier);

  const at = (iso: string) => new Date(iso);
  const deletedOrganizer = null;
  await t.database.handle.db.insert(reviews).values([
    {
      supplierId: subscribed.id,
      organizerId: organizer.id,
      rating: 5,
      comment: "Superb",
      createdAt: at("2026-03-01T10:00:00Z"),
    },
    {
      supplierId: subscribed.id,
      organizerId: otherOrganizer.id,
      rating: 4,
      comment: "Very good",
      createdAt: at("2026-04-01T10:00:00Z"),
    },
    {
      supplierId: subscribed.id,
      organizerId: deletedOrganizer,
      rating: 4,
      comment: "Good",
      createdAt: at("2026-02-01T10:00:00Z"),
    },
    {
      supplierId: subscribed.id,
      organizerId: organizer.id,
      rating: 1,
      comment: "Late once",
      createdAt: at("2026-05-01T10:00:00Z"),
    },
    {
      supplierId: subscribed.id,
      organizerId: otherOrganizer.id,
      rating: 2,
      comment: "Hidden by an admin",
      createdAt: at("2026-06-01T10:00:00Z"),
      hiddenAt: new Date(),
      hiddenReason: "abusive",
    },
    {
      supplierId: otherSupplier.id,
      organizerId: organizer.id,
      rating: 3,
      comment: "Someone else's",
      createdAt: at("2026-01-01T10:00:00Z"),
    },
  ]);
}, 60_000);
afterAll(() => t.close());

describe("GET /api/suppliers/:id and /slug/:slug: which suppliers", () => {
  it("answers a supplier's public profile by id and by slug alike", async () => {
    const byId = await detail(subscribed);
    const bySlug = await profile("/api/suppliers/slug/paid-plan-events");
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json<SupplierDetail>()).toEqual(byId);
    expect(byId.supplier).toMatchObject({
      id: subscribed.id,
      name: "Paid Plan Events Ltd",
      username: subscribed.username,
      urlSlug: "paid-plan-events",
      categories: ["venue"],
      avgRating: 3.6,
      reviewCount: 5,
      isSubscribed: true,
    });
  });

  it('answers 404 "Supplier not found." for unknown ids and slugs, organizers and suspended suppliers', async () => {
    expectNotFound(await profile("/api/suppliers/99999999"));
    expectNotFound(await profile("/api/suppliers/slug/no-such-supplier"));
    expectNotFound(await profile(`/api/suppliers/${organizer.id}`));
    expectNotFound(await profile(`/api/suppliers/${organizer.id}`, organizerCookie));
    expectNotFound(await profile(`/api/suppliers/${suspended.id}`));
    expectNotFound(await profile(`/api/suppliers/${suspended.id}`, organizerCookie));
    expectNotFound(await profile("/api/suppliers/slug/suspended-supplier"));
  });

  it("answers 400 to an id that is not a positive whole number", async () => {
    for (const id of ["abc", "0", "-3", "1.5"]) {
      const response = await profile(`/api/suppliers/${id}`);
      expect(response.statusCode, id).toBe(400);
    }
  });
});

describe("GET /api/suppliers/:id: reviews", () => {
  it("lists visible reviews newest first, with the organizer's name, and counts stars", async () => {
    const body = await detail(subscribed);
    expect(
      body.reviews.map((review) => [review.rating, review.comment, review.organizer.name]),
    ).toEqual([
      [1, "Late once", "Olivia Organizer"],
      [4, "Very good", "Oscar Other"],
      [5, "Superb", "Olivia Organizer"],
      [4, "Good", DELETED_USER_NAME],
    ]);
    expect(body.reviews[0]?.organizer.id).toBe(organizer.id);
    expect(body.reviews[3]?.organizer.id).toBeNull();
    expect(JSON.stringify(body)).not.toContain("Hidden by an admin");
    expect(JSON.stringify(body)).not.toContain("Someone else's");
    expect(body.ratingBreakdown).toEqual([1, 0, 0, 2, 1]);
    expect(body.avgRating).toBe(3.6);
    for (const review of body.reviews) {
      expect(Object.keys(review.organizer).sort()).toEqual(["id", "name", "profileImage"]);
      expect(new Date(review.createdAt).toISOString()).toBe(review.createdAt);
    }
  });

  it("answers an empty list and an all-zero breakdown for a supplier without reviews", async () => {
    const body = await detail(unsubscribed);
    expect(body.reviews).toEqual([]);
    expect(body.ratingBreakdown).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("GET /api/suppliers/:id: contact details (docs/product.md §Contact details and public data)", () => {
  it("withholds phone, email and website of an unsubscribed supplier from everyone else", async () => {
    expectContactWithheld(await detail(unsubscribed), unsubscribed);
    expectContactWithheld(await detail(unsubscribed, organizerCookie), unsubscribed);
    expectContactWithheld(await detail(unsubscribed, otherSupplierCookie), unsubscribed);
  });

  it("shows a subscribed supplier's contact details to a logged-in organizer only", async () => {
    expectContactShown(await detail(subscribed, organizerCookie), subscribed);
    expectContactWithheld(await detail(subscribed), subscribed);
    expectContactWithheld(await detail(subscribed, otherSupplierCookie), subscribed);
    const bySlug = await profile("/api/suppliers/slug/paid-plan-events", organizerCookie);
    expectContactShown(bySlug.json<SupplierDetail>(), subscribed);
    const guestBySlug = await profile("/api/suppliers/slug/paid-plan-events");
    expectContactWithheld(guestBySlug.json<SupplierDetail>(), subscribed);
  });

  it("withholds them again once the subscription has expired", async () => {
    const body = await detail(expired, organizerCookie);
    expectContactWithheld(body, expired);
    expect(body.supplier.isSubscribed).toBe(false);
  });

  it("shows them for a supplier with free lifetime access (FREE_ACCESS_EMAILS, any case)", async () => {
    const body = await detail(freeAccess, organizerCookie);
    expectContactShown(body, freeAccess);
    expect(body.supplier.isSubscribed).toBe(true);
    expectContactWithheld(await detail(freeAccess), freeAccess);
  });

  it("shows a supplier their own details, subscribed or not", async () => {
    expectContactShown(await detail(unsubscribed, await cookieFor(unsubscribed)), unsubscribed);
    expectContactShown(await detail(expired, await cookieFor(expired)), expired);
  });

  it("leaves a missing phone out rather than sending null", async () => {
    const noPhone = await supplierWithContact("No Phone", {
      phone: null,
      subscriptionActive: true,
      subscriptionExpiry: new Date(Date.now() + DAY_MS),
    });
    const body = await detail(noPhone, organizerCookie);
    expect(body.supplier.contactAvailable).toBe(true);
    expect(body.supplier).not.toHaveProperty("phone");
    expect(body.supplier.email).toBe(noPhone.email);
  });

  it("never sends a password hash, payment ids or suspension details, whoever asks", async () => {
    for (const cookie of [
      undefined,
      organizerCookie,
      otherSupplierCookie,
      await cookieFor(subscribed),
    ])
      await detail(subscribed, cookie);
  });
});
