import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PaymentRouteOptions } from "#server/modules/route-dependencies";
import { ErrorBody } from "#shared/contracts/common";
import { CancelSubscriptionResponse, SubscriptionView } from "#shared/contracts/subscriptions";
import { formatLongDate } from "#shared/domain/format";
import { notifySubscriptionCancelled } from "./subscription-notifications";
import { cancelSubscription, toSubscriptionView } from "./subscriptions.service";

export const subscriptionRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { db, accessPolicy: policy, notifier, payments },
) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["payments"],
        summary: "The signed-in user's plan: free, monthly, yearly or lifetime, and its state",
        response: { 200: SubscriptionView, 401: ErrorBody },
      },
    },
    async (request) => toSubscriptionView(await request.requireUser(), policy),
  );

  app.post(
    "/cancel",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Cancel the signed-in supplier's plan at the end of the period paid for (access stays until then)",
        response: {
          200: CancelSubscriptionResponse,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request) => {
      const supplier = await request.requireRole("supplier");
      const cancelled = await cancelSubscription(db, payments, supplier, request.log);
      await notifySubscriptionCancelled(notifier, cancelled);
      const until = cancelled.subscriptionExpiry
        ? ` until ${formatLongDate(cancelled.subscriptionExpiry)}`
        : "";
      return {
        message: `Your subscription has been cancelled. You keep the Standard plan${until}.`,
        subscription: toSubscriptionView(cancelled, policy),
      };
    },
  );
};
