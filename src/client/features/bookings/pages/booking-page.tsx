import { NotFoundView } from "#client/components/not-found-view";
import { Page } from "#client/components/ui/page";
import { Skeleton } from "#client/components/ui/skeleton";
import { useBooking } from "#client/features/bookings/api/bookings";
import { BookingDetails } from "#client/features/bookings/components/booking-details";
import { ApiError } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";

const BACK = { to: paths.bookings, label: "All bookings" };

/** `/bookings/{id}`: one booking, for its organizer, its supplier or an admin. */
export function BookingPage({ bookingId }: { bookingId: number | null }) {
  const booking = useBooking(bookingId);
  if (bookingId === null)
    return <NotFoundView title="Booking Not Found" thing="booking" back={BACK} />;
  if (booking.isPending)
    return (
      <Page title="Booking">
        <div role="status" aria-label="Loading the booking" className="space-y-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </Page>
    );
  if (booking.isError) {
    const missing =
      booking.error instanceof ApiError &&
      (booking.error.status === 404 || booking.error.status === 403);
    return missing ? (
      <NotFoundView
        title="Booking Not Found"
        thing="booking"
        back={BACK}
        detail="This booking doesn't exist, or it isn't one of yours."
      />
    ) : (
      <NotFoundView
        title="Couldn't Load the Booking"
        thing="booking"
        back={BACK}
        onRetry={() => booking.refetch()}
      />
    );
  }
  const data = booking.data;
  return (
    <Page title={data.event.title} subtitle={`Booking #${data.id}`}>
      <BookingDetails booking={data} />
    </Page>
  );
}
