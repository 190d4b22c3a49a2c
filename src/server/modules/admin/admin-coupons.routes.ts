import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createCoupon,
  deactivateCoupon,
  listCoupons,
} from "#server/modules/coupons/coupons.service";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { AdminCouponList, CouponUsageList } from "#shared/contracts/admin";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import { CouponView, CreateCouponBody } from "#shared/contracts/coupons";
import { listCouponUsages } from "./admin-coupons.service";
import { changeErrors, guardErrors, tags } from "./admin-route-schemas";

/** Coupons in the admin console: list, create, deactivate, usages. Guarded by `adminRoutes`. */
export const adminCouponRoutes: FastifyPluginAsyncZod<Pick<RouteDependencies, "db">> = async (
  app,
  { db },
) => {
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
};
