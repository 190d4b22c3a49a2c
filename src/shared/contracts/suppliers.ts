import { z } from "zod";
import { CATEGORY_KEYS } from "../domain/categories";
import { DIRECTORY_DISTANCE, DIRECTORY_PAGE_SIZE } from "../domain/limits";
import { coordinate } from "./common";

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

const emptyAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * The directory's filters. A radius search needs latitude and longitude (chosen from the place
 * suggestions); `location` is the place's name, kept for display and for links.
 */
export const SupplierListQuery = z
  .object({
    category: z.preprocess(emptyAsUndefined, z.enum(CATEGORY_KEYS).optional()),
    location: z.preprocess(emptyAsUndefined, z.string().max(120).optional()),
    distance: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .min(DIRECTORY_DISTANCE.min)
        .max(DIRECTORY_DISTANCE.max)
        .default(DIRECTORY_DISTANCE.default),
    ),
    latitude: z.preprocess(emptyAsUndefined, coordinate(90, z.coerce.number()).optional()),
    longitude: z.preprocess(emptyAsUndefined, coordinate(180, z.coerce.number()).optional()),
    q: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
    limit: z.coerce.number().int().min(1).max(100).default(DIRECTORY_PAGE_SIZE),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    /** The spec's cache-busting timestamp; ignored. */
    _t: z.string().optional(),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: "Latitude and longitude go together",
    path: ["latitude"],
  });
export type SupplierListQuery = z.input<typeof SupplierListQuery>;

export const PublicReview = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  requestId: z.number().nullable(),
  organizer: z.object({
    id: z.number().nullable(),
    name: z.string(),
    profileImage: z.string().nullable(),
  }),
});
export type PublicReview = z.infer<typeof PublicReview>;

/** A supplier's public profile. Contact fields are present only when PRODUCT.md allows them. */
export const SupplierProfile = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  urlSlug: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().optional(),
  email: z.string().optional(),
  website: z.string().nullable().optional(),
  /** False when phone, email and website are withheld ("Available with paid plan"). */
  contactAvailable: z.boolean(),
  profileImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  portfolioImages: z.array(z.string()),
  categories: z.array(z.string()),
  serviceArea: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  priceRange: z.string().nullable(),
  avgRating: z.number(),
  reviewCount: z.number(),
  isSubscribed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierProfile = z.infer<typeof SupplierProfile>;

export const SupplierDetail = z.object({
  supplier: SupplierProfile,
  reviews: z.array(PublicReview),
  avgRating: z.number(),
  /** Count of reviews per star, index 0 for one star. */
  ratingBreakdown: z.array(z.number()).length(5),
});
export type SupplierDetail = z.infer<typeof SupplierDetail>;
