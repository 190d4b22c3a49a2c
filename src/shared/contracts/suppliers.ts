import { z } from "zod";
import { CATEGORY_KEYS } from "../domain/categories";

/** A supplier as listed in the directory and on the home page: public fields only. */
export const SupplierListItem = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  urlSlug: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  coverImage: z.string().nullable(),
  profileImage: z.string().nullable(),
  avgRating: z.number(),
  reviewCount: z.number(),
  categories: z.array(z.string()),
  priceRange: z.string().nullable(),
  distance: z.number().nullable(),
  updatedAt: z.string(),
});
export type SupplierListItem = z.infer<typeof SupplierListItem>;

export const SupplierListQuery = z.object({
  category: z.enum(CATEGORY_KEYS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** The spec's cache-busting timestamp; ignored. */
  _t: z.string().optional(),
});
