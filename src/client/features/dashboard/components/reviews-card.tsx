import { Reply, Star } from "lucide-react";
import { Link } from "react-router";
import { formatRating, RatingStars } from "#client/components/rating-stars";
import { useSupplierDetail } from "#client/features/supplier-profile/api/get-supplier-detail";
import { paths } from "#client/lib/paths";
import { CardError, StatCard } from "./stat-card";

/** The supplier's own reviews, as their public profile counts them. */
export function ReviewsCard({ supplierId }: { supplierId: number }) {
  const detail = useSupplierDetail({ by: "id", id: supplierId });
  const count = detail.data?.reviews.length ?? 0;
  const average = detail.data?.avgRating ?? 0;
  const unanswered = detail.data?.reviews.filter((review) => review.reply === null).length ?? 0;
  return (
    <StatCard
      title="Reviews"
      icon={Star}
      tone="amber"
      value={count}
      valueLabel={count === 1 ? "review" : "reviews"}
      isLoading={detail.isPending}
      error={
        detail.isError && <CardError what="Your reviews" onRetry={() => void detail.refetch()} />
      }
    >
      {count === 0 ? (
        <p>No reviews yet</p>
      ) : (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <RatingStars rating={average} size="sm" />
          <span>
            <span className="font-semibold text-slate-900">{formatRating(average)}</span> average
          </span>
        </p>
      )}
      {unanswered > 0 && (
        <Link
          to={`${paths.supplier(supplierId)}#reviews`}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <Reply className="size-4" aria-hidden="true" />
          {unanswered === 1
            ? "1 review awaits your reply"
            : `${unanswered} reviews await your reply`}
        </Link>
      )}
    </StatCard>
  );
}
