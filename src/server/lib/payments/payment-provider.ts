import type { PaymentProviderName, PlanType } from "#shared/contracts/payments";

/** What a provider needs to start charging a supplier for a plan. */
export interface SubscriptionStart {
  user: { id: number; email: string; name: string; stripeCustomerId: string | null };
  planType: PlanType;
  /** The plan's list price in pence. */
  fullPricePence: number;
  /** What the first payment takes, after any coupon; more than zero. */
  amountPence: number;
  /** EventEazy's payment record, named in the provider's metadata and idempotency keys. */
  paymentId: number;
}

export interface StartedSubscription {
  /** Handed to the browser, which confirms the payment with it. */
  clientSecret: string;
  /** The provider's id for the subscription, when it keeps one. */
  reference: string | null;
  /** The provider's id for the payer, to be kept on the user for next time. */
  customerId: string | null;
}

/** A booking's deposit, charged to the platform: separate charges and transfers (decision 0050). */
export interface DepositStartInput {
  bookingId: number;
  amountPence: number;
  /** Every charge, transfer and refund of the booking carries it. */
  transferGroup: string;
  description: string;
  idempotencyKey: string;
}

export interface DepositPayment {
  /** The provider's payment (a Stripe PaymentIntent id). */
  reference: string;
  clientSecret: string;
  /** `succeeded` once the money is taken; `open` while the card is still to be confirmed. */
  status: "open" | "succeeded" | "cancelled";
  amountReceivedPence: number;
  /** The charge a transfer draws on, once there is one. */
  chargeReference: string | null;
}

export interface TransferInput {
  bookingId: number;
  amountPence: number;
  destinationAccount: string;
  transferGroup: string;
  sourceCharge: string | null;
  idempotencyKey: string;
}

export interface RefundInput {
  bookingId: number;
  paymentReference: string;
  amountPence: number;
  idempotencyKey: string;
}

/** Money moved for a booking, found again by the key it was made with. */
export interface MoneyMovement {
  id: string;
  amountPence: number;
}

export type ProviderPayoutStatus = "pending" | "ready";

/** How a provider takes, holds, refunds and releases booking deposits, and onboards suppliers. */
export interface BookingMoneyProvider {
  startDeposit(input: DepositStartInput): Promise<DepositPayment>;
  /** The payment as the provider now has it; null when it knows no such payment. */
  findDeposit(reference: string): Promise<DepositPayment | null>;
  transfer(input: TransferInput): Promise<MoneyMovement>;
  /** The booking's transfer made with this key, if any: reconciliation asks before trying again. */
  findTransfer(transferGroup: string, idempotencyKey: string): Promise<MoneyMovement | null>;
  refund(input: RefundInput): Promise<MoneyMovement>;
  findRefund(paymentReference: string, idempotencyKey: string): Promise<MoneyMovement | null>;
  createPayoutAccount(input: {
    userId: number;
    email: string;
    idempotencyKey: string;
  }): Promise<{ accountId: string }>;
  /** Where the supplier finishes set-up (Stripe's hosted onboarding). */
  payoutAccountLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  payoutAccountStatus(accountId: string): Promise<ProviderPayoutStatus>;
}

interface ProviderBase extends BookingMoneyProvider {
  readonly name: PaymentProviderName;
  /** The public key the browser's card form needs, when it needs one. */
  readonly publishableKey: string | null;
  startSubscription(start: SubscriptionStart): Promise<StartedSubscription>;
  /** Stops renewal; the paid period runs to its end. */
  cancelAtPeriodEnd(reference: string): Promise<void>;
}

export interface CardDetails {
  /** Digits only. */
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardCharge = { ok: true } | { ok: false; message: string };

/** The built-in provider: EventEazy's own card form, where only test cards pass. */
export interface TestPaymentProvider extends ProviderBase {
  readonly name: "test";
  chargeCard(card: CardDetails): CardCharge;
}

/** A subscription event from the provider, in EventEazy's terms. */
export type ProviderEvent = { id: string; type: string } & (
  | {
      kind: "invoice_paid";
      invoiceId: string;
      customerId: string | null;
      subscriptionId: string;
      /** EventEazy's user id from the subscription's metadata, when present. */
      userId: number | null;
      planType: PlanType | null;
      amountPaidPence: number;
      /** The end of the period the invoice pays for. */
      periodEnd: Date | null;
      isFirstInvoice: boolean;
    }
  | {
      kind: "invoice_payment_failed";
      invoiceId: string;
      customerId: string | null;
      subscriptionId: string;
      userId: number | null;
    }
  | {
      kind: "subscription_updated";
      customerId: string | null;
      subscriptionId: string;
      userId: number | null;
      cancelAtPeriodEnd: boolean;
    }
  | {
      kind: "subscription_deleted";
      customerId: string | null;
      subscriptionId: string;
      userId: number | null;
    }
  | {
      kind: "deposit_succeeded";
      paymentReference: string;
      bookingId: number | null;
      amountReceivedPence: number;
      chargeReference: string | null;
    }
  | {
      kind: "charge_disputed";
      disputeId: string;
      paymentReference: string | null;
      chargeReference: string | null;
      amountPence: number;
      reason: string | null;
    }
  | {
      kind: "charge_dispute_closed";
      disputeId: string;
      /** `lost`: the card issuer gave the amount back to the cardholder. */
      outcome: "won" | "lost";
      amountPence: number;
    }
  | { kind: "payout_account_updated"; accountId: string; status: ProviderPayoutStatus }
  | { kind: "ignored" }
);

export class WebhookSignatureError extends Error {}

export interface StripePaymentProvider extends ProviderBase {
  readonly name: "stripe";
  /** Whether signed webhooks can be read (STRIPE_WEBHOOK_SECRET is set). */
  readonly acceptsWebhooks: boolean;
  /** Checks the signature on the raw body and reads the event; throws WebhookSignatureError. */
  readWebhookEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export type PaymentProvider = TestPaymentProvider | StripePaymentProvider;

export interface PaymentLog {
  error(details: object, message: string): void;
}
