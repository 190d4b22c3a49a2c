import { ThumbsUp } from "lucide-react";
import { useIsWideScreen } from "#client/features/admin/lib/use-media-query";
import type { AdminFeatureRequestView } from "#shared/contracts/admin";
import {
  FEATURE_REQUEST_CATEGORY_LABELS,
  FEATURE_REQUEST_PRIORITY_LABELS,
  FEATURE_REQUEST_STATUS_LABELS,
  FEATURE_REQUEST_STATUSES,
  type FeatureRequestStatus,
} from "#shared/contracts/feature-requests";
import { formatLongDate } from "#shared/domain/format";

export interface StatusChangeHandlers {
  busyRequestId: number | null;
  onStatusChange: (request: AdminFeatureRequestView, status: FeatureRequestStatus) => void;
}

const selectClass =
  "h-10 w-full min-w-36 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:opacity-60 sm:text-sm";

function StatusSelect({
  request,
  busyRequestId,
  onStatusChange,
}: { request: AdminFeatureRequestView } & StatusChangeHandlers) {
  return (
    <select
      aria-label={`Status of ${request.title}`}
      className={selectClass}
      value={request.status}
      disabled={busyRequestId === request.id}
      onChange={(event) => onStatusChange(request, event.target.value as FeatureRequestStatus)}
    >
      {FEATURE_REQUEST_STATUSES.map((status) => (
        <option key={status} value={status}>
          {FEATURE_REQUEST_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}

function RequestSummary({ request }: { request: AdminFeatureRequestView }) {
  return (
    <span className="flex flex-col gap-1">
      <span className="font-semibold text-slate-900">{request.title}</span>
      <span className="line-clamp-2 text-slate-700">{request.description}</span>
      <span className="text-xs text-slate-600">
        {FEATURE_REQUEST_CATEGORY_LABELS[request.category]} ·{" "}
        {FEATURE_REQUEST_PRIORITY_LABELS[request.priority]} priority · by {request.authorName},{" "}
        {formatLongDate(request.createdAt)}
      </span>
    </span>
  );
}

function Votes({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 font-semibold text-slate-900 tabular-nums">
      <ThumbsUp className="size-4 text-brand-700" aria-hidden="true" />
      {count}
      <span className="sr-only">{count === 1 ? " vote" : " votes"}</span>
    </span>
  );
}

/** A table on wide screens; one card per request on phones. */
export function FeatureRequestsList({
  requests,
  ...handlers
}: { requests: AdminFeatureRequestView[] } & StatusChangeHandlers) {
  const isWide = useIsWideScreen();
  if (!isWide) {
    return (
      <ul className="space-y-3">
        {requests.map((request) => (
          <li key={request.id}>
            <article
              aria-label={request.title}
              className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
            >
              <RequestSummary request={request} />
              <div className="flex items-center justify-between gap-4">
                <Votes count={request.votes} />
                <div className="w-44">
                  <StatusSelect request={request} {...handlers} />
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Feature requests, most votes first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Request
            </th>
            <th scope="col" className="px-4 py-3">
              Votes
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {requests.map((request) => (
            <tr key={request.id} className="align-top">
              <td className="max-w-xl px-4 py-3">
                <RequestSummary request={request} />
              </td>
              <td className="px-4 py-3">
                <Votes count={request.votes} />
              </td>
              <td className="w-48 px-4 py-3">
                <StatusSelect request={request} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
