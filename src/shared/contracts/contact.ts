import { z } from "zod";
import { NAME_MAX_LENGTH } from "#shared/domain/limits";
import { EmailField } from "./auth";
import { requiredLine, stringOr } from "./fields";

export const CONTACT_TOPICS = {
  general: "General question",
  account: "My account",
  quotes: "Requests and quotes",
  plans: "Plans and billing",
  refunds: "Refunds",
  safety: "Safety or a report about a user",
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

export const CONTACT_SUBJECT_MAX_LENGTH = 120;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

export const CONTACT_NAME_MESSAGE = "Please enter your name";
export const CONTACT_SUBJECT_MESSAGE = "Please enter a subject";
export const CONTACT_MESSAGE_MESSAGE = `Please write your message (at least ${CONTACT_MESSAGE_MIN_LENGTH} characters)`;
export const CONTACT_SENT_MESSAGE =
  "Thank you. Your message is on its way to our support team, and we will reply by email, usually within one working day.";

/** The Contact Us form. Name and subject reach an email's headers, so they are kept to one line. */
export const ContactBody = z.object({
  name: requiredLine(CONTACT_NAME_MESSAGE, NAME_MAX_LENGTH),
  email: EmailField,
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]], {
    error: "Please choose what your message is about",
  }),
  subject: requiredLine(CONTACT_SUBJECT_MESSAGE, CONTACT_SUBJECT_MAX_LENGTH),
  message: stringOr(CONTACT_MESSAGE_MESSAGE)
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_MESSAGE_MESSAGE)
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
});
export type ContactBody = z.infer<typeof ContactBody>;
