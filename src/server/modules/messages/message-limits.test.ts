import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, users } from "#server/db/schema";
import {
  MESSAGES_TOO_FAST_MESSAGE,
  newConversationsLimitMessage,
} from "#shared/contracts/messages";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

let t: TestApp;

const send = (from: TestAccount, to: TestAccount, content = "Hello there") =>
  injectAs(t.app, from.cookie, {
    method: "POST",
    url: "/api/messages",
    payload: { receiverId: to.user.id, content },
  });

const suppliers = (count: number) =>
  Promise.all(Array.from({ length: count }, () => registerAccount(t.app, { role: "supplier" })));

beforeAll(async () => {
  t = await createTestApp({
    NEW_CONVERSATIONS_PER_DAY: "3",
    MESSAGES_PER_MINUTE: "8",
    REGISTER_RATE_LIMIT: "10000",
  });
});
afterAll(() => t.close());

describe("message limits", () => {
  it("let a sender start NEW_CONVERSATIONS_PER_DAY conversations a day", async () => {
    const organizer = await registerAccount(t.app);
    const [first, second, third, fourth] = await suppliers(4);
    if (!first || !second || !third || !fourth) throw new Error("suppliers missing");
    for (const supplier of [first, second, third])
      expect((await send(organizer, supplier)).statusCode).toBe(201);
    expectError(await send(organizer, fourth), 429, newConversationsLimitMessage(3));
    // Conversations already under way go on.
    expect((await send(organizer, first, "One more thing")).statusCode).toBe(201);
  });

  it("do not count conversations the other side started", async () => {
    const organizer = await registerAccount(t.app);
    const writers = await suppliers(3);
    // Subscribed suppliers may message; these three write first.
    await t.database.handle.db
      .update(users)
      .set({ freeAccess: true })
      .where(
        inArray(
          users.id,
          writers.map((supplier) => supplier.user.id),
        ),
      );
    for (const supplier of writers) expect((await send(supplier, organizer)).statusCode).toBe(201);
    for (const supplier of writers)
      expect((await send(organizer, supplier, "Thanks!")).statusCode).toBe(201);
    const others = await suppliers(4);
    const statuses: number[] = [];
    for (const supplier of others) statuses.push((await send(organizer, supplier)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("hold a sender to MESSAGES_PER_MINUTE, replies included", async () => {
    const organizer = await registerAccount(t.app);
    const [supplier] = await suppliers(1);
    if (!supplier) throw new Error("supplier missing");
    const statuses: number[] = [];
    for (let n = 0; n < 9; n++)
      statuses.push((await send(organizer, supplier, `Note ${n}`)).statusCode);
    expect(statuses).toEqual([...Array(8).fill(201), 429]);
    expectError(await send(organizer, supplier), 429, MESSAGES_TOO_FAST_MESSAGE);
  });
});

/** How many answers had each status, e.g. `{ 201: 20, 429: 180 }`. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("message limits under a burst", () => {
  let burst: TestApp;
  beforeAll(async () => {
    burst = await createTestApp({ MESSAGES_PER_MINUTE: "20", REGISTER_RATE_LIMIT: "10000" });
  });
  afterAll(() => burst.close());

  it("let exactly MESSAGES_PER_MINUTE of 200 messages sent at once through, and refuse the rest with 429", async () => {
    const organizer = await registerAccount(burst.app);
    const supplier = await registerAccount(burst.app, { role: "supplier" });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        injectAs(burst.app, organizer.cookie, {
          method: "POST",
          url: "/api/messages",
          payload: { receiverId: supplier.user.id, content: `Note ${n}` },
        }),
      ),
    );
    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 201: 20, 429: 180 });
    const refused = responses.find((response) => response.statusCode === 429);
    if (!refused) throw new Error("no message was refused");
    expectError(refused, 429, MESSAGES_TOO_FAST_MESSAGE);
    const [stored] = await burst.database.handle.db
      .select({ count: count() })
      .from(messages)
      .where(eq(messages.senderId, organizer.user.id));
    expect(stored?.count).toBe(20);
  });
});

describe("new conversations under a burst", () => {
  let burst: TestApp;
  beforeAll(async () => {
    burst = await createTestApp({
      NEW_CONVERSATIONS_PER_DAY: "40",
      MESSAGES_PER_MINUTE: "1000",
      REGISTER_RATE_LIMIT: "10000",
    });
  });
  afterAll(() => burst.close());

  it("let exactly NEW_CONVERSATIONS_PER_DAY of 60 conversations opened at once through", async () => {
    const organizer = await registerAccount(burst.app);
    const receivers = await Promise.all(
      Array.from({ length: 60 }, () => registerAccount(burst.app, { role: "supplier" })),
    );
    const responses = await Promise.all(
      receivers.map((supplier) =>
        injectAs(burst.app, organizer.cookie, {
          method: "POST",
          url: "/api/messages",
          payload: { receiverId: supplier.user.id, content: "Are you free in June?" },
        }),
      ),
    );
    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 201: 40, 429: 20 });
    const refused = responses.find((response) => response.statusCode === 429);
    if (!refused) throw new Error("no conversation was refused");
    expectError(refused, 429, newConversationsLimitMessage(40));
  });
});
