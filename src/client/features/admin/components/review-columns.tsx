import { Eye, EyeOff, Flag } from "lucide-react";
import { Link } from "react-router";
import { RatingStars } from "#client/components/rating-stars";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import type { DataTableColumn } from "#client/components/ui/data-table";
import { ModerationStatus } from "#client/features/admin/components/moderation-status";
import { paths } from "#client/lib/paths";
import type { AdminReviewView } from "#shared/contracts/admin";
import { formatLongDate, formatYearMonth } from "#shared/domain/format";

export interface ReviewActionHandlers {
  busyReviewId: number | null;
  onHide: (review: AdminReviewView) => void;
  onUnhide: (review: AdminReviewView) => void;
}

function supplierPath(review: AdminReviewView) {
  return review.supplierSlug
    ? paths.supplierBySlug(review.supplierSlug)
    : paths.supplier(review.supplierId);
}

function ReviewText({ review }: { review: AdminReviewView }) {
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
          <span className="font-semibold">Supplier's reply:</span> {review.reply}
        </span>
      )}
    </span>
  );
}

/** How many users reported the review, and the reasons those who gave one wrote. */
function ReportSummary({ review }: { review: AdminReviewView }) {
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

function ReviewVisibility({ review }: { review: AdminReviewView }) {
  return (
    <div>
      <ModerationStatus
        clearLabel="Visible"
        actionLabel="Hidden"
        since={review.hiddenAt}
        reason={review.hiddenReason}
      />
      <ReportSummary review={review} />
    </div>
  );
}

function ReviewAction({
  review,
  busyReviewId,
  onHide,
  onUnhide,
}: { review: AdminReviewView } & ReviewActionHandlers) {
  const label = `review of ${review.supplierName} by ${review.organizerName}`;
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

function SupplierLink({ review }: { review: AdminReviewView }) {
  return (
    <Link
      to={supplierPath(review)}
      className="font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {review.supplierName}
    </Link>
  );
}

/** The reviews list: the review itself, who it is about and by, whether it shows, the action. */
export function reviewColumns(handlers: ReviewActionHandlers): DataTableColumn<AdminReviewView>[] {
  return [
    {
      header: "Review",
      card: "lead",
      className: "max-w-md",
      cell: (review) => <ReviewText review={review} />,
    },
    { header: "Supplier", card: "field", cell: (review) => <SupplierLink review={review} /> },
    { header: "Organizer", card: "field", cell: (review) => review.organizerName },
    {
      header: "Status",
      card: "wide-field",
      cell: (review) => <ReviewVisibility review={review} />,
    },
    {
      header: "Action",
      card: "actions",
      cell: (review) => <ReviewAction review={review} {...handlers} />,
    },
  ];
}

export function reviewLabel(review: AdminReviewView): string {
  return `Review of ${review.supplierName} by ${review.organizerName}`;
}
