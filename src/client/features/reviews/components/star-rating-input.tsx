import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "#client/lib/cn";
import { RATING_LABELS, RATING_MAX, ratingLabel } from "#shared/domain/ratings";

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * Five stars as a radio group: arrow keys move between them, each is read out with its label
 * ("Very Good, 4 stars"), and hovering previews a rating before it is chosen.
 */
export function StarRatingInput({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">Your rating</legend>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex">
          {STARS.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setPreview(stars)}
              onMouseLeave={() => setPreview(null)}
              className="cursor-pointer rounded-md p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-0 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
              />
              <Star
                className={cn(
                  "size-8 transition-colors",
                  stars <= shown
                    ? "fill-amber-400 text-amber-500"
                    : "fill-slate-100 text-slate-300",
                )}
                aria-hidden="true"
              />
              <span className="sr-only">
                {RATING_LABELS[stars - 1]}, {stars === 1 ? "1 star" : `${stars} stars`}
              </span>
            </label>
          ))}
        </div>
        <p className="text-base font-semibold text-slate-900" aria-hidden="true">
          {ratingLabel(shown)}
          <span className="ml-2 text-sm font-normal text-slate-600">
            {shown} of {RATING_MAX}
          </span>
        </p>
      </div>
    </fieldset>
  );
}
