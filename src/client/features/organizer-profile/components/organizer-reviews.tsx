import { MessageSquareText, SquarePen } from "lucide-react";
import { type ReactNode, useState } from "react";
import { formatRating, RatingStars } from "#client/components/rating-stars";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { Skeleton } from "#client/components/ui/skeleton";
import { ReviewOrganizerDialog } from "#client/features/organizer-profile/components/review-organizer-dialog";
import { ReviewCard } from "#client/features/reviews";
import { paths } from "#client/lib/paths";
import type { PublicOrganizerReview } from "#shared/contracts/organizer-reviews";
import type { UserProfile } from "#shared/contracts/users";

function ReviewItem({
  review,
  viewer,
  organizerId,
  organizerName,
}: {
  review: PublicOrganizerReview;
  viewer: UserProfile | null;
  organizerId: number;
  organizerName: string;
}) {
  const { supplier } = review;
  return (
    <ReviewCard
      subject="organizer"
      review={review}
      author={{
        ...supplier,
        path: supplier.id === null ? null : paths.supplier(supplier.id),
      }}
      replierName={organizerName}
      isOwnPage={viewer?.id === organizerId}
      canReport={viewer !== null && viewer.id !== supplier.id}
    />
  );
}

/**
 * Suppliers' reviews of the organizer, each from a booked hire and shown once both sides have
 * reviewed or 14 days have passed. A supplier sees "Review" to write theirs.
 */
export function OrganizerReviews({
  organizerId,
  organizerName,
  avgRating,
  reviewCount,
  reviews,
  isLoading,
  isError,
  onRetry,
  viewer,
}: {
  organizerId: number;
  organizerName: string;
  avgRating: number;
  reviewCount: number;
  reviews: PublicOrganizerReview[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  viewer: UserProfile | null;
}) {
  const [isWriting, setWriting] = useState(false);
  const isSupplier = viewer?.role === "supplier";
  let list: ReactNode;
  if (isLoading) {
    list = (
      <div className="space-y-3">
        <p className="sr-only" role="status">
          Loading reviews
        </p>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (isError) {
    list = (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
        <p className="font-medium text-slate-900">The reviews couldn't be loaded.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (reviews.length === 0) {
    list = (
      <EmptyState
        icon={MessageSquareText}
        title="No reviews yet"
        description="Reviews appear here after suppliers work with this organizer through EventEazy."
      />
    );
  } else {
    list = (
      <ul className="space-y-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem
              review={review}
              viewer={viewer}
              organizerId={organizerId}
              organizerName={organizerName}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section id="reviews" aria-labelledby="organizer-reviews-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="organizer-reviews-heading" className="text-xl font-semibold text-slate-900">
            Reviews from suppliers
          </h2>
          {reviewCount > 0 && (
            <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
              <RatingStars rating={avgRating} size="sm" />
              <span>
                {formatRating(avgRating)} ({reviewCount} {reviewCount === 1 ? "review" : "reviews"})
              </span>
            </p>
          )}
        </div>
        {isSupplier && (
          <Button variant="outline" onClick={() => setWriting(true)}>
            <SquarePen aria-hidden="true" />
            Review {organizerName}
          </Button>
        )}
      </div>
      <div className="mt-4">{list}</div>
      {isSupplier && (
        <ReviewOrganizerDialog
          organizerId={organizerId}
          organizerName={organizerName}
          open={isWriting}
          onOpenChange={setWriting}
        />
      )}
    </section>
  );
}
