import { Eye, EyeOff } from "lucide-react";
import { Link } from "react-router";
import { RatingStars } from "#client/components/rating-stars";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { useIsWideScreen } from "#client/features/admin/lib/use-media-query";
import { paths } from "#client/lib/paths";
import type { AdminReviewView } from "#shared/contracts/admin";
import { formatLongDate } from "#shared/domain/format";

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
        <span className="text-xs text-slate-600">For “{review.requestTitle}”</span>
      )}
    </span>
  );
}

function ReviewVisibility({ review }: { review: AdminReviewView }) {
  if (!review.hiddenAt) return <Badge tone="green">Visible</Badge>;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="red">Hidden</Badge>
      <span className="text-xs text-slate-600">since {formatLongDate(review.hiddenAt)}</span>
      {review.hiddenReason && (
        <span className="max-w-56 text-xs break-words text-slate-700">
          Reason: {review.hiddenReason}
        </span>
      )}
    </span>
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

/** A table on wide screens; one card per review on phones. */
export function ReviewsList({
  reviews,
  ...handlers
}: { reviews: AdminReviewView[] } & ReviewActionHandlers) {
  const isWide = useIsWideScreen();
  if (!isWide) {
    return (
      <ul className="space-y-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <article
              aria-label={`Review of ${review.supplierName} by ${review.organizerName}`}
              className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
            >
              <ReviewText review={review} />
              <dl className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-xs font-medium text-slate-600">Supplier</dt>
                  <dd>
                    <SupplierLink review={review} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-slate-600">Organizer</dt>
                  <dd className="text-slate-900">{review.organizerName}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs font-medium text-slate-600">Status</dt>
                  <dd>
                    <ReviewVisibility review={review} />
                  </dd>
                </div>
              </dl>
              <div className="flex justify-end">
                <ReviewAction review={review} {...handlers} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Reviews, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Review
            </th>
            <th scope="col" className="px-4 py-3">
              Supplier
            </th>
            <th scope="col" className="px-4 py-3">
              Organizer
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {reviews.map((review) => (
            <tr key={review.id} className="align-top">
              <td className="max-w-md px-4 py-3">
                <ReviewText review={review} />
              </td>
              <td className="px-4 py-3">
                <SupplierLink review={review} />
              </td>
              <td className="px-4 py-3 text-slate-900">{review.organizerName}</td>
              <td className="px-4 py-3">
                <ReviewVisibility review={review} />
              </td>
              <td className="px-4 py-3 text-right">
                <ReviewAction review={review} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
