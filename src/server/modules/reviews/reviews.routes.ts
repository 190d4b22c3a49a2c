import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams, MessageBody } from "#shared/contracts/common";
import {
  ChangeReviewBody,
  CreateReviewBody,
  REVIEW_REPORTED_MESSAGE,
  ReportReviewBody,
  ReviewableBooking,
  ReviewableQuery,
  ReviewReply,
  ReviewReplyBody,
  ReviewView,
} from "#shared/contracts/reviews";
import { notifyReviewReceived } from "./review-notifications";
import {
  changeReview,
  createReview,
  editReviewReply,
  listReviewableBookings,
  replyToReview,
  reportReview,
} from "./reviews.service";

export const reviewRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, notifier, clock },
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
      const written = await createReview(db, notifier, organizer, request.body, clock());
      // A booked hire's review tells its supplier when it shows (review-showing.ts).
      if (written.booked) written.announce();
      else await notifyReviewReceived(notifier, organizer, written.review);
      return reply.code(201).send(written.review);
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        tags: ["reviews"],
        summary: "Change your review while it waits to be shown (409 once shown)",
        params: IdParams,
        body: ChangeReviewBody,
        response: {
          200: ReviewView,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) =>
      changeReview(db, await request.requireUser(), request.params.id, request.body),
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
      listReviewableBookings(db, await request.requireRole("organizer"), request.query, clock()),
  );

  const replyErrors = {
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    409: ErrorBody,
  } as const;

  app.post(
    "/:id/reply",
    {
      schema: {
        tags: ["reviews"],
        summary: "The reviewed supplier's one public reply to a review",
        params: IdParams,
        body: ReviewReplyBody,
        response: { 201: ReviewReply, ...replyErrors },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const posted = await replyToReview(db, user, request.params.id, request.body.text, clock());
      return reply.code(201).send(posted);
    },
  );

  app.put(
    "/:id/reply",
    {
      schema: {
        tags: ["reviews"],
        summary: "Change the reply, within 7 days of first posting it",
        params: IdParams,
        body: ReviewReplyBody,
        response: { 200: ReviewReply, ...replyErrors },
      },
    },
    async (request) =>
      editReviewReply(
        db,
        await request.requireUser(),
        request.params.id,
        request.body.text,
        clock(),
      ),
  );

  app.post(
    "/:id/report",
    {
      schema: {
        tags: ["reviews"],
        summary: "Report a review to the admins (once per user; not your own)",
        params: IdParams,
        body: ReportReviewBody,
        response: { 201: MessageBody, ...replyErrors },
      },
    },
    async (request, reply) => {
      await reportReview(db, await request.requireUser(), request.params.id, request.body);
      return reply.code(201).send({ message: REVIEW_REPORTED_MESSAGE });
    },
  );
};
