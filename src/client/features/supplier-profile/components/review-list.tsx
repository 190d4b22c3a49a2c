import { MessageSquareText, UserRound } from "lucide-react";
import { Link } from "react-router";
import { RatingStars } from "#client/components/rating-stars";
import { Avatar } from "#client/components/ui/avatar";
import { EmptyState } from "#client/components/ui/empty-state";
import { paths } from "#client/lib/paths";
import type { PublicReview } from "#shared/contracts/suppliers";
import { DELETED_USER_NAME } from "#shared/domain/display-name";
import { formatLongDate } from "#shared/domain/format";

function ReviewItem({ review }: { review: PublicReview }) {
  const organizerId = review.organizer.id;
  const name = organizerId === null ? DELETED_USER_NAME : review.organizer.name;
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
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{review.comment}</p>
    </article>
  );
}

export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
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
          <ReviewItem review={review} />
        </li>
      ))}
    </ul>
  );
}
