import type { PlanType } from "#shared/contracts/payments";
import { DEFAULT_MONTHLY_QUOTE_LIMIT } from "#shared/domain/limits";
import { PLAN_PRICES_PENCE } from "#shared/domain/plans";

/** The yearly plan against twelve monthly payments, rounded down as the spec states it (16%). */
export const YEARLY_SAVING_PERCENT = Math.floor(
  ((PLAN_PRICES_PENCE.monthly * 12 - PLAN_PRICES_PENCE.yearly) * 100) /
    (PLAN_PRICES_PENCE.monthly * 12),
);

export const PERIOD_WORD: Record<PlanType, string> = { monthly: "month", yearly: "year" };

export const FREE_PLAN_FEATURES = [
  `${DEFAULT_MONTHLY_QUOTE_LIMIT} quote per month`,
  "Profile listed in the supplier directory",
  "Reviews from organizers you work with",
  "Email notifications",
];

export const STANDARD_PLAN_FEATURES = [
  "Submit quotes to unlimited requests",
  "Business profile listing",
  "Customer messaging",
  "Email notifications",
  "Profile analytics",
];

export const LOGIN_REQUIRED_TITLE = "Login required";
export const PAYMENT_START_FAILED_MESSAGE = "Could not initiate payment process. Please try again.";
export const PAYMENT_FAILED_TITLE = "Payment failed";
export const UNEXPECTED_PAYMENT_ERROR = "An unexpected error occurred.";
