import { Ban, ListChecks } from "lucide-react";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import {
  COUPON_STATE_LABELS,
  type CouponState,
  couponState,
  formatDiscount,
  formatUses,
  formatValidity,
} from "#client/features/admin/lib/coupon-format";
import { useIsWideScreen } from "#client/features/admin/lib/use-media-query";
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

/** A table on wide screens; one card per coupon on phones. */
export function CouponsList({
  coupons,
  ...handlers
}: { coupons: CouponView[] } & CouponActionHandlers) {
  const isWide = useIsWideScreen();
  if (!isWide) {
    return (
      <ul className="space-y-3">
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <article
              aria-label={`Coupon ${coupon.code}`}
              className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <CouponCode coupon={coupon} />
                <CouponStateBadge coupon={coupon} />
              </div>
              <dl className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-xs font-medium text-slate-600">Discount</dt>
                  <dd className="text-slate-900">{formatDiscount(coupon)}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-slate-600">Uses</dt>
                  <dd className="text-slate-900">{formatUses(coupon)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs font-medium text-slate-600">Valid</dt>
                  <dd className="text-slate-900">{formatValidity(coupon)}</dd>
                </div>
              </dl>
              <CouponActions coupon={coupon} {...handlers} />
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Coupons, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Code
            </th>
            <th scope="col" className="px-4 py-3">
              Discount
            </th>
            <th scope="col" className="px-4 py-3">
              Valid
            </th>
            <th scope="col" className="px-4 py-3">
              Uses
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {coupons.map((coupon) => (
            <tr key={coupon.id} className="align-top">
              <th scope="row" className="max-w-56 px-4 py-3 font-normal">
                <CouponCode coupon={coupon} />
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-slate-900">
                {formatDiscount(coupon)}
              </td>
              <td className="px-4 py-3 text-slate-700">{formatValidity(coupon)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-900">{formatUses(coupon)}</td>
              <td className="px-4 py-3">
                <CouponStateBadge coupon={coupon} />
              </td>
              <td className="px-4 py-3 text-right">
                <CouponActions coupon={coupon} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
