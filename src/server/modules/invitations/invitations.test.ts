import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventRequests,
  notifications,
  outgoingEmails,
  unavailableDays,
  users,
} from "#server/db/schema";
import {
  INVITE_CONFIRM_EMAIL_MESSAGE,
  INVITE_NOT_YOUR_REQUEST_MESSAGE,
  INVITE_REQUEST_FULL_MESSAGE,
  INVITE_REQUEST_NOT_ACTIVE_MESSAGE,
  INVITE_SUPPLIERS_MAX_MESSAGE,
  INVITE_SUPPLIERS_REQUIRED_MESSAGE,
  type InvitationList,
  type InviteSuppliersResult,
  invitationsFullMessage,
  notInvitableMessage,
  supplierAlreadyQuotedMessage,
  supplierUnavailableMessage,
} from "#shared/contracts/invitations";
import { requestFullMessage } from "#shared/contracts/quotes";
import {
  REQUEST_NOT_FOUND_MESSAGE,
  type RequestDetail,
  type RequestListItem,
  type RequestView,
} from "#shared/contracts/requests";
import { expectError } from "#tests/support/expect-error";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { ONLY_ORGANIZERS_INVITE_MESSAGE } from "./invitations.service";

let t: TestApp;
let organizer: TestAccount;
let otherOrganizer: TestAccount;
/** Serves DJs only: a catering request is outside their categories. */
let dj: TestAccount;
let otherDj: TestAccount;
let caterer: TestAccount;

const inject = (
  account: TestAccount,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => injectAs(t.app, account.cookie, { method, url, ...(payload ? { payload } : {}) });

async function postRequest(account: TestAccount, overrides: object = {}) {
  const response = await inject(account, "POST", "/api/requests", {
    title: "Charity dinner",
    description: "Dinner for 80 guests",
    eventDateFrom: "2099-05-01",
    eventDateTo: "2099-05-02",
    location: "Leeds",
    categories: ["catering"],
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RequestView>();
}

const invite = (account: TestAccount, requestId: number, supplierIds: unknown) =>
  inject(account, "POST", `/api/requests/${requestId}/invitations`, { supplierIds });

async function invited(account: TestAccount, requestId: number, supplierIds: number[]) {
  const response = await invite(account, requestId, supplierIds);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<InviteSuppliersResult>();
}

const supplier = (overrides: Parameters<typeof registerAccount>[1] = {}) =>
  registerAccount(t.app, { role: "supplier", ...overrides });

async function setCategories(account: TestAccount, categories: string[]) {
  await t.database.handle.db.update(users).set({ categories }).where(eq(users.id, account.user.id));
}

async function notificationsOf(account: TestAccount) {
  return t.database.handle.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, account.user.id));
}

beforeAll(async () => {
  // Many calls from one address: the invitation limit has its own test, on its own app.
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    LOGIN_RATE_LIMIT: "10000",
    INVITATION_RATE_LIMIT: "10000",
  });
  [organizer, otherOrganizer, dj, otherDj, caterer] = await Promise.all([
    registerAccount(t.app, { name: "Priya Patel" }),
    registerAccount(t.app),
    supplier({ companyName: "Night Owl Sounds" }),
    supplier(),
    supplier(),
  ]);
  await Promise.all([
    setCategories(dj, ["dj"]),
    setCategories(otherDj, ["dj"]),
    setCategories(caterer, ["catering"]),
  ]);
});
afterAll(() => t.close());

describe("inviting suppliers", () => {
  it("invites chosen suppliers (201), alerts each once, and lists them for the organizer", async () => {
    const request = await postRequest(organizer);
    const first = await invite(organizer, request.id, [dj.user.id, dj.user.id]);
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json<InviteSuppliersResult>();
    expect(answer.invited.map((row) => [row.supplierId, row.supplierName])).toEqual([
      [dj.user.id, "Night Owl Sounds"],
    ]);
    expect(answer.alreadyInvited).toEqual([]);
    expect(answer.total).toBe(1);

    const alerts = (await notificationsOf(dj)).filter(
      (row) => row.linkTo === `/request/${request.id}`,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: "request", title: "You're invited to quote" });
    expect(alerts[0]?.description).toContain("Priya Patel");
    const emails = await t.database.handle.db
      .select({ subject: outgoingEmails.subject })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.recipient, dj.user.email));
    expect(emails.map((email) => email.subject)).toContain(
      "Priya Patel invited you to quote: Charity dinner",
    );

    // Again, with someone new beside: idempotent for the first, one new alert for the second.
    const again = await invite(organizer, request.id, [dj.user.id, caterer.user.id]);
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json<InviteSuppliersResult>();
    expect(second.invited.map((row) => row.supplierId)).toEqual([caterer.user.id]);
    expect(second.alreadyInvited.map((row) => row.supplierId)).toEqual([dj.user.id]);
    expect(second.total).toBe(2);
    const onlyRepeat = await invite(organizer, request.id, [dj.user.id]);
    expect(onlyRepeat.statusCode, onlyRepeat.body).toBe(200);
    expect(onlyRepeat.json<InviteSuppliersResult>().total).toBe(2);
    expect(
      (await notificationsOf(dj)).filter((row) => row.linkTo === `/request/${request.id}`),
    ).toHaveLength(1);

    const list = await inject(organizer, "GET", `/api/requests/${request.id}/invitations`);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json<InvitationList>()
        .map((row) => row.supplierId)
        .sort(),
    ).toEqual([dj.user.id, caterer.user.id].sort());
  });

  it("shows the request to the invited supplier outside their categories, marked invited, and takes their quote", async () => {
    const request = await postRequest(organizer, { title: "Invite-only dinner" });
    await invited(organizer, request.id, [dj.user.id]);

    const listed = (await inject(dj, "GET", "/api/requests"))
      .json<RequestListItem[]>()
      .find((item) => item.id === request.id);
    expect(listed?.invited).toBe(true);
    // Another DJ, not invited, does not see a catering request.
    const othersList = (await inject(otherDj, "GET", "/api/requests")).json<RequestListItem[]>();
    expect(othersList.some((item) => item.id === request.id)).toBe(false);
    // A caterer sees it as an ordinary lead.
    const caterersItem = (await inject(caterer, "GET", "/api/requests"))
      .json<RequestListItem[]>()
      .find((item) => item.id === request.id);
    expect(caterersItem?.invited).toBe(false);

    const detail = await inject(dj, "GET", `/api/requests/${request.id}`);
    expect(detail.json<RequestDetail>().invited).toBe(true);
    expect(
      (await inject(otherDj, "GET", `/api/requests/${request.id}`)).json<RequestDetail>().invited,
    ).toBe(false);

    const quote = await inject(dj, "POST", "/api/quotes", {
      requestId: request.id,
      price: "£900",
      total: 900,
      description: "Canapés and a three-course dinner",
    });
    expect(quote.statusCode, quote.body).toBe(201);
  });

  it("keeps the quote cap for an invited supplier", async () => {
    const request = await postRequest(organizer, { title: "Nearly full" });
    await invited(organizer, request.id, [otherDj.user.id]);
    await t.database.handle.db
      .update(eventRequests)
      .set({ quoteCount: 5 })
      .where(eq(eventRequests.id, request.id));
    expectError(
      await inject(otherDj, "POST", "/api/quotes", {
        requestId: request.id,
        price: "£500",
        total: 500,
        description: "DJ set",
      }),
      409,
      requestFullMessage(5),
    );
  });
});

describe("refusals", () => {
  let request: RequestView;
  beforeAll(async () => {
    request = await postRequest(organizer, { title: "Refusals" });
  });

  it("answers 401 when signed out", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/requests/${request.id}/invitations`,
      payload: { supplierIds: [dj.user.id] },
    });
    expect(response.statusCode).toBe(401);
    const list = await t.app.inject({
      method: "GET",
      url: `/api/requests/${request.id}/invitations`,
    });
    expect(list.statusCode).toBe(401);
  });

  it("answers 403 to a supplier", async () => {
    expectError(
      await invite(dj, request.id, [caterer.user.id]),
      403,
      ONLY_ORGANIZERS_INVITE_MESSAGE,
    );
    expectError(
      await inject(dj, "GET", `/api/requests/${request.id}/invitations`),
      403,
      ONLY_ORGANIZERS_INVITE_MESSAGE,
    );
  });

  it("answers 404 for an unknown request and 403 for another organizer's", async () => {
    expectError(
      await invite(organizer, 2_000_000_000, [dj.user.id]),
      404,
      REQUEST_NOT_FOUND_MESSAGE,
    );
    expectError(
      await invite(otherOrganizer, request.id, [dj.user.id]),
      403,
      INVITE_NOT_YOUR_REQUEST_MESSAGE,
    );
    expectError(
      await inject(otherOrganizer, "GET", `/api/requests/${request.id}/invitations`),
      403,
      INVITE_NOT_YOUR_REQUEST_MESSAGE,
    );
    expectError(
      await inject(organizer, "GET", "/api/requests/2000000000/invitations"),
      404,
      REQUEST_NOT_FOUND_MESSAGE,
    );
  });

  it("answers 403 while the organizer's address is unconfirmed", async () => {
    const unconfirmed = await registerAccount(t.app, { verified: false });
    const own = await postRequest(unconfirmed);
    expectError(await invite(unconfirmed, own.id, [dj.user.id]), 403, INVITE_CONFIRM_EMAIL_MESSAGE);
    expect(await notificationsOf(dj)).not.toContainEqual(
      expect.objectContaining({ linkTo: `/request/${own.id}` }),
    );
  });

  it("answers 409 for a closed request and one whose event has passed", async () => {
    const closed = await postRequest(organizer, { title: "Closed" });
    const status = await inject(organizer, "PUT", `/api/requests/${closed.id}/status`, {
      status: "cancelled",
    });
    expect(status.statusCode, status.body).toBe(200);
    expectError(
      await invite(organizer, closed.id, [dj.user.id]),
      409,
      INVITE_REQUEST_NOT_ACTIVE_MESSAGE,
    );

    const past = await postRequest(organizer, { title: "Past" });
    await t.database.handle.db
      .update(eventRequests)
      .set({ eventDateFrom: "2020-01-01", eventDateTo: null })
      .where(eq(eventRequests.id, past.id));
    expectError(
      await invite(organizer, past.id, [dj.user.id]),
      409,
      INVITE_REQUEST_NOT_ACTIVE_MESSAGE,
    );
  });

  it("answers 409 when the request already has all its quotes", async () => {
    const full = await postRequest(organizer, { title: "Full" });
    await t.database.handle.db
      .update(eventRequests)
      .set({ quoteCount: 5 })
      .where(eq(eventRequests.id, full.id));
    expectError(await invite(organizer, full.id, [dj.user.id]), 409, INVITE_REQUEST_FULL_MESSAGE);
  });

  it("answers 400 for no suppliers, more than 10, or ids that are not invitable suppliers", async () => {
    expectError(await invite(organizer, request.id, []), 400, INVITE_SUPPLIERS_REQUIRED_MESSAGE);
    expectError(
      await invite(
        organizer,
        request.id,
        Array.from({ length: 11 }, (_, i) => i + 1),
      ),
      400,
      INVITE_SUPPLIERS_MAX_MESSAGE,
    );
    expect((await invite(organizer, request.id, ["x"])).statusCode).toBe(400);
    expect((await invite(organizer, request.id, [0])).statusCode).toBe(400);
    expect((await invite(organizer, request.id, [99_999_999_999])).statusCode).toBe(400);
    expectError(
      await invite(organizer, request.id, [dj.user.id, 2_000_000_000]),
      400,
      notInvitableMessage(2_000_000_000),
    );
    expectError(
      await invite(organizer, request.id, [otherOrganizer.user.id]),
      400,
      notInvitableMessage(otherOrganizer.user.id),
    );
    const suspended = await supplier();
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    expectError(
      await invite(organizer, request.id, [suspended.user.id]),
      400,
      notInvitableMessage(suspended.user.id),
    );
    // Nothing was invited by a refused call, not even its valid ids.
    const list = await inject(organizer, "GET", `/api/requests/${request.id}/invitations`);
    expect(list.json<InvitationList>()).toEqual([]);
  });

  it("answers 409 for a supplier unavailable on every day of the event, not on some", async () => {
    const busy = await supplier({ companyName: "Busy Bees Catering" });
    const db = t.database.handle.db;
    await db.insert(unavailableDays).values([
      { supplierId: busy.user.id, day: "2099-05-01" },
      { supplierId: busy.user.id, day: "2099-05-02" },
    ]);
    const own = await postRequest(organizer, { title: "Two days" });
    expectError(
      await invite(organizer, own.id, [busy.user.id]),
      409,
      supplierUnavailableMessage("Busy Bees Catering"),
    );
    await db
      .delete(unavailableDays)
      .where(
        and(eq(unavailableDays.supplierId, busy.user.id), eq(unavailableDays.day, "2099-05-02")),
      );
    expect((await invited(organizer, own.id, [busy.user.id])).total).toBe(1);
  });

  it("answers 409 for a supplier who already quoted", async () => {
    const own = await postRequest(organizer, { title: "Quoted already" });
    const quote = await inject(caterer, "POST", "/api/quotes", {
      requestId: own.id,
      price: "£700",
      total: 700,
      description: "Buffet",
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const name = caterer.user.businessName ?? "";
    expectError(
      await invite(organizer, own.id, [caterer.user.id]),
      409,
      supplierAlreadyQuotedMessage(name),
    );
  });

  it("answers 409 once a request would pass 10 invitations across calls", async () => {
    const own = await postRequest(organizer, { title: "Ten at most" });
    const many = await Promise.all(Array.from({ length: 11 }, () => supplier()));
    const ids = many.map((account) => account.user.id);
    expect((await invited(organizer, own.id, ids.slice(0, 8))).total).toBe(8);
    expectError(await invite(organizer, own.id, ids.slice(8, 11)), 409, invitationsFullMessage(8));
    expect((await invited(organizer, own.id, ids.slice(8, 10))).total).toBe(10);
    expectError(await invite(organizer, own.id, [ids[10]]), 409, invitationsFullMessage(10));
    // Naming only suppliers already invited still answers.
    expect((await invited(organizer, own.id, ids.slice(0, 3))).total).toBe(10);
  });

  it("holds the 10 when two invitations arrive at once", async () => {
    const own = await postRequest(organizer, { title: "Parallel" });
    const many = await Promise.all(Array.from({ length: 12 }, () => supplier()));
    const ids = many.map((account) => account.user.id);
    const answers = await Promise.all([
      invite(organizer, own.id, ids.slice(0, 6)),
      invite(organizer, own.id, ids.slice(6, 12)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const list = await inject(organizer, "GET", `/api/requests/${own.id}/invitations`);
    expect(list.json<InvitationList>()).toHaveLength(6);
  });
});

describe("the invitation limit", () => {
  it("answers 429 past INVITATION_RATE_LIMIT calls per account, and per client address", async () => {
    const limited = await createTestApp({
      REGISTER_RATE_LIMIT: "10000",
      LOGIN_RATE_LIMIT: "10000",
      INVITATION_RATE_LIMIT: "2",
    });
    try {
      const [first, second, another, chosen] = await Promise.all([
        registerAccount(limited.app),
        registerAccount(limited.app),
        registerAccount(limited.app),
        registerAccount(limited.app, { role: "supplier" }),
      ]);
      const postFor = async (account: TestAccount) => {
        const response = await injectAs(limited.app, account.cookie, {
          method: "POST",
          url: "/api/requests",
          payload: {
            title: "Limited",
            description: "Dinner",
            eventDateFrom: "2099-05-01",
            location: "Leeds",
            categories: ["catering"],
          },
        });
        return response.json<RequestView>().id;
      };
      const call = (account: TestAccount, requestId: number, remoteAddress: string) =>
        limited.app.inject({
          method: "POST",
          url: `/api/requests/${requestId}/invitations`,
          payload: { supplierIds: [chosen.user.id] },
          headers: { cookie: account.cookie },
          remoteAddress,
        });
      // One account from three addresses: the account's count stops the third.
      const own = await postFor(first);
      expect((await call(first, own, "192.0.2.1")).statusCode).toBe(201);
      expect((await call(first, own, "192.0.2.2")).statusCode).toBe(200);
      const third = expectError(await call(first, own, "192.0.2.3"), 429);
      expect(third.message).toMatch(
        /^You have sent many invitations recently\. Please wait \d+ minute/,
      );
      // From one address, a fresh account's first call is stopped once the address has used its 2.
      const theirs = await postFor(second);
      expect((await call(second, theirs, "192.0.2.9")).statusCode).toBe(201);
      expect((await call(second, theirs, "192.0.2.9")).statusCode).toBe(200);
      expectError(await call(another, await postFor(another), "192.0.2.9"), 429);
    } finally {
      await limited.close();
    }
  });
});
