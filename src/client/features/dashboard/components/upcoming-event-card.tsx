import { CalendarClock, CalendarDays, ChevronRight, MapPin } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Skeleton } from "#client/components/ui/skeleton";
import { startsIn } from "#client/features/dashboard/lib/dashboard-stats";
import { paths } from "#client/lib/paths";
import { formatEventDate } from "#shared/domain/request-age";

export interface UpcomingEvent {
  id: number;
  title: string;
  eventDate: string;
  location: string;
}

/** The next event on the calendar, one tap from its request. */
export function UpcomingEventCard({
  event,
  isLoading,
  error,
  emptyText,
}: {
  event: UpcomingEvent | undefined;
  isLoading: boolean;
  error: ReactNode;
  emptyText: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 bg-gradient-to-r from-brand-50 to-white px-5 py-4">
        <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          Upcoming Event
        </h2>
      </div>
      <div className="p-5">
        {isLoading ? (
          <div className="space-y-2" role="status">
            <span className="sr-only">Loading your next event</span>
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : error ? (
          <div className="text-sm text-slate-700">{error}</div>
        ) : !event ? (
          <p className="text-sm text-slate-600">{emptyText}</p>
        ) : (
          <Link
            to={paths.request(event.id)}
            className="group -m-2 block rounded-lg p-2 hover:bg-slate-50"
          >
            <p className="text-xs font-semibold tracking-wide text-coral-700 uppercase">
              {startsIn(event.eventDate)}
            </p>
            <p className="mt-1 font-semibold break-words text-slate-900 group-hover:text-brand-800">
              {event.title}
            </p>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
              <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {formatEventDate(event.eventDate)}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
              <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="break-words">{event.location}</span>
            </p>
            <p className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              View request
              <ChevronRight className="size-4" aria-hidden="true" />
            </p>
          </Link>
        )}
      </div>
    </article>
  );
}
