import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { keyedLimit } from "#server/plugins/rate-limits";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  InvitationList,
  InviteSuppliersBody,
  InviteSuppliersResult,
  invitationsLimitMessage,
} from "#shared/contracts/invitations";
import { inviteSuppliers, listInvitations } from "./invitations.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Under /api/requests: an organizer's invitations to their own request. */
export const invitationRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, notifier, clock, config },
) => {
  // Each call may alert and email up to 10 suppliers: counted per account, and per client below.
  const invitationCalls = keyedLimit(app, {
    max: config.rateLimits.invitations,
    timeWindow: config.rateLimits.windowMs,
    message: invitationsLimitMessage,
  });

  app.post(
    "/:id/invitations",
    {
      schema: {
        tags: ["requests"],
        summary:
          "Invite 1 to 10 chosen suppliers to your active request (at most 10 in all; inviting again changes nothing). 201 when someone new was invited, 200 when all already were; 409 when the request is closed or full, a supplier already quoted or is unavailable on every event day, or the total would pass 10",
        params: IdParams,
        body: InviteSuppliersBody,
        response: {
          200: InviteSuppliersResult,
          201: InviteSuppliersResult,
          ...errors,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
      config: {
        rateLimit: { max: config.rateLimits.invitations, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request, reply) => {
      const organizer = await request.requireUser();
      await invitationCalls(request, `invitations-account:${organizer.id}`);
      const { result, announce, created } = await inviteSuppliers(
        db,
        notifier,
        organizer,
        request.params.id,
        request.body.supplierIds,
        clock(),
      );
      announce();
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.get(
    "/:id/invitations",
    {
      schema: {
        tags: ["requests"],
        summary: "The suppliers invited to your request, oldest first (its organizer)",
        params: IdParams,
        response: { 200: InvitationList, ...errors },
      },
    },
    async (request) => listInvitations(db, await request.requireUser(), request.params.id),
  );
};
