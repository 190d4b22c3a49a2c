import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import {
  AdminFeatureRequestList,
  AdminFeatureRequestQuery,
  AdminFeatureRequestView,
  FeatureRequestStatusBody,
} from "#shared/contracts/admin";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  listFeatureRequestsForAdmin,
  setFeatureRequestStatus,
} from "./admin-feature-requests.service";
import { changeErrors, guardErrors, tags } from "./admin-route-schemas";

/** Feature requests in the admin console: list and set status. Guarded by `adminRoutes`. */
export const adminFeatureRequestRoutes: FastifyPluginAsyncZod<
  Pick<RouteDependencies, "db" | "notifier">
> = async (app, { db, notifier }) => {
  app.get(
    "/feature-requests",
    {
      schema: {
        tags,
        summary: "Feature requests, most votes first, optionally of one status",
        querystring: AdminFeatureRequestQuery,
        response: { 200: AdminFeatureRequestList, 400: ErrorBody, ...guardErrors },
      },
    },
    async (request) => listFeatureRequestsForAdmin(db, request.query.status),
  );

  app.put(
    "/feature-requests/:id/status",
    {
      schema: {
        tags,
        summary: "Set a feature request's status; its author is notified",
        params: IdParams,
        body: FeatureRequestStatusBody,
        response: { 200: AdminFeatureRequestView, ...changeErrors },
      },
    },
    async (request) => {
      const admin = await request.requireRole("admin");
      return setFeatureRequestStatus(db, notifier, admin, request.params.id, request.body.status);
    },
  );
};
