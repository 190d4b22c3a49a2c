import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { keyedLimit } from "#server/plugins/rate-limits";
import { ErrorBody } from "#shared/contracts/common";
import {
  PushPublicKey,
  PushSubscriptionInput,
  PushSubscriptionSaved,
  PushUnsubscribeInput,
} from "#shared/contracts/push";
import {
  assertSafeSubscription,
  deleteSubscription,
  saveSubscription,
  sendPush,
  type VapidKeyLoader,
} from "./push.service";

export interface PushRouteOptions extends RouteDependencies {
  /** The app server's VAPID keys, loaded once (configured, or generated and kept). */
  vapidKeys: VapidKeyLoader;
}

/** The push a device receives when its subscription is saved, so the user sees alerts work. */
const CONFIRMATION = {
  title: "EventEazy",
  body: "Alerts are on for this device",
  url: "/notifications",
  tag: "push-confirmation",
};

export const pushRoutes: FastifyPluginAsyncZod<PushRouteOptions> = async (
  app,
  { db, config, vapidKeys },
) => {
  // Confirmation pushes still on their way when the server stops are waited for.
  const sending = new Set<Promise<unknown>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...sending]);
  });
  // Each new subscription sends a push to an address the caller chose: counted per account.
  const subscriptionSaves = keyedLimit(app, {
    max: config.rateLimits.pushSubscriptions,
    timeWindow: config.rateLimits.windowMs,
  });

  app.get(
    "/public-key",
    {
      schema: {
        tags: ["push"],
        summary: "The VAPID public key a browser subscribes with (its applicationServerKey)",
        response: { 200: PushPublicKey },
      },
    },
    async () => ({ publicKey: (await vapidKeys()).publicKey }),
  );

  app.post(
    "/subscriptions",
    {
      schema: {
        tags: ["push"],
        summary:
          "Save this browser's push subscription for you (201 when new to your account, 200 when already saved)",
        body: PushSubscriptionInput,
        response: {
          200: PushSubscriptionSaved,
          201: PushSubscriptionSaved,
          400: ErrorBody,
          401: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await subscriptionSaves(request, `push-subscriptions-account:${user.id}`);
      await assertSafeSubscription(request.body, config.push.endpointAllowlist);
      const { row, created } = await saveSubscription(db, user.id, request.body);
      if (created) {
        const confirmation = vapidKeys()
          .then((vapid) =>
            sendPush(db, [row], CONFIRMATION, {
              vapid: { subject: config.push.vapidSubject, ...vapid },
              endpointAllowlist: config.push.endpointAllowlist,
              log: request.log,
            }),
          )
          .catch((error: unknown) =>
            request.log.warn({ err: error }, "The confirmation push was not sent"),
          )
          .finally(() => sending.delete(confirmation));
        sending.add(confirmation);
      }
      return reply
        .code(created ? 201 : 200)
        .send({ endpoint: row.endpoint, createdAt: row.createdAt.toISOString() });
    },
  );

  app.delete(
    "/subscriptions",
    {
      schema: {
        tags: ["push"],
        summary: "Remove one of your push subscriptions (this browser's endpoint)",
        body: PushUnsubscribeInput,
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await deleteSubscription(db, user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
