import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews, users } from "#server/db/schema";
import type { QuoteView, QuoteWithSupplier } from "#shared/contracts/quotes";
import type { RequestView } from "#shared/contracts/requests";
import {
  ALREADY_REVIEWED_MESSAGE,
  REVIEW_COMMENT_MESSAGE,
  REVIEW_NOT_ELIGIBLE_MESSAGE,
  REVIEW_RATING_MESSAGE,
  type ReviewableBooking,
  type ReviewView,
} from "#shared/contracts/reviews";
import type { SupplierDetail, SupplierListItem } from "#shared/contracts/suppliers";
import { expectError } from "#tests/support/expect-error";
import { marketplace } from "#tests/support/marketplace";
import {
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { runningClock } from "#tests/support/test-clock";

/** The real time, moved past the bookings' event (5 May 2099) while a review is posted. */
const clock = runningClock();
const EVENT_DAY = "2099-05-05";
/** Fourteen days after the event: a booked hire's review shows without the supplier's. */
const DAY_AFTER_EVENT = "2099-05-19T09:00:00Z";

let t: TestApp;
let organizer: TestAccount;
let otherOrganizer: TestAccount;

const m = marketplace(() => t, {
  request: {
    description: "Ceremony and reception",
    eventDateFrom: EVENT_DAY,
    location: "Bath",
    categories: ["photography"],
  },
  quote: { price: "£800", total: 800, description: "Full day coverage" },
});
const { inject, json } = m;

/** A subscribed photographer the directory lists: a category, a place and a description. */
async function newSupplier(companyName: string): Promise<TestAccount> {
  const supplier = await m.subscribedSupplier({ companyName, categories: ["photography"] });
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/auth/profile",
    headers: { cookie: supplier.cookie },
    payload: {
      name: supplier.user.name,
      email: supplier.user.email,
      description: "Wedding photography",
      address: "Bath",
      latitude: 51.38,
      longitude: -2.36,
    },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return supplier;
}

/** A request of `owner` with a quote from `supplier`, decided as asked. */
const booking = (
  owner: TestAccount,
  supplier: TestAccount,
  decision: "accepted" | "rejected" | "pending" = "accepted",
) =>
  m.requestWithQuote(owner, supplier, {
    decision,
    request: { title: `Wedding photos ${Math.random().toString(36).slice(2, 7)}` },
  });

const reviewAt = (at: Date | string, account: TestAccount, body: Record<string, unknown>) =>
  clock.during(at, () =>
    inject(account, "POST", "/api/reviews", { rating: 5, comment: "Wonderful work", ...body }),
  );
/** Posts a review once the event is over. */
const review = (account: TestAccount, body: Record<string, unknown>) =>
  reviewAt(DAY_AFTER_EVENT, account, body);

beforeAll(async () => {
  t = await createTestApp(
    { REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" },
    {},
    { clock },
  );
  [organizer, otherOrganizer] = await Promise.all([
    registerAccount(t.app, { name: "Rosa Reviewer" }),
    registerAccount(t.app),
  ]);
});
afterAll(() => t.close());

describe("writing a review", () => {
  it("lets the organizer who accepted the quote review once; rating and count follow everywhere", async () => {
    const supplier = await newSupplier("Lens & Light Studio");
    const first = await booking(organizer, supplier);
    const second = await booking(organizer, supplier);

    const response = await review(organizer, {
      supplierId: supplier.user.id,
      requestId: first.request.id,
      rating: 4,
      comment: "  Lovely photos, arrived early.  ",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ReviewView>()).toMatchObject({
      supplierId: supplier.user.id,
      organizerId: organizer.user.id,
      requestId: first.request.id,
      rating: 4,
      comment: "Lovely photos, arrived early.",
    });
    expect(
      (
        await review(organizer, {
          supplierId: supplier.user.id,
          requestId: second.request.id,
          rating: 5,
        })
      ).statusCode,
    ).toBe(201);

    const detail = await json<SupplierDetail>(
      organizer,
      "GET",
      `/api/suppliers/${supplier.user.id}`,
    );
    expect(detail.supplier).toMatchObject({ avgRating: 4.5, reviewCount: 2 });
    expect(detail.ratingBreakdown).toEqual([0, 0, 0, 1, 1]);
    expect(detail.reviews.map((r) => r.comment)).toContain("Lovely photos, arrived early.");
    expect(detail.reviews.find((r) => r.rating === 4)?.organizer.name).toBe("Rosa Reviewer");

    const cards = await json<SupplierListItem[]>(
      organizer,
      "GET",
      "/api/suppliers?category=photography",
    );
    expect(cards.find((card) => card.id === supplier.user.id)).toMatchObject({
      avgRating: 4.5,
      reviewCount: 2,
    });
    // Two or more reviews with a rating put the supplier in the top-rated group, ahead of the new.
    expect(cards[0]?.id).toBe(supplier.user.id);

    const quotes = await json<QuoteWithSupplier[]>(
      organizer,
      "GET",
      `/api/quotes/request/${first.request.id}`,
    );
    expect(quotes[0]).toMatchObject({
      reviewed: true,
      supplier: { avgRating: 4.5, reviewCount: 2 },
    });
  });

  it("refuses a second review of the same booking (409)", async () => {
    const supplier = await newSupplier("Second Shot Ltd");
    const { request } = await booking(organizer, supplier);
    const body = { supplierId: supplier.user.id, requestId: request.id };
    expect((await review(organizer, body)).statusCode).toBe(201);
    expectError(await review(organizer, body), 409, ALREADY_REVIEWED_MESSAGE);
  });

  it("refuses a review without an accepted quote (403): pending, rejected, none, or another's", async () => {
    const supplier = await newSupplier("Not Yet Photography");
    const pending = await booking(organizer, supplier, "pending");
    const rejected = await booking(organizer, supplier, "rejected");
    const accepted = await booking(organizer, supplier);
    const stranger = await newSupplier("Stranger Studio");
    for (const body of [
      { supplierId: supplier.user.id, requestId: pending.request.id },
      { supplierId: supplier.user.id, requestId: rejected.request.id },
      { supplierId: stranger.user.id, requestId: accepted.request.id },
      { supplierId: supplier.user.id, requestId: 999_999 },
    ])
      expectError(await review(organizer, body), 403, REVIEW_NOT_ELIGIBLE_MESSAGE);
    expectError(
      await review(otherOrganizer, {
        supplierId: supplier.user.id,
        requestId: accepted.request.id,
      }),
      403,
      REVIEW_NOT_ELIGIBLE_MESSAGE,
    );
    const [stored] = await t.database.handle.db
      .select({ count: users.reviewCount })
      .from(users)
      .where(eq(users.id, supplier.user.id));
    expect(stored?.count).toBe(0);
  });

  it("requires a comment (whitespace is not one) and a whole rating from 1 to 5", async () => {
    const supplier = await newSupplier("Picky Pixels");
    const { request } = await booking(organizer, supplier);
    const base = { supplierId: supplier.user.id, requestId: request.id };
    for (const comment of ["", "   ", undefined])
      expectError(await review(organizer, { ...base, comment }), 400, REVIEW_COMMENT_MESSAGE);
    for (const rating of [0, 6, 3.5, "five"])
      expectError(await review(organizer, { ...base, rating }), 400, REVIEW_RATING_MESSAGE);
    expect(
      await t.database.handle.db.select().from(reviews).where(eq(reviews.requestId, request.id)),
    ).toEqual([]);
  });

  it("refuses suppliers (403) and guests (401)", async () => {
    const supplier = await newSupplier("Self Praise Photography");
    const { request } = await booking(organizer, supplier);
    expectError(
      await review(supplier, { supplierId: supplier.user.id, requestId: request.id }),
      403,
    );
    expectError(
      await t.app.inject({
        method: "POST",
        url: "/api/reviews",
        payload: { supplierId: supplier.user.id, requestId: request.id, rating: 5, comment: "x" },
      }),
      401,
    );
  });

  it("waits for the event: refused (409) with the day until the event's last day is over in the UK", async () => {
    const supplier = await newSupplier("Patient Pictures");
    const { request } = await booking(organizer, supplier);
    const body = { supplierId: supplier.user.id, requestId: request.id };
    const waitMessage = "You can review this booking after the event on 5 May 2099.";
    expectError(await reviewAt(new Date(), organizer, body), 409, waitMessage);
    // 23:30 on the event day in London is already the next day in UTC: the UK day decides.
    expectError(await reviewAt("2099-05-05T22:30:00Z", organizer, body), 409, waitMessage);
    expect(
      await t.database.handle.db.select().from(reviews).where(eq(reviews.requestId, request.id)),
    ).toEqual([]);
    const opened = await reviewAt("2099-05-05T23:30:00Z", organizer, body);
    expect(opened.statusCode, opened.body).toBe(201);
  });

  it("waits for the last day of an event over several days", async () => {
    const supplier = await newSupplier("Long Weekend Photography");
    const request = await json<RequestView>(organizer, "POST", "/api/requests", {
      title: "Three-day festival",
      description: "Stage photos",
      eventDateFrom: "2099-08-01",
      eventDateTo: "2099-08-03",
      location: "Bath",
      categories: ["photography"],
    });
    const quote = await json<QuoteView>(supplier, "POST", "/api/quotes", {
      requestId: request.id,
      price: "£2,400",
      total: 2400,
      description: "All three days",
    });
    await json(organizer, "PUT", `/api/quotes/${quote.id}/status`, { status: "accepted" });
    const body = { supplierId: supplier.user.id, requestId: request.id };
    expectError(
      await reviewAt("2099-08-02T12:00:00Z", organizer, body),
      409,
      "You can review this booking after the event on 3 August 2099.",
    );
    expect((await reviewAt("2099-08-04T12:00:00Z", organizer, body)).statusCode).toBe(201);
  });

  it("leaves a hidden review out of the average and the count", async () => {
    const supplier = await newSupplier("Hidden Gem Studio");
    const one = await booking(organizer, supplier);
    const two = await booking(organizer, supplier);
    await review(organizer, { supplierId: supplier.user.id, requestId: one.request.id, rating: 1 });
    await t.database.handle.db
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: "Abusive" })
      .where(eq(reviews.requestId, one.request.id));
    await review(organizer, { supplierId: supplier.user.id, requestId: two.request.id, rating: 5 });
    const detail = await json<SupplierDetail>(
      organizer,
      "GET",
      `/api/suppliers/${supplier.user.id}`,
    );
    expect(detail.supplier).toMatchObject({ avgRating: 5, reviewCount: 1 });
  });
});

describe("bookings open for review", () => {
  it("lists the organizer's accepted quotes not yet reviewed, filtered by supplier or request", async () => {
    const reviewer = await registerAccount(t.app);
    const supplier = await newSupplier("Open Book Photography");
    const other = await newSupplier("Other Angle Photography");
    const a = await booking(reviewer, supplier);
    const b = await booking(reviewer, other);
    await booking(reviewer, supplier, "pending");
    const all = await json<ReviewableBooking[]>(reviewer, "GET", "/api/reviews/reviewable");
    expect(all.map((item) => [item.requestId, item.supplierId]).sort()).toEqual(
      [
        [a.request.id, supplier.user.id],
        [b.request.id, other.user.id],
      ].sort(),
    );
    const forSupplier = await json<ReviewableBooking[]>(
      reviewer,
      "GET",
      `/api/reviews/reviewable?supplierId=${supplier.user.id}`,
    );
    expect(forSupplier).toEqual([
      {
        requestId: a.request.id,
        requestTitle: a.request.title,
        eventDate: EVENT_DAY,
        supplierId: supplier.user.id,
        supplierName: "Open Book Photography",
        isOpen: false,
        opensMessage: "You can review this booking after the event on 5 May 2099.",
      },
    ]);
    const afterEvent = await clock.during(DAY_AFTER_EVENT, () =>
      json<ReviewableBooking[]>(
        reviewer,
        "GET",
        `/api/reviews/reviewable?supplierId=${supplier.user.id}`,
      ),
    );
    expect(afterEvent.map((item) => [item.isOpen, item.opensMessage])).toEqual([[true, null]]);
    const forRequest = await json<ReviewableBooking[]>(
      reviewer,
      "GET",
      `/api/reviews/reviewable?requestId=${b.request.id}`,
    );
    expect(forRequest.map((item) => item.supplierId)).toEqual([other.user.id]);

    await review(reviewer, { supplierId: supplier.user.id, requestId: a.request.id });
    const afterReview = await json<ReviewableBooking[]>(reviewer, "GET", "/api/reviews/reviewable");
    expect(afterReview.map((item) => item.requestId)).toEqual([b.request.id]);
    expect(
      await json<ReviewableBooking[]>(otherOrganizer, "GET", "/api/reviews/reviewable"),
    ).toEqual([]);
  });

  it("answers organizers only", async () => {
    const supplier = await newSupplier("Asking Studio");
    expectError(await inject(supplier, "GET", "/api/reviews/reviewable"), 403);
    expectError(await t.app.inject({ method: "GET", url: "/api/reviews/reviewable" }), 401);
  });
});
