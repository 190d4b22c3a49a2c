import type { AppConfig } from "#server/config";
import type { PaymentProvider } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-provider";
import { createTestPaymentProvider } from "./test-provider";

/** Stripe when the configuration chose it (see loadConfig); otherwise the built-in test provider. */
export function createPaymentProvider(
  config: Pick<AppConfig, "stripe" | "paymentProvider">,
): PaymentProvider {
  const { secretKey, publishableKey, webhookSecret, apiUrl } = config.stripe;
  if (config.paymentProvider === "stripe" && secretKey && publishableKey)
    return createStripePaymentProvider({ secretKey, publishableKey, webhookSecret, apiUrl });
  return createTestPaymentProvider();
}
