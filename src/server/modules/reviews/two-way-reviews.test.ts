import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#server/db/schema";
import {
  type AdminOrganizerReviewPage,
  type AdminOrganizerReviewView,
  ALREADY_HIDDEN_MESSAGE,
  NOT_HIDDEN_MESSAGE,
} from "#shared/contracts/admin";
import { BOOKING_NOT_FOUND_MESSAGE, type Booking } from "#shared/contracts/bookings";
import type { NotificationList } from "#shared/contracts/notifications";
import {
  CANCELLED_BOOKING_REVIEW_MESSAGE,
  ORGANIZER_ALREADY_REVIEWED_MESSAGE,
  ORGANIZER_REPLY_NOT_YOURS_MESSAGE,
  type OrganizerReviewableBooking,
  type OrganizerReviewView,
  type PublicOrganizerReview,
} from "#shared/contracts/organizer-reviews";
import type { RequestDetail, RequestView } from "#shared/contracts/requests";
import {
  ALREADY_REPLIED_MESSAGE,
  ALREADY_REPORTED_MESSAGE,
  OWN_REVIEW_REPORT_MESSAGE,
  REPLY_EDIT_CLOSED_MESSAGE,
  REVIEW_COMMENT_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_RATING_MESSAGE,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPLY_MESSAGE,
  REVIEW_REPLY_TOO_LONG_MESSAGE,
  REVIEW_SHOWN_MESSAGE,
  type ReviewView,
  reviewAfterEventMessage,
} from "#shared/contracts/reviews";
import type { SupplierDetail } from "#shared/contracts/suppliers";
import type { OrganizerProfile } from "#shared/contracts/users";
import { adminAccount, bookQuote, subscribedSupplier } from "#tests/support/booking-fixtures";
import { expectError } from "#tests/support/expect-error";
import { outboxEmailsTo } from "#tests/support/outbox";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

/** Winter: London is on GMT, so UK days are UTC days. */
const clock = testClock("2027-01-11T10:00:00Z");
const EVENT_DAY = "2027-03-20";
const DAY_AFTER_EVENT = "2027-03-21T10:00:00Z";
/** Fourteen days after the event's last day: reviews show whatever the other side did. */
const SHOWS_ON = "2027-04-03";

let t: TestApp;

const call = (
  account: TestAccount | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) =>
  account
    ? injectAs(t.app, account.cookie, { method, url, ...(payload ? { payload } : {}) })
    : t.app.inject({ method, url, ...(payload ? { payload } : {}) });

async function json<T>(
  account: TestAccount | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
): Promise<T> {
  const response = await call(account, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

interface Hire {
  organizer: TestAccount;
  supplier: TestAccount;
  booking: Booking;
}

/** A fresh organizer and supplier, and the supplier's quote booked, with the clock before it. */
async function bookedHire(eventDateFrom = EVENT_DAY): Promise<Hire> {
  clock.set("2027-01-11T10:00:00Z");
  const [organizer, supplier] = await Promise.all([
    registerAccount(t.app, { name: `Olive ${Math.random().toString(36).slice(2, 6)}` }),
    subscribedSupplier(t),
  ]);
  const booking = await bookQuote(t, organizer, supplier, { eventDateFrom });
  return { organizer, supplier, booking };
}

const reviewOrganizer = (
  hire: Hire,
  body: Record<string, unknown> = {},
  by: TestAccount | null = hire.supplier,
) =>
  call(by, "POST", "/api/organizer-reviews", {
    bookingId: hire.booking.id,
    rating: 4,
    comment: "Clear brief, paid on time",
    ...body,
  });

const reviewSupplier = (hire: Hire, body: Record<string, unknown> = {}) =>
  call(hire.organizer, "POST", "/api/reviews", {
    supplierId: hire.supplier.user.id,
    requestId: hire.booking.requestId,
    rating: 5,
    comment: "Wonderful afternoon tea",
    ...body,
  });

const organizerPage = (hire: Hire, viewer: TestAccount | null = null) =>
  json<PublicOrganizerReview[]>(viewer, "GET", `/api/organizer/${hire.organizer.user.id}/reviews`);

const supplierPage = (hire: Hire) =>
  json<SupplierDetail>(null, "GET", `/api/suppliers/${hire.supplier.user.id}`);

const shownNotices = async (account: TestAccount) =>
  (await json<NotificationList>(account, "GET", "/api/notifications")).notifications.filter(
    (notification) => notification.type === "review",
  );

const shownEmails = (account: TestAccount) =>
  outboxEmailsTo(t.config.dataDir, account.user.email).then((emails) =>
    emails.filter((email) => email.subject.endsWith("review of you is now shown")),
  );

beforeAll(async () => {
  t = await createTestApp(
    { REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" },
    {},
    { clock },
  );
});
afterAll(() => t.close());

describe("who may review the organizer", () => {
  it("refuses guests (401), organizers (403), anyone but the booking's supplier (404) and a missing booking (404)", async () => {
    const hire = await bookedHire();
    clock.set(DAY_AFTER_EVENT);
    const otherSupplier = await subscribedSupplier(t);
    expectError(await reviewOrganizer(hire, {}, null), 401);
    expectError(await reviewOrganizer(hire, {}, hire.organizer), 403);
    expectError(await reviewOrganizer(hire, {}, otherSupplier), 404, BOOKING_NOT_FOUND_MESSAGE);
    expectError(
      await reviewOrganizer(hire, { bookingId: 999_999 }),
      404,
      BOOKING_NOT_FOUND_MESSAGE,
    );
    expect(await organizerPage(hire)).toEqual([]);
  });

  it("refuses a rating outside 1 to 5 and an empty comment (400)", async () => {
    const hire = await bookedHire();
    clock.set(DAY_AFTER_EVENT);
    expectError(await reviewOrganizer(hire, { rating: 6 }), 400, REVIEW_RATING_MESSAGE);
    expectError(await reviewOrganizer(hire, { rating: 0 }), 400, REVIEW_RATING_MESSAGE);
    expectError(await reviewOrganizer(hire, { comment: "   " }), 400, REVIEW_COMMENT_MESSAGE);
  });

  it("waits for the event: refused (409) until its last UK day is over", async () => {
    const hire = await bookedHire();
    clock.set(`${EVENT_DAY}T23:00:00Z`);
    expectError(await reviewOrganizer(hire), 409, reviewAfterEventMessage(EVENT_DAY));
    const reviewable = await json<OrganizerReviewableBooking[]>(
      hire.supplier,
      "GET",
      "/api/organizer-reviews/reviewable",
    );
    expect(reviewable).toEqual([
      {
        bookingId: hire.booking.id,
        requestTitle: "Garden party",
        eventDate: EVENT_DAY,
        organizerId: hire.organizer.user.id,
        organizerName: hire.organizer.user.name,
        isOpen: false,
        opensMessage: reviewAfterEventMessage(EVENT_DAY),
      },
    ]);
    clock.set(DAY_AFTER_EVENT);
    expect((await reviewOrganizer(hire)).statusCode).toBe(201);
    expect(await json(hire.supplier, "GET", "/api/organizer-reviews/reviewable")).toEqual([]);
  });

  it("refuses a cancelled booking (409): its event never happened", async () => {
    const hire = await bookedHire();
    const cancelled = await call(
      hire.organizer,
      "POST",
      `/api/bookings/${hire.booking.id}/cancel`,
      {
        confirm: true,
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    clock.set(DAY_AFTER_EVENT);
    expectError(await reviewOrganizer(hire), 409, CANCELLED_BOOKING_REVIEW_MESSAGE);
  });

  it("takes one review per booking (409 for a second)", async () => {
    const hire = await bookedHire();
    clock.set(DAY_AFTER_EVENT);
    expect((await reviewOrganizer(hire)).statusCode).toBe(201);
    expectError(
      await reviewOrganizer(hire, { rating: 1 }),
      409,
      ORGANIZER_ALREADY_REVIEWED_MESSAGE,
    );
  });
});

describe("neither review shows until both are written", () => {
  let hire: Hire;
  let ofOrganizer: OrganizerReviewView;
  let ofSupplier: ReviewView;

  beforeAll(async () => {
    hire = await bookedHire();
    clock.set(DAY_AFTER_EVENT);
  });

  it("keeps the supplier's review of the organizer waiting, changeable by its author alone", async () => {
    const written = await reviewOrganizer(hire, { rating: 2, comment: "Late to reply" });
    expect(written.statusCode, written.body).toBe(201);
    ofOrganizer = written.json<OrganizerReviewView>();
    expect(ofOrganizer).toMatchObject({ shownAt: null, showsOn: SHOWS_ON, rating: 2 });
    expect(await organizerPage(hire)).toEqual([]);

    const changed = await json<OrganizerReviewView>(
      hire.supplier,
      "PUT",
      `/api/organizer-reviews/${ofOrganizer.id}`,
      { rating: 4, comment: "Clear brief, paid on time" },
    );
    expect(changed).toMatchObject({
      rating: 4,
      comment: "Clear brief, paid on time",
      shownAt: null,
    });
    // Nobody else may change it, or even learn that it exists.
    const stranger = await subscribedSupplier(t);
    expectError(
      await call(stranger, "PUT", `/api/organizer-reviews/${ofOrganizer.id}`, {
        rating: 1,
        comment: "No",
      }),
      404,
    );
    // Nor report it while it waits.
    expectError(
      await call(stranger, "POST", `/api/organizer-reviews/${ofOrganizer.id}/report`, {}),
      404,
    );
  });

  it("takes no reply from the organizer while it waits (404: it does not exist for them yet)", async () => {
    expectError(
      await call(hire.organizer, "POST", `/api/organizer-reviews/${ofOrganizer.id}/reply`, {
        text: "Thank you",
      }),
      404,
    );
  });

  it("keeps it out of the organizer's record and page, and tells nobody yet", async () => {
    const profile = await json<OrganizerProfile>(
      null,
      "GET",
      `/api/organizer/${hire.organizer.user.id}`,
    );
    expect(profile).toMatchObject({ avgRating: 0, reviewCount: 0 });
    expect(await shownNotices(hire.organizer)).toEqual([]);
    expect(await shownNotices(hire.supplier)).toEqual([]);
  });

  it("shows both together once the organizer reviews the supplier, and tells each side once", async () => {
    const written = await reviewSupplier(hire);
    expect(written.statusCode, written.body).toBe(201);
    ofSupplier = written.json<ReviewView>();
    expect(ofSupplier.shownAt).not.toBeNull();

    const onOrganizerPage = await organizerPage(hire);
    expect(onOrganizerPage).toEqual([
      expect.objectContaining({
        id: ofOrganizer.id,
        rating: 4,
        comment: "Clear brief, paid on time",
        eventMonth: "2027-03",
        supplier: expect.objectContaining({ id: hire.supplier.user.id }),
        reportedByViewer: false,
      }),
    ]);
    const onSupplierPage = await supplierPage(hire);
    expect(onSupplierPage.reviews.map((review) => [review.id, review.comment])).toEqual([
      [ofSupplier.id, "Wonderful afternoon tea"],
    ]);
    expect(onSupplierPage.supplier.reviewCount).toBe(1);

    const [toOrganizer, ...moreToOrganizer] = await shownNotices(hire.organizer);
    expect(moreToOrganizer).toEqual([]);
    expect(toOrganizer).toMatchObject({
      title: "Review now shown",
      linkTo: `/organizer/${hire.organizer.user.id}#reviews`,
    });
    const [toSupplier, ...moreToSupplier] = await shownNotices(hire.supplier);
    expect(moreToSupplier).toEqual([]);
    expect(toSupplier).toMatchObject({
      title: "Review now shown",
      linkTo: `/supplier/${hire.supplier.user.id}#reviews`,
    });
  });

  it("emails each side once, even when the 14 days pass afterwards", async () => {
    await t.app.scheduledWork.runOnce();
    clock.set(`${SHOWS_ON}T10:00:00Z`);
    // The sweep on the 14th day shows other tests' waiting reviews, but nothing of this hire's.
    await t.app.scheduledWork.runOnce();
    expect(await shownEmails(hire.organizer)).toHaveLength(1);
    expect(await shownEmails(hire.supplier)).toHaveLength(1);
    expect(await shownNotices(hire.organizer)).toHaveLength(1);
    expect(await shownNotices(hire.supplier)).toHaveLength(1);
  });

  it("refuses to change either review once shown (409)", async () => {
    expectError(
      await call(hire.supplier, "PUT", `/api/organizer-reviews/${ofOrganizer.id}`, {
        rating: 1,
        comment: "Changed my mind",
      }),
      409,
      REVIEW_SHOWN_MESSAGE,
    );
    expectError(
      await call(hire.organizer, "PUT", `/api/reviews/${ofSupplier.id}`, {
        rating: 1,
        comment: "Changed my mind",
      }),
      409,
      REVIEW_SHOWN_MESSAGE,
    );
    // The shown review still takes the supplier's public reply.
    const replied = await call(hire.supplier, "POST", `/api/reviews/${ofSupplier.id}/reply`, {
      text: "Thank you for having us",
    });
    expect(replied.statusCode, replied.body).toBe(201);
  });

  it("gives suppliers the organizer's rating before they quote", async () => {
    const request = await json<RequestView>(hire.organizer, "POST", "/api/requests", {
      title: "Summer fete",
      description: "Stalls and a tea tent",
      eventDateFrom: "2027-07-10",
      location: "Harrogate, North Yorkshire",
      attendees: "200",
      categories: ["catering"],
    });
    const anotherSupplier = await subscribedSupplier(t);
    const detail = await json<RequestDetail>(anotherSupplier, "GET", `/api/requests/${request.id}`);
    expect(detail.organizerStats).toMatchObject({ rating: 4, reviewCount: 1 });
    const profile = await json<OrganizerProfile>(
      null,
      "GET",
      `/api/organizer/${hire.organizer.user.id}`,
    );
    expect(profile).toMatchObject({ avgRating: 4, reviewCount: 1 });
  });

  it("takes reports as other reviews do: once per user, never from its author", async () => {
    const reporter = await registerAccount(t.app);
    const url = `/api/organizer-reviews/${ofOrganizer.id}/report`;
    expectError(await call(null, "POST", url, {}), 401);
    expectError(await call(hire.supplier, "POST", url, {}), 403, OWN_REVIEW_REPORT_MESSAGE);
    expect((await call(reporter, "POST", url, { reason: "Not about the event" })).statusCode).toBe(
      201,
    );
    expectError(await call(reporter, "POST", url, {}), 409, ALREADY_REPORTED_MESSAGE);
    const seen = await organizerPage(hire, reporter);
    expect(seen[0]?.reportedByViewer).toBe(true);
  });
});

describe("the organizer's reply to a review of them", () => {
  let hire: Hire;
  let review: OrganizerReviewView;
  const replyTo = (by: TestAccount | null, text: unknown = "Thank you, a pleasure to work with") =>
    call(by, "POST", `/api/organizer-reviews/${review.id}/reply`, { text });

  beforeAll(async () => {
    hire = await bookedHire();
    clock.set(DAY_AFTER_EVENT);
    review = await json<OrganizerReviewView>(hire.supplier, "POST", "/api/organizer-reviews", {
      bookingId: hire.booking.id,
      rating: 4,
      comment: "Clear brief, paid on time",
    });
    expect((await reviewSupplier(hire)).statusCode).toBe(201);
  });

  it("refuses guests (401), anyone but the reviewed organizer (403), an empty or overlong reply (400) and a missing review (404)", async () => {
    expectError(await replyTo(null), 401);
    expectError(await replyTo(hire.supplier), 403, ORGANIZER_REPLY_NOT_YOURS_MESSAGE);
    expectError(
      await replyTo(await registerAccount(t.app)),
      403,
      ORGANIZER_REPLY_NOT_YOURS_MESSAGE,
    );
    expectError(await replyTo(hire.organizer, ""), 400, REVIEW_REPLY_MESSAGE);
    expectError(
      await replyTo(hire.organizer, "x".repeat(REVIEW_REPLY_MAX_LENGTH + 1)),
      400,
      REVIEW_REPLY_TOO_LONG_MESSAGE,
    );
    expectError(
      await call(hire.organizer, "POST", "/api/organizer-reviews/999999/reply", { text: "Hi" }),
      404,
    );
  });

  it("takes one reply, shows it under the review and tells the review's writer", async () => {
    const posted = await replyTo(hire.organizer);
    expect(posted.statusCode, posted.body).toBe(201);
    const [shown] = await organizerPage(hire);
    expect(shown?.reply).toMatchObject({ text: "Thank you, a pleasure to work with" });
    const notices = (
      await json<NotificationList>(hire.supplier, "GET", "/api/notifications")
    ).notifications.filter((notification) => notification.title === "Reply to your review");
    expect(notices).toHaveLength(1);
    expectError(await replyTo(hire.organizer, "Again"), 409, ALREADY_REPLIED_MESSAGE);
  });

  it("lets the organizer change the reply for a week, then it stands", async () => {
    const url = `/api/organizer-reviews/${review.id}/reply`;
    expectError(await call(hire.supplier, "PUT", url, { text: "Mine" }), 403);
    const changed = await call(hire.organizer, "PUT", url, { text: "Thank you, Frank" });
    expect(changed.statusCode, changed.body).toBe(200);
    clock.set("2027-04-30T10:00:00Z");
    expectError(
      await call(hire.organizer, "PUT", url, { text: "Late" }),
      403,
      REPLY_EDIT_CLOSED_MESSAGE,
    );
    expect((await organizerPage(hire))[0]?.reply?.text).toBe("Thank you, Frank");
  });
});

describe("admins and reviews of organizers", () => {
  let hire: Hire;
  let review: OrganizerReviewView;
  let admin: TestAccount;

  beforeAll(async () => {
    hire = await bookedHire();
    clock.set(DAY_AFTER_EVENT);
    admin = await adminAccount(t);
    review = await json<OrganizerReviewView>(hire.supplier, "POST", "/api/organizer-reviews", {
      bookingId: hire.booking.id,
      rating: 2,
      comment: "Names the venue staff",
    });
    expect((await reviewSupplier(hire)).statusCode).toBe(201);
    const reporter = await registerAccount(t.app);
    expect(
      (
        await call(reporter, "POST", `/api/organizer-reviews/${review.id}/report`, {
          reason: "Names staff",
        })
      ).statusCode,
    ).toBe(201);
  });

  const stats = () =>
    json<OrganizerProfile>(null, "GET", `/api/organizer/${hire.organizer.user.id}`);

  it("refuses guests (401) and everyone but admins (403) the list, hide and unhide", async () => {
    const hideUrl = `/api/admin/organizer-reviews/${review.id}/hide`;
    const unhideUrl = `/api/admin/organizer-reviews/${review.id}/unhide`;
    expectError(await call(null, "GET", "/api/admin/organizer-reviews"), 401);
    expectError(await call(null, "POST", hideUrl, { reason: "Spam" }), 401);
    expectError(await call(null, "POST", unhideUrl), 401);
    for (const someone of [hire.organizer, hire.supplier]) {
      expectError(await call(someone, "GET", "/api/admin/organizer-reviews"), 403);
      expectError(await call(someone, "POST", hideUrl, { reason: "Spam" }), 403);
      expectError(await call(someone, "POST", unhideUrl), 403);
    }
    expect((await organizerPage(hire)).map((shown) => shown.id)).toEqual([review.id]);
  });

  it("lists reviews of organizers with their reports", async () => {
    const page = await json<AdminOrganizerReviewPage>(
      admin,
      "GET",
      "/api/admin/organizer-reviews?visibility=reported&pageSize=50",
    );
    expect(page.items.find((item) => item.id === review.id)).toMatchObject({
      organizerId: hire.organizer.user.id,
      rating: 2,
      reportCount: 1,
      reportReasons: ["Names staff"],
      hiddenAt: null,
    });
  });

  it("hides one from the organizer's page and rating, and shows it again on unhide", async () => {
    expect(await stats()).toMatchObject({ avgRating: 2, reviewCount: 1 });
    const hideUrl = `/api/admin/organizer-reviews/${review.id}/hide`;
    expectError(await call(admin, "POST", hideUrl, {}), 400);
    const hidden = await json<AdminOrganizerReviewView>(admin, "POST", hideUrl, {
      reason: "Names staff",
    });
    expect(hidden).toMatchObject({ hiddenReason: "Names staff", hiddenAt: expect.any(String) });
    expectError(
      await call(admin, "POST", hideUrl, { reason: "Again" }),
      409,
      ALREADY_HIDDEN_MESSAGE,
    );
    expect(await organizerPage(hire)).toEqual([]);
    expect(await stats()).toMatchObject({ avgRating: 0, reviewCount: 0 });
    // Hidden, it takes neither reports nor a reply.
    const other = await registerAccount(t.app);
    expectError(await call(other, "POST", `/api/organizer-reviews/${review.id}/report`, {}), 404);
    expectError(
      await call(hire.organizer, "POST", `/api/organizer-reviews/${review.id}/reply`, {
        text: "Thanks",
      }),
      404,
    );

    const unhideUrl = `/api/admin/organizer-reviews/${review.id}/unhide`;
    expect((await call(admin, "POST", unhideUrl)).statusCode).toBe(200);
    expectError(await call(admin, "POST", unhideUrl), 409, NOT_HIDDEN_MESSAGE);
    expect((await organizerPage(hire)).map((shown) => shown.id)).toEqual([review.id]);
    expect(await stats()).toMatchObject({ avgRating: 2, reviewCount: 1 });
    expectError(
      await call(admin, "POST", "/api/admin/organizer-reviews/999999/hide", { reason: "Spam" }),
      404,
    );
  });
});

describe("fourteen days after the event", () => {
  it("shows a lone review of the organizer by the scheduled work, tells the organizer once, and shows a later answer at once", async () => {
    const hire = await bookedHire();
    clock.set(DAY_AFTER_EVENT);
    expect((await reviewOrganizer(hire)).statusCode).toBe(201);

    clock.set("2027-04-02T22:00:00Z");
    expect((await t.app.scheduledWork.runOnce()).reviewsShown).toBe(0);
    expect(await organizerPage(hire)).toEqual([]);

    clock.set(`${SHOWS_ON}T00:30:00Z`);
    const sweep = await t.app.scheduledWork.runOnce();
    expect(sweep.reviewsShown).toBe(1);
    expect(await organizerPage(hire)).toHaveLength(1);
    expect(await shownNotices(hire.organizer)).toHaveLength(1);
    expect(await shownEmails(hire.organizer)).toHaveLength(1);
    expect(await shownNotices(hire.supplier)).toEqual([]);

    expect((await t.app.scheduledWork.runOnce()).reviewsShown).toBe(0);
    expect(await shownNotices(hire.organizer)).toHaveLength(1);

    // The organizer's review written after the 14 days shows as it is written.
    const late = await reviewSupplier(hire);
    expect(late.json<ReviewView>().shownAt).not.toBeNull();
    expect((await supplierPage(hire)).reviews).toHaveLength(1);
    expect(await shownNotices(hire.supplier)).toHaveLength(1);
  });

  it("shows a lone review of the supplier by the scheduled work, and tells the supplier once", async () => {
    const hire = await bookedHire();
    clock.set(DAY_AFTER_EVENT);
    const written = await reviewSupplier(hire, { rating: 3, comment: "Tea was late" });
    const review = written.json<ReviewView>();
    expect(review).toMatchObject({ shownAt: null, showsOn: SHOWS_ON });
    expect((await supplierPage(hire)).reviews).toEqual([]);
    expect((await supplierPage(hire)).supplier.reviewCount).toBe(0);
    // While it waits the supplier can neither see it to reply nor report it.
    expectError(
      await call(hire.supplier, "POST", `/api/reviews/${review.id}/reply`, { text: "Sorry" }),
      404,
      REVIEW_NOT_FOUND_MESSAGE,
    );
    // Its author may still change it.
    const changed = await json<ReviewView>(hire.organizer, "PUT", `/api/reviews/${review.id}`, {
      rating: 4,
      comment: "Tea was a little late",
    });
    expect(changed).toMatchObject({ rating: 4, shownAt: null });
    expectError(
      await call(hire.supplier, "PUT", `/api/reviews/${review.id}`, { rating: 5, comment: "x" }),
      404,
    );

    clock.set(`${SHOWS_ON}T09:00:00Z`);
    await t.app.scheduledWork.runOnce();
    await t.app.scheduledWork.runOnce();
    const page = await supplierPage(hire);
    expect(page.reviews.map((shown) => shown.comment)).toEqual(["Tea was a little late"]);
    expect(page.supplier).toMatchObject({ reviewCount: 1, avgRating: 4 });
    expect(await shownNotices(hire.supplier)).toHaveLength(1);
    expect(await shownEmails(hire.supplier)).toHaveLength(1);
    expect(await shownNotices(hire.organizer)).toEqual([]);
  });
});

describe("reviews of hires without a booking", () => {
  it("show as soon as they are written and tell the supplier at once, as before", async () => {
    const hire = await bookedHire();
    // An accepted quote from before bookings: no booking row.
    await t.database.handle.db.delete(bookings).where(eq(bookings.id, hire.booking.id));
    clock.set(DAY_AFTER_EVENT);
    const written = await reviewSupplier(hire);
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json<ReviewView>()).toMatchObject({ showsOn: null });
    expect(written.json<ReviewView>().shownAt).not.toBeNull();
    expect((await supplierPage(hire)).reviews).toHaveLength(1);
    expect(await shownNotices(hire.supplier)).toEqual([
      expect.objectContaining({ title: "New review" }),
    ]);
    expectError(
      await call(hire.organizer, "PUT", `/api/reviews/${written.json<ReviewView>().id}`, {
        rating: 1,
        comment: "Changed",
      }),
      409,
      REVIEW_SHOWN_MESSAGE,
    );
  });
});
