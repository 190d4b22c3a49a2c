import { z } from "zod";

export const NO_SUBSCRIPTION_TO_CANCEL_MESSAGE = "You have no active subscription to cancel.";
export const ALREADY_CANCELLING_MESSAGE = "Your subscription is already set to end.";
export const ONLY_SUPPLIERS_SUBSCRIBE_MESSAGE = "Only suppliers can subscribe to a plan.";

/**
 * The signed-in user's plan: the free plan, a paid monthly or yearly plan, or free lifetime
 * access (FREE_ACCESS_EMAILS or granted by an admin).
 */
export const SubscriptionView = z.object({
  plan: z.enum(["free", "monthly", "yearly", "lifetime"]),
  /** `cancelling`: paid until `expiresAt`, then back to the free plan. */
  status: z.enum(["free", "active", "cancelling", "lifetime"]),
  /** The end of the paid period; null on the free plan and with lifetime access. */
  expiresAt: z.string().nullable(),
  /** True when the card provider charges again at `expiresAt` without the user doing anything. */
  renewsAutomatically: z.boolean(),
  canCancel: z.boolean(),
  /** True when paying again now adds a period after `expiresAt` (no automatic renewal). */
  canExtend: z.boolean(),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

export const CancelSubscriptionResponse = z.object({
  message: z.string(),
  subscription: SubscriptionView,
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;
