import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRequests, quotes, users } from "#server/db/schema";
import type { OrganizerRequestSummary } from "#shared/contracts/organizers";
import type { OrganizerProfile } from "#shared/contracts/users";
import { expectError } from "#tests/support/expect-error";
import {
  confirmEmailOf,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

type Status = (typeof eventRequests.$inferInsert)["status"];

let t: TestApp;
let organizer: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
const requestIds: Record<string, number> = {};

async function insertRequest(organizerId: number, title: string, status: Status, createdAt: Date) {
  const [row] = await t.database.handle.db
    .insert(eventRequests)
    .values({
      organizerId,
      title,
      description: `Private notes about ${title}`,
      eventDate: "2026-12-12",
      eventDateFrom: "2026-12-12",
      location: "The Old Barn, 5 Mill Lane, Manchester M20 2RN",
      budget: "£9,999 secret budget",
      attendees: "120",
      categories: ["venue", "catering"],
      status,
      createdAt,
    })
    .returning();
  if (!row) throw new Error("no request inserted");
  return row.id;
}

async function insertQuote(requestId: number, supplierId: number) {
  await t.database.handle.db.insert(quotes).values({
    requestId,
    supplierId,
    price: "£800",
    service: "catering",
    description: "Our offer",
  });
}

const getProfile = (id: number | string) =>
  t.app.inject({ method: "GET", url: `/api/organizer/${id}` });
const getHistory = (id: number | string) =>
  t.app.inject({ method: "GET", url: `/api/organizer/${id}/requests` });

beforeAll(async () => {
  // Many accounts from one address: the sign-up and password limits have their own tests.
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" });
  [organizer, supplierA, supplierB] = await Promise.all([
    registerAccount(t.app, { name: "Olivia Organiser" }),
    registerAccount(t.app, { role: "supplier" }),
    registerAccount(t.app, { role: "supplier" }),
  ]);
  await t.database.handle.db
    .update(users)
    .set({
      phone: "07700 900456",
      address: "3 Quay Street, Salford M50 3AZ",
      description: "I plan weddings",
    })
    .where(eq(users.id, organizer.user.id));
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  requestIds.oldest = await insertRequest(organizer.user.id, "Spring gala", "completed", day(1));
  requestIds.middle = await insertRequest(organizer.user.id, "Summer party", "cancelled", day(2));
  requestIds.newest = await insertRequest(organizer.user.id, "Winter ball", "active", day(3));
  requestIds.another = await insertRequest(organizer.user.id, "Autumn fair", "completed", day(0));
  await insertQuote(requestIds.newest, supplierA.user.id);
  await insertQuote(requestIds.newest, supplierB.user.id);
  await insertQuote(requestIds.oldest, supplierA.user.id);
});
afterAll(() => t.close());

describe("organizer profile", () => {
  it("shows public fields with counts of all requests and completed ones", async () => {
    const response = await getProfile(organizer.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json<OrganizerProfile>();
    expect(profile).toMatchObject({
      id: organizer.user.id,
      name: "Olivia Organiser",
      role: "organizer",
      town: "Salford",
      description: "I plan weddings",
      requestsCount: 4,
      completedCount: 2,
    });
    expect(profile.createdAt).toBe(organizer.user.createdAt);
  });

  it("never shows contact or account details", async () => {
    const response = await getProfile(organizer.user.id);
    for (const key of ["email", "phone", "website", "passwordHash", "subscriptionActive"])
      expect(response.json()).not.toHaveProperty(key);
    expect(response.body).not.toContain("07700 900456");
    expect(response.body).not.toContain("@example.test");
  });

  it("shows the organizer's town, never their street or postcode", async () => {
    const response = await getProfile(organizer.user.id);
    expect(response.json()).not.toHaveProperty("address");
    expect(response.body).not.toContain("Quay Street");
    expect(response.body).not.toContain("M50");
  });

  it("counts zero for an organizer with no requests", async () => {
    const newcomer = await registerAccount(t.app);
    const profile = (await getProfile(newcomer.user.id)).json<OrganizerProfile>();
    expect([profile.requestsCount, profile.completedCount]).toEqual([0, 0]);
  });

  it("answers 404 for a supplier, an unknown id or a suspended organizer", async () => {
    expectError(await getProfile(supplierA.user.id), 404, "Organizer not found.");
    expectError(await getProfile(999_999), 404, "Organizer not found.");
    const suspended = await registerAccount(t.app);
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    expectError(await getProfile(suspended.user.id), 404, "Organizer not found.");
    expectError(await getProfile("me"), 400);
  });
});

describe("event history", () => {
  it("lists every request newest first with its quote count", async () => {
    const response = await getHistory(organizer.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json<OrganizerRequestSummary[]>();
    expect(history.map((item) => [item.title, item.status, item.quoteCount])).toEqual([
      ["Winter ball", "active", 2],
      ["Summer party", "cancelled", 0],
      ["Spring gala", "completed", 1],
      ["Autumn fair", "completed", 0],
    ]);
    expect(history[0]).toEqual({
      id: requestIds.newest,
      title: "Winter ball",
      eventDate: "2026-12-12",
      town: "Manchester",
      status: "active",
      categories: ["venue", "catering"],
      createdAt: new Date(Date.UTC(2026, 0, 3)).toISOString(),
      quoteCount: 2,
    });
  });

  it("leaves out descriptions, budgets and attendee numbers", async () => {
    const response = await getHistory(organizer.user.id);
    expect(response.body).not.toContain("Private notes");
    expect(response.body).not.toContain("secret budget");
    expect(response.json<Record<string, unknown>[]>()[0]).not.toHaveProperty("attendees");
  });

  it("names each event's town, never its venue's street", async () => {
    const response = await getHistory(organizer.user.id);
    expect(response.body).not.toContain("Mill Lane");
    expect(response.body).not.toContain("Old Barn");
    expect(response.body).not.toContain("M20");
    expect(response.json<OrganizerRequestSummary[]>().map((item) => item.town)).toEqual([
      "Manchester",
      "Manchester",
      "Manchester",
      "Manchester",
    ]);
  });

  it("is empty for an organizer with no requests", async () => {
    const newcomer = await registerAccount(t.app);
    const response = await getHistory(newcomer.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("answers 404 for a supplier or an unknown id", async () => {
    expectError(await getHistory(supplierA.user.id), 404, "Organizer not found.");
    expectError(await getHistory(999_999), 404, "Organizer not found.");
  });
});

describe("an organizer whose email address is not confirmed", () => {
  it("shows none of their requests, nor counts them, until the address is confirmed", async () => {
    const unconfirmed = await registerAccount(t.app, { verified: false });
    await insertRequest(unconfirmed.user.id, "Unconfirmed soirée", "active", new Date());
    await insertRequest(unconfirmed.user.id, "Unconfirmed fête", "completed", new Date());

    const history = await getHistory(unconfirmed.user.id);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toEqual([]);
    const profile = (await getProfile(unconfirmed.user.id)).json<OrganizerProfile>();
    expect([profile.requestsCount, profile.completedCount]).toEqual([0, 0]);

    await confirmEmailOf(t.app, unconfirmed.user.id);
    const confirmed = (await getHistory(unconfirmed.user.id)).json<OrganizerRequestSummary[]>();
    expect(confirmed.map((item) => item.title).sort()).toEqual([
      "Unconfirmed fête",
      "Unconfirmed soirée",
    ]);
    const counted = (await getProfile(unconfirmed.user.id)).json<OrganizerProfile>();
    expect([counted.requestsCount, counted.completedCount]).toEqual([2, 1]);
  });
});
