import { MONTHLY_PRICE_PENCE, YEARLY_PRICE_PENCE } from "./limits";

/** The Standard plan's two ways to pay. */
export const PLAN_TYPES = ["monthly", "yearly"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PLAN_PRICES_PENCE: Record<PlanType, number> = {
  monthly: MONTHLY_PRICE_PENCE,
  yearly: YEARLY_PRICE_PENCE,
};

/** What a 100% coupon answers with: the plan is on, and nothing was charged. */
export const FREE_SUBSCRIPTION_MESSAGE = "Your free subscription has been activated.";

/** Shown wherever a card form takes the test card: with the test provider, no money moves. */
export const TEST_MODE_NOTICE = "Test mode: no money moves";
