import { z } from "zod";

export const RequestStatusValue = z.enum([
  "active",
  "completed",
  "cancelled",
  "found_supplier",
  "no_longer_needed",
  "expired",
]);

/**
 * One event on an organizer's public profile: what happened, never budgets, descriptions or a
 * venue's street.
 */
export const OrganizerRequestSummary = z.object({
  id: z.number(),
  title: z.string(),
  eventDate: z.string(),
  /** The town of the event's location; null when the location names no known town. */
  town: z.string().nullable(),
  status: RequestStatusValue,
  categories: z.array(z.string()),
  createdAt: z.string(),
  quoteCount: z.number(),
});
export type OrganizerRequestSummary = z.infer<typeof OrganizerRequestSummary>;

export const OrganizerRequestHistory = z.array(OrganizerRequestSummary);
export type OrganizerRequestHistory = z.infer<typeof OrganizerRequestHistory>;
