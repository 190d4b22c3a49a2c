import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createPrivateFileStore } from "#server/lib/storage/private-file-store";
import { assertEmailVerified } from "#server/modules/email-verification/email-verification.service";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { perAccountUploadLimit } from "#server/plugins/rate-limits";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  MAX_EVIDENCE_BYTES,
  OwnBadgeList,
  OwnBadgeView,
} from "#shared/contracts/compliance-badges";
import { CONFIRM_EMAIL_BEFORE_BADGE_MESSAGE } from "#shared/contracts/email-verification";
import { addBadge, deleteBadge, listOwnBadges, readEvidence } from "./compliance-badges.service";
import { readBadgeForm } from "./read-badge-form";

const guardErrors = { 401: ErrorBody, 403: ErrorBody };

/** A supplier's compliance badges and their private evidence (docs/decisions/0033). */
export const complianceBadgeRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, config, clock, imageDecoder },
) => {
  // Registered here rather than globally, so no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_EVIDENCE_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6 },
  });
  const store = createPrivateFileStore(config);
  const evidence = { store, decoder: imageDecoder };
  const uploadsPerAccount = perAccountUploadLimit(app, "badges", config.uploadLimits.perMinute);

  app.get(
    "/",
    {
      schema: {
        tags: ["badges"],
        summary: "Your compliance badges with their status (suppliers)",
        response: { 200: OwnBadgeList, ...guardErrors },
      },
    },
    async (request) => {
      const supplier = await request.requireRole("supplier");
      return { badges: await listOwnBadges(db, supplier, clock()) };
    },
  );

  app.post(
    "/",
    {
      schema: {
        tags: ["badges"],
        summary: "Add a compliance badge with its evidence (suppliers)",
        description: `Multipart form: the field \`badge\` holds the details as JSON, the field \`evidence\` one PDF, JPEG or PNG file (checked by content) of at most ${MAX_EVIDENCE_BYTES / (1024 * 1024)} MB. The badge waits for an admin to verify it.`,
        consumes: ["multipart/form-data"],
        response: { 201: OwnBadgeView, 400: ErrorBody, 413: ErrorBody, ...guardErrors },
      },
      onRequest: uploadsPerAccount,
    },
    async (request, reply) => {
      const supplier = await request.requireRole("supplier");
      // Before the form is read: an unconfirmed account's file is never decoded nor stored.
      assertEmailVerified(supplier, CONFIRM_EMAIL_BEFORE_BADGE_MESSAGE);
      const { details, file } = await readBadgeForm(request);
      const badge = await addBadge(db, evidence, supplier, details, file, clock());
      return reply.code(201).send(badge);
    },
  );

  app.delete(
    "/:id",
    {
      schema: {
        tags: ["badges"],
        summary: "Remove one of your badges and its evidence (suppliers)",
        params: IdParams,
        response: { 204: z.null(), 400: ErrorBody, 404: ErrorBody, ...guardErrors },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireRole("supplier");
      await deleteBadge(db, store, supplier, request.params.id, clock());
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/:id/evidence",
    {
      schema: {
        tags: ["badges"],
        summary: "A badge's evidence file, for its supplier and admins only",
        params: IdParams,
        response: {
          200: z.unknown().describe("The file as sent: PDF, JPEG or PNG"),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireUser();
      const file = await readEvidence(db, store, viewer, request.params.id);
      // A download, never a page of EventEazy's origin: a crafted PDF or image runs nothing here.
      return reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("content-security-policy", "sandbox; default-src 'none'")
        .send(file.data);
    },
  );
};
