import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import { PublicOrganizerReview } from "#shared/contracts/organizer-reviews";
import { OrganizerRequestHistory } from "#shared/contracts/organizers";
import { OrganizerProfile } from "#shared/contracts/users";
import {
  getOrganizerProfile,
  listOrganizerRequests,
  listOrganizerReviews,
} from "./organizers.service";

export const organizerRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (app, { db }) => {
  app.get(
    "/:id",
    {
      schema: {
        tags: ["organizers"],
        summary: "An organizer's public profile with their event counts",
        params: IdParams,
        response: { 200: OrganizerProfile, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getOrganizerProfile(db, request.params.id),
  );

  app.get(
    "/:id/requests",
    {
      schema: {
        tags: ["organizers"],
        summary: "An organizer's event history, newest first",
        params: IdParams,
        response: { 200: OrganizerRequestHistory, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listOrganizerRequests(db, request.params.id),
  );

  app.get(
    "/:id/reviews",
    {
      schema: {
        tags: ["organizers"],
        summary: "Suppliers' shown reviews of an organizer, newest first",
        params: IdParams,
        response: { 200: z.array(PublicOrganizerReview), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listOrganizerReviews(db, request.params.id, await request.currentUser()),
  );
};
