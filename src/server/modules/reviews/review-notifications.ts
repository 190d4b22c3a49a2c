import type { ReviewView } from "../../../shared/contracts/reviews";
import { ratingLabel } from "../../../shared/domain/ratings";
import type { UserRow } from "../../db/schema";
import type { Notifier } from "../notifications/notifier";

export function notifyReviewReceived(notifier: Notifier, organizer: UserRow, review: ReviewView) {
  return notifier.notify({
    userId: review.supplierId,
    type: "review",
    title: "New review",
    description: `${organizer.name} rated you ${review.rating} out of 5 (${ratingLabel(review.rating)}).`,
    linkTo: `/supplier/${review.supplierId}`,
  });
}
