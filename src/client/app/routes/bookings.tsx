import { useParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { RequireUser } from "#client/features/auth/components/route-guards";
import { bookingIdFrom, useBooking } from "#client/features/bookings/api/bookings";
import { BookingPage } from "#client/features/bookings/pages/booking-page";
import { BookingsPage } from "#client/features/bookings/pages/bookings-page";

export function BookingsRoute() {
  usePageTitle("Bookings");
  return (
    <RequireUser>
      <BookingsPage />
    </RequireUser>
  );
}

function BookingWithTitle({ bookingId }: { bookingId: number | null }) {
  const { data } = useBooking(bookingId);
  usePageTitle(data ? `Booking: ${data.event.title}` : "Booking");
  return <BookingPage bookingId={bookingId} />;
}

export function BookingRoute() {
  const bookingId = bookingIdFrom(useParams().id);
  return (
    <RequireUser>
      <BookingWithTitle bookingId={bookingId} />
    </RequireUser>
  );
}
