import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
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
