import { Flag, MessageSquareText, Reply, ShieldCheck, SquarePen, UserRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { formatRating, RatingStars } from "#client/components/rating-stars";
import { Avatar } from "#client/components/ui/avatar";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { Skeleton } from "#client/components/ui/skeleton";
import { ReviewOrganizerDialog } from "#client/features/organizer-profile/components/review-organizer-dialog";
import { ReportReviewDialog, ReviewReplyForm } from "#client/features/reviews";
import { paths } from "#client/lib/paths";
import type { PublicOrganizerReview } from "#shared/contracts/organizer-reviews";
import type { ReviewReply } from "#shared/contracts/reviews";
import type { UserProfile } from "#shared/contracts/users";
import { formatLongDate, formatYearMonth } from "#shared/domain/format";

function OrganizerReply({ reply, organizerName }: { reply: ReviewReply; organizerName: string }) {
  return (
    <div className="mt-4 rounded-lg border-l-4 border-brand-300 bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-900">Response from {organizerName}</p>
      <p className="text-xs text-slate-600">
        <time dateTime={reply.createdAt}>{formatLongDate(reply.createdAt)}</time>
        {reply.updatedAt !== reply.createdAt && " · edited"}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{reply.text}</p>
    </div>
  );
}

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
  const [isReporting, setReporting] = useState(false);
  const [isReplying, setReplying] = useState(false);
  const { supplier } = review;
  const isOwnPage = viewer?.id === organizerId;
  // A hint only: the server refuses edits after this moment whatever the page shows.
  const canEditReply =
    isOwnPage && review.reply !== null && Date.now() < Date.parse(review.reply.editableUntil);
  const canReport = viewer !== null && viewer.id !== supplier.id;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        {supplier.id === null ? (
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <UserRound className="size-5" aria-hidden="true" />
          </span>
        ) : (
          <Avatar name={supplier.name} imageUrl={supplier.profileImage} />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-semibold break-words text-slate-900">
              {supplier.id === null ? (
                <span className="text-slate-700 italic">{supplier.name}</span>
              ) : (
                <Link
                  to={paths.supplier(supplier.id)}
                  className="underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {supplier.name}
                </Link>
              )}
            </p>
            <time dateTime={review.createdAt} className="text-sm text-slate-600">
              {formatLongDate(review.createdAt)}
            </time>
          </div>
          <RatingStars rating={review.rating} size="md" className="mt-1" />
          <Badge tone="green" className="mt-2">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {review.eventMonth
              ? `Verified booking · ${formatYearMonth(review.eventMonth)}`
              : "Verified booking"}
          </Badge>
        </div>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-700">
        {review.comment}
      </p>
      {review.reply && !isReplying && (
        <OrganizerReply reply={review.reply} organizerName={organizerName} />
      )}
      {isReplying ? (
        <div className="mt-4">
          <ReviewReplyForm
            subject="organizer"
            reviewId={review.id}
            reviewerName={supplier.name}
            reply={review.reply}
            onDone={() => setReplying(false)}
          />
        </div>
      ) : (
        (canReport || (isOwnPage && (!review.reply || canEditReply))) && (
          <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
            {isOwnPage && !review.reply && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setReplying(true)}
                aria-label={`Reply to ${supplier.name}'s review`}
              >
                <Reply aria-hidden="true" />
                Reply
              </Button>
            )}
            {canEditReply && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setReplying(true)}
                aria-label={`Edit reply to ${supplier.name}'s review`}
              >
                <SquarePen aria-hidden="true" />
                Edit reply
              </Button>
            )}
            {canReport &&
              (review.reportedByViewer ? (
                <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                  <Flag className="size-4" aria-hidden="true" />
                  You reported this review
                </span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setReporting(true)}
                  aria-label={`Report ${supplier.name}'s review`}
                >
                  <Flag aria-hidden="true" />
                  Report
                </Button>
              ))}
          </div>
        )
      )}
      {canReport && (
        <ReportReviewDialog
          reviewId={review.id}
          reviewerName={supplier.name}
          subject="organizer"
          open={isReporting}
          onOpenChange={setReporting}
        />
      )}
    </article>
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
