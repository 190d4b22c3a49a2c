import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  listBadgesForAdmin,
  rejectBadge,
  verifyBadge,
} from "#server/modules/compliance-badges/compliance-badges.service";
import {
  createCoupon,
  deactivateCoupon,
  listCoupons,
} from "#server/modules/coupons/coupons.service";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import {
  AdminCouponList,
  AdminFeatureRequestList,
  AdminFeatureRequestQuery,
  AdminFeatureRequestView,
  AdminReviewPage,
  AdminReviewQuery,
  AdminReviewView,
  AdminUserPage,
  AdminUserQuery,
  AdminUserView,
  CouponUsageList,
  FeatureRequestStatusBody,
  FreeAccessBody,
  HideReviewBody,
  SuspendUserBody,
} from "#shared/contracts/admin";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  AdminBadgeList,
  AdminBadgeQuery,
  AdminBadgeView,
  RejectBadgeBody,
} from "#shared/contracts/compliance-badges";
import { CouponView, CreateCouponBody } from "#shared/contracts/coupons";
import { listCouponUsages } from "./admin-coupons.service";
import {
  listFeatureRequestsForAdmin,
  setFeatureRequestStatus,
} from "./admin-feature-requests.service";
import { hideReview, listReviewsForAdmin, unhideReview } from "./admin-reviews.service";
import { reinstateUser, searchUsers, setFreeAccess, suspendUser } from "./admin-users.service";

const guardErrors = { 401: ErrorBody, 403: ErrorBody };
const changeErrors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...guardErrors };
const tags = ["admin"];

/** The admin console's API. Every route asks for an admin before it reads anything. */
export const adminRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, accessPolicy: policy, notifier, clock },
) => {
  // Before the body or query is even validated: nobody but an admin learns what these routes accept.
  app.addHook("onRequest", async (request) => {
    await request.requireRole("admin");
  });
  // Moderation answers change under the admin's hands: like every /api answer by default, they
  // go out as `private, no-store` (plugins/cache-control.ts).

  app.get(
    "/users",
    {
      schema: {
        tags,
        summary: "Accounts, newest first, searched by name, business name, username or email",
        querystring: AdminUserQuery,
        response: { 200: AdminUserPage, 400: ErrorBody, ...guardErrors },
      },
    },
    async (request) => searchUsers(db, request.query, policy),
  );

  app.post(
    "/users/:id/suspend",
    {
      schema: {
        tags,
        summary: "Suspend an account with a reason and end all its sessions (never an admin)",
        params: IdParams,
        body: SuspendUserBody,
        response: { 200: AdminUserView, ...changeErrors },
      },
    },
    async (request) => {
      const admin = await request.requireRole("admin");
      return suspendUser(db, admin, request.params.id, request.body.reason, policy);
    },
  );

  app.post(
    "/users/:id/reinstate",
    {
      schema: {
        tags,
        summary: "Lift a suspension",
        params: IdParams,
        response: { 200: AdminUserView, ...changeErrors },
      },
    },
    async (request) => reinstateUser(db, request.params.id, policy),
  );

  app.put(
    "/users/:id/free-access",
    {
      schema: {
        tags,
        summary: "Grant or remove a supplier's free lifetime access",
        params: IdParams,
        body: FreeAccessBody,
        response: { 200: AdminUserView, ...changeErrors },
      },
    },
    async (request) => setFreeAccess(db, request.params.id, request.body.freeAccess, policy),
  );

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

  app.get(
    "/coupons",
    {
      schema: {
        tags,
        summary: "Every coupon, newest first, with how often it has been used",
        response: { 200: AdminCouponList, ...guardErrors },
      },
    },
    async () => listCoupons(db),
  );

  app.post(
    "/coupons",
    {
      schema: {
        tags,
        summary: "Create a coupon: percent or fixed discount, optional window and maximum uses",
        body: CreateCouponBody,
        response: { 201: CouponView, 400: ErrorBody, 409: ErrorBody, ...guardErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createCoupon(db, request.body)),
  );

  app.post(
    "/coupons/:id/deactivate",
    {
      schema: {
        tags,
        summary: "Stop a coupon working at once; its past uses stay recorded",
        params: IdParams,
        response: { 200: CouponView, ...changeErrors },
      },
    },
    async (request) => deactivateCoupon(db, request.params.id),
  );

  app.get(
    "/coupons/:id/usages",
    {
      schema: {
        tags,
        summary: "Who used a coupon, most recent first",
        params: IdParams,
        response: { 200: CouponUsageList, 400: ErrorBody, 404: ErrorBody, ...guardErrors },
      },
    },
    async (request) => listCouponUsages(db, request.params.id),
  );

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
