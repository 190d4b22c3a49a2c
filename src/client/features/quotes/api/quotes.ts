import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "#client/features/auth/api/session";
import { requestsQueryKey } from "#client/features/requests/api/requests";
import { api } from "#client/lib/api-client";
import type {
  CreateQuoteBody,
  DecidedQuoteView,
  QuoteLimitStatus,
  QuoteView,
  QuoteWithSupplier,
  RenewQuoteBody,
  SupplierQuote,
  UpdateQuoteStatusBody,
} from "#shared/contracts/quotes";

export const quotesQueryKey = ["quotes"] as const;

/** The quotes on one request: all of them for its organizer, only their own for a supplier. */
export function requestQuotesQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: [...quotesQueryKey, "request", requestId],
    queryFn: () => api.get<QuoteWithSupplier[]>(`/api/quotes/request/${requestId}`),
  });
}

export function useRequestQuotes(requestId: number, enabled: boolean) {
  return useQuery({ ...requestQuotesQueryOptions(requestId), enabled });
}

export const supplierQuotesQueryOptions = queryOptions({
  queryKey: [...quotesQueryKey, "supplier"],
  queryFn: () => api.get<SupplierQuote[]>("/api/quotes/supplier"),
});

export function useSupplierQuotes(enabled: boolean) {
  return useQuery({ ...supplierQuotesQueryOptions, enabled });
}

export const quoteLimitQueryOptions = queryOptions({
  queryKey: [...quotesQueryKey, "limit"],
  queryFn: () => api.get<QuoteLimitStatus>("/api/quotes/limit/status"),
});

export function useQuoteLimit(enabled: boolean) {
  return useQuery({ ...quoteLimitQueryOptions, enabled });
}

export function useSubmitQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuoteBody) => api.post<QuoteView>("/api/quotes", body),
    // A 429 changes the allowance shown too, so refresh it whatever the outcome.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
        queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}

/** Accepts or rejects a pending quote on the organizer's own active request. */
export function useDecideQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, status }: { quoteId: number } & UpdateQuoteStatusBody) =>
      api.put<DecidedQuoteView>(`/api/quotes/${quoteId}/status`, { status }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
        queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
      ]),
  });
}

/** Holds the supplier's own pending quote open to a new valid-until date. */
export function useRenewQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, validUntil }: { quoteId: number } & RenewQuoteBody) =>
      api.post<QuoteView>(`/api/quotes/${quoteId}/renew`, { validUntil }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
  });
}
