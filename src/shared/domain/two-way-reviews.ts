import { addDays } from "./calendar-days";

/** Days after a booked event's last day when its reviews show, even if one side never wrote. */
export const REVIEWS_SHOW_AFTER_DAYS = 14;

/** The UK day from which a booked hire's reviews are shown whatever the other side did. */
export const reviewsShowOn = (eventLastDay: string): string =>
  addDays(eventLastDay, REVIEWS_SHOW_AFTER_DAYS);
