import type { AppConfig } from "#server/config";
import type { PaymentProvider } from "./payment-provider";
import { createTestPaymentProvider } from "./test-provider";

/**
 * Stripe when the configuration chose it (see loadConfig); otherwise the built-in test provider.
 * Stripe's library is loaded only when it is chosen.
 */
export async function createPaymentProvider(
  config: Pick<AppConfig, "stripe" | "paymentProvider">,
): Promise<PaymentProvider> {
  const { secretKey, publishableKey, webhookSecret, apiUrl } = config.stripe;
  if (config.paymentProvider === "stripe" && secretKey && publishableKey) {
    const { createStripePaymentProvider } = await import("./stripe-provider");
    return createStripePaymentProvider({ secretKey, publishableKey, webhookSecret, apiUrl });
  }
  return createTestPaymentProvider();
}
