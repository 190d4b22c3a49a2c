import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "#server/lib/errors";
import type { Notifier } from "#server/lib/notifier-interface";
import {
  type StripePaymentProvider,
  WebhookSignatureError,
} from "#server/lib/payments/payment-provider";
import { notifyDepositPaid } from "#server/modules/bookings/bookings.service";
import type { PaymentRouteOptions, RouteDependencies } from "#server/modules/route-dependencies";
import {
  notifyPaymentFailed,
  notifySubscriptionActivated,
  notifySubscriptionCancelled,
  notifySubscriptionEnded,
  notifySubscriptionRenewed,
} from "#server/modules/subscriptions/subscription-notifications";
import { toSubscriptionView } from "#server/modules/subscriptions/subscriptions.service";
import { SESSION_COOKIE } from "#server/plugins/session";
import { ErrorBody } from "#shared/contracts/common";
import {
  ConfirmTestPaymentBody,
  CreatePaymentIntentBody,
  PaymentIntentResponse,
  PaymentProviderView,
  PaymentResult,
} from "#shared/contracts/payments";
import { confirmTestPayment, startSubscriptionPayment } from "./payments.service";
import { applyProviderEvent, type WebhookOutcome } from "./stripe-webhooks.service";

/** Each start may create objects at the card provider: plenty for a person, too few for a script. */
export const PAYMENT_STARTS_PER_WINDOW = 20;

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { db, config, accessPolicy: policy, notifier, payments },
) => {
  app.get(
    "/payments/provider",
    {
      schema: {
        tags: ["payments"],
        summary: "Who takes the payments: Stripe, or the built-in test provider (no money moves)",
        response: { 200: PaymentProviderView },
      },
    },
    async () => ({ provider: payments.name }),
  );

  app.post(
    "/create-payment-intent",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Start paying for the Standard plan (suppliers): a client secret for the card form, or freeAccount / freeSubscription when nothing is to be paid",
        body: CreatePaymentIntentBody,
        response: {
          200: PaymentIntentResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
      config: {
        rateLimit: {
          max: PAYMENT_STARTS_PER_WINDOW,
          timeWindow: config.rateLimits.windowMs,
          keyGenerator: (request) => `payment:${request.cookies[SESSION_COOKIE] ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const started = await startSubscriptionPayment(
        db,
        payments,
        user,
        request.body,
        policy,
        request.log,
      );
      if (started.activated) await notifySubscriptionActivated(notifier, started.activated);
      return started.response;
    },
  );

  app.post(
    "/payments/test/confirm",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Pay with the built-in test provider's card form: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (402); no real money moves",
        body: ConfirmTestPaymentBody,
        response: {
          200: PaymentResult,
          400: ErrorBody,
          401: ErrorBody,
          402: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const paid = await confirmTestPayment(db, payments, user, request.body);
      await notifySubscriptionActivated(notifier, paid.user);
      return { message: paid.message, subscription: toSubscriptionView(paid.user, policy) };
    },
  );
};

function tell(notifier: Notifier, outcome: WebhookOutcome) {
  switch (outcome.kind) {
    case "activated":
      return notifySubscriptionActivated(notifier, outcome.user);
    case "renewed":
      return notifySubscriptionRenewed(notifier, outcome.user);
    case "cancelled":
      return notifySubscriptionCancelled(notifier, outcome.user);
    case "ended":
      return notifySubscriptionEnded(notifier, { id: outcome.userId });
    case "payment_failed":
      return notifyPaymentFailed(notifier, { id: outcome.userId });
    case "deposit_paid":
      return notifyDepositPaid(notifier, outcome.booking);
    case "none":
      return undefined;
  }
}

export interface StripeWebhookOptions {
  db: RouteDependencies["db"];
  notifier: Notifier;
  stripe: StripePaymentProvider;
}

/**
 * `POST /api/stripe/webhook`. Stripe signs the exact bytes it sends, so this plugin alone reads
 * JSON bodies as raw buffers; every other route keeps the parsed body.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (
  app,
  { db, notifier, stripe },
) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/stripe/webhook",
    {
      config: { allowForeignOrigin: true },
      schema: {
        tags: ["payments"],
        summary:
          "Stripe's signed events: subscriptions (invoice paid or failed, subscription updated or deleted), booking deposits (payment_intent.succeeded, charge.dispute.created and .closed) and suppliers' payout accounts (account.updated); each event id is applied once",
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest("Expected a JSON body.");
      const signature = request.headers["stripe-signature"];
      let event: ReturnType<StripePaymentProvider["readWebhookEvent"]>;
      try {
        event = stripe.readWebhookEvent(
          request.body,
          typeof signature === "string" ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, "Stripe webhook refused");
          throw badRequest("Invalid signature.");
        }
        throw error;
      }
      const outcome = await applyProviderEvent(db, event, request.log);
      await tell(notifier, outcome);
      return reply.send({ received: true });
    },
  );
};
