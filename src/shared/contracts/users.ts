import { z } from "zod";

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
});
export type OrganizerProfile = z.infer<typeof OrganizerProfile>;

export const DeleteAccountBody = z.object({
  password: z.string().min(1, "Please enter your password to confirm.").max(128),
});
