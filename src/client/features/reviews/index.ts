/** What other features embed of reviews: the rating picker, and the report dialog both kinds of review use. */
export { ReportReviewDialog } from "./components/report-review-dialog";
export { StarRatingInput } from "./components/star-rating-input";
