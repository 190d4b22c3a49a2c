import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { CouponValidation } from "#shared/contracts/coupons";

export function validateCoupon(couponCode: string): Promise<CouponValidation> {
  return api.post<CouponValidation>("/api/validate-coupon", { couponCode });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
