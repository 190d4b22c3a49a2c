import { Flag, Reply, ShieldCheck, SquarePen, UserRound } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { RatingStars } from "#client/components/rating-stars";
import { Avatar } from "#client/components/ui/avatar";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import type { ReviewSubject } from "#client/features/reviews/api/reviews";
import type { ReviewReply } from "#shared/contracts/reviews";
import { formatLongDate, formatYearMonth } from "#shared/domain/format";

// The report dialog and the reply form, with their form checks, load when first opened: most
// visitors of a profile only read its reviews.
const ReportReviewDialog = lazy(() =>
  import("#client/features/reviews/components/report-review-dialog").then((module) => ({
    default: module.ReportReviewDialog,
  })),
);
const ReviewReplyForm = lazy(() =>
  import("#client/features/reviews/components/review-reply-form").then((module) => ({
    default: module.ReviewReplyForm,
  })),
);

/** What a public review shows, whichever side wrote it. */
export interface ShownReview {
  id: number;
  rating: number;
  comment: string;
  createdAt: string;
  eventMonth: string | null;
  reply: ReviewReply | null;
  reportedByViewer: boolean;
}

/** Who wrote the review; the id is null once they deleted their account. */
export interface ReviewAuthor {
  id: number | null;
  name: string;
  profileImage: string | null;
  /** Their public page, when they have one to link to. */
  path: string | null;
}

interface ReviewCardProps {
  subject: ReviewSubject;
  review: ShownReview;
  author: ReviewAuthor;
  /** The reviewed supplier's or organizer's name, which signs the reply. */
  replierName: string;
  /** The viewer is the one reviewed: they may reply, and edit the reply while it is open. */
  isOwnPage: boolean;
  /** The viewer is signed in and did not write the review. */
  canReport: boolean;
}

function ReplyShown({ reply, replierName }: { reply: ReviewReply; replierName: string }) {
  return (
    <div className="mt-4 rounded-lg border-l-4 border-brand-300 bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-900">Response from {replierName}</p>
      <p className="text-xs text-slate-600">
        <time dateTime={reply.createdAt}>{formatLongDate(reply.createdAt)}</time>
        {reply.updatedAt !== reply.createdAt && " · edited"}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{reply.text}</p>
    </div>
  );
}

function AuthorName({ author }: { author: ReviewAuthor }) {
  if (author.id === null) return <span className="text-slate-700 italic">{author.name}</span>;
  if (!author.path) return author.name;
  return (
    <Link to={author.path} className="underline-offset-4 hover:text-brand-800 hover:underline">
      {author.name}
    </Link>
  );
}

/**
 * One review of a booked hire on a supplier's profile or an organizer's page: who wrote it, the
 * verified booking's month, the reviewed side's reply, and what the viewer may do with it.
 */
export function ReviewCard({
  subject,
  review,
  author,
  replierName,
  isOwnPage,
  canReport,
}: ReviewCardProps) {
  const [isReplying, setReplying] = useState(false);
  const [isReporting, setReporting] = useState(false);
  // Once opened, the dialog stays mounted, so closing it can hand focus back to its button.
  const [hasOpenedReport, setHasOpenedReport] = useState(false);
  // A hint only: the server refuses edits after this moment whatever the page shows.
  const canEditReply =
    isOwnPage && review.reply !== null && Date.now() < Date.parse(review.reply.editableUntil);
  const canReply = isOwnPage && review.reply === null;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        {author.id === null ? (
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <UserRound className="size-5" aria-hidden="true" />
          </span>
        ) : (
          <Avatar name={author.name} imageUrl={author.profileImage} />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-semibold break-words text-slate-900">
              <AuthorName author={author} />
            </p>
            <time dateTime={review.createdAt} className="text-sm text-slate-600">
              {formatLongDate(review.createdAt)}
            </time>
          </div>
          <RatingStars rating={review.rating} size="md" className="mt-1" />
          {/* Every review comes from a booked hire; the month says which, never the day. */}
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
      {review.reply && !isReplying && <ReplyShown reply={review.reply} replierName={replierName} />}
      {isReplying ? (
        <div className="mt-4">
          <Suspense fallback={<p className="text-sm text-slate-600">Loading the reply form…</p>}>
            <ReviewReplyForm
              subject={subject}
              reviewId={review.id}
              reviewerName={author.name}
              reply={review.reply}
              onDone={() => setReplying(false)}
            />
          </Suspense>
        </div>
      ) : (
        (canReport || canReply || canEditReply) && (
          <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
            {canReply && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setReplying(true)}
                aria-label={`Reply to ${author.name}'s review`}
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
                aria-label={`Edit reply to ${author.name}'s review`}
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
                  onClick={() => {
                    setHasOpenedReport(true);
                    setReporting(true);
                  }}
                  aria-label={`Report ${author.name}'s review`}
                >
                  <Flag aria-hidden="true" />
                  Report
                </Button>
              ))}
          </div>
        )
      )}
      {canReport && hasOpenedReport && (
        <Suspense fallback={null}>
          <ReportReviewDialog
            reviewId={review.id}
            reviewerName={author.name}
            subject={subject}
            open={isReporting}
            onOpenChange={setReporting}
          />
        </Suspense>
      )}
    </article>
  );
}
