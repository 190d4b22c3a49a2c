import { z } from "zod";
import { AlertPreferences } from "./alert-preferences";
import { UnavailableReason } from "./availability";
import { OwnBadgeView } from "./compliance-badges";
import { EquipmentOffering } from "./equipment";
import { UserProfile } from "./users";

/** Another user as the export shows them: who, never their private fields. */
export const ExportParty = z.object({ id: z.number().nullable(), name: z.string() });

/** A public reply to a review, as its author wrote and last changed it. */
const ExportReply = z.object({ text: z.string(), createdAt: z.string(), updatedAt: z.string() });

/** A review of an organizer after a booked hire, whichever side of it the user was on. */
const ExportOrganizerReview = z.object({
  id: z.number(),
  bookingId: z.number().nullable(),
  requestId: z.number().nullable(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  shownAt: z.string().nullable(),
  hidden: z.boolean(),
  reply: ExportReply.nullable(),
});

/** Everything EventEazy holds about the signed-in user (UK GDPR), as `GET /api/auth/export` answers. */
export const AccountExport = z.object({
  exportedAt: z.string(),
  profile: UserProfile,
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
      userAgent: z.string().nullable(),
    }),
  ),
  requests: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      description: z.string(),
      eventDate: z.string(),
      location: z.string(),
      budget: z.string().nullable(),
      attendees: z.string().nullable(),
      categories: z.array(z.string()),
      status: z.string(),
      statusReason: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  quotesSent: z.array(
    z.object({
      id: z.number(),
      request: z.object({ id: z.number(), title: z.string() }),
      price: z.string(),
      description: z.string(),
      additionalInfo: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  quotesReceived: z.array(
    z.object({
      id: z.number(),
      requestId: z.number(),
      supplier: ExportParty,
      price: z.string(),
      description: z.string(),
      additionalInfo: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  reviewsWritten: z.array(
    z.object({
      id: z.number(),
      supplier: ExportParty,
      requestId: z.number().nullable(),
      rating: z.number(),
      comment: z.string(),
      createdAt: z.string(),
    }),
  ),
  reviewsReceived: z.array(
    z.object({
      id: z.number(),
      organizer: ExportParty,
      requestId: z.number().nullable(),
      rating: z.number(),
      comment: z.string(),
      hidden: z.boolean(),
      createdAt: z.string(),
      /** The supplier's own public reply, when they wrote one. */
      reply: ExportReply.nullable(),
    }),
  ),
  /** A supplier's reviews of the organizers of their booked hires, with each organizer's reply. */
  organizerReviewsWritten: z.array(ExportOrganizerReview.extend({ organizer: ExportParty })),
  /** Suppliers' reviews of the organizer, with the organizer's own reply. */
  organizerReviewsReceived: z.array(ExportOrganizerReview.extend({ supplier: ExportParty })),
  reviewsReported: z.array(
    z.object({ reviewId: z.number(), reason: z.string().nullable(), reportedAt: z.string() }),
  ),
  messagesSent: z.array(
    z.object({
      id: z.number(),
      to: ExportParty,
      requestId: z.number().nullable(),
      content: z.string(),
      read: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  messagesReceived: z.array(
    z.object({
      id: z.number(),
      from: ExportParty,
      requestId: z.number().nullable(),
      content: z.string(),
      read: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  equipmentOfferings: z.array(EquipmentOffering),
  savedSuppliers: z.array(z.object({ supplier: ExportParty, savedAt: z.string() })),
  notifications: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      title: z.string(),
      description: z.string(),
      linkTo: z.string().nullable(),
      read: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  featureRequests: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      description: z.string(),
      category: z.string(),
      priority: z.string(),
      status: z.string(),
      votes: z.number(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  featureRequestVotes: z.array(
    z.object({ featureRequestId: z.number(), title: z.string(), votedAt: z.string() }),
  ),
  couponsUsed: z.array(z.object({ code: z.string(), usedAt: z.string() })),
  passwordResets: z.array(
    z.object({ createdAt: z.string(), expiresAt: z.string(), used: z.boolean() }),
  ),
  /** A supplier's compliance badges as their settings show them; the evidence files are not included. */
  complianceBadges: z.array(OwnBadgeView),
  /** A supplier's unavailable days, past ones included, and why. */
  unavailableDays: z.array(
    z.object({ date: z.string(), reason: UnavailableReason, quoteId: z.number().nullable() }),
  ),
  /** When the supplier's bookings feed link was made, when it is on. */
  calendarFeedCreatedAt: z.string().nullable(),
  /** Their alert choices (the defaults when never changed). */
  alertPreferences: AlertPreferences,
  /**
   * Their devices that take pushes, by the push service's host only: the rest of the address and
   * the keys let anyone push to the device, so they stay out of the file.
   */
  pushSubscriptions: z.array(
    z.object({ host: z.string(), createdAt: z.string(), lastSuccessAt: z.string().nullable() }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;
