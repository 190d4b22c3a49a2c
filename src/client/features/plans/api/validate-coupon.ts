import { useMutation } from "@tanstack/react-query";
import type { CouponValidation } from "../../../../shared/contracts/coupons";
import { api } from "../../../lib/api-client";

export function validateCoupon(couponCode: string): Promise<CouponValidation> {
  return api.post<CouponValidation>("/api/validate-coupon", { couponCode });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
