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
