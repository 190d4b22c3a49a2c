import { z } from "zod";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import { formatPounds } from "#shared/domain/format";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SERVICE_AREA_MAX_KM,
  SERVICE_AREA_MIN_KM,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from "#shared/domain/limits";
import { parseStartingPrice, STARTING_PRICE_MESSAGE } from "#shared/domain/price";
import { coordinate, isNotOnlyWhitespace, oneLine } from "./common";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const COMPANY_NAME_MESSAGE = "Please enter your company name";
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_BLANK_MESSAGE = "Password cannot be only spaces";
export const LOGIN_FIELDS_MESSAGE = "Please fill in all fields";
export const PROFILE_REQUIRED_MESSAGE =
  "Missing Required Fields: Please fill in your name and email address.";

/** A field left out (or sent as null) gets the form's own message, not zod's "expected string". */
const text = (missingMessage: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? missingMessage : undefined,
  });

const requiredLine = (max: number) =>
  oneLine(text(REQUIRED_FIELDS_MESSAGE))
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

export const EmailField = text(REQUIRED_FIELDS_MESSAGE)
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(EMAIL_MAX_LENGTH, "Email address is too long")
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

export const UsernameField = oneLine(text(REQUIRED_FIELDS_MESSAGE))
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_PATTERN, "Username may contain only letters, numbers, _ and -");

export const PasswordField = text(REQUIRED_FIELDS_MESSAGE)
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(isNotOnlyWhitespace, PASSWORD_BLANK_MESSAGE);

export const RegisterBody = z
  .object({
    name: requiredLine(NAME_MAX_LENGTH),
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
  username: text(LOGIN_FIELDS_MESSAGE).trim().min(1, LOGIN_FIELDS_MESSAGE).max(EMAIL_MAX_LENGTH),
  password: text(LOGIN_FIELDS_MESSAGE).min(1, LOGIN_FIELDS_MESSAGE).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

const optionalText = (max: number, base = z.string()) =>
  base
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    // Left out means unchanged; sent empty or null means cleared.
    .transform((value) => (value === undefined ? undefined : value || null));

/** Images are uploaded first; the profile only refers to our own upload paths. */
const UploadPath = z
  .string()
  .max(300)
  .regex(/^\/uploads\/(?!.*\.\.)[\w./-]+$/, "Images must be uploaded first");

export const UpdateProfileBody = z.object({
  name: oneLine(text(PROFILE_REQUIRED_MESSAGE))
    .trim()
    .min(1, PROFILE_REQUIRED_MESSAGE)
    .max(NAME_MAX_LENGTH),
  email: text(PROFILE_REQUIRED_MESSAGE)
    .trim()
    .min(1, PROFILE_REQUIRED_MESSAGE)
    .max(EMAIL_MAX_LENGTH)
    .regex(EMAIL_PATTERN, EMAIL_MESSAGE),
  businessName: optionalText(NAME_MAX_LENGTH, oneLine(z.string())),
  description: optionalText(5000),
  address: optionalText(300),
  phone: optionalText(40, oneLine(z.string())),
  website: z
    .union([
      z.literal(""),
      z.url({ protocol: /^https?$/, message: "Please enter a valid website address" }),
    ])
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  categories: z.array(z.enum(CATEGORY_KEYS)).max(20).optional(),
  serviceArea: z.number().int().min(SERVICE_AREA_MIN_KM).max(SERVICE_AREA_MAX_KM).optional(),
  profileImage: UploadPath.nullish(),
  coverImage: UploadPath.nullish(),
  /** "Starting from £": one amount, stored as the card's price line ("£1,250"). Empty clears it. */
  priceRange: oneLine(z.string())
    .trim()
    .max(40, STARTING_PRICE_MESSAGE)
    .refine((text) => text === "" || parseStartingPrice(text) !== null, STARTING_PRICE_MESSAGE)
    .nullish()
    .transform((text) => {
      if (text === undefined) return undefined;
      const pence = text ? parseStartingPrice(text) : null;
      return pence === null ? null : formatPounds(pence);
    }),
  latitude: coordinate(90).nullish(),
  longitude: coordinate(180).nullish(),
  emailNotifications: z.boolean().optional(),
  /** Needed only when the email address changes. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE =
  "Please enter your current password to change your email address.";
export const EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE = "Your current password is not correct.";
export type UpdateProfileInput = z.output<typeof UpdateProfileBody>;
