import { CalendarDays, CalendarX2, ChevronRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { RequestStatusBadge } from "#client/components/request-status-badge";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Skeleton } from "#client/components/ui/skeleton";
import { paths } from "#client/lib/paths";
import type { OrganizerRequestSummary } from "#shared/contracts/organizers";
import { categoryName } from "#shared/domain/categories";
import { formatEventDate } from "#shared/domain/request-age";

function EventItem({ request }: { request: OrganizerRequestSummary }) {
  return (
    <Link
      to={paths.request(request.id)}
      className="group flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md sm:p-5"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold break-words text-slate-900 group-hover:text-brand-800">
            {request.title}
          </h3>
          <RequestStatusBadge status={request.status} />
        </div>
        <div className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-4">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {formatEventDate(request.eventDate)}
          </span>
          {request.town && (
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="break-words">{request.town}</span>
            </span>
          )}
        </div>
        {request.categories.length > 0 && (
          <p className="text-sm text-slate-600">
            <span className="sr-only">Categories: </span>
            {request.categories.map(categoryName).join(", ")}
          </p>
        )}
      </div>
      <ChevronRight
        className="mt-1 size-5 shrink-0 text-slate-500 group-hover:text-brand-700"
        aria-hidden="true"
      />
    </Link>
  );
}

export function EventHistory({
  requests,
  isLoading,
  isError,
  onRetry,
  organizerName,
}: {
  requests: OrganizerRequestSummary[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  organizerName: string;
}) {
  return (
    <section aria-labelledby="event-history-heading" className="mt-10">
      <h2 id="event-history-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Event History
      </h2>
      {isLoading ? (
        <>
          <p className="sr-only" role="status">
            Loading event history
          </p>
          <ul className="space-y-3">
            {[0, 1, 2].map((key) => (
              <li key={key} className="space-y-3 rounded-xl border border-slate-200 p-5">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-2/3" />
              </li>
            ))}
          </ul>
        </>
      ) : isError ? (
        <ErrorState
          title="Couldn't load event history"
          message="Please try again in a moment."
          onRetry={onRetry}
        />
      ) : requests.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title="No events yet"
          description={`${organizerName} hasn't posted any event requests yet.`}
        />
      ) : (
        <ul className="space-y-3">
          {requests.map((request) => (
            <li key={request.id}>
              <EventItem request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
