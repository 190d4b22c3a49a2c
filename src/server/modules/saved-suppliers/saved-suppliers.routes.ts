import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, idField } from "#shared/contracts/common";
import { SavedSupplierList } from "#shared/contracts/saved-suppliers";
import { listSavedSuppliers, saveSupplier, unsaveSupplier } from "./saved-suppliers.service";

const SupplierParams = z.object({ supplierId: idField() });
const guardErrors = { 401: ErrorBody, 403: ErrorBody };

export const savedSupplierRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db },
) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["saved-suppliers"],
        summary: "Your saved suppliers, most recently saved first (organizers)",
        response: { 200: SavedSupplierList, ...guardErrors },
      },
    },
    async (request) => listSavedSuppliers(db, await request.requireRole("organizer")),
  );

  app.put(
    "/:supplierId",
    {
      schema: {
        tags: ["saved-suppliers"],
        summary: "Save a supplier (organizers; saving again changes nothing)",
        params: SupplierParams,
        response: { 204: z.null(), 400: ErrorBody, 404: ErrorBody, ...guardErrors },
      },
    },
    async (request, reply) => {
      const organizer = await request.requireRole("organizer");
      await saveSupplier(db, organizer, request.params.supplierId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/:supplierId",
    {
      schema: {
        tags: ["saved-suppliers"],
        summary: "Remove a supplier from your saved list (organizers)",
        params: SupplierParams,
        response: { 204: z.null(), 400: ErrorBody, ...guardErrors },
      },
    },
    async (request, reply) => {
      const organizer = await request.requireRole("organizer");
      await unsaveSupplier(db, organizer, request.params.supplierId);
      return reply.code(204).send(null);
    },
  );
};
