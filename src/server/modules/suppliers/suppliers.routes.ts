import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { visitorOf } from "#server/modules/insights/visit-counter";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  SupplierCountQuery,
  SupplierCounts,
  SupplierDetail,
  SupplierListItem,
  SupplierListQuery,
} from "#shared/contracts/suppliers";
import type { DirectoryCache } from "./directory-cache";
import { getSupplierDetail } from "./supplier-profile.service";
import { countSuppliers, listSuppliers } from "./suppliers.service";

export const supplierRoutes: FastifyPluginAsyncZod<
  Pick<RouteDependencies, "db" | "accessPolicy" | "clock" | "visits"> & {
    directoryCache: DirectoryCache;
  }
> = async (app, { db, accessPolicy: policy, directoryCache, clock, visits }) => {
  /** A profile seen by someone other than its supplier (or staff), and its contact details if shown. */
  async function profileAnswer(
    request: FastifyRequest,
    lookup: { id: number } | { slug: string },
  ): Promise<SupplierDetail> {
    const viewer = await request.currentUser();
    const detail = await getSupplierDetail(db, lookup, viewer, policy, clock());
    const { supplier } = detail;
    if (viewer?.id !== supplier.id && viewer?.role !== "admin") {
      const visitor = visitorOf(request, viewer);
      visits.countVisit("profileViews", supplier.id, visitor);
      if (supplier.contactAvailable) visits.countVisit("contactReveals", supplier.id, visitor);
    }
    return detail;
  }

  app.get(
    "/",
    {
      schema: {
        tags: ["suppliers"],
        summary: "The supplier directory",
        querystring: SupplierListQuery,
        response: { 200: z.array(SupplierListItem), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const { body, supplierIds } = await directoryCache.answer(request.query, () =>
        listSuppliers(db, request.query, clock()),
      );
      visits.countAppearances(supplierIds, request.headers["user-agent"]);
      // The same for everyone, but a write must show on the next search: every cache may keep the
      // answer only if it asks again each time (this server answers from memory meanwhile).
      reply.header("cache-control", "public, no-cache");
      // A Buffer skips the response serializer: the cache holds the JSON of list items already.
      return reply
        .type("application/json; charset=utf-8")
        .send(body as unknown as SupplierListItem[]);
    },
  );

  app.get(
    "/counts",
    {
      schema: {
        tags: ["suppliers"],
        summary: "How many suppliers the directory's filters find, in all and per category",
        querystring: SupplierCountQuery,
        response: { 200: SupplierCounts, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = await directoryCache.get(request.query, () =>
        countSuppliers(db, request.query, clock()),
      );
      reply.header("cache-control", "public, no-cache");
      return reply.type("application/json; charset=utf-8").send(body as unknown as SupplierCounts);
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["suppliers"],
        summary: "A supplier's public profile with reviews",
        params: IdParams,
        response: { 200: SupplierDetail, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => profileAnswer(request, { id: request.params.id }),
  );

  app.get(
    "/slug/:slug",
    {
      schema: {
        tags: ["suppliers"],
        summary: "A supplier's public profile by its address name",
        params: z.object({ slug: z.string().min(1).max(80) }),
        response: { 200: SupplierDetail, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => profileAnswer(request, { slug: request.params.slug }),
  );
};
