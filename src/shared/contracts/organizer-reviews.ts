import { z } from "zod";
import { calendarDayFormat } from "#shared/domain/calendar-days";
import { idField } from "./common";
import { CreateReviewBody, ReviewReply } from "./reviews";

export const ORGANIZER_ALREADY_REVIEWED_MESSAGE =
  "You have already reviewed the organizer of this booking.";
export const CANCELLED_BOOKING_REVIEW_MESSAGE =
  "This booking was cancelled, so there is no event to review.";
export const ORGANIZER_REVIEW_NOT_FOUND_MESSAGE = "Review not found.";
export const ORGANIZER_REPLY_NOT_YOURS_MESSAGE =
  "Only the organizer who was reviewed can reply to this review.";

/** What a waiting review tells its author: when it will be public. */
export const waitingReviewMessage = (otherSide: string, showsOn: string) =>
  `Your review shows once ${otherSide} has reviewed you too, or on ${calendarDayFormat().format(new Date(`${showsOn}T00:00:00Z`))}.`;

export const CreateOrganizerReviewBody = z.object({
  bookingId: idField(),
  rating: CreateReviewBody.shape.rating,
  comment: CreateReviewBody.shape.comment,
});
export type CreateOrganizerReviewBody = z.input<typeof CreateOrganizerReviewBody>;

/** A review of an organizer as its author sees it, shown or still waiting. */
export const OrganizerReviewView = z.object({
  id: z.number(),
  bookingId: z.number().nullable(),
  organizerId: z.number(),
  supplierId: z.number().nullable(),
  requestId: z.number().nullable(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  /** Null while it waits for the organizer's review of the supplier, or for `showsOn`. */
  shownAt: z.string().nullable(),
  showsOn: z.string(),
});
export type OrganizerReviewView = z.infer<typeof OrganizerReviewView>;

/** A shown review on the organizer's public page. */
export const PublicOrganizerReview = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  /** The booked event's month ("2026-06"), never its day; null once the request is deleted. */
  eventMonth: z.string().nullable(),
  supplier: z.object({
    id: z.number().nullable(),
    name: z.string(),
    profileImage: z.string().nullable(),
  }),
  /** The organizer's one public answer, shown under the review. */
  reply: ReviewReply.nullable(),
  /** Whether the signed-in viewer has reported this review (false for guests). */
  reportedByViewer: z.boolean(),
});
export type PublicOrganizerReview = z.infer<typeof PublicOrganizerReview>;

/** A booking whose organizer the signed-in supplier has not reviewed yet. */
export const OrganizerReviewableBooking = z.object({
  bookingId: z.number(),
  requestTitle: z.string(),
  eventDate: z.string(),
  organizerId: z.number(),
  organizerName: z.string(),
  /** False until the event's last day is over; the server refuses a review before then (409). */
  isOpen: z.boolean(),
  opensMessage: z.string().nullable(),
});
export type OrganizerReviewableBooking = z.infer<typeof OrganizerReviewableBooking>;

export const OrganizerReviewableQuery = z.object({ organizerId: idField().optional() });
