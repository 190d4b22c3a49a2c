import { addDays, weekdayFromMonday } from "./calendar-days";

/** A visitor's second visit of the same kind to the same supplier within this many minutes is not counted. */
export const REPEAT_VISIT_MINUTES = 30;

/** Local figures (medians, quartiles) show only when at least this many other suppliers make them. */
export const LOCAL_FIGURES_MIN_SUPPLIERS = 5;

/** The span the insights page opens with, and the longest each plan may ask for. */
export const INSIGHTS_DEFAULT_WEEKS = 12;
export const INSIGHTS_MAX_WEEKS = { standard: 12, advanced: 52 } as const;

/** The weekly summary goes out with the first sweep from this hour on Mondays, UK time. */
export const WEEKLY_SUMMARY_UK_HOUR = 8;

/** The Monday (UK day) of the week a day falls in: insights weeks run Monday to Sunday. */
export const weekStartOf = (day: string): string => addDays(day, -weekdayFromMonday(day));

/** The first day of a span of `weeks` whole weeks that ends with the week of `today`. */
export const firstDayOfWeeks = (today: string, weeks: number): string =>
  addDays(weekStartOf(today), -7 * (weeks - 1));
