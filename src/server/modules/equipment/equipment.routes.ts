import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams, MessageBody } from "#shared/contracts/common";
import { EquipmentOffering, EquipmentOfferingBody } from "#shared/contracts/equipment";
import {
  createOffering,
  deleteOffering,
  listSupplierOfferings,
  OFFERING_DELETED_MESSAGE,
  updateOffering,
} from "./equipment.service";

const writeErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const equipmentRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (app, { db }) => {
  app.get(
    "/supplier/:id",
    {
      schema: {
        tags: ["equipment"],
        summary: "A supplier's equipment and service offerings, newest first",
        params: IdParams,
        response: { 200: z.array(EquipmentOffering), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listSupplierOfferings(db, request.params.id),
  );

  app.post(
    "/",
    {
      schema: {
        tags: ["equipment"],
        summary: "Add an equipment or service offering (suppliers)",
        body: EquipmentOfferingBody,
        response: { 201: EquipmentOffering, ...writeErrors },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireRole("supplier");
      return reply.code(201).send(await createOffering(db, supplier, request.body));
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        tags: ["equipment"],
        summary: "Change one of your offerings",
        params: IdParams,
        body: EquipmentOfferingBody,
        response: { 200: EquipmentOffering, ...writeErrors },
      },
    },
    async (request) => {
      const supplier = await request.requireRole("supplier");
      return updateOffering(db, supplier, request.params.id, request.body);
    },
  );

  app.delete(
    "/:id",
    {
      schema: {
        tags: ["equipment"],
        summary: "Delete one of your offerings",
        params: IdParams,
        response: { 200: MessageBody, ...writeErrors },
      },
    },
    async (request) => {
      const supplier = await request.requireRole("supplier");
      await deleteOffering(db, supplier, request.params.id);
      return { message: OFFERING_DELETED_MESSAGE };
    },
  );
};
