import type { AppConfig } from "../../config";
import type { PaymentProvider } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-provider";
import { createTestPaymentProvider } from "./test-provider";

/** Stripe when both of its keys are set (see usesStripe); otherwise the built-in test provider. */
export function createPaymentProvider(config: Pick<AppConfig, "stripe">): PaymentProvider {
  const { secretKey, publishableKey, webhookSecret, apiUrl } = config.stripe;
  if (secretKey && publishableKey)
    return createStripePaymentProvider({ secretKey, publishableKey, webhookSecret, apiUrl });
  return createTestPaymentProvider();
}
