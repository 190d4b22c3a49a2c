import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "../../../shared/contracts/common";
import { SupplierListItem, SupplierListQuery } from "../../../shared/contracts/suppliers";
import type { Db } from "../../db/client";
import { listSuppliers } from "./suppliers.service";

export const supplierRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (request) => listSuppliers(db, request.query),
  );
};
