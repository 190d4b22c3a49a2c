import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { perAccountUploadLimit } from "#server/plugins/rate-limits";
import { ErrorBody } from "#shared/contracts/common";
import {
  MAX_PORTFOLIO_IMAGES,
  MAX_UPLOAD_BYTES,
  PortfolioImages,
  UploadedImage,
  UploadedPortfolio,
} from "#shared/contracts/uploads";
import { readImageFiles } from "./read-image-files";
import {
  addPortfolioImages,
  removePortfolioImage,
  uploadCoverImage,
  uploadProfileImage,
} from "./uploads.service";

const uploadErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody };
const IMAGE_RULES = `JPEG, PNG or WebP (checked by content), at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB; stored re-encoded as JPEG, longest side 2,000 px, metadata removed.`;

export const uploadRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, config, imageStore, imageDecoder },
) => {
  // Registered here rather than globally, so no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_PORTFOLIO_IMAGES,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_PORTFOLIO_IMAGES + 10,
    },
  });
  const store = imageStore;
  const uploads = { store, decoder: imageDecoder };
  // One count for all of an account's image uploads, whichever kind of image.
  const uploadsPerAccount = perAccountUploadLimit(app, "uploads", config.uploadLimits.perMinute);

  app.post(
    "/profile-image",
    {
      schema: {
        tags: ["uploads"],
        summary: "Upload a new profile image",
        description: `Multipart form with one file in the field \`profileImage\`. ${IMAGE_RULES}`,
        consumes: ["multipart/form-data"],
        response: { 200: UploadedImage, ...uploadErrors },
      },
      onRequest: uploadsPerAccount,
    },
    async (request) => {
      const user = await request.requireRole("organizer", "supplier");
      const files = await readImageFiles(request, "profileImage", { multiple: false });
      return { url: await uploadProfileImage(db, uploads, user, files) };
    },
  );

  app.post(
    "/cover-image",
    {
      schema: {
        tags: ["uploads"],
        summary: "Upload a new cover image (suppliers)",
        description: `Multipart form with one file in the field \`coverImage\`. ${IMAGE_RULES}`,
        consumes: ["multipart/form-data"],
        response: { 200: UploadedImage, ...uploadErrors },
      },
      onRequest: uploadsPerAccount,
    },
    async (request) => {
      const user = await request.requireRole("supplier");
      const files = await readImageFiles(request, "coverImage", { multiple: false });
      return { url: await uploadCoverImage(db, uploads, user, files) };
    },
  );

  app.post(
    "/portfolio-images",
    {
      schema: {
        tags: ["uploads"],
        summary: "Add images to your portfolio (suppliers)",
        description: `Multipart form with one or more files in the field \`portfolioImages\`; at most ${MAX_PORTFOLIO_IMAGES} portfolio images in all. The usable images are kept and each file that is not one is named in \`refused\`; 400 when none is usable. ${IMAGE_RULES}`,
        consumes: ["multipart/form-data"],
        response: { 200: UploadedPortfolio, ...uploadErrors },
      },
      onRequest: uploadsPerAccount,
    },
    async (request) => {
      const user = await request.requireRole("supplier");
      const files = await readImageFiles(request, "portfolioImages", { multiple: true });
      return addPortfolioImages(db, uploads, user, files);
    },
  );

  app.delete(
    "/portfolio-images/:index",
    {
      schema: {
        tags: ["uploads"],
        summary: "Remove one image from your portfolio (suppliers)",
        params: z.object({ index: z.coerce.number().int() }),
        response: {
          200: PortfolioImages,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const user = await request.requireRole("supplier");
      return { portfolioImages: await removePortfolioImage(db, store, user, request.params.index) };
    },
  );
};
