import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams, MessageBody } from "#shared/contracts/common";
import {
  CreateOrganizerReviewBody,
  OrganizerReviewableBooking,
  OrganizerReviewableQuery,
  OrganizerReviewView,
} from "#shared/contracts/organizer-reviews";
import {
  ChangeReviewBody,
  REVIEW_REPORTED_MESSAGE,
  ReportReviewBody,
  ReviewReply,
  ReviewReplyBody,
} from "#shared/contracts/reviews";
import {
  changeOrganizerReview,
  createOrganizerReview,
  editOrganizerReviewReply,
  listOrganizerReviewableBookings,
  replyToOrganizerReview,
  reportOrganizerReview,
} from "./organizer-reviews.service";
import { notifyOrganizerReplied } from "./review-notifications";

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
} as const;

/** Suppliers' reviews of the organizers of their booked hires (docs/decisions/0059). */
export const organizerReviewRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, notifier, clock },
) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["reviews"],
        summary:
          "Review the organizer of your booked hire after its event (once); it shows when both sides have reviewed, or 14 days after the event",
        body: CreateOrganizerReviewBody,
        response: { 201: OrganizerReviewView, ...errors },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireRole("supplier");
      const written = await createOrganizerReview(db, notifier, supplier, request.body, clock());
      written.announce();
      return reply.code(201).send(written.review);
    },
  );

  app.get(
    "/reviewable",
    {
      schema: {
        tags: ["reviews"],
        summary: "The signed-in supplier's booked hires whose organizer they have not reviewed",
        querystring: OrganizerReviewableQuery,
        response: {
          200: z.array(OrganizerReviewableBooking),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request) =>
      listOrganizerReviewableBookings(
        db,
        await request.requireRole("supplier"),
        request.query,
        clock(),
      ),
  );

  app.put(
    "/:id",
    {
      schema: {
        tags: ["reviews"],
        summary: "Change your review of an organizer while it waits to be shown (409 once shown)",
        params: IdParams,
        body: ChangeReviewBody,
        response: { 200: OrganizerReviewView, ...errors },
      },
    },
    async (request) =>
      changeOrganizerReview(db, await request.requireUser(), request.params.id, request.body),
  );

  app.post(
    "/:id/report",
    {
      schema: {
        tags: ["reviews"],
        summary: "Report a review of an organizer to the admins (once per user; not your own)",
        params: IdParams,
        body: ReportReviewBody,
        response: { 201: MessageBody, ...errors },
      },
    },
    async (request, reply) => {
      await reportOrganizerReview(db, await request.requireUser(), request.params.id, request.body);
      return reply.code(201).send({ message: REVIEW_REPORTED_MESSAGE });
    },
  );

  app.post(
    "/:id/reply",
    {
      schema: {
        tags: ["reviews"],
        summary: "The reviewed organizer's one public reply to a shown review; its writer is told",
        params: IdParams,
        body: ReviewReplyBody,
        response: { 201: ReviewReply, ...errors },
      },
    },
    async (request, reply) => {
      const organizer = await request.requireUser();
      const posted = await replyToOrganizerReview(
        db,
        organizer,
        request.params.id,
        request.body.text,
        clock(),
      );
      await notifyOrganizerReplied(notifier, organizer, posted.review);
      return reply.code(201).send(posted.reply);
    },
  );

  app.put(
    "/:id/reply",
    {
      schema: {
        tags: ["reviews"],
        summary: "Change the organizer's reply, within 7 days of first posting it",
        params: IdParams,
        body: ReviewReplyBody,
        response: { 200: ReviewReply, ...errors },
      },
    },
    async (request) =>
      editOrganizerReviewReply(
        db,
        await request.requireUser(),
        request.params.id,
        request.body.text,
        clock(),
      ),
  );
};
