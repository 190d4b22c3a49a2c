import { z } from "zod";
import { PLAN_TYPES } from "#shared/domain/plans";
import { CouponCode } from "./coupons";
import { SubscriptionView } from "./subscriptions";

export const PlanType = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanType>;

export const PAYMENT_PROVIDERS = ["test", "stripe"] as const;
export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/** Which card form /plans shows; with the test provider, no money moves. */
export const PaymentProviderView = z.object({ provider: PaymentProviderName });
export type PaymentProviderView = z.infer<typeof PaymentProviderView>;

export const ALREADY_SUBSCRIBED_MESSAGE = "You already have an active subscription.";
export const FREE_ACCOUNT_MESSAGE =
  "Your account has free lifetime access, so there is nothing to pay.";
export const PAYMENT_SUCCEEDED_MESSAGE = "Payment successful. Your Standard plan is now active.";
export const PAYMENT_NOT_FOUND_MESSAGE = "Payment not found. Please start again.";
export const PAYMENT_COMPLETED_MESSAGE = "This payment has already been completed.";
export const PAYMENT_EXPIRED_MESSAGE = "This payment has expired. Please start again.";
export const PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE =
  "We could not reach our payment provider. Please try again in a moment.";
export const TEST_PAYMENTS_UNAVAILABLE_MESSAGE = "Test payments are not available.";
export const CARD_DECLINED_MESSAGE = "Your card was declined.";
export const INSUFFICIENT_FUNDS_MESSAGE = "Your card has insufficient funds.";
export const UNKNOWN_TEST_CARD_MESSAGE =
  "Your card was declined. This test form accepts only the test card 4242 4242 4242 4242.";

/** The built-in test provider's cards, as Stripe's test mode knows them. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export const CreatePaymentIntentBody = z.object({
  planType: z.enum(PLAN_TYPES, { error: "Please choose a monthly or yearly plan." }),
  /** An empty box sends "" or nothing: no coupon. */
  couponCode: z
    .union([z.literal(""), CouponCode])
    .nullish()
    .transform((code) => code || undefined),
});
export type CreatePaymentIntentBody = z.input<typeof CreatePaymentIntentBody>;

/**
 * The spec's answer: a client secret for the card form, or one of the two free outcomes. The
 * provider (and Stripe's publishable key) tell the page which card form to show.
 */
export const PaymentIntentResponse = z.object({
  clientSecret: z.string().nullable(),
  freeSubscription: z.boolean(),
  freeAccount: z.boolean(),
  message: z.string(),
  provider: PaymentProviderName.nullable(),
  publishableKey: z.string().nullable(),
  planType: PlanType,
  /** What the card will be charged, after any coupon. */
  amountPence: z.number().int().min(0),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponse>;

const CARD_NUMBER_REQUIRED = "Please enter your card number.";
const CARD_NUMBER_INVALID = "Your card number is invalid.";
const EXPIRY_REQUIRED = "Please enter the expiry date.";
const EXPIRY_FORMAT = "Please enter the expiry date as MM/YY.";
const EXPIRY_PAST = "Your card's expiry date is in the past.";
const CVC_REQUIRED = "Please enter the security code (CVC).";
const CVC_INVALID = "Your card's security code is invalid.";
const NAME_REQUIRED = "Please enter the name on the card.";

/** The digits of a card number as typed, with its spaces and hyphens gone. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, "");
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const EXPIRY_PATTERN = /^(\d{2})\s*\/\s*(\d{2})$/;

/** A card is good until the end of its expiry month. */
export function isExpiryInFuture(expiry: string, now = new Date()): boolean {
  const match = EXPIRY_PATTERN.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return Date.UTC(year, month, 1) > now.getTime();
}

export const TestCardDetails = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(100),
  cardNumber: z
    .string({ error: CARD_NUMBER_REQUIRED })
    .transform(cardDigits)
    .superRefine((digits, context) => {
      if (digits === "") context.addIssue({ code: "custom", message: CARD_NUMBER_REQUIRED });
      else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
        context.addIssue({ code: "custom", message: CARD_NUMBER_INVALID });
    }),
  expiry: z
    .string({ error: EXPIRY_REQUIRED })
    .trim()
    .min(1, { error: EXPIRY_REQUIRED, abort: true })
    .superRefine((expiry, context) => {
      const match = EXPIRY_PATTERN.exec(expiry);
      const month = Number(match?.[1]);
      if (!match || month < 1 || month > 12)
        context.addIssue({ code: "custom", message: EXPIRY_FORMAT });
      else if (!isExpiryInFuture(expiry))
        context.addIssue({ code: "custom", message: EXPIRY_PAST });
    }),
  cvc: z
    .string({ error: CVC_REQUIRED })
    .trim()
    .min(1, { error: CVC_REQUIRED, abort: true })
    .regex(/^\d{3,4}$/, CVC_INVALID),
});
export type TestCardDetails = z.input<typeof TestCardDetails>;

export const ConfirmTestPaymentBody = TestCardDetails.extend({
  clientSecret: z.string().min(1).max(200),
});
export type ConfirmTestPaymentBody = z.input<typeof ConfirmTestPaymentBody>;

export const PaymentResult = z.object({
  message: z.string(),
  subscription: SubscriptionView,
});
export type PaymentResult = z.infer<typeof PaymentResult>;
