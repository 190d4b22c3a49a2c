export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

/** The label of each rating, 1 to 5. */
export const RATING_LABELS = ["Poor", "Fair", "Good", "Very Good", "Excellent"] as const;

export function ratingLabel(rating: number): string {
  return RATING_LABELS[Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(rating))) - 1] ?? "";
}
