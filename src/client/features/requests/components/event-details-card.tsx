import type { ReactNode } from "react";
import { quoteProgressLabel } from "#client/components/request-lead-facts";
import { RequestStatusBadge } from "#client/components/request-status-badge";
import { Card } from "#client/components/ui/card";
import type { RequestDetail } from "#shared/contracts/requests";
import { formatLongDate } from "#shared/domain/format";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The request's record: where it stands and when things happened. */
export function EventDetailsCard({ request }: { request: RequestDetail }) {
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">Event Details</h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label="Status">
          <RequestStatusBadge status={request.status} />
        </Row>
        <Row label="Quotes">{quoteProgressLabel(request)}</Row>
        <Row label="Posted">
          <time dateTime={request.createdAt}>{formatLongDate(request.createdAt)}</time>
        </Row>
        {request.updatedAt !== request.createdAt && (
          <Row label="Last updated">
            <time dateTime={request.updatedAt}>{formatLongDate(request.updatedAt)}</time>
          </Row>
        )}
        <Row label="Reference">#{request.id}</Row>
      </dl>
    </Card>
  );
}
