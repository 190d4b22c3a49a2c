import { z } from "zod";
import { RATING_MAX, RATING_MIN } from "#shared/domain/ratings";
import { idField } from "./common";

export const REVIEW_COMMENT_MESSAGE = "Please provide a comment with your review.";
export const REVIEW_RATING_MESSAGE = "Please choose a rating from 1 to 5.";
export const REVIEW_NOT_ELIGIBLE_MESSAGE =
  "You can review a supplier only after accepting their quote on your request.";
export const ALREADY_REVIEWED_MESSAGE = "You have already reviewed this supplier for this request.";
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

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
});
export type ReviewView = z.infer<typeof ReviewView>;

/** A booking the signed-in organizer may still review: an accepted quote with no review yet. */
export const ReviewableBooking = z.object({
  requestId: z.number(),
  requestTitle: z.string(),
  eventDate: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
});
export type ReviewableBooking = z.infer<typeof ReviewableBooking>;

export const ReviewableQuery = z.object({
  supplierId: idField().optional(),
  requestId: idField().optional(),
});
