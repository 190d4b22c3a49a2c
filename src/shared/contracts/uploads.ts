import { z } from "zod";

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_PORTFOLIO_IMAGES = 12;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const UploadedImage = z.object({ url: z.string() });
/** A file of a portfolio upload that was not stored, and why: its name as sent, and the reason. */
export const RefusedImage = z.object({ file: z.string(), message: z.string() });
export type RefusedImage = z.infer<typeof RefusedImage>;

export const UploadedPortfolio = z.object({
  urls: z.array(z.string()),
  portfolioImages: z.array(z.string()),
  /** The files of the upload that were not usable images, each named; the others were kept. */
  refused: z.array(RefusedImage),
});
export type UploadedPortfolio = z.infer<typeof UploadedPortfolio>;
export const PortfolioImages = z.object({ portfolioImages: z.array(z.string()) });
