import type { CouponView } from "#shared/contracts/coupons";
import { formatLongDate, formatPounds } from "#shared/domain/format";

export function formatDiscount(coupon: Pick<CouponView, "discountType" | "discountValue">) {
  return coupon.discountType === "percent"
    ? `${coupon.discountValue}% off`
    : `${formatPounds(coupon.discountValue)} off`;
}

export function formatValidity(coupon: Pick<CouponView, "validFrom" | "validUntil">) {
  const { validFrom, validUntil } = coupon;
  if (validFrom && validUntil)
    return `${formatLongDate(validFrom)} to ${formatLongDate(validUntil)}`;
  if (validFrom) return `From ${formatLongDate(validFrom)}`;
  if (validUntil) return `Until ${formatLongDate(validUntil)}`;
  return "No end date";
}

export function formatUses(coupon: Pick<CouponView, "currentUses" | "maxUses">) {
  return coupon.maxUses === null
    ? `${coupon.currentUses} (no limit)`
    : `${coupon.currentUses} of ${coupon.maxUses}`;
}

export type CouponState = "active" | "inactive" | "scheduled" | "expired" | "used_up";

/** Whether the coupon would work at this moment, and if not, why not. */
export function couponState(coupon: CouponView, now = new Date()): CouponState {
  if (!coupon.isActive) return "inactive";
  if (coupon.validUntil && new Date(coupon.validUntil) <= now) return "expired";
  if (coupon.maxUses !== null && coupon.currentUses >= coupon.maxUses) return "used_up";
  if (coupon.validFrom && new Date(coupon.validFrom) > now) return "scheduled";
  return "active";
}

export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: "Active",
  inactive: "Deactivated",
  scheduled: "Not started",
  expired: "Expired",
  used_up: "Used up",
};
