import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  listBadgesForAdmin,
  rejectBadge,
  verifyBadge,
} from "#server/modules/compliance-badges/compliance-badges.service";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  AdminBadgeList,
  AdminBadgeQuery,
  AdminBadgeView,
  RejectBadgeBody,
} from "#shared/contracts/compliance-badges";
import { changeErrors, guardErrors, tags } from "./admin-route-schemas";

/** Compliance badge review in the admin console: list, verify, reject. Guarded by `adminRoutes`. */
export const adminBadgeRoutes: FastifyPluginAsyncZod<
  Pick<RouteDependencies, "db" | "notifier" | "clock">
> = async (app, { db, notifier, clock }) => {
  app.get(
    "/badges",
    {
      schema: {
        tags,
        summary: "Compliance badges by status: waiting ones oldest first, others newest first",
        querystring: AdminBadgeQuery,
        response: { 200: AdminBadgeList, 400: ErrorBody, ...guardErrors },
      },
    },
    async (request) => ({ badges: await listBadgesForAdmin(db, request.query, clock()) }),
  );

  app.post(
    "/badges/:id/verify",
    {
      schema: {
        tags,
        summary: "Verify a waiting badge: it shows on the supplier's card until its last day",
        params: IdParams,
        response: { 200: AdminBadgeView, ...changeErrors },
      },
    },
    async (request) => {
      const admin = await request.requireRole("admin");
      return verifyBadge(db, notifier, admin, request.params.id, clock());
    },
  );

  app.post(
    "/badges/:id/reject",
    {
      schema: {
        tags,
        summary:
          "Reject a waiting badge, or withdraw a verified one, with a reason for the supplier",
        params: IdParams,
        body: RejectBadgeBody,
        response: { 200: AdminBadgeView, ...changeErrors },
      },
    },
    async (request) => {
      const admin = await request.requireRole("admin");
      return rejectBadge(db, notifier, admin, request.params.id, request.body.reason, clock());
    },
  );
};
