import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  CreateFeatureRequestBody,
  FeatureRequestList,
  FeatureRequestView,
} from "#shared/contracts/feature-requests";
import {
  createFeatureRequest,
  listFeatureRequests,
  voteForFeatureRequest,
} from "./feature-requests.service";

export const featureRequestRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db },
) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["feature-requests"],
        summary:
          "The feature-request board, most votes first, then newest (open to guests; hasVoted is the viewer's)",
        response: { 200: FeatureRequestList },
      },
    },
    // The board is public so guests can see what is planned before they sign up.
    async (request) => listFeatureRequests(db, await request.currentUser()),
  );

  app.post(
    "/",
    {
      schema: {
        tags: ["feature-requests"],
        summary: "Suggest a feature (any signed-in user)",
        body: CreateFeatureRequestBody,
        response: { 201: FeatureRequestView, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const author = await request.requireUser();
      return reply.code(201).send(await createFeatureRequest(db, author, request.body));
    },
  );

  app.post(
    "/:id/vote",
    {
      schema: {
        tags: ["feature-requests"],
        summary: "Vote for a feature request, once per user (any signed-in user)",
        params: IdParams,
        response: {
          200: FeatureRequestView,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      const voter = await request.requireUser();
      return voteForFeatureRequest(db, voter, request.params.id);
    },
  );
};
