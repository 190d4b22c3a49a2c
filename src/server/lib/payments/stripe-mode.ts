import type { AppConfig } from "../../config";

/** Stripe takes the payments when both of its keys are set; the test provider otherwise. */
export function usesStripe(config: Pick<AppConfig, "stripe">): boolean {
  return Boolean(config.stripe.secretKey && config.stripe.publishableKey);
}
