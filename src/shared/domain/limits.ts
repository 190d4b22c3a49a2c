export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[a-z0-9_-]+$/i;
/**
 * One email address: the spec's rule (text, an at sign, text, a dot, then text), with no
 * character that lists, quotes or routes recipients (`,` `;` `<>` `"` `()` `[]` `\` `:` `%`) and
 * a domain of letters, digits and hyphens, so a mail server is never handed several addresses.
 */
export const EMAIL_PATTERN =
  /^[^\s@,;<>"()[\]\\:%]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const SERVICE_AREA_MIN_KM = 5;
export const SERVICE_AREA_MAX_KM = 100;
export const SERVICE_AREA_DEFAULT_KM = 50;
export const MONTHLY_PRICE_PENCE = 2000;
export const YEARLY_PRICE_PENCE = 20000;
export const DEFAULT_MONTHLY_QUOTE_LIMIT = 1;
export const COUPON_CODE_MAX_LENGTH = 40;
/** The directory's page size: a shorter page is the last one. */
export const DIRECTORY_PAGE_SIZE = 24;
/** The directory's distance slider, in kilometres. */
export const DIRECTORY_DISTANCE = { min: 5, max: 500, step: 5, default: 25 } as const;
