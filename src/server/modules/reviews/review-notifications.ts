import type { UserRow } from "#server/db/schema";
import type { Notifier } from "#server/lib/notifier-interface";
import type { ReviewView } from "#shared/contracts/reviews";
import { displayName } from "#shared/domain/display-name";
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

/** Tells the supplier who wrote a review of an organizer that the organizer answered it. */
export function notifyOrganizerReplied(
  notifier: Notifier,
  organizer: UserRow,
  review: { organizerId: number; supplierId: number | null },
) {
  if (review.supplierId === null) return Promise.resolve();
  const name = displayName(organizer);
  return notifier.notify({
    userId: review.supplierId,
    type: "review",
    title: "Reply to your review",
    description: `${name} replied to your review of them.`,
    linkTo: `${pages.organizer.href(review.organizerId)}#reviews`,
  });
}
