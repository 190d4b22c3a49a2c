import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type {
  Booking,
  BookingAnswer,
  BookingList,
  CancelBookingAnswer,
  ConfirmTestDepositBody,
  DepositStart,
} from "#shared/contracts/bookings";

export const bookingsQueryKey = ["bookings"] as const;

/** A booking number from the address, or null when it is not one. */
export function bookingIdFrom(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export const bookingListQueryOptions = queryOptions({
  queryKey: [...bookingsQueryKey, "list"],
  queryFn: () => api.get<BookingList>("/api/bookings"),
});

export function useBookings() {
  return useQuery(bookingListQueryOptions);
}

export function bookingQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...bookingsQueryKey, "detail", id],
    queryFn: () => api.get<Booking>(`/api/bookings/${id}`),
  });
}

export function useBooking(id: number | null) {
  return useQuery({ ...bookingQueryOptions(id ?? 0), enabled: id !== null });
}

/** Every answer that carries the booking puts it in the cache; the list is fetched again. */
function useBookingMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  bookingOf: (answer: Answer) => Booking | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess(answer) {
      const booking = bookingOf(answer);
      if (booking) queryClient.setQueryData(bookingQueryOptions(booking.id).queryKey, booking);
      return queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
}

export function useStartDeposit() {
  return useMutation({
    mutationFn: (bookingId: number) =>
      api.post<DepositStart>(`/api/bookings/${bookingId}/deposit`, {}),
  });
}

export function useConfirmTestDeposit() {
  return useBookingMutation(
    ({ path, body }: { path: string; body: ConfirmTestDepositBody }) =>
      api.post<BookingAnswer>(path, body),
    (answer) => answer.booking,
  );
}

export function usePreviewCancel() {
  return useMutation({
    mutationFn: (bookingId: number) =>
      api.post<CancelBookingAnswer>(`/api/bookings/${bookingId}/cancel`, { confirm: false }),
  });
}

export function useCancelBooking() {
  return useBookingMutation(
    (bookingId: number) =>
      api.post<CancelBookingAnswer>(`/api/bookings/${bookingId}/cancel`, { confirm: true }),
    (answer) => answer.booking,
  );
}

export function useProposeRefund() {
  return useBookingMutation(
    ({ bookingId, refundPence }: { bookingId: number; refundPence: number }) =>
      api.post<Booking>(`/api/bookings/${bookingId}/refund-proposal`, { refundPence }),
    (booking) => booking,
  );
}

export function useDisputeBooking() {
  return useBookingMutation(
    ({ bookingId, reason }: { bookingId: number; reason: string }) =>
      api.post<BookingAnswer>(`/api/bookings/${bookingId}/dispute`, { reason }),
    (answer) => answer.booking,
  );
}
