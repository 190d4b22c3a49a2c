/**
 * What other features embed of reviews: the rating picker, the report dialog, and the card that
 * shows a review with its reply on a supplier's profile or an organizer's page.
 */
export { ReportReviewDialog } from "./components/report-review-dialog";
export { ReviewCard } from "./components/review-card";
export { StarRatingInput } from "./components/star-rating-input";
