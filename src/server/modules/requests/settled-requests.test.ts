import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRequests, unavailableDays } from "#server/db/schema";
import type { AskQuotersResult, RequestMessages } from "#shared/contracts/messages";
import {
  type RequestListItem,
  type RequestStatus,
  settledRequestMessage,
} from "#shared/contracts/requests";
import { expectError } from "#tests/support/expect-error";
import { marketplace } from "#tests/support/marketplace";
import { createTestApp, registerAccount, type TestApp } from "#tests/support/test-app";

let t: TestApp;
const market = marketplace(() => t);

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

async function setStatus(requestId: number, status: RequestStatus) {
  await t.database.handle.db
    .update(eventRequests)
    .set({ status })
    .where(eq(eventRequests.id, requestId));
}

describe("a settled request's quotes", () => {
  for (const status of ["completed", "cancelled", "expired"] as const) {
    it(`on a ${status} request, refuses a question to every quoter, a shortlist and hiding with 409`, async () => {
      const organizer = await registerAccount(t.app);
      const supplier = await market.subscribedSupplier({ categories: ["catering"] });
      const { request, quote } = await market.requestWithQuote(organizer, supplier, {
        decision: "pending",
      });
      await setStatus(request.id, status);

      const asked = await market.inject(
        organizer,
        "POST",
        `/api/messages/request/${request.id}/questions`,
        { content: "Are you still free?" },
      );
      expectError(asked, 409, settledRequestMessage(status, "question"));
      for (const kind of ["shortlist", "hidden"]) {
        const picked = await market.inject(
          organizer,
          "PUT",
          `/api/requests/${request.id}/${kind}`,
          {
            quoteIds: [quote.id],
          },
        );
        expectError(picked, 409, settledRequestMessage(status, "picks"));
      }
      const [row] = await t.database.handle.db
        .select()
        .from(eventRequests)
        .where(eq(eventRequests.id, request.id));
      expect(row?.shortlistedQuoteIds).toEqual([]);
      expect(row?.hiddenQuoteIds).toEqual([]);
      const messages = await market.readJson<RequestMessages>(
        organizer,
        `/api/messages/request/${request.id}`,
      );
      expect(messages).toEqual([]);
    });
  }

  it("still takes them while the request is active, marking the question as asked of every quoter", async () => {
    const organizer = await registerAccount(t.app);
    const supplier = await market.subscribedSupplier({ categories: ["catering"] });
    const { request, quote } = await market.requestWithQuote(organizer, supplier, {
      decision: "pending",
    });
    const asked = await market.json<AskQuotersResult>(
      organizer,
      "POST",
      `/api/messages/request/${request.id}/questions`,
      { content: "Are you still free?" },
    );
    expect(asked.messages.map((message) => message.askedEveryQuoter)).toEqual([true]);
    const followUp = await market.json<{ askedEveryQuoter?: boolean }>(
      organizer,
      "POST",
      "/api/messages",
      { receiverId: supplier.user.id, content: "Thanks!", requestId: request.id },
    );
    expect(followUp.askedEveryQuoter).toBe(false);
    await market.json(organizer, "PUT", `/api/requests/${request.id}/shortlist`, {
      quoteIds: [quote.id],
    });
  });
});

describe("Browse Requests and the supplier's own booking", () => {
  it("lists the job a supplier is booked for as free for them, and says why other requests are not", async () => {
    const organizer = await registerAccount(t.app);
    const supplier = await market.subscribedSupplier({ categories: ["catering"] });
    const day = "2099-08-14";
    const { request: booked } = await market.requestWithQuote(organizer, supplier, {
      request: { eventDateFrom: day, title: "Booked job" },
    });
    const sameDay = await market.postRequest(organizer, { eventDateFrom: day, title: "Same day" });
    const blockedDay = "2099-08-20";
    const onBlockedDay = await market.postRequest(organizer, {
      eventDateFrom: blockedDay,
      title: "Blocked day",
    });
    await t.database.handle.db
      .insert(unavailableDays)
      .values({ supplierId: supplier.user.id, day: blockedDay });
    const list = await market.readJson<RequestListItem[]>(
      supplier,
      "/api/requests?includeUnavailable=true",
    );
    const byId = new Map(list.map((item) => [item.id, item]));
    expect(byId.get(booked.id)).toMatchObject({
      supplierUnavailable: false,
      supplierUnavailableBecause: null,
    });
    expect(byId.get(booked.id)?.quotes.map((quote) => quote.status)).toEqual(["accepted"]);
    expect(byId.get(sameDay.id)).toMatchObject({
      supplierUnavailable: true,
      supplierUnavailableBecause: "booked",
    });
    expect(byId.get(onBlockedDay.id)).toMatchObject({
      supplierUnavailable: true,
      supplierUnavailableBecause: "blocked",
    });
    const defaultList = await market.readJson<RequestListItem[]>(supplier, "/api/requests");
    expect(defaultList.map((item) => item.id)).toContain(booked.id);
    expect(defaultList.map((item) => item.id)).not.toContain(sameDay.id);
    expect(defaultList.map((item) => item.id)).not.toContain(onBlockedDay.id);
  });
});
