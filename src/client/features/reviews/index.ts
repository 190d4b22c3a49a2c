/**
 * What other features embed of reviews: the rating picker, and the report dialog and reply form
 * both kinds of review use.
 */
export { ReportReviewDialog } from "./components/report-review-dialog";
export { ReviewReplyForm } from "./components/review-reply-form";
export { StarRatingInput } from "./components/star-rating-input";
