/**
 * Bookings: what accepting a quote makes, and the deposit EventEazy takes, holds and releases to the
 * supplier (docs/decisions/0050-booking-money-flow.md). Every amount is in integer pence.
 */
import { z } from "zod";
import { CANCELLATION_POLICY_IDS } from "#shared/domain/quote-terms";
import { INTEGER_MAX } from "./common";
import { requiredText } from "./fields";
import { PaymentProviderName, TestCardDetails } from "./payments";

export const BOOKING_NOT_FOUND_MESSAGE = "Booking not found.";
export const ONLY_ORGANIZER_PAYS_MESSAGE =
  "Only the organizer of this booking can pay its deposit.";
export const ONLY_ORGANIZER_DISPUTES_MESSAGE =
  "Only the organizer of this booking can report a problem with it.";
export const ONLY_SUPPLIER_PROPOSES_MESSAGE =
  "Only the supplier of this booking can propose a refund.";
export const DEPOSIT_ALREADY_PAID_MESSAGE = "This booking's deposit has already been paid.";
export const NOTHING_TO_PAY_MESSAGE = "This booking has no deposit to pay on EventEazy.";
export const BOOKING_CANCELLED_MESSAGE = "This booking has been cancelled.";
export const ALREADY_RELEASED_MESSAGE =
  "The deposit has already been paid out to the supplier, so this booking can't be changed here. Please contact us.";
export const ALREADY_DISPUTED_MESSAGE = "A problem with this booking has already been reported.";
export const NOT_PAID_DISPUTE_MESSAGE = "There is no payment on this booking to hold.";
export const BOOKING_BUSY_MESSAGE =
  "This booking's payment is being settled. Please try again in a minute.";
export const REFUND_NOT_AGREED_MESSAGE =
  "This booking has the supplier's own cancellation terms: ask the supplier to propose a refund, then cancel to accept it.";
export const REFUND_PROPOSAL_NOT_CUSTOM_MESSAGE =
  "This booking's cancellation terms set the refund, so there is nothing to propose.";
export const REFUND_PROPOSAL_NOT_PAID_MESSAGE =
  "Nothing has been paid on this booking yet, so there is no refund to propose.";
export const REFUND_PROPOSAL_ABOVE_PAID_MESSAGE = "A refund can't be more than was paid.";
export const REFUND_PROPOSAL_AMOUNT_MESSAGE = "Please give the refund in pence, 0 or more.";
export const DISPUTE_REASON_MESSAGE = "Please say what went wrong.";
export const DISPUTE_REASON_MAX_LENGTH = 2000;
export const DEPOSIT_NOT_STARTED_MESSAGE = "This payment was not found. Please start again.";
export const DEPOSIT_PAID_MESSAGE = "Deposit paid. EventEazy holds it until after your event.";
export const CANCELLED_MESSAGE = "The booking has been cancelled.";
export const DISPUTE_OPENED_MESSAGE =
  "Thank you. The deposit is held while our team looks into it.";

/**
 * Where the deposit's money is:
 * - `awaiting_deposit`: nothing paid yet;
 * - `held`: paid and held by EventEazy (after a partial refund, what is left waits to be released);
 * - `releasing`: being transferred to the supplier;
 * - `released`: transferred to the supplier (less the platform fee);
 * - `refunding`: a refund is being made;
 * - `refunded`: all that was paid went back to the organizer;
 * - `disputed`: held while EventEazy's team looks into a reported problem or a card dispute;
 * - `cancelled`: cancelled before anything was paid.
 */
export const BOOKING_STATUSES = [
  "awaiting_deposit",
  "held",
  "releasing",
  "released",
  "refunding",
  "refunded",
  "disputed",
  "cancelled",
] as const;
export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

export const BookingSide = z.enum(["organizer", "supplier"]);
export type BookingSide = z.infer<typeof BookingSide>;

export const TIMELINE_KINDS = [
  "requested",
  "accepted",
  "deposit_paid",
  /** The deposit is held while the supplier finishes setting up payouts. */
  "awaiting_supplier_setup",
  "held",
  "event",
  "released",
  "refund_proposed",
  "cancelled",
  "refunded",
  "disputed",
  /** EventEazy's team settled a dispute. */
  "dispute_resolved",
] as const;
export const TimelineKind = z.enum(TIMELINE_KINDS);
export type TimelineKind = z.infer<typeof TimelineKind>;

/**
 * One step of a booking's story. Steps that happened have `at`; steps still to come have
 * `state: "upcoming"` and the UK `day` they are expected on (the event, the release).
 */
export const BookingTimelineEvent = z.object({
  kind: TimelineKind,
  state: z.enum(["done", "upcoming"]),
  /** When it happened (ISO); null for upcoming steps. */
  at: z.string().nullable(),
  /** The UK day (YYYY-MM-DD) of an upcoming step, or of the event itself. */
  day: z.string().nullable(),
  amountPence: z.number().int().nullable(),
  /** Who did it, when someone did. */
  by: z.enum(["organizer", "supplier", "admin"]).nullable(),
});
export type BookingTimelineEvent = z.infer<typeof BookingTimelineEvent>;

/** A supplier's payout account: Stripe Connect Express, or the test provider's stand-in. */
export const PAYOUT_STATUSES = ["not_started", "pending", "ready"] as const;
export const PayoutStatus = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof PayoutStatus>;

export const BookingParty = z.object({
  id: z.number(),
  name: z.string(),
  /** The supplier's business name, when they have one; always null for the organizer. */
  businessName: z.string().nullable(),
  urlSlug: z.string().nullable(),
});
export type BookingParty = z.infer<typeof BookingParty>;

/** The quote's cancellation terms, fixed when it was accepted. */
export const BookingCancellationTerms = z.object({
  policy: z.enum(CANCELLATION_POLICY_IDS),
  /** The label and summary of a standard choice ("Moderate", "Full refund up to 30 days…"). */
  label: z.string(),
  summary: z.string(),
  /** The supplier's own words: always set for `custom`, optional beside a standard choice. */
  terms: z.string().nullable(),
});
export type BookingCancellationTerms = z.infer<typeof BookingCancellationTerms>;

export const Booking = z.object({
  id: z.number(),
  quoteId: z.number(),
  requestId: z.number(),
  /** Which side the signed-in user is on; null for an admin looking at it. */
  viewerSide: BookingSide.nullable(),
  organizer: BookingParty,
  supplier: BookingParty,
  event: z.object({
    title: z.string(),
    /** As the request shows it: "2027-06-12" or "2027-06-12 to 2027-06-14". */
    eventDate: z.string(),
    firstDay: z.string(),
    lastDay: z.string(),
    location: z.string(),
  }),
  /** The quote's total, fixed at acceptance; null when an older quote's price named no amount. */
  totalPence: z.number().int().nullable(),
  /**
   * Paid on EventEazy: the quote's deposit, or its whole total when it asked for none; 0 when
   * there is no amount to pay. The rest of the total is settled with the supplier.
   */
  depositPence: z.number().int(),
  /** The total less the deposit; null with no total. */
  balancePence: z.number().int().nullable(),
  cancellation: BookingCancellationTerms,
  status: BookingStatus,
  paidPence: z.number().int(),
  refundedPence: z.number().int(),
  /** What reached the supplier: paid, less refunds and the platform fee. */
  releasedPence: z.number().int(),
  feePence: z.number().int(),
  /**
   * The first UK day the deposit can be released: `DEPOSIT_RELEASE_DAYS` after the event's last
   * day. Null once cancelled.
   */
  releaseOn: z.string().nullable(),
  /** Paid, but the supplier has not finished setting up payouts: held until they do. */
  awaitingSupplierSetup: z.boolean(),
  /** On the supplier's own terms: the refund the supplier proposed, if any. */
  proposedRefundPence: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: BookingSide.nullable(),
  disputedAt: z.string().nullable(),
  /** What the signed-in user can do now. */
  can: z.object({
    payDeposit: z.boolean(),
    cancel: z.boolean(),
    dispute: z.boolean(),
    proposeRefund: z.boolean(),
  }),
  timeline: z.array(BookingTimelineEvent),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof Booking>;

/** `GET /api/bookings`: the signed-in user's bookings on either side, newest first. */
export const BookingList = z.array(Booking);
export type BookingList = z.infer<typeof BookingList>;

/**
 * `POST /api/bookings/{id}/deposit`: what the page needs to take the card. With Stripe, confirm
 * `clientSecret` with the Payment Element and `publishableKey`; with the test provider, post the
 * test card and `clientSecret` to `testConfirmPath`. No money moves with the test provider.
 */
export const DepositStart = z.object({
  provider: PaymentProviderName,
  clientSecret: z.string(),
  publishableKey: z.string().nullable(),
  amountPence: z.number().int().positive(),
  /** `/api/bookings/deposit/test-confirm` with the test provider; null with Stripe. */
  testConfirmPath: z.string().nullable(),
});
export type DepositStart = z.infer<typeof DepositStart>;

/** `POST /api/bookings/deposit/test-confirm`: the test provider's card form. */
export const ConfirmTestDepositBody = TestCardDetails.extend({
  clientSecret: z.string().min(1).max(200),
});
export type ConfirmTestDepositBody = z.input<typeof ConfirmTestDepositBody>;

export const BookingAnswer = z.object({ message: z.string(), booking: Booking });
export type BookingAnswer = z.infer<typeof BookingAnswer>;

/** `POST /api/bookings/{id}/cancel`: without `confirm: true` nothing changes; the refund is shown. */
export const CancelBookingBody = z.object({
  confirm: z.boolean({ error: "Please say whether to cancel (confirm: true) or only preview." }),
});
export type CancelBookingBody = z.input<typeof CancelBookingBody>;

/** What cancelling now gives back. */
export const RefundPreview = z.object({
  /** Who would cancel: the signed-in user's side. */
  by: BookingSide,
  paidPence: z.number().int(),
  /**
   * What would go back to the organizer now; null on the supplier's own terms when the organizer
   * cancels and no refund has been proposed yet.
   */
  refundPence: z.number().int().nullable(),
  /** What the supplier would keep (released to them, less the fee). */
  keptPence: z.number().int().nullable(),
  /** The percentage of a standard schedule; null on the supplier's own terms or a supplier's cancel. */
  percent: z.number().int().nullable(),
  /** UK days from today to the event's first day. */
  daysBefore: z.number().int(),
  /** One sentence on why: "Cancelled 31 days before: full refund under Moderate terms." */
  explanation: z.string(),
  /** False when cancelling would be refused now (the reason is in `explanation`). */
  canConfirm: z.boolean(),
});
export type RefundPreview = z.infer<typeof RefundPreview>;

export const CancelBookingAnswer = z.object({
  preview: RefundPreview,
  /** The booking after cancelling; null for a preview. */
  booking: Booking.nullable(),
  message: z.string().nullable(),
});
export type CancelBookingAnswer = z.infer<typeof CancelBookingAnswer>;

/** `POST /api/bookings/{id}/refund-proposal`: on the supplier's own terms, the refund they offer. */
export const ProposeRefundBody = z.object({
  refundPence: z
    .number({ error: REFUND_PROPOSAL_AMOUNT_MESSAGE })
    .int(REFUND_PROPOSAL_AMOUNT_MESSAGE)
    .min(0, REFUND_PROPOSAL_AMOUNT_MESSAGE)
    .max(INTEGER_MAX, REFUND_PROPOSAL_AMOUNT_MESSAGE),
});
export type ProposeRefundBody = z.input<typeof ProposeRefundBody>;

/** `POST /api/bookings/{id}/dispute`: the organizer reports a problem before the deposit is released. */
export const DisputeBookingBody = z.object({
  reason: requiredText(DISPUTE_REASON_MESSAGE, DISPUTE_REASON_MAX_LENGTH),
});
export type DisputeBookingBody = z.input<typeof DisputeBookingBody>;

/** `GET /api/payouts/status`. */
export const PayoutStatusView = z.object({
  status: PayoutStatus,
  provider: PaymentProviderName,
});
export type PayoutStatusView = z.infer<typeof PayoutStatusView>;

/**
 * `POST /api/payouts/onboarding`: where to send the supplier. With Stripe, an account link to
 * Stripe's hosted onboarding; with the test provider, an EventEazy link that marks the account
 * ready and comes back to `/dashboard`.
 */
export const PayoutOnboarding = z.object({ url: z.string(), status: PayoutStatus });
export type PayoutOnboarding = z.infer<typeof PayoutOnboarding>;

export const ONLY_SUPPLIERS_PAYOUTS_MESSAGE = "Only suppliers have payout accounts.";

/** `GET /api/admin/money`: where every booking's money is. */
export const MONEY_BUCKETS = [
  "held",
  "releasing",
  "released",
  "refunded",
  "disputed",
  "fees",
] as const;
export const AdminMoneyTotals = z.object({
  /** Every deposit paid. Equals the sum of the buckets below. */
  paidPence: z.number().int(),
  /** Held by EventEazy, waiting for release (or for a refund in progress). */
  heldPence: z.number().int(),
  releasingPence: z.number().int(),
  releasedPence: z.number().int(),
  refundedPence: z.number().int(),
  disputedPence: z.number().int(),
  feesPence: z.number().int(),
});
export type AdminMoneyTotals = z.infer<typeof AdminMoneyTotals>;

export const AdminMoneyBooking = z.object({
  id: z.number(),
  status: BookingStatus,
  organizer: BookingParty,
  supplier: BookingParty,
  eventTitle: z.string(),
  eventFirstDay: z.string(),
  paidPence: z.number().int(),
  refundedPence: z.number().int(),
  releasedPence: z.number().int(),
  feePence: z.number().int(),
  releaseOn: z.string().nullable(),
  supplierPayoutStatus: PayoutStatus,
  disputedAt: z.string().nullable(),
  disputeReason: z.string().nullable(),
  /** A card dispute (chargeback): the card issuer settles it, not an admin. */
  cardDispute: z.boolean(),
});
export type AdminMoneyBooking = z.infer<typeof AdminMoneyBooking>;

export const AdminMoney = z.object({
  totals: AdminMoneyTotals,
  /** Bookings with money on them, disputed first, then newest. */
  bookings: z.array(AdminMoneyBooking),
});
export type AdminMoney = z.infer<typeof AdminMoney>;

/**
 * `POST /api/admin/bookings/{id}/resolve`: an admin settles a disputed booking, either releasing
 * the held money to the supplier (back to `held`, released by the sweep when due) or refunding
 * what is held to the organizer.
 */
export const ResolveDisputeBody = z.object({
  outcome: z.enum(["release", "refund"], { error: "Please choose release or refund." }),
});
export type ResolveDisputeBody = z.input<typeof ResolveDisputeBody>;
export const NOT_DISPUTED_MESSAGE = "This booking is not disputed.";
export const CARD_DISPUTE_MESSAGE =
  "The organizer's card issuer decides this dispute. EventEazy applies the outcome when Stripe reports it.";
