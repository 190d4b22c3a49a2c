import { z } from "zod";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from "#shared/domain/limits";
import { isNotOnlyWhitespace, oneLine } from "./common";
import { requiredLine, stringOr } from "./fields";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const COMPANY_NAME_MESSAGE = "Please enter your company name";
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_BLANK_MESSAGE = "Password cannot be only spaces";
export const LOGIN_FIELDS_MESSAGE = "Please fill in all fields";

export const EmailField = stringOr(REQUIRED_FIELDS_MESSAGE)
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(EMAIL_MAX_LENGTH, "Email address is too long")
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

export const UsernameField = oneLine(stringOr(REQUIRED_FIELDS_MESSAGE))
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_PATTERN, "Username may contain only letters, numbers, _ and -");

export const PasswordField = stringOr(REQUIRED_FIELDS_MESSAGE)
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(isNotOnlyWhitespace, PASSWORD_BLANK_MESSAGE);

export const RegisterBody = z
  .object({
    name: requiredLine(REQUIRED_FIELDS_MESSAGE, NAME_MAX_LENGTH),
    email: EmailField,
    username: UsernameField,
    password: PasswordField,
    role: z.enum(["organizer", "supplier"]).default("organizer"),
    companyName: oneLine(z.string()).trim().max(NAME_MAX_LENGTH).optional(),
    categories: z.array(z.enum(CATEGORY_KEYS)).max(20).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role === "supplier" && !body.companyName) {
      ctx.addIssue({ code: "custom", path: ["companyName"], message: COMPANY_NAME_MESSAGE });
    }
  });
export type RegisterBody = z.input<typeof RegisterBody>;
export type RegisterInput = z.output<typeof RegisterBody>;

export const LoginBody = z.object({
  username: stringOr(LOGIN_FIELDS_MESSAGE)
    .trim()
    .min(1, LOGIN_FIELDS_MESSAGE)
    .max(EMAIL_MAX_LENGTH),
  password: stringOr(LOGIN_FIELDS_MESSAGE).min(1, LOGIN_FIELDS_MESSAGE).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;
