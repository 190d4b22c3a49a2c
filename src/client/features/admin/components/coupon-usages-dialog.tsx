import { Ticket } from "lucide-react";
import { Dialog } from "#client/components/ui/dialog";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Spinner } from "#client/components/ui/spinner";
import { useCouponUsages } from "#client/features/admin/api/coupons";
import { messageOf } from "#client/lib/api-client";
import type { CouponView } from "#shared/contracts/coupons";
import { formatLongDate } from "#shared/domain/format";

/** Who used a coupon and when, loaded when the dialog opens. */
export function CouponUsagesDialog({
  coupon,
  onClose,
}: {
  coupon: CouponView | null;
  onClose: () => void;
}) {
  const usages = useCouponUsages(coupon?.id ?? null);
  return (
    <Dialog
      open={coupon !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={coupon ? `Uses of ${coupon.code}` : "Coupon uses"}
    >
      {usages.data ? (
        usages.data.length === 0 ? (
          <EmptyState icon={Ticket} title="Not used yet" />
        ) : (
          <ul className="divide-y divide-slate-200">
            {usages.data.map((usage) => (
              <li key={usage.userId} className="flex flex-wrap justify-between gap-2 py-3 text-sm">
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium text-slate-900">{usage.displayName}</span>
                  <span className="truncate text-xs text-slate-600">
                    @{usage.username} · {usage.email}
                  </span>
                </span>
                <span className="text-slate-700">{formatLongDate(usage.usedAt)}</span>
              </li>
            ))}
          </ul>
        )
      ) : usages.isError ? (
        <ErrorState
          title="Could not load the uses"
          message={messageOf(usages.error, "Please check your connection and try again.")}
          onRetry={() => usages.refetch()}
        />
      ) : (
        <Spinner label="Loading uses" />
      )}
    </Dialog>
  );
}
