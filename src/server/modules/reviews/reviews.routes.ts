import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody } from "#shared/contracts/common";
import {
  CreateReviewBody,
  ReviewableBooking,
  ReviewableQuery,
  ReviewView,
} from "#shared/contracts/reviews";
import { notifyReviewReceived } from "./review-notifications";
import { createReview, listReviewableBookings } from "./reviews.service";

export const reviewRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, notifier },
) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["reviews"],
        summary: "Review a supplier whose quote you accepted on that request (once)",
        body: CreateReviewBody,
        response: {
          201: ReviewView,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const organizer = await request.requireRole("organizer");
      const review = await createReview(db, organizer, request.body);
      await notifyReviewReceived(notifier, organizer, review);
      return reply.code(201).send(review);
    },
  );

  app.get(
    "/reviewable",
    {
      schema: {
        tags: ["reviews"],
        summary: "The signed-in organizer's accepted quotes not yet reviewed",
        querystring: ReviewableQuery,
        response: {
          200: z.array(ReviewableBooking),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request) =>
      listReviewableBookings(db, await request.requireRole("organizer"), request.query),
  );
};
