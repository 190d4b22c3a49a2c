import { z } from "zod";
import { formatNumber } from "#shared/domain/format";
import { COUPON_CODE_MAX_LENGTH } from "#shared/domain/limits";
import { INTEGER_MAX } from "./common";

export const DISCOUNT_TYPES = ["percent", "fixed"] as const;
export const DiscountType = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof DiscountType>;

export const COUPON_DESCRIPTION_MAX_LENGTH = 200;
/** A fixed discount cannot take more than the dearest plan costs. */
export const COUPON_FIXED_MAX_PENCE = 20_000;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;

export const COUPON_CODE_REQUIRED_MESSAGE = "Please enter a coupon code.";
export const COUPON_NOT_FOUND_MESSAGE = "Invalid coupon code.";
export const COUPON_INACTIVE_MESSAGE = "This coupon is no longer active.";
export const COUPON_NOT_STARTED_MESSAGE = "This coupon is not valid yet.";
export const COUPON_EXPIRED_MESSAGE = "This coupon has expired.";
export const COUPON_USED_UP_MESSAGE = "This coupon has reached its usage limit.";
export const COUPON_ALREADY_USED_MESSAGE = "You have already used this coupon.";
export const COUPON_CODE_TAKEN_MESSAGE = "A coupon with this code already exists.";
export const COUPON_NOT_FOUND_BY_ID_MESSAGE = "Coupon not found.";

/** Codes are kept and compared in capitals, so "eazy20" and "EAZY20" are the same coupon. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const CouponCode = z
  .string({ error: COUPON_CODE_REQUIRED_MESSAGE })
  .trim()
  .min(1, COUPON_CODE_REQUIRED_MESSAGE)
  .max(COUPON_CODE_MAX_LENGTH, COUPON_NOT_FOUND_MESSAGE);

export const ValidateCouponBody = z.object({ couponCode: CouponCode });
export type ValidateCouponBody = z.input<typeof ValidateCouponBody>;

/** What the Standard plan costs with the coupon, in pence, for each billing period. */
export const PricesAfterDiscount = z.object({
  monthly: z.number().int().min(0),
  yearly: z.number().int().min(0),
});
export type PricesAfterDiscount = z.infer<typeof PricesAfterDiscount>;

/** The spec's answer ({valid, message}); a valid coupon also says what it takes off. */
export const CouponValidation = z.object({
  valid: z.boolean(),
  message: z.string(),
  code: z.string().optional(),
  discountType: DiscountType.optional(),
  /** Percent (1–100) or pence off. */
  discountValue: z.number().int().optional(),
  priceAfterDiscount: PricesAfterDiscount.optional(),
});
export type CouponValidation = z.infer<typeof CouponValidation>;

export const COUPON_DATE_RANGE_MESSAGE = "Please enter a date between the years 1970 and 9999.";
const EARLIEST_DATE = Date.UTC(1970, 0, 1);
const LATEST_DATE = Date.UTC(10_000, 0, 1) - 1;

const optionalDate = z.iso
  .datetime({ offset: true, error: "Please enter a valid date and time." })
  // In UTC, as the database keeps it: an offset can carry a date into the year 10000.
  .refine((value) => {
    const time = new Date(value).getTime();
    return time >= EARLIEST_DATE && time <= LATEST_DATE;
  }, COUPON_DATE_RANGE_MESSAGE)
  .nullish()
  .transform((value) => (value ? new Date(value) : null));

/** A new coupon, as an admin enters it. */
export const CreateCouponBody = z
  .object({
    code: z
      .string({ error: COUPON_CODE_REQUIRED_MESSAGE })
      .trim()
      .min(3, "A coupon code needs at least 3 characters.")
      .max(
        COUPON_CODE_MAX_LENGTH,
        `A coupon code has at most ${COUPON_CODE_MAX_LENGTH} characters.`,
      )
      .transform(normalizeCouponCode)
      .pipe(
        z
          .string()
          .regex(
            COUPON_CODE_PATTERN,
            "Use only letters, digits, hyphens and underscores in a coupon code.",
          ),
      ),
    discountType: z.enum(DISCOUNT_TYPES, { error: "Please choose a percent or a fixed discount." }),
    discountValue: z
      .number({ error: "Please enter the discount." })
      .int("The discount must be a whole number.")
      .positive("The discount must be more than 0."),
    description: z
      .string()
      .trim()
      .max(COUPON_DESCRIPTION_MAX_LENGTH)
      .nullish()
      .transform((value) => value || null),
    isActive: z.boolean().default(true),
    /** Null or absent: no limit. */
    maxUses: z
      .number()
      .int("Maximum uses must be a whole number.")
      .positive("Maximum uses must be at least 1.")
      .max(INTEGER_MAX, `Maximum uses can be at most ${formatNumber(INTEGER_MAX)}.`)
      .nullish()
      .transform((value) => value ?? null),
    validFrom: optionalDate,
    validUntil: optionalDate,
  })
  .superRefine((coupon, context) => {
    if (coupon.discountType === "percent" && coupon.discountValue > 100)
      context.addIssue({
        code: "custom",
        path: ["discountValue"],
        message: "A percent discount is between 1 and 100.",
      });
    if (coupon.discountType === "fixed" && coupon.discountValue > COUPON_FIXED_MAX_PENCE)
      context.addIssue({
        code: "custom",
        path: ["discountValue"],
        message: "A fixed discount cannot be more than £200 (20000 pence).",
      });
    if (coupon.validFrom && coupon.validUntil && coupon.validUntil <= coupon.validFrom)
      context.addIssue({
        code: "custom",
        path: ["validUntil"],
        message: "The end of the validity window must come after its start.",
      });
  });
export type CreateCouponBody = z.input<typeof CreateCouponBody>;
export type CreateCouponInput = z.output<typeof CreateCouponBody>;

/** A coupon as the admin console lists it. */
export const CouponView = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: DiscountType,
  discountValue: z.number().int(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type CouponView = z.infer<typeof CouponView>;

/** The price with the discount taken off, in pence, never below zero. */
export function priceAfterDiscount(
  pricePence: number,
  discount: { discountType: DiscountType; discountValue: number },
): number {
  const off =
    discount.discountType === "percent"
      ? Math.round((pricePence * Math.min(discount.discountValue, 100)) / 100)
      : discount.discountValue;
  return Math.max(0, pricePence - off);
}
