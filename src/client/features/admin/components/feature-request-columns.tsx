import { ThumbsUp } from "lucide-react";
import type { DataTableColumn } from "#client/components/ui/data-table";
import { Select } from "#client/components/ui/input";
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

function StatusSelect({
  request,
  busyRequestId,
  onStatusChange,
}: { request: AdminFeatureRequestView } & StatusChangeHandlers) {
  return (
    <Select
      aria-label={`Status of ${request.title}`}
      compact
      value={request.status}
      disabled={busyRequestId === request.id}
      onChange={(event) => onStatusChange(request, event.target.value as FeatureRequestStatus)}
    >
      {FEATURE_REQUEST_STATUSES.map((status) => (
        <option key={status} value={status}>
          {FEATURE_REQUEST_STATUS_LABELS[status]}
        </option>
      ))}
    </Select>
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

/** The feature requests list: the request, its votes, and its status to change. */
export function featureRequestColumns(
  handlers: StatusChangeHandlers,
): DataTableColumn<AdminFeatureRequestView>[] {
  return [
    {
      header: "Request",
      card: "lead",
      className: "max-w-xl",
      cell: (request) => <RequestSummary request={request} />,
    },
    { header: "Votes", card: "field", cell: (request) => <Votes count={request.votes} /> },
    {
      header: "Status",
      card: "field",
      className: "w-48",
      cell: (request) => <StatusSelect request={request} {...handlers} />,
    },
  ];
}
