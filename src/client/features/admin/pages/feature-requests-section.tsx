import { Lightbulb } from "lucide-react";
import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button";
import { DataTable } from "#client/components/ui/data-table";
import { EmptyState } from "#client/components/ui/empty-state";
import { FilterButtons } from "#client/components/ui/filter-buttons";
import { toast } from "#client/components/ui/toast";
import { useAdminFeatureRequests } from "#client/features/admin/api/get-admin-feature-requests";
import { useSetFeatureRequestStatus } from "#client/features/admin/api/set-feature-request-status";
import { featureRequestColumns } from "#client/features/admin/components/feature-request-columns";
import { oneOf, withParams } from "#client/features/admin/lib/search-params";
import { messageOf } from "#client/lib/api-client";
import { countByStatus } from "#client/lib/count-by";
import type { AdminFeatureRequestView } from "#shared/contracts/admin";
import {
  FEATURE_REQUEST_STATUS_LABELS,
  FEATURE_REQUEST_STATUSES,
  type FeatureRequestStatus,
} from "#shared/contracts/feature-requests";

type StatusFilter = FeatureRequestStatus | "all";

export function FeatureRequestsSection() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const filter: StatusFilter = oneOf(FEATURE_REQUEST_STATUSES, params.get("status")) ?? "all";
  const requests = useAdminFeatureRequests();
  const setStatus = useSetFeatureRequestStatus();
  const counts = useMemo(
    () => countByStatus(requests.data ?? [], FEATURE_REQUEST_STATUSES),
    [requests.data],
  );
  const options = [
    { value: "all" as const, label: "All", count: counts.all },
    ...FEATURE_REQUEST_STATUSES.map((status) => ({
      value: status,
      label: FEATURE_REQUEST_STATUS_LABELS[status],
      count: counts[status],
    })),
  ];

  const onStatusChange = (request: AdminFeatureRequestView, status: FeatureRequestStatus) =>
    setStatus.mutate(
      { id: request.id, status },
      {
        onSuccess() {
          toast({
            title: "Status Updated",
            description: `“${request.title}” is now ${FEATURE_REQUEST_STATUS_LABELS[status]}. Its author has been told.`,
            variant: "success",
          });
        },
        onError(error) {
          toast({
            title: "Error",
            description: messageOf(error, "Failed to update the status. Please try again."),
            variant: "destructive",
          });
        },
      },
    );

  const all = requests.data;
  const shown = all && filter !== "all" ? all.filter((item) => item.status === filter) : all;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Feature requests
        </h2>
        <p className="text-sm text-slate-600">
          Move ideas from the public board through pending, in progress, completed or rejected.
        </p>
      </div>

      {all && all.length > 0 && (
        <FilterButtons
          legend="Filter by status"
          options={options}
          value={filter}
          onChange={(next) =>
            setParams((current) =>
              withParams(current, { status: next === "all" ? undefined : next }),
            )
          }
        />
      )}

      <DataTable
        caption="Feature requests, most votes first"
        columns={featureRequestColumns({
          busyRequestId: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,
          onStatusChange,
        })}
        rows={shown}
        rowKey={(request) => request.id}
        rowLabel={(request) => request.title}
        loadingLabel="Loading feature requests"
        error={
          requests.isError
            ? {
                title: "Could not load feature requests",
                message: messageOf(requests.error, "Please check your connection and try again."),
                onRetry: () => requests.refetch(),
              }
            : undefined
        }
        empty={
          <EmptyState
            icon={Lightbulb}
            title={
              filter === "all"
                ? "No feature requests yet"
                : `No ${FEATURE_REQUEST_STATUS_LABELS[filter].toLowerCase()} feature requests`
            }
            action={
              filter === "all" ? undefined : (
                <Button variant="outline" onClick={() => setParams(new URLSearchParams())}>
                  Show all requests
                </Button>
              )
            }
          />
        }
      />
    </section>
  );
}
