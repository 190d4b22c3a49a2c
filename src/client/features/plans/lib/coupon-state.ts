import type { CouponValidation } from "#shared/contracts/coupons";

/** The spec's coupon states: unchecked, being checked, valid or invalid (or the check failed). */
export type CouponState =
  | { status: "unchecked" }
  | { status: "checking" }
  | { status: "valid"; result: CouponValidation & { valid: true } }
  | { status: "invalid"; message: string }
  | { status: "error" };

export const COUPON_CHECK_FAILED_MESSAGE = "Error validating coupon";
