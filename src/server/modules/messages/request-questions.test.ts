import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes, users } from "#server/db/schema";
import { CONFIRM_EMAIL_FIRST_MESSAGE } from "#shared/contracts/email-verification";
import {
  type AskQuotersResult,
  MESSAGE_EMPTY_MESSAGE,
  MESSAGING_ROLES_MESSAGE,
  QUESTION_NO_QUOTERS_MESSAGE,
  QUESTION_OWNER_ONLY_MESSAGE,
  type RequestMessages,
} from "#shared/contracts/messages";
import { REQUEST_NOT_FOUND_MESSAGE } from "#shared/contracts/requests";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const byNumber = (a: number, b: number) => a - b;

let t: TestApp;
let organizer: TestAccount;

beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    MESSAGES_PER_MINUTE: "5",
    NEW_CONVERSATIONS_PER_DAY: "1",
  });
  organizer = await registerAccount(t.app);
});
afterAll(() => t.close());

const ask = (account: TestAccount | null, requestId: number, payload: unknown) =>
  injectAs(t.app, account?.cookie ?? "", {
    method: "POST",
    url: `/api/messages/request/${requestId}/questions`,
    payload: payload as Record<string, unknown>,
  });

async function subscribedSupplier(name: string): Promise<TestAccount> {
  const supplier = await registerAccount(t.app, {
    role: "supplier",
    companyName: name,
    categories: ["catering"],
  });
  await t.database.handle.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionExpiry: new Date(Date.now() + 30 * 864e5) })
    .where(eq(users.id, supplier.user.id));
  return supplier;
}

async function postRequest(owner: TestAccount): Promise<number> {
  const response = await injectAs(t.app, owner.cookie, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title: "Summer wedding breakfast",
      description: "Ninety guests, two vegan",
      eventDateFrom: "2099-07-01",
      location: "Bath",
      categories: ["catering"],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** A quote as the supplier's form leaves it; how it was made is not what these tests are about. */
async function quoteOn(
  requestId: number,
  supplier: TestAccount,
  status: "pending" | "accepted" | "rejected" = "pending",
) {
  await t.database.handle.db.insert(quotes).values({
    requestId,
    supplierId: supplier.user.id,
    price: "£2,400",
    service: "catering",
    totalPence: 240_000,
    description: "Three courses, served",
    status,
  });
}

async function requestMessages(account: TestAccount, requestId: number) {
  const response = await injectAs(t.app, account.cookie, {
    method: "GET",
    url: `/api/messages/request/${requestId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RequestMessages>();
}

describe("one question to every quoter", () => {
  it("sends the organizer's question to each supplier who quoted and was not turned down, tied to the request", async () => {
    const requestId = await postRequest(organizer);
    const [first, second, turnedDown] = await Promise.all([
      subscribedSupplier("Fork & Field"),
      subscribedSupplier("Bath Banquets"),
      subscribedSupplier("Late Plates"),
    ]);
    await quoteOn(requestId, first);
    await quoteOn(requestId, second);
    await quoteOn(requestId, turnedDown, "rejected");

    // Two new conversations in one go, though the daily limit on new ones is 1: quoting opened them.
    const response = await ask(organizer, requestId, {
      content: "  Can you include a vegan main for two?  ",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { messages } = response.json<AskQuotersResult>();
    expect(messages.map((message) => message.receiverId)).toEqual(
      [first.user.id, second.user.id].sort(byNumber),
    );
    for (const message of messages) {
      expect(message).toMatchObject({
        senderId: organizer.user.id,
        requestId,
        content: "Can you include a vegan main for two?",
        read: false,
      });
    }

    // Each supplier answers in their own conversation; the organizer reads every answer by request.
    const answer = await injectAs(t.app, first.cookie, {
      method: "POST",
      url: "/api/messages",
      payload: {
        receiverId: organizer.user.id,
        requestId,
        content: "Yes, a wild mushroom wellington.",
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const byQuoter = await requestMessages(organizer, requestId);
    expect(byQuoter.map((entry) => entry.user.id).sort(byNumber)).toEqual(
      [first.user.id, second.user.id].sort(byNumber),
    );
    const firstThread = byQuoter.find((entry) => entry.user.id === first.user.id);
    expect(firstThread?.messages.map((message) => message.content)).toEqual([
      "Can you include a vegan main for two?",
      "Yes, a wild mushroom wellington.",
    ]);
    expect(await requestMessages(turnedDown, requestId)).toEqual([]);
    // Each supplier sees only their own.
    const secondView = await requestMessages(second, requestId);
    expect(secondView.map((entry) => entry.user.id)).toEqual([organizer.user.id]);
  });

  it("tells the asker 409 when no one has quoted, or only suppliers they turned down", async () => {
    const requestId = await postRequest(organizer);
    await expectError(
      await ask(organizer, requestId, { content: "Anyone?" }),
      409,
      QUESTION_NO_QUOTERS_MESSAGE,
    );
    await quoteOn(requestId, await subscribedSupplier("Turned Down Teas"), "rejected");
    await expectError(
      await ask(organizer, requestId, { content: "Anyone?" }),
      409,
      QUESTION_NO_QUOTERS_MESSAGE,
    );
  });

  it("lets only the request's organizer ask: guests 401, others 403, unknown requests 404", async () => {
    const requestId = await postRequest(organizer);
    const supplier = await subscribedSupplier("Nosy Nibbles");
    await quoteOn(requestId, supplier);
    const otherOrganizer = await registerAccount(t.app);
    const admin = await registerAccount(t.app);
    await t.database.handle.db
      .update(users)
      .set({ role: "admin" })
      .where(eq(users.id, admin.user.id));

    expect((await ask(null, requestId, { content: "Hello" })).statusCode).toBe(401);
    await expectError(
      await ask(otherOrganizer, requestId, { content: "Hello" }),
      403,
      QUESTION_OWNER_ONLY_MESSAGE,
    );
    await expectError(
      await ask(supplier, requestId, { content: "Hello" }),
      403,
      QUESTION_OWNER_ONLY_MESSAGE,
    );
    await expectError(
      await ask(admin, requestId, { content: "Hello" }),
      403,
      MESSAGING_ROLES_MESSAGE,
    );
    await expectError(
      await ask(organizer, 999_999, { content: "Hello" }),
      404,
      REQUEST_NOT_FOUND_MESSAGE,
    );
    expect(await requestMessages(supplier, requestId)).toEqual([]);
  });

  it("refuses an empty question, and one from an unconfirmed address, and sends nothing", async () => {
    const requestId = await postRequest(organizer);
    const supplier = await subscribedSupplier("Quiet Quiches");
    await quoteOn(requestId, supplier);
    expectError(await ask(organizer, requestId, { content: "   " }), 400, MESSAGE_EMPTY_MESSAGE);
    expectError(await ask(organizer, requestId, {}), 400, MESSAGE_EMPTY_MESSAGE);

    const unconfirmed = await registerAccount(t.app, { verified: false });
    const theirs = await postRequestAs(unconfirmed);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const theirRequestId = theirs.json<{ id: number }>().id;
    await quoteOn(theirRequestId, supplier);
    expectError(
      await ask(unconfirmed, theirRequestId, { content: "Hello?" }),
      403,
      CONFIRM_EMAIL_FIRST_MESSAGE,
    );
    expect(await requestMessages(supplier, requestId)).toEqual([]);
    expect(await requestMessages(supplier, theirRequestId)).toEqual([]);
  });

  it("counts a question once against the per-minute limit, and refuses it past the limit", async () => {
    const asker = await registerAccount(t.app);
    const requestId = await postRequest(asker);
    for (const name of ["One", "Two", "Three", "Four", "Five", "Six"]) {
      await quoteOn(requestId, await subscribedSupplier(`Caterer ${name}`));
    }
    // Six suppliers asked in one go with a limit of five a minute: the limit is on askings.
    const first = await ask(asker, requestId, { content: "When could you do a tasting?" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<AskQuotersResult>().messages).toHaveLength(6);
    const again = await ask(asker, requestId, { content: "And the week after?" });
    expect(again.statusCode).toBe(429);
  });
});

function postRequestAs(account: TestAccount) {
  return injectAs(t.app, account.cookie, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title: "Unconfirmed party",
      description: "Waits unseen until confirmed",
      eventDateFrom: "2099-07-01",
      location: "Bath",
      categories: ["catering"],
    },
  });
}
