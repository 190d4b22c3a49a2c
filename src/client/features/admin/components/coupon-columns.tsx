import { Ban, ListChecks } from "lucide-react";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import type { DataTableColumn } from "#client/components/ui/data-table";
import {
  COUPON_STATE_LABELS,
  type CouponState,
  couponState,
  formatDiscount,
  formatUses,
  formatValidity,
} from "#client/features/admin/lib/coupon-format";
import type { CouponView } from "#shared/contracts/coupons";

export interface CouponActionHandlers {
  onShowUsages: (coupon: CouponView) => void;
  onDeactivate: (coupon: CouponView) => void;
}

const STATE_TONES: Record<CouponState, "green" | "neutral" | "amber" | "red"> = {
  active: "green",
  inactive: "neutral",
  scheduled: "amber",
  expired: "red",
  used_up: "red",
};

function CouponStateBadge({ coupon }: { coupon: CouponView }) {
  const state = couponState(coupon);
  return <Badge tone={STATE_TONES[state]}>{COUPON_STATE_LABELS[state]}</Badge>;
}

function CouponCode({ coupon }: { coupon: CouponView }) {
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-mono font-semibold text-slate-900">{coupon.code}</span>
      {coupon.description && (
        <span className="text-xs break-words text-slate-600">{coupon.description}</span>
      )}
    </span>
  );
}

function CouponActions({
  coupon,
  onShowUsages,
  onDeactivate,
}: { coupon: CouponView } & CouponActionHandlers) {
  return (
    <span className="flex flex-wrap justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onShowUsages(coupon)}
        aria-label={`Uses of ${coupon.code}`}
      >
        <ListChecks aria-hidden="true" />
        Uses
      </Button>
      {coupon.isActive && (
        <Button
          variant="outline"
          size="sm"
          className="border-red-300 text-red-800 hover:bg-red-50"
          onClick={() => onDeactivate(coupon)}
          aria-label={`Deactivate ${coupon.code}`}
        >
          <Ban aria-hidden="true" />
          Deactivate
        </Button>
      )}
    </span>
  );
}

/** The coupons list: code, discount, validity, uses so far, state, actions. */
export function couponColumns(handlers: CouponActionHandlers): DataTableColumn<CouponView>[] {
  return [
    {
      header: "Code",
      card: "lead",
      className: "max-w-56",
      cell: (coupon) => <CouponCode coupon={coupon} />,
    },
    { header: "Discount", card: "field", className: "whitespace-nowrap", cell: formatDiscount },
    { header: "Valid", card: "wide-field", cell: formatValidity },
    { header: "Uses", card: "field", className: "whitespace-nowrap", cell: formatUses },
    { header: "Status", card: "badge", cell: (coupon) => <CouponStateBadge coupon={coupon} /> },
    {
      header: "Actions",
      card: "actions",
      cell: (coupon) => <CouponActions coupon={coupon} {...handlers} />,
    },
  ];
}
