import { AppError } from "#server/lib/errors";
import { PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE } from "#shared/contracts/payments";
import type { PaymentLog } from "./payment-provider";

/** The provider failed (down, refusing, misconfigured): 502, the details only in the log. */
export function providerUnavailable(log: PaymentLog, error: unknown, action: string): AppError {
  log.error({ err: error }, `Payment provider failed to ${action}`);
  return new AppError(502, PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE, "payment_provider");
}
