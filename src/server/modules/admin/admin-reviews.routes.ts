import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import {
  AdminOrganizerReviewPage,
  AdminOrganizerReviewView,
  AdminReviewPage,
  AdminReviewQuery,
  AdminReviewView,
  HideReviewBody,
} from "#shared/contracts/admin";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  hideOrganizerReview,
  listOrganizerReviewsForAdmin,
  unhideOrganizerReview,
} from "./admin-organizer-reviews.service";
import { hideReview, listReviewsForAdmin, unhideReview } from "./admin-reviews.service";
import { changeErrors, guardErrors, tags } from "./admin-route-schemas";

/**
 * Review moderation in the admin console: list, hide, unhide, for reviews of suppliers and
 * suppliers' reviews of organizers. Guarded by `adminRoutes`.
 */
export const adminReviewRoutes: FastifyPluginAsyncZod<
  Pick<RouteDependencies, "db" | "clock">
> = async (app, { db, clock }) => {
  app.get(
    "/reviews",
    {
      schema: {
        tags,
        summary: "Reviews, hidden ones included, newest first",
        querystring: AdminReviewQuery,
        response: { 200: AdminReviewPage, 400: ErrorBody, ...guardErrors },
      },
    },
    async (request) => listReviewsForAdmin(db, request.query),
  );

  app.post(
    "/reviews/:id/hide",
    {
      schema: {
        tags,
        summary: "Hide a review from public pages, with a reason; the supplier's rating follows",
        params: IdParams,
        body: HideReviewBody,
        response: { 200: AdminReviewView, ...changeErrors },
      },
    },
    async (request) => hideReview(db, request.params.id, request.body.reason),
  );

  app.post(
    "/reviews/:id/unhide",
    {
      schema: {
        tags,
        summary: "Show a hidden review again; the supplier's rating follows",
        params: IdParams,
        response: { 200: AdminReviewView, ...changeErrors },
      },
    },
    async (request) => unhideReview(db, request.params.id),
  );

  app.get(
    "/organizer-reviews",
    {
      schema: {
        tags,
        summary: "Suppliers' reviews of organizers, waiting and hidden ones included, newest first",
        querystring: AdminReviewQuery,
        response: { 200: AdminOrganizerReviewPage, 400: ErrorBody, ...guardErrors },
      },
    },
    async (request) => listOrganizerReviewsForAdmin(db, request.query),
  );

  app.post(
    "/organizer-reviews/:id/hide",
    {
      schema: {
        tags,
        summary:
          "Hide a review of an organizer from their page, with a reason; their rating follows",
        params: IdParams,
        body: HideReviewBody,
        response: { 200: AdminOrganizerReviewView, ...changeErrors },
      },
    },
    async (request) => hideOrganizerReview(db, request.params.id, request.body.reason, clock()),
  );

  app.post(
    "/organizer-reviews/:id/unhide",
    {
      schema: {
        tags,
        summary: "Show a hidden review of an organizer again; their rating follows",
        params: IdParams,
        response: { 200: AdminOrganizerReviewView, ...changeErrors },
      },
    },
    async (request) => unhideOrganizerReview(db, request.params.id, clock()),
  );
};
