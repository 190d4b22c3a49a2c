import { ArrowRight, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RequestSummaryCardSkeleton } from "#client/components/request-summary-card";
import { Card } from "#client/components/ui/card";
import type { RequestListItem } from "#shared/contracts/requests";

/** The first few requests on the dashboard, with the way to the full list. */
export function DashboardRequests({
  title,
  viewAllTo,
  requests,
  isLoading,
  error,
  emptyText,
  emptyAction,
  renderCard,
}: {
  title: string;
  viewAllTo: string;
  requests: RequestListItem[];
  isLoading: boolean;
  error: ReactNode;
  emptyText: string;
  emptyAction?: ReactNode;
  renderCard: (request: RequestListItem) => ReactNode;
}) {
  return (
    <section aria-labelledby="dashboard-requests-heading">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="dashboard-requests-heading" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          to={viewAllTo}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          View All
          <span className="sr-only"> {title.toLowerCase()}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {isLoading ? (
        <div>
          <p className="sr-only" role="status">
            Loading requests
          </p>
          <ul className="space-y-4">
            {[0, 1].map((key) => (
              <li key={key}>
                <RequestSummaryCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : error ? (
        <Card className="p-5 text-sm text-slate-700">{error}</Card>
      ) : requests.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Inbox className="size-5" aria-hidden="true" />
          </span>
          <p className="mt-3 max-w-sm text-sm text-slate-700">{emptyText}</p>
          {emptyAction && <div className="mt-4">{emptyAction}</div>}
        </div>
      ) : (
        <ul className="space-y-4">
          {requests.map((request) => (
            <li key={request.id}>{renderCard(request)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
