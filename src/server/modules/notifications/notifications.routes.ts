import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import { NotificationList } from "#shared/contracts/notifications";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "./notifications.service";

export const notificationRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (app, { db }) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["notifications"],
        summary: "Your newest notifications (at most 50, newest first) and your unread count",
        response: { 200: NotificationList, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header("cache-control", "no-store");
      return listNotifications(db, user.id);
    },
  );

  app.put(
    "/read-all",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark all your notifications read",
        response: { 204: z.null(), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await markAllNotificationsRead(db, user.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/:id/read",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark one of your notifications read",
        params: IdParams,
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await markNotificationRead(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
