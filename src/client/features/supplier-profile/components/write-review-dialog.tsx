import { CalendarDays, ChevronRight, Clock, SquarePen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { Skeleton } from "#client/components/ui/skeleton";
import { useReviewable } from "#client/features/reviews/api/reviews";
import { paths } from "#client/lib/paths";
import { formatEventDate } from "#shared/domain/request-age";

/**
 * A review belongs to a booking: the organizer picks one of their requests on which they
 * accepted this supplier's quote and have not reviewed them yet. A booking whose event is still
 * ahead is listed with the day it opens, not offered.
 */
export function WriteReviewDialog({
  supplierId,
  supplierName,
  open,
  onOpenChange,
}: {
  supplierId: number;
  supplierName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reviewable = useReviewable({ supplierId }, open);
  const bookings = reviewable.data ?? [];
  const hasNone = reviewable.isSuccess && bookings.length === 0;
  const hasOpen = bookings.some((booking) => booking.isOpen);

  let body: ReactNode;
  if (reviewable.isPending) {
    body = (
      <>
        <p className="sr-only" role="status">
          Loading your bookings with {supplierName}
        </p>
        <ul className="space-y-2">
          {[0, 1].map((key) => (
            <li key={key} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3.5 w-1/3" />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (reviewable.isError) {
    body = (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
        <p className="font-medium text-slate-900">Your bookings couldn't be loaded.</p>
        <p className="mt-1 text-slate-700">Please check your connection and try again.</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void reviewable.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  } else if (hasNone) {
    body = (
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          You have no booking with {supplierName} waiting for a review. Reviews on EventEazy come
          from real bookings: once you accept {supplierName}'s quote on one of your event requests,
          you can review them for that event, once.
        </p>
        <p>Your requests and the quotes on them are in My Requests.</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="mb-3 text-sm text-slate-700">
          {hasOpen
            ? `Choose the event you booked ${supplierName} for.`
            : `You can review ${supplierName} once your event with them has taken place.`}
        </p>
        <ul className="space-y-2">
          {bookings.map((booking) => (
            <li key={booking.requestId}>
              {booking.isOpen ? (
                <Link
                  to={paths.review(booking.requestId, booking.supplierId)}
                  className="group flex min-h-14 items-center gap-3 rounded-lg border border-slate-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  <SquarePen className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900">
                      {booking.requestTitle}
                    </span>
                    <span className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                      <CalendarDays className="size-3.5" aria-hidden="true" />
                      {formatEventDate(booking.eventDate)}
                    </span>
                  </span>
                  <ChevronRight
                    className="size-4 shrink-0 text-slate-500 group-hover:text-brand-700"
                    aria-hidden="true"
                  />
                </Link>
              ) : (
                <div className="flex min-h-14 items-center gap-3 rounded-lg border border-dashed border-slate-300 p-4">
                  <Clock className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900">
                      {booking.requestTitle}
                    </span>
                    <span className="mt-0.5 block text-sm text-slate-600">
                      {booking.opensMessage}
                    </span>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Review ${supplierName}`}
      description="Reviews on EventEazy come from real bookings."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {hasNone && (
            <Button asChild>
              <Link to={paths.myRequests}>Go to My Requests</Link>
            </Button>
          )}
        </>
      }
    >
      {body}
    </Dialog>
  );
}
