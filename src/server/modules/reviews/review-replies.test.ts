import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "#server/db/schema";
import { createAdminAccount } from "#server/modules/admin/admin-accounts.service";
import type { AdminReviewPage } from "#shared/contracts/admin";
import {
  ALREADY_REPLIED_MESSAGE,
  ALREADY_REPORTED_MESSAGE,
  NO_REPLY_MESSAGE,
  OWN_REVIEW_REPORT_MESSAGE,
  REPLY_EDIT_CLOSED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPLY_MESSAGE,
  REVIEW_REPLY_NOT_YOURS_MESSAGE,
  REVIEW_REPLY_TOO_LONG_MESSAGE,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_REPORT_REASON_TOO_LONG_MESSAGE,
  REVIEW_REPORTED_MESSAGE,
  type ReviewReply,
  type ReviewView,
} from "#shared/contracts/reviews";
import type { PublicReview, SupplierDetail } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { expectError } from "#tests/support/expect-error";
import { marketplace } from "#tests/support/marketplace";
import {
  createTestApp,
  registerAccount,
  sessionCookieOf,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const DAY_MS = 86_400_000;

let offset = 0;
/** Where the clock stands while a review is posted: after its event, as reviews wait for it. */
let standing: Date | null = null;
/** The real time moved on by what the test asks; replies may be edited for 7 days. */
const clock = () => standing ?? new Date(Date.now() + offset);

let t: TestApp;
let organizer: TestAccount;
let bystander: TestAccount;
let admin: TestAccount;

const m = marketplace(() => t, {
  request: {
    description: "Afternoon party for 80 guests",
    eventDateFrom: "2099-06-14",
    location: "Bath",
    categories: ["photography"],
  },
  quote: { price: "£900", total: 900, description: "Four hours of coverage" },
});
const { inject, json } = m;

const newSupplier = () => m.subscribedSupplier({ categories: ["photography"] });

/** A supplier with one review from `organizer` of a booking for an event in June 2099. */
async function reviewedSupplier() {
  const supplier = await newSupplier();
  const { request } = await m.requestWithQuote(organizer, supplier, {
    request: { title: `Garden party ${Math.random().toString(36).slice(2, 7)}` },
  });
  // Fourteen days after the event a booked hire's review shows without the supplier's.
  standing = new Date("2099-06-28T12:00:00Z");
  const review = await json<ReviewView>(organizer, "POST", "/api/reviews", {
    supplierId: supplier.user.id,
    requestId: request.id,
    rating: 4,
    comment: "Lovely photos, a little late to arrive.",
  }).finally(() => {
    standing = null;
  });
  return { supplier, review, request };
}

const postReply = (account: TestAccount, reviewId: number, text: unknown) =>
  inject(account, "POST", `/api/reviews/${reviewId}/reply`, { text });
const editReply = (account: TestAccount, reviewId: number, text: unknown) =>
  inject(account, "PUT", `/api/reviews/${reviewId}/reply`, { text });
const report = (account: TestAccount, reviewId: number, payload: object = {}) =>
  inject(account, "POST", `/api/reviews/${reviewId}/report`, payload);

async function publicReview(supplierId: number, viewer?: TestAccount): Promise<PublicReview> {
  const response = viewer
    ? await inject(viewer, "GET", `/api/suppliers/${supplierId}`)
    : await t.app.inject({ method: "GET", url: `/api/suppliers/${supplierId}` });
  expect(response.statusCode, response.body).toBe(200);
  const [review] = response.json<SupplierDetail>().reviews;
  if (!review) throw new Error("the supplier has no public review");
  return review;
}

async function adminReviews(query = "") {
  return json<AdminReviewPage>(admin, "GET", `/api/admin/reviews${query}`);
}

beforeAll(async () => {
  t = await createTestApp(
    { REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" },
    {},
    { clock },
  );
  [organizer, bystander] = await Promise.all([
    registerAccount(t.app, { name: "Rosa Reviewer" }),
    registerAccount(t.app),
  ]);
  const username = `admin${process.pid}`;
  await createAdminAccount(
    t.database.handle.db,
    {
      username,
      email: `${username}@example.test`,
      name: "Review Admin",
      password: "quiet-lantern-harbour",
    },
    t.config.passwordHashCost,
  );
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password: "quiet-lantern-harbour" },
  });
  admin = {
    user: login.json<UserProfile>(),
    cookie: sessionCookieOf(login),
    password: "quiet-lantern-harbour",
  };
});
afterAll(() => t.close());

describe("verified bookings", () => {
  it("shows each public review with its booked event's month, and none once the request is gone", async () => {
    const { supplier } = await reviewedSupplier();
    expect(await publicReview(supplier.user.id)).toMatchObject({
      eventMonth: "2099-06",
      reply: null,
      reportedByViewer: false,
    });
    await t.database.handle.db
      .update(reviews)
      .set({ requestId: null })
      .where(eq(reviews.supplierId, supplier.user.id));
    expect((await publicReview(supplier.user.id)).eventMonth).toBeNull();
  });
});

describe("the supplier's reply", () => {
  it("posts one reply, shown under the review, editable for 7 days and then no more", async () => {
    const { supplier, review } = await reviewedSupplier();
    const response = await postReply(
      supplier,
      review.id,
      "  Thank you, Rosa! Traffic was awful.  ",
    );
    expect(response.statusCode, response.body).toBe(201);
    const posted = response.json<ReviewReply>();
    expect(posted.text).toBe("Thank you, Rosa! Traffic was awful.");
    expect(new Date(posted.editableUntil).getTime() - new Date(posted.createdAt).getTime()).toBe(
      7 * DAY_MS,
    );
    expect((await publicReview(supplier.user.id)).reply).toEqual(posted);

    offset += 6 * DAY_MS;
    const edited = await json<ReviewReply>(supplier, "PUT", `/api/reviews/${review.id}/reply`, {
      text: "Thank you, Rosa! Sorry we were late.",
    });
    expect(edited).toMatchObject({
      text: "Thank you, Rosa! Sorry we were late.",
      createdAt: posted.createdAt,
      editableUntil: posted.editableUntil,
    });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThan(
      new Date(posted.createdAt).getTime(),
    );

    offset += 1 * DAY_MS + 60_000;
    expectError(
      await editReply(supplier, review.id, "Too late to change"),
      403,
      REPLY_EDIT_CLOSED_MESSAGE,
    );
    expect((await publicReview(supplier.user.id)).reply?.text).toBe(
      "Thank you, Rosa! Sorry we were late.",
    );
  });

  it("refuses a second reply (409) and an edit before any reply (404)", async () => {
    const { supplier, review } = await reviewedSupplier();
    expectError(await editReply(supplier, review.id, "Nothing to edit"), 404, NO_REPLY_MESSAGE);
    expect((await postReply(supplier, review.id, "First answer")).statusCode).toBe(201);
    expectError(
      await postReply(supplier, review.id, "Second answer"),
      409,
      ALREADY_REPLIED_MESSAGE,
    );
    expect((await publicReview(supplier.user.id)).reply?.text).toBe("First answer");
    const listed = await adminReviews("?pageSize=50");
    expect(listed.items.find((item) => item.id === review.id)?.reply).toBe("First answer");
  });

  it("refuses anyone but the reviewed supplier (403) and guests (401)", async () => {
    const { supplier, review } = await reviewedSupplier();
    const otherSupplier = await newSupplier();
    for (const account of [otherSupplier, organizer, bystander, admin])
      expectError(
        await postReply(account, review.id, "Not mine"),
        403,
        REVIEW_REPLY_NOT_YOURS_MESSAGE,
      );
    expect((await postReply(supplier, review.id, "Mine")).statusCode).toBe(201);
    expectError(
      await editReply(otherSupplier, review.id, "Still not mine"),
      403,
      REVIEW_REPLY_NOT_YOURS_MESSAGE,
    );
    for (const method of ["POST", "PUT"] as const)
      expectError(
        await t.app.inject({
          method,
          url: `/api/reviews/${review.id}/reply`,
          payload: { text: "Hi" },
        }),
        401,
      );
    expect((await publicReview(supplier.user.id)).reply?.text).toBe("Mine");
  });

  it("requires some text, at most the limit, and a review that exists and shows (400, 404)", async () => {
    const { supplier, review } = await reviewedSupplier();
    for (const text of ["", "   ", undefined, 42])
      expectError(await postReply(supplier, review.id, text), 400, REVIEW_REPLY_MESSAGE);
    expectError(
      await postReply(supplier, review.id, "x".repeat(REVIEW_REPLY_MAX_LENGTH + 1)),
      400,
      REVIEW_REPLY_TOO_LONG_MESSAGE,
    );
    expectError(await postReply(supplier, 987_654, "Hello"), 404, REVIEW_NOT_FOUND_MESSAGE);
    await t.database.handle.db
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: "Abusive" })
      .where(eq(reviews.id, review.id));
    expectError(await postReply(supplier, review.id, "Hello"), 404, REVIEW_NOT_FOUND_MESSAGE);
    const [stored] = await t.database.handle.db
      .select({ reply: reviews.reply })
      .from(reviews)
      .where(eq(reviews.id, review.id));
    expect(stored?.reply).toBeNull();
  });
});

describe("reporting a review", () => {
  it("lets anyone signed in report once, with or without a reason; admins see the count and reasons", async () => {
    const { supplier, review } = await reviewedSupplier();
    const response = await report(bystander, review.id, { reason: "  Reads like a competitor  " });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(REVIEW_REPORTED_MESSAGE);
    expect((await report(supplier, review.id, { reason: "" })).statusCode).toBe(201);
    expect((await publicReview(supplier.user.id, bystander)).reportedByViewer).toBe(true);
    expect((await publicReview(supplier.user.id)).reportedByViewer).toBe(false);

    const reported = await adminReviews("?visibility=reported&pageSize=50");
    expect(reported.items.every((item) => item.reportCount > 0)).toBe(true);
    expect(reported.items.find((item) => item.id === review.id)).toMatchObject({
      eventMonth: "2099-06",
      reportCount: 2,
      reportReasons: ["Reads like a competitor"],
    });
    const all = await adminReviews("?pageSize=50");
    expect(all.items.some((item) => item.reportCount === 0)).toBe(true);
  });

  it("refuses a second report by the same user (409)", async () => {
    const { review } = await reviewedSupplier();
    expect((await report(bystander, review.id)).statusCode).toBe(201);
    expectError(
      await report(bystander, review.id, { reason: "Again" }),
      409,
      ALREADY_REPORTED_MESSAGE,
    );
    const page = await adminReviews("?visibility=reported&pageSize=50");
    expect(page.items.find((item) => item.id === review.id)?.reportCount).toBe(1);
  });

  it("refuses the review's author (403), guests (401), a long reason (400), a missing review (404)", async () => {
    const { review } = await reviewedSupplier();
    expectError(await report(organizer, review.id), 403, OWN_REVIEW_REPORT_MESSAGE);
    expectError(
      await t.app.inject({ method: "POST", url: `/api/reviews/${review.id}/report`, payload: {} }),
      401,
    );
    expectError(
      await report(bystander, review.id, {
        reason: "x".repeat(REVIEW_REPORT_REASON_MAX_LENGTH + 1),
      }),
      400,
      REVIEW_REPORT_REASON_TOO_LONG_MESSAGE,
    );
    expectError(await report(bystander, 987_654), 404, REVIEW_NOT_FOUND_MESSAGE);
    const page = await adminReviews("?pageSize=50");
    expect(page.items.find((item) => item.id === review.id)?.reportCount).toBe(0);
  });

  it("refuses an account whose email address is not confirmed (403), and counts no report", async () => {
    const { review } = await reviewedSupplier();
    const unconfirmed = await registerAccount(t.app, { verified: false });
    expectError(
      await report(unconfirmed, review.id, { reason: "Fake" }),
      403,
      "Please confirm your email address before reporting a review.",
    );
    const page = await adminReviews("?pageSize=50");
    expect(page.items.find((item) => item.id === review.id)?.reportCount).toBe(0);
  });

  it("refuses a report of a hidden review (404): it is not public", async () => {
    const { review } = await reviewedSupplier();
    await t.database.handle.db
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: "Abusive" })
      .where(eq(reviews.id, review.id));
    expectError(await report(bystander, review.id), 404, REVIEW_NOT_FOUND_MESSAGE);
  });
});
