import { z } from "zod";

/** The answer to every write a person with an unconfirmed address may not make yet (403). */
export const CONFIRM_EMAIL_FIRST_MESSAGE = "Please confirm your email address first.";
/** The same refusal, naming what waits for the confirmation. */
export const confirmEmailBefore = (doing: string) =>
  `Please confirm your email address before ${doing}.`;
export const CONFIRM_EMAIL_BEFORE_BADGE_MESSAGE = confirmEmailBefore("adding a badge");
export const CONFIRM_EMAIL_BEFORE_IMPORT_MESSAGE = confirmEmailBefore("importing a calendar");
export const CONFIRM_EMAIL_BEFORE_FEED_MESSAGE = confirmEmailBefore("making a calendar feed");
export const CONFIRM_EMAIL_BEFORE_REPORT_MESSAGE = confirmEmailBefore("reporting a review");
export const EMAIL_VERIFIED_MESSAGE = "Thank you: your email address is confirmed.";
export const VERIFY_LINK_INVALID_MESSAGE =
  "This confirmation link is invalid or has expired. Please ask for a new one.";
export const VERIFY_LINK_SENT_MESSAGE = "We have sent you a new confirmation link.";
export const ALREADY_VERIFIED_MESSAGE = "Your email address is already confirmed.";
export const VERIFY_EMAILS_PAUSED_MESSAGE =
  "We have sent several confirmation links already. Please check your inbox and spam folder, or try again later.";

/** Any token that is not one of ours reads as the expired-link message, whatever is wrong with it. */
export const VerifyEmailBody = z.object({
  token: z
    .string({ error: VERIFY_LINK_INVALID_MESSAGE })
    .trim()
    .min(1, VERIFY_LINK_INVALID_MESSAGE)
    .max(200, VERIFY_LINK_INVALID_MESSAGE),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;
