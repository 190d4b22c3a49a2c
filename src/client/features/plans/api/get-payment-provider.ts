import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { PaymentProviderView } from "#shared/contracts/payments";

export function getPaymentProvider(): Promise<PaymentProviderView> {
  return api.get<PaymentProviderView>("/api/payments/provider");
}

/** Set by the server's configuration: it does not change while the page is open. */
export const paymentProviderQueryOptions = queryOptions({
  queryKey: ["payment-provider"],
  queryFn: getPaymentProvider,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentProvider() {
  return useQuery(paymentProviderQueryOptions);
}
