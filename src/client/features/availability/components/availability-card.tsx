import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { Skeleton } from "#client/components/ui/skeleton";
import { useOwnAvailability } from "#client/features/availability/api/availability";
import { messageOf } from "#client/lib/api-client";
import { AvailabilityCalendar } from "./availability-calendar";
import { BookingsFeed } from "./bookings-feed";
import { CalendarImport } from "./calendar-import";

function CalendarSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading your calendar…</span>
      <Skeleton className="mx-auto h-6 w-40" />
      <div className="grid grid-cols-7 gap-1">
        {Array.from({ length: 35 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder grid
          <Skeleton key={index} className="aspect-square min-h-10" />
        ))}
      </div>
    </div>
  );
}

/**
 * The supplier's availability: the days they can't take work (shown on their profile and
 * left out of directory searches for those days), an import from another calendar, and a
 * private link that puts their bookings in their calendar app.
 */
export function AvailabilityCard() {
  const availability = useOwnAvailability();

  return (
    <Card id="availability">
      <CardHeader className="max-sm:px-4">
        <CardTitle>Availability</CardTitle>
        <p className="text-sm text-slate-600">
          Mark the days you can't take work. Your profile shows them, directory searches for those
          days leave you out, and Browse Requests hides requests on them. Days booked through
          EventEazy are marked for you.
        </p>
      </CardHeader>
      <CardContent className="space-y-8 max-sm:px-4">
        {availability.data ? (
          <>
            <AvailabilityCalendar availability={availability.data} />
            <div className="grid gap-8 border-t border-slate-200 pt-6 lg:grid-cols-2">
              <CalendarImport />
              <BookingsFeed feed={availability.data.feed} />
            </div>
          </>
        ) : availability.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-sm text-red-800">
              {messageOf(
                availability.error,
                "Your calendar could not be loaded. Please try again.",
              )}
            </p>
            <Button variant="outline" onClick={() => void availability.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <CalendarSkeleton />
        )}
      </CardContent>
    </Card>
  );
}
