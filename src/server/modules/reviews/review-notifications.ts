import type { UserRow } from "#server/db/schema";
import type { Notifier } from "#server/lib/notifier-interface";
import type { ReviewView } from "#shared/contracts/reviews";
import { ratingLabel } from "#shared/domain/ratings";
import { pages } from "#shared/paths";

export function notifyReviewReceived(notifier: Notifier, organizer: UserRow, review: ReviewView) {
  return notifier.notify({
    userId: review.supplierId,
    type: "review",
    title: "New review",
    description: `${organizer.name} rated you ${review.rating} out of 5 (${ratingLabel(review.rating)}).`,
    linkTo: pages.supplier.href(review.supplierId),
  });
}
