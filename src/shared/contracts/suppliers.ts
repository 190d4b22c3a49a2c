import { z } from "zod";
import { isCalendarDate } from "#shared/domain/calendar-days";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import {
  DIRECTORY_MAX_PRICE,
  DIRECTORY_SORTS,
  type DirectoryFilterName,
  MAX_PRICE_MESSAGE,
} from "#shared/domain/directory-filters";
import { DIRECTORY_DISTANCE, DIRECTORY_PAGE_SIZE } from "#shared/domain/limits";
import { AVAILABLE_ON_MESSAGE } from "./availability";
import { coordinate } from "./common";
import { PublicBadge } from "./compliance-badges";
import { ReviewReply } from "./reviews";

/** The message of every 404 about a supplier, whichever module answers it. */
export const SUPPLIER_NOT_FOUND = "Supplier not found.";

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
  /** Verified badges still current by the server's clock: what the card shows. */
  badges: z.array(PublicBadge),
  updatedAt: z.string(),
  /**
   * Where the supplier is, to about 100 m (three decimals), for the directory's map; null when
   * they have not given a place.
   */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional(),
});
export type SupplierListItem = z.infer<typeof SupplierListItem>;

const emptyAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A yes-only filter of a query string: "true" or "1" asks for it; "false", "0" or nothing does not. */
const filterFlag = z.preprocess((value) => {
  if (value === true || value === "true" || value === "1") return true;
  if (value === undefined || value === null || value === "" || value === false) return undefined;
  if (value === "false" || value === "0") return undefined;
  return value;
}, z.literal(true).optional());

const SORT_MESSAGE = `Sort by one of: ${DIRECTORY_SORTS.join(", ")}.`;
export const DISTANCE_SORT_MESSAGE = "Sorting by distance needs a place.";

/**
 * Each directory filter field's parser, for every name in `DIRECTORY_FILTERS`
 * (`#shared/domain/directory-filters`), which says how the field travels. A page address reads
 * the same fields without them (`readDirectoryAddress`), held to them by its test.
 */
export const DIRECTORY_FILTER_SCHEMAS = {
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
  insured: filterFlag,
  goodHygiene: filterFlag,
  availableOn: z.preprocess(
    emptyAsUndefined,
    z.string().trim().refine(isCalendarDate, AVAILABLE_ON_MESSAGE).optional(),
  ),
  maxPrice: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: MAX_PRICE_MESSAGE })
      .int(MAX_PRICE_MESSAGE)
      .min(1, MAX_PRICE_MESSAGE)
      .max(DIRECTORY_MAX_PRICE, MAX_PRICE_MESSAGE)
      .optional(),
  ),
  sort: z.preprocess(
    emptyAsUndefined,
    z.enum(DIRECTORY_SORTS, { message: SORT_MESSAGE }).optional(),
  ),
  _t: z.string().optional(),
} satisfies Record<DirectoryFilterName, z.ZodType>;

const coordinatesTogether: [
  (query: { latitude?: number; longitude?: number }) => boolean,
  { message: string; path: string[] },
] = [
  (query) => (query.latitude === undefined) === (query.longitude === undefined),
  { message: "Latitude and longitude go together", path: ["latitude"] },
];

/**
 * The directory's filters. A radius search needs latitude and longitude (chosen from the place
 * suggestions); `location` is the place's name, kept for display and for links.
 */
export const SupplierListQuery = z
  .object({
    ...DIRECTORY_FILTER_SCHEMAS,
    limit: z.coerce.number().int().min(1).max(100).default(DIRECTORY_PAGE_SIZE),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .refine(...coordinatesTogether)
  .refine(
    (query) => query.sort !== "distance" || query.latitude !== undefined || Boolean(query.location),
    { message: DISTANCE_SORT_MESSAGE, path: ["sort"] },
  );
export type SupplierListQuery = z.input<typeof SupplierListQuery>;
/** A directory page's filters as the server searches with them. */
export type SupplierListFilter = z.output<typeof SupplierListQuery>;

/** The same filters as the directory, without paging: what the counts are counted over. */
export const SupplierCountQuery = z.object(DIRECTORY_FILTER_SCHEMAS).refine(...coordinatesTogether);
export type SupplierCountQuery = z.input<typeof SupplierCountQuery>;
/** The counts' filters as the server counts with them. */
export type SupplierCountFilter = z.output<typeof SupplierCountQuery>;

/**
 * Counting stops here: beyond it an exact count would cost a walk over most of 100,000
 * suppliers on every search, and "more than 1,000" tells a person all they need.
 */
export const SUPPLIER_COUNT_LIMIT = 1000;

/** `count` is exact, or, when `isExact` is false, the directory holds more than `count`. */
export const SupplierCount = z.object({
  count: z.number().int().min(0),
  isExact: z.boolean(),
});
export type SupplierCount = z.infer<typeof SupplierCount>;

/**
 * How many suppliers the directory's filters find in all, and how many each category would
 * find with the same place, radius and words (the category filter's numbers). `categories`
 * is null when those filters find more than SUPPLIER_COUNT_LIMIT suppliers, whatever the
 * category: too many to count per category on every search.
 */
export const SupplierCounts = z.object({
  total: SupplierCount,
  categories: z
    .array(z.object({ id: z.enum(CATEGORY_KEYS), count: z.number().int().min(0) }))
    .nullable(),
});
export type SupplierCounts = z.infer<typeof SupplierCounts>;

export const PublicReview = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  requestId: z.number().nullable(),
  /**
   * The booked event's month ("2026-06"): every review comes from an accepted quote, and the
   * month says which booking without giving the organizer's exact date away. Null once the
   * request is deleted.
   */
  eventMonth: z.string().nullable(),
  organizer: z.object({
    id: z.number().nullable(),
    name: z.string(),
    profileImage: z.string().nullable(),
  }),
  reply: ReviewReply.nullable(),
  /** Whether the signed-in viewer has reported this review (false for guests). */
  reportedByViewer: z.boolean(),
});
export type PublicReview = z.infer<typeof PublicReview>;

/** A supplier's public profile. Contact fields are present only when docs/product.md §Contact details and public data allows them. */
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
  /** Verified badges still current by the server's clock. */
  badges: z.array(PublicBadge),
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
