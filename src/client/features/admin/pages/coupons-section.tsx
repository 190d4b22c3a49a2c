import { Plus, TicketPercent } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog";
import { DataTable } from "#client/components/ui/data-table";
import { EmptyState } from "#client/components/ui/empty-state";
import { toast } from "#client/components/ui/toast";
import { useAdminCoupons, useDeactivateCoupon } from "#client/features/admin/api/coupons";
import { couponColumns } from "#client/features/admin/components/coupon-columns";
import { CouponUsagesDialog } from "#client/features/admin/components/coupon-usages-dialog";
import { NewCouponDialog } from "#client/features/admin/components/new-coupon-dialog";
import { messageOf } from "#client/lib/api-client";
import type { CouponView } from "#shared/contracts/coupons";

export function CouponsSection() {
  const headingId = useId();
  const coupons = useAdminCoupons();
  const deactivate = useDeactivateCoupon();
  const [isCreating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<CouponView | null>(null);
  const [showingUsages, setShowingUsages] = useState<CouponView | null>(null);
  const newCouponButton = useRef<HTMLButtonElement>(null);

  const onCreateOpenChange = (open: boolean) => {
    setCreating(open);
    // The shared Dialog has no Radix Trigger to hand focus back to, so the opener takes it back.
    if (!open) setTimeout(() => newCouponButton.current?.focus(), 0);
  };

  const onDeactivate = () => {
    if (!deactivating) return;
    const target = deactivating;
    deactivate.mutate(target.id, {
      onSuccess() {
        toast({
          title: "Coupon deactivated",
          description: `${target.code} no longer works. Its past uses stay recorded.`,
          variant: "success",
        });
        setDeactivating(null);
      },
      onError(error) {
        toast({
          title: "Error",
          description: messageOf(error, "Could not deactivate the coupon. Please try again."),
          variant: "destructive",
        });
      },
    });
  };

  const newCoupon = (
    <Button ref={newCouponButton} onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      New coupon
    </Button>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            Coupons
          </h2>
          <p className="text-sm text-slate-600">
            Discounts on the Standard plan. A coupon that brings the price to £0 activates the plan
            without payment.
          </p>
        </div>
        {coupons.data && coupons.data.length > 0 && newCoupon}
      </div>

      <DataTable
        caption="Coupons, newest first"
        columns={couponColumns({
          onShowUsages: setShowingUsages,
          onDeactivate: setDeactivating,
        })}
        rows={coupons.data}
        rowKey={(coupon) => coupon.id}
        rowLabel={(coupon) => `Coupon ${coupon.code}`}
        loadingLabel="Loading coupons"
        error={
          coupons.isError
            ? {
                title: "Could not load coupons",
                message: messageOf(coupons.error, "Please check your connection and try again."),
                onRetry: () => coupons.refetch(),
              }
            : undefined
        }
        empty={
          <EmptyState
            icon={TicketPercent}
            title="No coupons yet"
            description="Create one to offer suppliers a discount on the Standard plan."
            action={newCoupon}
          />
        }
      />

      <NewCouponDialog open={isCreating} onOpenChange={onCreateOpenChange} />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title={deactivating ? `Deactivate ${deactivating.code}?` : "Deactivate coupon"}
        description="Suppliers can no longer use it, and it cannot be switched back on. Its past uses stay recorded."
        confirmLabel="Deactivate coupon"
        pendingLabel="Deactivating..."
        isPending={deactivate.isPending}
        onConfirm={onDeactivate}
      />
      <CouponUsagesDialog coupon={showingUsages} onClose={() => setShowingUsages(null)} />
    </section>
  );
}
