import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
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
  Pick<RouteDependencies, "db" | "accessPolicy" | "clock"> & { directoryCache: DirectoryCache }
> = async (app, { db, accessPolicy: policy, directoryCache, clock }) => {
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
      const body = await directoryCache.get(request.query, () =>
        listSuppliers(db, request.query, clock()),
      );
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
    async (request) =>
      getSupplierDetail(
        db,
        { id: request.params.id },
        await request.currentUser(),
        policy,
        clock(),
      ),
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
    async (request) =>
      getSupplierDetail(
        db,
        { slug: request.params.slug },
        await request.currentUser(),
        policy,
        clock(),
      ),
  );
};
