import { z } from "zod";
import { oneLine } from "./common";

/**
 * The building blocks of the form contracts. Required fields name the message a user sees when
 * the field is missing; optional ones say in their name what an empty answer becomes.
 */

/** A string whose missing or mistyped value reads as the form's own message, not zod's "expected string". */
export const stringOr = (missingMessage: string) => z.string({ error: missingMessage });

const atMost = (max: number) => `Must be at most ${max} characters`;

/** Free text that must be filled in: trimmed, not empty, at most `max` characters. */
export const requiredText = (missingMessage: string, max: number, tooLongMessage = atMost(max)) =>
  stringOr(missingMessage).trim().min(1, missingMessage).max(max, tooLongMessage);

/** One line that must be filled in: line breaks become spaces, then as `requiredText`. */
export const requiredLine = (missingMessage: string, max: number, tooLongMessage = atMost(max)) =>
  oneLine(stringOr(missingMessage)).trim().min(1, missingMessage).max(max, tooLongMessage);

/** Optional free text on a new record: left out, null or empty all become null. */
export const textEmptyAsNull = (max: number, base = z.string()) =>
  base
    .trim()
    .max(max, atMost(max))
    .nullish()
    .transform((value) => value || null);

/** Optional one line on a new record: left out, null or empty all become null. */
export const lineEmptyAsNull = (max: number) => textEmptyAsNull(max, oneLine(z.string()));

/**
 * Optional free text on an update: left out stays undefined (unchanged), while null or empty
 * becomes null (cleared).
 */
export const textUpdateEmptyAsNull = (max: number, base = z.string()) =>
  base
    .trim()
    .max(max, atMost(max))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Optional one line on an update: left out is unchanged, null or empty clears it. */
export const lineUpdateEmptyAsNull = (max: number) =>
  textUpdateEmptyAsNull(max, oneLine(z.string()));
