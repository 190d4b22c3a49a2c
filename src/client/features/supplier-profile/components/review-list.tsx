import { Flag, MessageSquareText, Reply, ShieldCheck, SquarePen, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { RatingStars } from "#client/components/rating-stars";
import { Avatar } from "#client/components/ui/avatar";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { ReportReviewDialog, ReviewReplyForm } from "#client/features/reviews";
import { paths } from "#client/lib/paths";
import type { ReviewReply } from "#shared/contracts/reviews";
import type { PublicReview } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { DELETED_USER_NAME } from "#shared/domain/display-name";
import { formatLongDate, formatYearMonth } from "#shared/domain/format";

/** Every review comes from an accepted quote; the month says which booking. */
function VerifiedBooking({ eventMonth }: { eventMonth: string | null }) {
  return (
    <Badge tone="green" className="mt-2">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {eventMonth ? `Verified booking · ${formatYearMonth(eventMonth)}` : "Verified booking"}
    </Badge>
  );
}

function SupplierReply({ reply, supplierName }: { reply: ReviewReply; supplierName: string }) {
  const isEdited = reply.updatedAt !== reply.createdAt;
  return (
    <div className="mt-4 rounded-lg border-l-4 border-brand-300 bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-900">Response from {supplierName}</p>
      <p className="text-xs text-slate-600">
        <time dateTime={reply.createdAt}>{formatLongDate(reply.createdAt)}</time>
        {isEdited && " · edited"}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{reply.text}</p>
    </div>
  );
}

interface ReviewItemProps {
  review: PublicReview;
  supplierId: number;
  supplierName: string;
  viewer: UserProfile | null;
}

function ReviewItem({ review, supplierId, supplierName, viewer }: ReviewItemProps) {
  const organizerId = review.organizer.id;
  const name = organizerId === null ? DELETED_USER_NAME : review.organizer.name;
  const [isReplying, setReplying] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const isOwnProfile = viewer?.id === supplierId;
  // A hint only: the server refuses edits after this moment whatever the page shows.
  const canEditReply =
    isOwnProfile && review.reply !== null && Date.now() < Date.parse(review.reply.editableUntil);
  const canReport = viewer !== null && viewer.id !== organizerId;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        {organizerId === null ? (
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <UserRound className="size-5" aria-hidden="true" />
          </span>
        ) : (
          <Avatar name={name} imageUrl={review.organizer.profileImage} />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-semibold text-slate-900">
              {organizerId === null ? (
                <span className="text-slate-700 italic">{name}</span>
              ) : (
                <Link
                  to={paths.organizer(organizerId)}
                  className="underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {name}
                </Link>
              )}
            </p>
            <time dateTime={review.createdAt} className="text-sm text-slate-600">
              {formatLongDate(review.createdAt)}
            </time>
          </div>
          <RatingStars rating={review.rating} size="md" className="mt-1" />
          <VerifiedBooking eventMonth={review.eventMonth} />
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{review.comment}</p>
      {review.reply && !isReplying && (
        <SupplierReply reply={review.reply} supplierName={supplierName} />
      )}
      {isReplying ? (
        <div className="mt-4">
          <ReviewReplyForm
            subject="supplier"
            reviewId={review.id}
            reviewerName={name}
            reply={review.reply}
            onDone={() => setReplying(false)}
          />
        </div>
      ) : (
        (canReport || (isOwnProfile && (!review.reply || canEditReply))) && (
          <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
            {isOwnProfile && !review.reply && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setReplying(true)}
                aria-label={`Reply to ${name}'s review`}
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
                aria-label={`Edit reply to ${name}'s review`}
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
                  aria-label={`Report ${name}'s review`}
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
          reviewerName={name}
          open={isReporting}
          onOpenChange={setReporting}
        />
      )}
    </article>
  );
}

export function ReviewList({
  reviews,
  supplierId,
  supplierName,
  viewer,
}: {
  reviews: PublicReview[];
  supplierId: number;
  supplierName: string;
  viewer: UserProfile | null;
}) {
  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareText}
        title="No reviews yet"
        description="Reviews appear here after organizers book this supplier through EventEazy."
      />
    );
  }
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem
            review={review}
            supplierId={supplierId}
            supplierName={supplierName}
            viewer={viewer}
          />
        </li>
      ))}
    </ul>
  );
}
