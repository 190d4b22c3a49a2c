import { Star } from "lucide-react";
import { formatRating, RatingStars } from "#client/components/rating-stars";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";

function reviewsLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/** `breakdown[0]` counts one-star reviews; the card lists five stars first. */
export function RatingSummaryCard({
  avgRating,
  breakdown,
}: {
  avgRating: number;
  breakdown: number[];
}) {
  const total = breakdown.reduce((sum, count) => sum + count, 0);
  const rows = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: breakdown[stars - 1] ?? 0 }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Rating Summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <span className="text-3xl font-bold text-slate-900">
            {total > 0 ? formatRating(avgRating) : "New"}
          </span>
          <div>
            {total > 0 && <RatingStars rating={avgRating} size="md" />}
            <p className="text-sm text-slate-600">
              {total > 0 ? `Based on ${reviewsLabel(total)}` : "No reviews yet"}
            </p>
          </div>
        </div>
        <ul className="space-y-2">
          {rows.map(({ stars, count }) => (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">
                {stars} {stars === 1 ? "star" : "stars"}: {reviewsLabel(count)}
              </span>
              <span aria-hidden="true" className="flex w-8 items-center gap-1 text-slate-700">
                {stars}
                <Star className="size-3.5 fill-amber-400 text-amber-500" />
              </span>
              <span
                aria-hidden="true"
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: total > 0 ? `${(count / total) * 100}%` : "0%" }}
                />
              </span>
              <span aria-hidden="true" className="w-6 text-right text-slate-700 tabular-nums">
                {count}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
