import type { AppConfig } from "#server/config";

/** Stripe takes the payments when its keys are set and PAYMENTS does not ask for the test form. */
export function usesStripe(config: Pick<AppConfig, "paymentProvider">): boolean {
  return config.paymentProvider === "stripe";
}
