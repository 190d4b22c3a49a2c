import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featureRequests, featureRequestVotes, users } from "#server/db/schema";
import type {
  CreateFeatureRequestBody,
  FeatureRequestList,
  FeatureRequestView,
} from "#shared/contracts/feature-requests";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const REQUIRED = "Please fill in all required fields.";
const ALREADY_VOTED = "You have already voted for this request.";

let t: TestApp;
let organizer: TestAccount;
let supplier: TestAccount;
let voter: TestAccount;

const validBody: CreateFeatureRequestBody = {
  title: "Export my quotes as a spreadsheet",
  description: "A CSV of every quote I have received, for my records.",
  category: "functionality",
  priority: "high",
};

const submit = (account: TestAccount, payload: Record<string, unknown>) =>
  injectAs(t.app, account.cookie, { method: "POST", url: "/api/feature-requests", payload });
const vote = (account: TestAccount, id: number | string) =>
  injectAs(t.app, account.cookie, {
    method: "POST",
    url: `/api/feature-requests/${id}/vote`,
    payload: {},
  });
const listAs = (account: TestAccount | null) =>
  account
    ? injectAs(t.app, account.cookie, { method: "GET", url: "/api/feature-requests" })
    : t.app.inject({ method: "GET", url: "/api/feature-requests" });

async function listed(account: TestAccount | null): Promise<FeatureRequestList> {
  const response = await listAs(account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeatureRequestList>();
}

async function created(account: TestAccount, payload: Partial<CreateFeatureRequestBody> = {}) {
  const response = await submit(account, { ...validBody, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FeatureRequestView>();
}

async function voteRows(featureRequestId: number) {
  return t.database.handle.db
    .select()
    .from(featureRequestVotes)
    .where(eq(featureRequestVotes.featureRequestId, featureRequestId));
}

beforeAll(async () => {
  // Many accounts from one address: the sign-up and password limits have their own tests.
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" });
  [organizer, supplier, voter] = await Promise.all([
    registerAccount(t.app, { name: "Priya Shah" }),
    registerAccount(t.app, { role: "supplier", companyName: "Harbour Lights Ltd" }),
    registerAccount(t.app),
  ]);
});
afterAll(() => t.close());

describe("guests", () => {
  it("may read the board, having voted for nothing", async () => {
    const request = await created(organizer, { title: "Seen by guests" });
    const item = (await listed(null)).find((entry) => entry.id === request.id);
    expect(item).toMatchObject({ title: "Seen by guests", hasVoted: false });
  });

  it("answer 401 when submitting or voting, and nothing changes", async () => {
    const request = await created(organizer, { title: "Guests cannot vote" });
    expectError(
      await t.app.inject({ method: "POST", url: "/api/feature-requests", payload: validBody }),
      401,
    );
    expectError(
      await t.app.inject({
        method: "POST",
        url: `/api/feature-requests/${request.id}/vote`,
        payload: {},
      }),
      401,
    );
    expect(await voteRows(request.id)).toEqual([]);
    const titles = (await listed(null)).map((entry) => entry.title);
    expect(titles).not.toContain(validBody.title);
  });
});

describe("submitting", () => {
  it("answers 201 with the new request: pending, no votes, by its author", async () => {
    const response = await submit(organizer, {
      ...validBody,
      title: "  Calendar sync  ",
      description: "  Add accepted bookings to my calendar.  ",
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<FeatureRequestView>();
    expect(item).toEqual({
      id: expect.any(Number),
      title: "Calendar sync",
      description: "Add accepted bookings to my calendar.",
      category: "functionality",
      priority: "high",
      status: "pending",
      votes: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      authorName: "Priya Shah",
      hasVoted: false,
    });
    expect(Date.now() - Date.parse(item.createdAt)).toBeLessThan(60_000);
  });

  it("is open to suppliers too, shown by their business name", async () => {
    const item = await created(supplier, { title: "Quote templates", category: "ui" });
    expect(item).toMatchObject({ authorName: "Harbour Lights Ltd", category: "ui" });
  });

  it("defaults the priority to medium when none or null is sent", async () => {
    const { priority: _omitted, ...withoutPriority } = validBody;
    for (const payload of [withoutPriority, { ...validBody, priority: null }]) {
      const response = await submit(organizer, payload);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<FeatureRequestView>().priority).toBe("medium");
    }
  });

  it("accepts every category and priority", async () => {
    for (const category of [
      "ui",
      "functionality",
      "integration",
      "performance",
      "mobile",
      "other",
    ] as const)
      expect((await created(voter, { title: `Category ${category}`, category })).category).toBe(
        category,
      );
    for (const priority of ["low", "medium", "high"] as const)
      expect((await created(voter, { title: `Priority ${priority}`, priority })).priority).toBe(
        priority,
      );
  });

  it("asks for the title, description and category", async () => {
    const { title: _t, ...noTitle } = validBody;
    const { description: _d, ...noDescription } = validBody;
    const { category: _c, ...noCategory } = validBody;
    for (const payload of [
      noTitle,
      noDescription,
      noCategory,
      { ...validBody, title: "   " },
      { ...validBody, description: "\n\t " },
      { ...validBody, category: "" },
      {},
    ])
      expectError(await submit(voter, payload), 400, REQUIRED);
  });

  it("refuses an unknown category or priority", async () => {
    expectError(
      await submit(voter, { ...validBody, category: "design" }),
      400,
      "Please choose a category from the list.",
    );
    expectError(
      await submit(voter, { ...validBody, priority: "urgent" }),
      400,
      "Please choose low, medium or high priority.",
    );
  });

  it("keeps titles to 120 characters and descriptions to 2,000", async () => {
    expect((await created(voter, { title: "t".repeat(120) })).title).toHaveLength(120);
    expectError(
      await submit(voter, { ...validBody, title: "t".repeat(121) }),
      400,
      "Title must be at most 120 characters.",
    );
    expect((await created(voter, { description: "d".repeat(2000) })).description).toHaveLength(
      2000,
    );
    expectError(
      await submit(voter, { ...validBody, description: "d".repeat(2001) }),
      400,
      "Description must be at most 2,000 characters.",
    );
  });

  it("ignores a status, vote count or author sent by the client", async () => {
    const item = await created(voter, {
      title: "Self-promoted",
      ...{ status: "completed", votes: 500, userId: organizer.user.id, authorName: "Admin" },
    });
    expect(item).toMatchObject({ status: "pending", votes: 0, authorName: "Test Person" });
  });
});

describe("voting", () => {
  it("records a vote: the count goes up and the voter sees it as theirs", async () => {
    const request = await created(organizer, { title: "Vote for me" });
    const response = await vote(voter, request.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FeatureRequestView>()).toMatchObject({
      id: request.id,
      votes: 1,
      hasVoted: true,
    });
    const mine = (await listed(voter)).find((entry) => entry.id === request.id);
    expect(mine).toMatchObject({ votes: 1, hasVoted: true });
    const theirs = (await listed(organizer)).find((entry) => entry.id === request.id);
    expect(theirs).toMatchObject({ votes: 1, hasVoted: false });
    expect((await listed(null)).find((entry) => entry.id === request.id)?.hasVoted).toBe(false);
  });

  it("answers 409 to a second vote by the same user and counts it once", async () => {
    const request = await created(organizer, { title: "Only once" });
    expect((await vote(voter, request.id)).statusCode).toBe(200);
    expectError(await vote(voter, request.id), 409, ALREADY_VOTED);
    expect((await listed(voter)).find((entry) => entry.id === request.id)?.votes).toBe(1);
    expect(await voteRows(request.id)).toHaveLength(1);
  });

  it("lets authors vote for their own request", async () => {
    const request = await created(organizer, { title: "My own idea" });
    const response = await vote(organizer, request.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FeatureRequestView>().votes).toBe(1);
  });

  it("answers 404 for an unknown request and 400 for an id that cannot be one", async () => {
    expectError(await vote(voter, 999_999), 404, "Feature request not found.");
    expectError(await vote(voter, "abc"), 400);
    expectError(await vote(voter, 0), 400);
  });

  it("counts 10 parallel votes by the same user once", async () => {
    const request = await created(organizer, { title: "Parallel clicks" });
    const responses = await Promise.all(Array.from({ length: 10 }, () => vote(voter, request.id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expectError(response, 409, ALREADY_VOTED);
    expect((await listed(voter)).find((entry) => entry.id === request.id)?.votes).toBe(1);
    expect(await voteRows(request.id)).toHaveLength(1);
  });

  it("counts parallel votes from different users, every one", async () => {
    const request = await created(organizer, { title: "Popular idea" });
    const voters = await Promise.all(Array.from({ length: 8 }, () => registerAccount(t.app)));
    const responses = await Promise.all(voters.map((account) => vote(account, request.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect((await listed(null)).find((entry) => entry.id === request.id)?.votes).toBe(8);
    expect(await voteRows(request.id)).toHaveLength(8);
  });
});

describe("the list", () => {
  it("puts the most voted first, and newest first among equals", async () => {
    const [first, second] = await Promise.all([registerAccount(t.app), registerAccount(t.app)]);
    const oldest = await created(organizer, { title: "Oldest, one vote" });
    const popular = await created(organizer, { title: "Two votes" });
    const older = await created(organizer, { title: "Older, no votes" });
    const middle = await created(organizer, { title: "Newer, one vote" });
    const newest = await created(organizer, { title: "Newest, no votes" });
    for (const [account, id] of [
      [first, popular.id],
      [second, popular.id],
      [first, oldest.id],
      [second, middle.id],
    ] as const)
      expect((await vote(account, id)).statusCode).toBe(200);
    // Other tests share the board; the relative order of these five is what counts.
    const ours = new Set([oldest.id, popular.id, older.id, middle.id, newest.id]);
    const order = (await listed(null))
      .filter((entry) => ours.has(entry.id))
      .map((entry) => [entry.title, entry.votes]);
    expect(order).toEqual([
      [popular.title, 2],
      [middle.title, 1],
      [oldest.title, 1],
      [newest.title, 0],
      [older.title, 0],
    ]);
  });

  it("shows a deleted author as 'Deleted user' and drops their votes from the counts", async () => {
    const leaving = await registerAccount(t.app);
    const theirs = await created(leaving, { title: "Left behind" });
    const backed = await created(organizer, { title: "Backed by a leaver" });
    expect((await vote(leaving, backed.id)).statusCode).toBe(200);
    expect((await vote(voter, theirs.id)).statusCode).toBe(200);

    const deleted = await injectAs(t.app, leaving.cookie, {
      method: "DELETE",
      url: "/api/auth/account",
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const list = await listed(voter);
    expect(list.find((entry) => entry.id === theirs.id)).toMatchObject({
      authorName: "Deleted user",
      votes: 1,
      hasVoted: true,
    });
    expect(list.find((entry) => entry.id === backed.id)?.votes).toBe(0);
  });

  it("names an admin's request as the EventEazy team's, never by the admin's own name", async () => {
    const db = t.database.handle.db;
    const [admin] = await db
      .insert(users)
      .values({
        username: `board_admin_${process.pid}`,
        email: `board_admin_${process.pid}@example.test`,
        passwordHash: "not-a-real-hash",
        role: "admin",
        name: "Alex Admin",
      })
      .returning({ id: users.id });
    if (!admin) throw new Error("no admin");
    const [request] = await db
      .insert(featureRequests)
      .values({
        userId: admin.id,
        title: "Planned by the team",
        description: validBody.description,
        category: "functionality",
      })
      .returning({ id: featureRequests.id });
    const response = await listAs(null);
    expect(response.body).not.toContain("Alex Admin");
    expect(
      response.json<FeatureRequestList>().find((entry) => entry.id === request?.id)?.authorName,
    ).toBe("EventEazy team");
  });

  it("never carries account data", async () => {
    const response = await listAs(null);
    expect(response.statusCode).toBe(200);
    for (const item of response.json<FeatureRequestList>())
      for (const key of ["userId", "email", "username", "passwordHash"])
        expect(item).not.toHaveProperty(key);
    expect(response.body).not.toContain("@example.test");
  });
});
