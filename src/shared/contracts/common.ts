import { z } from "zod";

export const ErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageBody = z.object({ message: z.string() });

/** The largest value a PostgreSQL `integer` column holds: every id, count and amount in pence. */
export const INTEGER_MAX = 2_147_483_647;
export const ID_INVALID_MESSAGE = `Ids are whole numbers from 1 to ${INTEGER_MAX}.`;

/**
 * A row's id in a path, query or body: a whole number the id column can hold, so an id beyond
 * it is a refused request rather than a failed query. `message` replaces every rule's words.
 */
export const idField = (message = ID_INVALID_MESSAGE) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INTEGER_MAX, message);

export const IdParams = z.object({ id: idField() });

/**
 * Degrees of latitude or longitude, kept to six decimals (about 10 cm): a value as small as
 * 1e-320 is a number to JavaScript but out of range for PostgreSQL's double precision.
 */
export const coordinate = (limit: 90 | 180, base = z.number()) =>
  base
    .min(-limit)
    .max(limit)
    .overwrite((degrees) => Math.round(degrees * 1e6) / 1e6);

/** False for text made only of whitespace; empty text is left to the field's required rule. */
export const isNotOnlyWhitespace = (text: string): boolean => text === "" || /\S/.test(text);

/** Line breaks and the other characters that end a line in an email header or a log line. */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/** The text on one line: each run of line breaks becomes one space. */
export function toOneLine(text: string): string {
  return text.replace(LINE_BREAKS, " ");
}

/**
 * One-line text (names, titles, company names, anything that reaches an email subject): line
 * breaks become spaces before the schema's own rules, such as `.trim()` and lengths, apply.
 */
export const oneLine = (schema: z.ZodString): z.ZodString => schema.overwrite(toOneLine);
