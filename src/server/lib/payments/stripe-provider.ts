import Stripe from "stripe";
import type { PlanType } from "#shared/contracts/payments";
import { PLAN_TYPES } from "#shared/domain/plans";
import {
  type DepositPayment,
  type ProviderEvent,
  type ProviderPayoutStatus,
  type StripePaymentProvider,
  type SubscriptionStart,
  WebhookSignatureError,
} from "./payment-provider";

/** EventEazy's one product in Stripe, created on first use under this fixed id. */
export const STRIPE_PRODUCT_ID = "eventeazy_standard";
const STRIPE_PRODUCT_NAME = "EventEazy Standard plan";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Another address for Stripe's API, such as a local stand-in during tests. */
  apiUrl?: string;
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === "http:" ? 80 : 443),
    protocol: url.protocol === "http:" ? "http" : "https",
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

function userIdFrom(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.userId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function planTypeFrom(metadata: Stripe.Metadata | null | undefined): PlanType | null {
  const plan = metadata?.planType;
  return PLAN_TYPES.find((type) => type === plan) ?? null;
}

function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  return {
    subscriptionId: idOf(details?.subscription),
    metadata: details?.metadata ?? null,
  };
}

function latestPeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0).filter(Boolean);
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

function bookingIdFrom(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.bookingId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Ready once Stripe lets the platform transfer to the account. */
export function payoutStatusOf(account: Stripe.Account): ProviderPayoutStatus {
  return account.details_submitted && account.capabilities?.transfers === "active"
    ? "ready"
    : "pending";
}

function toDepositPayment(intent: Stripe.PaymentIntent): DepositPayment {
  return {
    reference: intent.id,
    clientSecret: intent.client_secret ?? "",
    status:
      intent.status === "succeeded"
        ? "succeeded"
        : intent.status === "canceled"
          ? "cancelled"
          : "open",
    amountReceivedPence: intent.amount_received ?? 0,
    chargeReference: idOf(intent.latest_charge),
  };
}

/** The key a movement was made with, kept in its metadata so reconciliation can find it. */
const KEY_METADATA = "eventeazyKey";

/** Stripe's event in EventEazy's terms; anything EventEazy does not act on is "ignored". */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case "invoice.paid":
    case "invoice.payment_succeeded": {
      const invoice = event.data.object;
      const { subscriptionId, metadata } = invoiceSubscription(invoice);
      if (!subscriptionId || !invoice.id) return { ...base, kind: "ignored" };
      return {
        ...base,
        kind: "invoice_paid",
        invoiceId: invoice.id,
        customerId: idOf(invoice.customer),
        subscriptionId,
        userId: userIdFrom(metadata),
        planType: planTypeFrom(metadata),
        amountPaidPence: invoice.amount_paid,
        periodEnd: latestPeriodEnd(invoice),
        isFirstInvoice: invoice.billing_reason === "subscription_create",
      };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const { subscriptionId, metadata } = invoiceSubscription(invoice);
      if (!subscriptionId || !invoice.id) return { ...base, kind: "ignored" };
      return {
        ...base,
        kind: "invoice_payment_failed",
        invoiceId: invoice.id,
        customerId: idOf(invoice.customer),
        subscriptionId,
        userId: userIdFrom(metadata),
      };
    }
    case "customer.subscription.updated": {
      const subscription = event.data.object;
      return {
        ...base,
        kind: "subscription_updated",
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
        userId: userIdFrom(subscription.metadata),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      };
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return {
        ...base,
        kind: "subscription_deleted",
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
        userId: userIdFrom(subscription.metadata),
      };
    }
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      const bookingId = bookingIdFrom(intent.metadata);
      // Subscription invoices' payments arrive as invoice events; only bookings' are read here.
      if (bookingId === null) return { ...base, kind: "ignored" };
      return {
        ...base,
        kind: "deposit_succeeded",
        paymentReference: intent.id,
        bookingId,
        amountReceivedPence: intent.amount_received ?? intent.amount,
        chargeReference: idOf(intent.latest_charge),
      };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      return {
        ...base,
        kind: "charge_disputed",
        disputeId: dispute.id,
        paymentReference: idOf(dispute.payment_intent),
        chargeReference: idOf(dispute.charge),
        amountPence: dispute.amount,
        reason: dispute.reason ?? null,
      };
    }
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      return {
        ...base,
        kind: "charge_dispute_closed",
        disputeId: dispute.id,
        // `warning_closed` and `prevented` leave the money where it was, as `won` does.
        outcome: dispute.status === "lost" ? "lost" : "won",
        amountPence: dispute.amount,
      };
    }
    case "account.updated": {
      const account = event.data.object;
      return {
        ...base,
        kind: "payout_account_updated",
        accountId: account.id,
        status: payoutStatusOf(account),
      };
    }
    default:
      return { ...base, kind: "ignored" };
  }
}

/**
 * Stripe Billing: a customer per supplier, a subscription per plan created incomplete, and the
 * first invoice's payment confirmed in the browser by Stripe's Payment Element. Stripe then
 * renews it and reports every outcome through signed webhooks.
 */
export function createStripePaymentProvider(settings: StripeSettings): StripePaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl));
  let product: Promise<string> | null = null;

  function ensureProduct(): Promise<string> {
    product ??= stripe.products
      .retrieve(STRIPE_PRODUCT_ID)
      .then((found) => found.id)
      .catch(async (error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeError) || error.statusCode !== 404) throw error;
        const created = await stripe.products.create(
          { id: STRIPE_PRODUCT_ID, name: STRIPE_PRODUCT_NAME },
          { idempotencyKey: `eventeazy-product-${STRIPE_PRODUCT_ID}` },
        );
        return created.id;
      })
      .catch((error: unknown) => {
        // A failure is not remembered: the next payment asks Stripe again.
        product = null;
        throw error;
      });
    return product;
  }

  async function ensureCustomer(start: SubscriptionStart): Promise<string> {
    if (start.user.stripeCustomerId) return start.user.stripeCustomerId;
    const customer = await stripe.customers.create(
      {
        email: start.user.email,
        name: start.user.name,
        metadata: { userId: String(start.user.id) },
      },
      { idempotencyKey: `eventeazy-customer-${start.user.id}` },
    );
    return customer.id;
  }

  /** A coupon's discount as a one-off Stripe coupon: it takes money off the first invoice only. */
  async function discountFor(start: SubscriptionStart) {
    const off = start.fullPricePence - start.amountPence;
    if (off <= 0) return undefined;
    const coupon = await stripe.coupons.create(
      { amount_off: off, currency: "gbp", duration: "once", max_redemptions: 1 },
      { idempotencyKey: `eventeazy-coupon-${start.paymentId}` },
    );
    return [{ coupon: coupon.id }];
  }

  return {
    name: "stripe",
    publishableKey: settings.publishableKey,
    acceptsWebhooks: Boolean(settings.webhookSecret),

    async startSubscription(start) {
      const [productId, customerId, discounts] = await Promise.all([
        ensureProduct(),
        ensureCustomer(start),
        discountFor(start),
      ]);
      const metadata = {
        userId: String(start.user.id),
        paymentId: String(start.paymentId),
        planType: start.planType,
      };
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [
            {
              price_data: {
                currency: "gbp",
                product: productId,
                unit_amount: start.fullPricePence,
                recurring: { interval: start.planType === "monthly" ? "month" : "year" },
              },
            },
          ],
          ...(discounts ? { discounts } : {}),
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          expand: ["latest_invoice.confirmation_secret"],
          metadata,
        },
        { idempotencyKey: `eventeazy-subscription-${start.paymentId}` },
      );
      const invoice = subscription.latest_invoice;
      const clientSecret =
        invoice && typeof invoice !== "string" ? invoice.confirmation_secret?.client_secret : null;
      if (!clientSecret) throw new Error("Stripe answered without a payment to confirm");
      return { clientSecret, reference: subscription.id, customerId };
    },

    async cancelAtPeriodEnd(reference) {
      await stripe.subscriptions.update(reference, { cancel_at_period_end: true });
    },

    async startDeposit({ bookingId, amountPence, transferGroup, description, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountPence,
          currency: "gbp",
          description,
          transfer_group: transferGroup,
          automatic_payment_methods: { enabled: true },
          metadata: { bookingId: String(bookingId) },
        },
        { idempotencyKey },
      );
      return toDepositPayment(intent);
    },

    async findDeposit(reference) {
      try {
        return toDepositPayment(await stripe.paymentIntents.retrieve(reference));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async transfer({
      bookingId,
      amountPence,
      destinationAccount,
      transferGroup,
      sourceCharge,
      idempotencyKey,
    }) {
      const transfer = await stripe.transfers.create(
        {
          amount: amountPence,
          currency: "gbp",
          destination: destinationAccount,
          transfer_group: transferGroup,
          ...(sourceCharge ? { source_transaction: sourceCharge } : {}),
          metadata: { bookingId: String(bookingId), [KEY_METADATA]: idempotencyKey },
        },
        { idempotencyKey },
      );
      return { id: transfer.id, amountPence: transfer.amount };
    },

    async findTransfer(transferGroup, idempotencyKey) {
      const found = await stripe.transfers.list({ transfer_group: transferGroup, limit: 100 });
      const transfer = found.data.find((each) => each.metadata?.[KEY_METADATA] === idempotencyKey);
      return transfer ? { id: transfer.id, amountPence: transfer.amount } : null;
    },

    async refund({ bookingId, paymentReference, amountPence, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentReference,
          amount: amountPence,
          metadata: { bookingId: String(bookingId), [KEY_METADATA]: idempotencyKey },
        },
        { idempotencyKey },
      );
      return { id: refund.id, amountPence: refund.amount };
    },

    async findRefund(paymentReference, idempotencyKey) {
      const found = await stripe.refunds.list({ payment_intent: paymentReference, limit: 100 });
      const refund = found.data.find((each) => each.metadata?.[KEY_METADATA] === idempotencyKey);
      return refund ? { id: refund.id, amountPence: refund.amount } : null;
    },

    async createPayoutAccount({ userId, email, idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          country: "GB",
          email,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: String(userId) },
        },
        { idempotencyKey },
      );
      return { accountId: account.id };
    },

    async payoutAccountLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: "account_onboarding",
      });
      return { url: link.url };
    },

    async payoutAccountStatus(accountId) {
      return payoutStatusOf(await stripe.accounts.retrieve(accountId));
    },

    readWebhookEvent(rawBody, signature) {
      if (!settings.webhookSecret) throw new WebhookSignatureError("No webhook secret configured");
      if (!signature) throw new WebhookSignatureError("No Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Bad signature");
      }
      return toProviderEvent(event);
    },
  };
}
