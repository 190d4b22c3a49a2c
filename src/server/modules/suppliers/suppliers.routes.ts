import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "../../../shared/contracts/common";
import {
  SupplierDetail,
  SupplierListItem,
  SupplierListQuery,
} from "../../../shared/contracts/suppliers";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { createDirectoryCache } from "./directory-cache";
import { getSupplierDetail } from "./supplier-profile.service";
import { listSuppliers } from "./suppliers.service";

export const supplierRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const policy = { freeAccessEmails: config.freeAccessEmails };
  const directoryCache = createDirectoryCache(config.directoryCacheSeconds);
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
      const body = await directoryCache.get(request.query, () => listSuppliers(db, request.query));
      reply.header("cache-control", `public, max-age=${directoryCache.ttlSeconds}`);
      // A Buffer skips the response serializer: the cache holds the JSON of list items already.
      return reply
        .type("application/json; charset=utf-8")
        .send(body as unknown as SupplierListItem[]);
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["suppliers"],
        summary: "A supplier's public profile with reviews",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: SupplierDetail, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      getSupplierDetail(db, { id: request.params.id }, await request.currentUser(), policy),
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
      getSupplierDetail(db, { slug: request.params.slug }, await request.currentUser(), policy),
  );
};
