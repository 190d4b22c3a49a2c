import { z } from "zod";

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_PORTFOLIO_IMAGES = 12;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const UploadedImage = z.object({ url: z.string() });
export const UploadedPortfolio = z.object({
  urls: z.array(z.string()),
  portfolioImages: z.array(z.string()),
});
export const PortfolioImages = z.object({ portfolioImages: z.array(z.string()) });
