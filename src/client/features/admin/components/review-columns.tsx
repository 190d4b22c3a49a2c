import { Eye, EyeOff, Flag } from "lucide-react";
import { Link } from "react-router";
import { RatingStars } from "#client/components/rating-stars";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import type { DataTableColumn } from "#client/components/ui/data-table";
import { ModerationStatus } from "#client/features/admin/components/moderation-status";
import type { AdminReviewView } from "#shared/contracts/admin";
import { formatLongDate, formatYearMonth } from "#shared/domain/format";

/** What every moderated review has, whichever side wrote it. */
export type ModeratedReview = Pick<
  AdminReviewView,
  | "id"
  | "rating"
  | "comment"
  | "createdAt"
  | "requestTitle"
  | "eventMonth"
  | "hiddenAt"
  | "hiddenReason"
  | "reply"
  | "reportCount"
  | "reportReasons"
>;

/** Who a review is about and who wrote it, and whether it still waits to be shown. */
export interface ReviewParties {
  subjectName: string;
  /** The subject's public page; null when they have none to link to. */
  subjectPath: string | null;
  authorName: string;
  /** Written, but not public until the other side reviews too or the waiting days pass. */
  isWaiting: boolean;
}

/** How the list reads one subject's reviews: the column names and each review's parties. */
export interface ReviewKind<Review extends ModeratedReview> {
  subjectHeader: string;
  authorHeader: string;
  /** Who wrote the public reply under the review: the reviewed side. */
  replyAuthor: string;
  partiesOf: (review: Review) => ReviewParties;
}

export interface ReviewActionHandlers<Review extends ModeratedReview> {
  busyReviewId: number | null;
  onHide: (review: Review) => void;
  onUnhide: (review: Review) => void;
}

function ReviewText({ review, replyAuthor }: { review: ModeratedReview; replyAuthor: string }) {
  return (
    <span className="flex flex-col gap-1.5">
      <span className="flex flex-wrap items-center gap-2">
        <RatingStars rating={review.rating} size="sm" />
        <span className="text-xs text-slate-600">{formatLongDate(review.createdAt)}</span>
      </span>
      <span className="break-words whitespace-pre-line text-slate-900">{review.comment}</span>
      {review.requestTitle && (
        <span className="text-xs text-slate-600">
          For “{review.requestTitle}”
          {review.eventMonth && ` · Verified booking, ${formatYearMonth(review.eventMonth)}`}
        </span>
      )}
      {review.reply && (
        <span className="border-l-2 border-slate-300 ps-2 text-xs break-words whitespace-pre-line text-slate-700">
          <span className="font-semibold">{replyAuthor}'s reply:</span> {review.reply}
        </span>
      )}
    </span>
  );
}

/** How many users reported the review, and the reasons those who gave one wrote. */
function ReportSummary({ review }: { review: ModeratedReview }) {
  if (review.reportCount === 0) return null;
  return (
    <div className="mt-2 space-y-1">
      <Badge tone="amber">
        <Flag className="size-3.5" aria-hidden="true" />
        Reported {review.reportCount === 1 ? "once" : `${review.reportCount} times`}
      </Badge>
      {review.reportReasons.length > 0 && (
        <ul
          aria-label="Reasons given"
          className="list-disc space-y-0.5 ps-5 text-xs text-slate-700"
        >
          {review.reportReasons.map((reason, index) => (
            // Reasons repeat freely and never reorder, so their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="break-words">
              {reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReviewVisibility({ review, isWaiting }: { review: ModeratedReview; isWaiting: boolean }) {
  return (
    <div>
      {isWaiting && !review.hiddenAt ? (
        <span className="flex flex-col items-start gap-1">
          <Badge tone="neutral">Waiting</Badge>
          <span className="max-w-56 text-xs text-slate-600">
            Not public until the other side reviews too, or 14 days after the event.
          </span>
        </span>
      ) : (
        <ModerationStatus
          clearLabel="Visible"
          actionLabel="Hidden"
          since={review.hiddenAt}
          reason={review.hiddenReason}
        />
      )}
      <ReportSummary review={review} />
    </div>
  );
}

function ReviewAction<Review extends ModeratedReview>({
  review,
  parties,
  busyReviewId,
  onHide,
  onUnhide,
}: { review: Review; parties: ReviewParties } & ReviewActionHandlers<Review>) {
  const label = `review of ${parties.subjectName} by ${parties.authorName}`;
  return review.hiddenAt ? (
    <Button
      variant="outline"
      size="sm"
      disabled={busyReviewId === review.id}
      onClick={() => onUnhide(review)}
      aria-label={`Show the ${label} again`}
    >
      <Eye aria-hidden="true" />
      Unhide
    </Button>
  ) : (
    <Button
      variant="outline"
      size="sm"
      className="border-red-300 text-red-800 hover:bg-red-50"
      onClick={() => onHide(review)}
      aria-label={`Hide the ${label}`}
    >
      <EyeOff aria-hidden="true" />
      Hide
    </Button>
  );
}

function SubjectLink({ parties }: { parties: ReviewParties }) {
  if (!parties.subjectPath) return parties.subjectName;
  return (
    <Link
      to={parties.subjectPath}
      className="font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {parties.subjectName}
    </Link>
  );
}

/** The reviews list: the review itself, who it is about and by, whether it shows, the action. */
export function reviewColumns<Review extends ModeratedReview>(
  kind: ReviewKind<Review>,
  handlers: ReviewActionHandlers<Review>,
): DataTableColumn<Review>[] {
  return [
    {
      header: "Review",
      card: "lead",
      className: "max-w-md",
      cell: (review) => <ReviewText review={review} replyAuthor={kind.replyAuthor} />,
    },
    {
      header: kind.subjectHeader,
      card: "field",
      cell: (review) => <SubjectLink parties={kind.partiesOf(review)} />,
    },
    {
      header: kind.authorHeader,
      card: "field",
      cell: (review) => kind.partiesOf(review).authorName,
    },
    {
      header: "Status",
      card: "wide-field",
      cell: (review) => (
        <ReviewVisibility review={review} isWaiting={kind.partiesOf(review).isWaiting} />
      ),
    },
    {
      header: "Action",
      card: "actions",
      cell: (review) => (
        <ReviewAction review={review} parties={kind.partiesOf(review)} {...handlers} />
      ),
    },
  ];
}

export function reviewLabel({ subjectName, authorName }: ReviewParties): string {
  return `Review of ${subjectName} by ${authorName}`;
}
