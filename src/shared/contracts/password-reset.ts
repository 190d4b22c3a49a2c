import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "#shared/domain/limits";
import { isNotOnlyWhitespace } from "./common";
import { stringOr } from "./fields";

export const RESET_EMAIL_REQUIRED_MESSAGE = "Please enter your email address.";
export const RESET_EMAIL_INVALID_MESSAGE = "Please enter a valid email address";
/** The one answer to a reset request, whether or not an account has that address. */
export const RESET_LINK_SENT_MESSAGE = "If the email exists, a reset link has been sent.";
export const RESET_LINK_FAILED_MESSAGE = "Failed to send reset link. Please try again.";
export const RESET_LINK_INVALID_MESSAGE =
  "This password reset link is invalid or has expired. Please request a new one.";
export const RESET_FIELDS_MESSAGE = "Please fill in all fields.";
export const RESET_MISMATCH_MESSAGE = "Passwords do not match.";
export const RESET_PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const RESET_PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
export const RESET_PASSWORD_BLANK_MESSAGE = "Password cannot be only spaces.";
export const RESET_SUCCESS_MESSAGE = "Your password has been updated successfully.";
export const RESET_FAILED_MESSAGE = "Failed to reset password. Please try again.";

export const PasswordResetRequestBody = z.object({
  email: stringOr(RESET_EMAIL_REQUIRED_MESSAGE)
    .trim()
    .min(1, RESET_EMAIL_REQUIRED_MESSAGE)
    .max(EMAIL_MAX_LENGTH, RESET_EMAIL_INVALID_MESSAGE)
    .regex(EMAIL_PATTERN, RESET_EMAIL_INVALID_MESSAGE),
});
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>;

/** Any token that is not one of ours reads as the expired-link message, whatever is wrong with it. */
const TokenField = z
  .string({ error: RESET_LINK_INVALID_MESSAGE })
  .trim()
  .min(1, RESET_LINK_INVALID_MESSAGE)
  .max(200, RESET_LINK_INVALID_MESSAGE);

export const PasswordResetVerifyBody = z.object({ token: TokenField });
export type PasswordResetVerifyBody = z.infer<typeof PasswordResetVerifyBody>;

export const PasswordResetVerifyAnswer = z.object({ email: z.string() });
export type PasswordResetVerifyAnswer = z.infer<typeof PasswordResetVerifyAnswer>;

/** The account password rules (auth.ts) in the words of the reset page. */
export const NewPasswordField = stringOr(RESET_FIELDS_MESSAGE)
  .min(1, RESET_FIELDS_MESSAGE)
  .min(PASSWORD_MIN_LENGTH, RESET_PASSWORD_LENGTH_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, RESET_PASSWORD_TOO_LONG_MESSAGE)
  .refine(isNotOnlyWhitespace, RESET_PASSWORD_BLANK_MESSAGE);

export const PasswordResetCompleteBody = z.object({
  token: TokenField,
  newPassword: NewPasswordField,
});
export type PasswordResetCompleteBody = z.infer<typeof PasswordResetCompleteBody>;

/** The reset page's form: both fields filled, matching, and long enough, checked in that order. */
export const ResetPasswordForm = z
  .object({
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((form, ctx) => {
    if (!form.newPassword || !form.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: RESET_FIELDS_MESSAGE });
    } else if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: RESET_MISMATCH_MESSAGE });
    } else {
      const length = NewPasswordField.safeParse(form.newPassword);
      if (!length.success)
        ctx.addIssue({
          code: "custom",
          path: ["newPassword"],
          message: length.error.issues[0]?.message ?? RESET_PASSWORD_LENGTH_MESSAGE,
        });
    }
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
