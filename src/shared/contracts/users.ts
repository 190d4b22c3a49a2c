import { z } from "zod";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import { formatPounds } from "#shared/domain/format";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SERVICE_AREA_MAX_KM,
  SERVICE_AREA_MIN_KM,
} from "#shared/domain/limits";
import { parseStartingPrice, STARTING_PRICE_MESSAGE } from "#shared/domain/price";
import { EMAIL_MESSAGE } from "./auth";
import { coordinate, oneLine } from "./common";
import { lineUpdateEmptyAsNull, requiredLine, stringOr, textUpdateEmptyAsNull } from "./fields";

export const Role = z.enum(["organizer", "supplier", "admin"]);
export type Role = z.infer<typeof Role>;

/** What the session knows of the signed-in user: the spec's profile view, never secrets. */
export const UserProfile = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  role: Role,
  businessName: z.string().nullable(),
  displayName: z.string(),
  urlSlug: z.string().nullable(),
  profileImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  portfolioImages: z.array(z.string()),
  categories: z.array(z.string()),
  serviceArea: z.number(),
  /** The supplier's own price line ("£1,250"); null when none is set. */
  priceRange: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  subscriptionActive: z.boolean(),
  subscriptionType: z.string().nullable(),
  subscriptionExpiry: z.string().nullable(),
  freeAccess: z.boolean(),
  monthlyQuoteLimit: z.number(),
  quotesThisMonth: z.number(),
  lastQuoteReset: z.string().nullable(),
  emailNotifications: z.boolean(),
  /** Whether the current address was confirmed through its emailed link. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/**
 * Anyone's public card: `GET /api/users/{id}`. Never email, phone, street address, payment or
 * session data.
 */
export const PublicUser = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  role: Role,
  profileImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  /** The town named in the user's address; null when it names no known town. */
  town: z.string().nullable(),
  description: z.string().nullable(),
  urlSlug: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** An organizer's public profile: counts and history of their events. */
export const OrganizerProfile = PublicUser.extend({
  requestsCount: z.number(),
  completedCount: z.number(),
  /** Suppliers' average rating of the organizer over their shown reviews; 0 with none. */
  avgRating: z.number(),
  reviewCount: z.number(),
});
export type OrganizerProfile = z.infer<typeof OrganizerProfile>;

export const DeleteAccountBody = z.object({
  password: z.string().min(1, "Please enter your password to confirm.").max(128),
});

export const PROFILE_REQUIRED_MESSAGE =
  "Missing Required Fields: Please fill in your name and email address.";
export const EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE =
  "Please enter your current password to change your email address.";
export const EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE = "Your current password is not correct.";
export function emailChangesLimitMessage(ttlMs: number): string {
  return `You have changed your email address several times recently. Please wait ${Math.ceil(ttlMs / 60_000)} minute(s) and try again.`;
}

/** Images are uploaded first; the profile only refers to our own upload paths. */
const UploadPath = z
  .string()
  .max(300)
  .regex(/^\/uploads\/(?!.*\.\.)[\w./-]+$/, "Images must be uploaded first");

export const UpdateProfileBody = z.object({
  name: requiredLine(PROFILE_REQUIRED_MESSAGE, NAME_MAX_LENGTH),
  email: stringOr(PROFILE_REQUIRED_MESSAGE)
    .trim()
    .min(1, PROFILE_REQUIRED_MESSAGE)
    .max(EMAIL_MAX_LENGTH)
    .regex(EMAIL_PATTERN, EMAIL_MESSAGE),
  businessName: lineUpdateEmptyAsNull(NAME_MAX_LENGTH),
  description: textUpdateEmptyAsNull(5000),
  address: textUpdateEmptyAsNull(300),
  phone: lineUpdateEmptyAsNull(40),
  website: z
    .union([
      z.literal(""),
      z.url({ protocol: /^https?$/, message: "Please enter a valid website address" }),
    ])
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  categories: z.array(z.enum(CATEGORY_KEYS)).max(20).optional(),
  serviceArea: z.number().int().min(SERVICE_AREA_MIN_KM).max(SERVICE_AREA_MAX_KM).optional(),
  profileImage: UploadPath.nullish(),
  coverImage: UploadPath.nullish(),
  /** "Starting from £": one amount, stored as the card's price line ("£1,250"). Empty clears it. */
  priceRange: oneLine(z.string())
    .trim()
    .max(40, STARTING_PRICE_MESSAGE)
    .refine((text) => text === "" || parseStartingPrice(text) !== null, STARTING_PRICE_MESSAGE)
    .nullish()
    .transform((text) => {
      if (text === undefined) return undefined;
      const pence = text ? parseStartingPrice(text) : null;
      return pence === null ? null : formatPounds(pence);
    }),
  latitude: coordinate(90).nullish(),
  longitude: coordinate(180).nullish(),
  emailNotifications: z.boolean().optional(),
  /** Needed only when the email address changes. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;
export type UpdateProfileInput = z.output<typeof UpdateProfileBody>;
