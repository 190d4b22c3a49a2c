import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#client/components/ui/badge";
import { Card, CardContent } from "#client/components/ui/card";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Page } from "#client/components/ui/page";
import { Skeleton } from "#client/components/ui/skeleton";
import { useBookings } from "#client/features/bookings/api/bookings";
import { BOOKING_STATUS_COPY, partyName } from "#client/features/bookings/lib/booking-copy";
import { messageOf } from "#client/lib/api-client";
import { formatCalendarDay } from "#client/lib/calendar-month";
import { paths } from "#client/lib/paths";
import { formatPounds } from "#shared/domain/format";

/** `/bookings`: the signed-in user's bookings, as organizer or supplier, newest first. */
export function BookingsPage() {
  const bookings = useBookings();
  return (
    <Page title="Bookings" subtitle="Accepted quotes, their deposits and where the money is.">
      {bookings.isPending ? (
        <div role="status" aria-label="Loading your bookings" className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : bookings.isError ? (
        <ErrorState
          title="Couldn't load your bookings"
          message={messageOf(bookings.error, "Please check your connection and try again.")}
          onRetry={() => bookings.refetch()}
        />
      ) : bookings.data.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title="No bookings yet"
          description="When a quote is accepted, its booking appears here."
        />
      ) : (
        <ul className="space-y-3" aria-label="Your bookings">
          {bookings.data.map((booking) => {
            const status = BOOKING_STATUS_COPY[booking.status];
            const other = booking.viewerSide === "supplier" ? booking.organizer : booking.supplier;
            return (
              <li key={booking.id}>
                <Card>
                  <CardContent className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0 space-y-1">
                      <Link
                        to={paths.booking(booking.id)}
                        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                      >
                        {booking.event.title}
                      </Link>
                      <p className="text-sm text-slate-600">
                        {formatCalendarDay(booking.event.firstDay)} ·{" "}
                        {booking.viewerSide === "supplier" ? "Organizer" : "Supplier"}:{" "}
                        {partyName(other)}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="text-sm text-slate-700">
                        Deposit {formatPounds(booking.depositPence)}
                      </span>
                      <Badge tone={status.tone}>{status.label}</Badge>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
