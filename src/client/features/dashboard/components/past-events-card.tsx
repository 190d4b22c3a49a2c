import { CalendarCheck, ChevronRight, History } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Skeleton } from "#client/components/ui/skeleton";
import { usePastRequests } from "#client/features/requests/api/requests";
import { paths } from "#client/lib/paths";
import { formatEventDate } from "#shared/domain/request-age";
import { CardError } from "./stat-card";

const PAST_SHOWN = 3;

/** The organizer's completed events: the latest three and how many more. */
export function PastEventsCard() {
  const titleId = useId();
  const past = usePastRequests(true);
  const events = past.data ?? [];
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <History className="size-5 text-brand-700" aria-hidden="true" />
        Past Events
      </h2>
      {past.isPending ? (
        <>
          <p className="sr-only" role="status">
            Loading past events
          </p>
          <ul className="mt-4 space-y-3">
            {[0, 1].map((key) => (
              <li key={key} className="space-y-1.5">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3.5 w-1/3" />
              </li>
            ))}
          </ul>
        </>
      ) : past.isError ? (
        <div className="mt-3 text-sm text-slate-700">
          <CardError what="Your past events" onRetry={() => void past.refetch()} />
        </div>
      ) : events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No past events yet. Requests you mark as completed will be listed here.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {events.slice(0, PAST_SHOWN).map((event) => (
            <li key={event.id}>
              <Link
                to={paths.request(event.id)}
                className="group flex min-h-14 items-center gap-3 py-2.5"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-800">
                  <CalendarCheck className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900 group-hover:text-brand-800">
                    {event.title}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {formatEventDate(event.eventDate)} · {event.location}
                  </span>
                </span>
                <ChevronRight
                  className="size-4 shrink-0 text-slate-500 group-hover:text-brand-700"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
          {events.length > PAST_SHOWN && (
            <li className="pt-3 text-sm text-slate-600">
              And {events.length - PAST_SHOWN} more past events...
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
