import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PaymentRouteOptions } from "#server/modules/route-dependencies";
import { SESSION_COOKIE } from "#server/plugins/session";
import {
  AdminMoney,
  Booking,
  BookingAnswer,
  BookingList,
  CANCELLED_MESSAGE,
  CancelBookingAnswer,
  CancelBookingBody,
  ConfirmTestDepositBody,
  DEPOSIT_PAID_MESSAGE,
  DepositStart,
  DISPUTE_OPENED_MESSAGE,
  DisputeBookingBody,
  ProposeRefundBody,
  ResolveDisputeBody,
} from "#shared/contracts/bookings";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import type { BookingMoneyDependencies } from "./booking-money";
import {
  adminMoney,
  bookingAfter,
  cancelBooking,
  cancellationPreview,
  confirmTestDeposit,
  disputeBooking,
  getBooking,
  listBookings,
  notifyDepositPaid,
  proposeRefund,
  resolveDispute,
  startDeposit,
} from "./bookings.service";

/** Each start may create a payment at the card provider: plenty for a person, too few for a script. */
export const DEPOSIT_STARTS_PER_WINDOW = 20;

const tags = ["bookings"];
const signedIn = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const changing = { 400: ErrorBody, ...signedIn, 409: ErrorBody };

/** Bookings, their deposits, cancellations and disputes, for either side. */
export const bookingRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, deps) => {
  const { db, config, clock, payments, notifier } = deps;
  const releaseDays = config.bookings.depositReleaseDays;
  const money = (log: BookingMoneyDependencies["log"]): BookingMoneyDependencies => ({
    db,
    payments,
    config,
    notifier,
    log,
  });

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "The signed-in user's bookings, as organizer or supplier, newest first",
        response: { 200: BookingList, 401: ErrorBody },
      },
    },
    async (request) => listBookings(db, await request.requireUser(), clock(), releaseDays),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary:
          "One booking with its timeline (its organizer, its supplier or an admin; 404 for anyone else)",
        params: IdParams,
        response: { 200: Booking, ...signedIn },
      },
    },
    async (request) =>
      getBooking(db, await request.requireUser(), request.params.id, clock(), releaseDays),
  );

  app.post(
    "/:id/deposit",
    {
      schema: {
        tags,
        summary:
          "Start paying the deposit (the booking's organizer): a client secret for Stripe's Payment Element, or for the test card form. 409 when already paid or cancelled",
        params: IdParams,
        response: { 200: DepositStart, ...changing, 429: ErrorBody, 502: ErrorBody },
      },
      config: {
        rateLimit: {
          max: DEPOSIT_STARTS_PER_WINDOW,
          timeWindow: config.rateLimits.windowMs,
          keyGenerator: (request) => `deposit:${request.cookies[SESSION_COOKIE] ?? request.ip}`,
        },
      },
    },
    async (request) =>
      startDeposit(
        db,
        payments,
        await request.requireUser(),
        request.params.id,
        clock(),
        request.log,
      ),
  );

  app.post(
    "/deposit/test-confirm",
    {
      schema: {
        tags,
        summary:
          "Pay a deposit with the built-in test provider's card form: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (402); no real money moves",
        body: ConfirmTestDepositBody,
        response: { 200: BookingAnswer, ...changing, 402: ErrorBody },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const now = clock();
      const booking = await confirmTestDeposit(db, payments, user, request.body, now);
      await notifyDepositPaid(notifier, booking);
      return {
        message: DEPOSIT_PAID_MESSAGE,
        booking: await bookingAfter(db, user, booking.id, now, releaseDays),
      };
    },
  );

  app.post(
    "/:id/cancel",
    {
      schema: {
        tags,
        summary:
          "Cancel (either side). With confirm false, only answers the refund cancelling now gives; with confirm true, refunds through the provider and cancels. 409 once released, disputed or cancelled",
        params: IdParams,
        body: CancelBookingBody,
        response: { 200: CancelBookingAnswer, ...changing },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const now = clock();
      if (!request.body.confirm) {
        const preview = await cancellationPreview(db, user, request.params.id, now);
        return { preview, booking: null, message: null };
      }
      const cancelled = await cancelBooking(money(request.log), user, request.params.id, now);
      return {
        preview: cancelled.preview,
        booking: await bookingAfter(db, user, cancelled.booking.id, now, releaseDays),
        message: CANCELLED_MESSAGE,
      };
    },
  );

  app.post(
    "/:id/refund-proposal",
    {
      schema: {
        tags,
        summary:
          "On the supplier's own cancellation terms, the supplier proposes the refund (in pence) the organizer accepts by cancelling",
        params: IdParams,
        body: ProposeRefundBody,
        response: { 200: Booking, ...changing },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const now = clock();
      const booking = await proposeRefund(
        money(request.log),
        user,
        request.params.id,
        request.body.refundPence,
        now,
      );
      return bookingAfter(db, user, booking.id, now, releaseDays);
    },
  );

  app.post(
    "/:id/dispute",
    {
      schema: {
        tags,
        summary:
          "The organizer reports a problem before the deposit is released: the deposit stays held for EventEazy's team. 409 once released",
        params: IdParams,
        body: DisputeBookingBody,
        response: { 200: BookingAnswer, ...changing },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const now = clock();
      const booking = await disputeBooking(
        money(request.log),
        user,
        request.params.id,
        request.body.reason,
        now,
      );
      return {
        message: DISPUTE_OPENED_MESSAGE,
        booking: await bookingAfter(db, user, booking.id, now, releaseDays),
      };
    },
  );
};

/** The admin console's view of bookings' money. */
export const bookingAdminRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { db, config, clock, payments, notifier },
) => {
  app.addHook("onRequest", async (request) => {
    await request.requireRole("admin");
  });
  const releaseDays = config.bookings.depositReleaseDays;

  app.get(
    "/money",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Where bookings' money is: held, releasing, released, refunded, disputed and fees, adding up to what was paid; disputed bookings first",
        response: { 200: AdminMoney, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => adminMoney(db, releaseDays),
  );

  app.post(
    "/bookings/:id/resolve",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Settle a disputed booking: release (held again, paid out when due) or refund what is held to the organizer",
        params: IdParams,
        body: ResolveDisputeBody,
        response: { 200: Booking, ...changing },
      },
    },
    async (request) => {
      const admin = await request.requireUser();
      const now = clock();
      const booking = await resolveDispute(
        { db, payments, config, notifier, log: request.log },
        request.params.id,
        request.body.outcome,
        now,
      );
      return bookingAfter(db, admin, booking.id, now, releaseDays);
    },
  );
};
