import { z } from "zod";
import { calendarDayFormat } from "#shared/domain/calendar-days";
import { RATING_MAX, RATING_MIN } from "#shared/domain/ratings";
import { idField } from "./common";
import { requiredText } from "./fields";

export const REVIEW_COMMENT_MESSAGE = "Please provide a comment with your review.";
export const REVIEW_RATING_MESSAGE = "Please choose a rating from 1 to 5.";
export const REVIEW_NOT_ELIGIBLE_MESSAGE =
  "You can review a supplier only after accepting their quote on your request.";
export const ALREADY_REVIEWED_MESSAGE = "You have already reviewed this supplier for this request.";
/** Reviews open the day after the event's last day (UK), as its request's "completed" does. */
export const reviewAfterEventMessage = (lastDay: string) =>
  `You can review this booking after the event on ${calendarDayFormat().format(new Date(`${lastDay}T00:00:00Z`))}.`;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const REVIEW_NOT_FOUND_MESSAGE = "Review not found.";

export const REVIEW_REPLY_MAX_LENGTH = 2000;
/** Days after it is first posted that a supplier may still change their reply. */
export const REVIEW_REPLY_EDIT_DAYS = 7;
export const REVIEW_REPLY_MESSAGE = "Please write your reply.";
export const REVIEW_REPLY_TOO_LONG_MESSAGE = `Your reply must be at most ${REVIEW_REPLY_MAX_LENGTH} characters.`;
export const REVIEW_REPLY_NOT_YOURS_MESSAGE =
  "Only the supplier who was reviewed can reply to this review.";
export const ALREADY_REPLIED_MESSAGE =
  "You have already replied to this review. You can edit your reply instead.";
export const NO_REPLY_MESSAGE = "There is no reply to this review to edit.";
export const REPLY_EDIT_CLOSED_MESSAGE = `Replies can be changed for ${REVIEW_REPLY_EDIT_DAYS} days after they are posted; this one can no longer be edited.`;

export const REVIEW_REPORT_REASON_MAX_LENGTH = 500;
export const REVIEW_REPORT_REASON_TOO_LONG_MESSAGE = `The reason must be at most ${REVIEW_REPORT_REASON_MAX_LENGTH} characters.`;
export const ALREADY_REPORTED_MESSAGE = "You have already reported this review.";
export const OWN_REVIEW_REPORT_MESSAGE = "You cannot report your own review.";
export const REVIEW_REPORTED_MESSAGE =
  "Thank you. The review has been reported and an admin will look at it.";

export const CreateReviewBody = z.object({
  supplierId: idField(),
  requestId: idField(),
  rating: z.coerce
    .number({ error: REVIEW_RATING_MESSAGE })
    .int(REVIEW_RATING_MESSAGE)
    .min(RATING_MIN, REVIEW_RATING_MESSAGE)
    .max(RATING_MAX, REVIEW_RATING_MESSAGE),
  comment: z
    .string({ error: REVIEW_COMMENT_MESSAGE })
    .trim()
    .min(1, REVIEW_COMMENT_MESSAGE)
    .max(REVIEW_COMMENT_MAX_LENGTH),
});
export type CreateReviewBody = z.input<typeof CreateReviewBody>;

export const ReviewView = z.object({
  id: z.number(),
  supplierId: z.number(),
  organizerId: z.number().nullable(),
  requestId: z.number().nullable(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  /** When it became public; null while a booked hire's review waits for the other side's. */
  shownAt: z.string().nullable(),
  /** The UK day a waiting review shows even if the other side never writes theirs. */
  showsOn: z.string().nullable(),
});
export type ReviewView = z.infer<typeof ReviewView>;

/** The words of a review still waiting to be shown; once shown it stands as written. */
export const ChangeReviewBody = z.object({
  rating: CreateReviewBody.shape.rating,
  comment: CreateReviewBody.shape.comment,
});
export type ChangeReviewBody = z.input<typeof ChangeReviewBody>;
export const REVIEW_SHOWN_MESSAGE = "This review is already shown and can no longer be changed.";
export const REVIEW_NOT_YOURS_MESSAGE = "Only the review's author can change it.";

/** A booking the signed-in organizer may still review: an accepted quote with no review yet. */
export const ReviewableBooking = z.object({
  requestId: z.number(),
  requestTitle: z.string(),
  eventDate: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  /** False until the event's last day is over; the server refuses a review before then (409). */
  isOpen: z.boolean(),
  /** Why the booking cannot be reviewed yet, when it cannot. */
  opensMessage: z.string().nullable(),
});
export type ReviewableBooking = z.infer<typeof ReviewableBooking>;

export const ReviewableQuery = z.object({
  supplierId: idField().optional(),
  requestId: idField().optional(),
});

/** The reviewed supplier's public answer, shown under the review. */
export const ReviewReplyBody = z.object({
  text: requiredText(REVIEW_REPLY_MESSAGE, REVIEW_REPLY_MAX_LENGTH, REVIEW_REPLY_TOO_LONG_MESSAGE),
});
export type ReviewReplyBody = z.input<typeof ReviewReplyBody>;

export const ReviewReply = z.object({
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** After this instant the server refuses edits. */
  editableUntil: z.string(),
});
export type ReviewReply = z.infer<typeof ReviewReply>;

/** A flag on a review for the admins; the reason is optional. */
export const ReportReviewBody = z.object({
  reason: z
    .string()
    .trim()
    .max(REVIEW_REPORT_REASON_MAX_LENGTH, REVIEW_REPORT_REASON_TOO_LONG_MESSAGE)
    .nullish()
    .transform((value) => value || null),
});
export type ReportReviewBody = z.input<typeof ReportReviewBody>;
