/**
 * What other features embed of reviews: the rating picker, and the card that shows a review with
 * its reply and report actions on a supplier's profile or an organizer's page.
 */
export { ReviewCard } from "./components/review-card";
export { StarRatingInput } from "./components/star-rating-input";
