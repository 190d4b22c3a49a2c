import { and, ne, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema";
import { type AppError, conflict } from "#server/lib/errors";

export const USERNAME_TAKEN_MESSAGE = "That username is already taken. Please choose another.";
export const EMAIL_TAKEN_MESSAGE =
  "An account with that email address already exists. Try logging in instead.";

/** The refusal for a unique name the database turned down, or null for any other constraint. */
export function conflictFor(constraint: string | null): AppError | null {
  if (constraint === "users_username_lower_key") return conflict(USERNAME_TAKEN_MESSAGE);
  if (constraint === "users_email_lower_key") return conflict(EMAIL_TAKEN_MESSAGE);
  return null;
}

export async function findTakenConflict(
  db: Db,
  username: string,
  email: string,
  exceptUserId?: number,
) {
  // The account's own row matches its own username, so it is left out in the query: picking
  // the first of two rows would let the database's order decide whether a taken email is seen.
  const [taken] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(
          sql`lower(${users.username}) = lower(${username})`,
          sql`lower(${users.email}) = lower(${email})`,
        ),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  if (!taken) return null;
  return taken.username.toLowerCase() === username.toLowerCase()
    ? conflict(USERNAME_TAKEN_MESSAGE)
    : conflict(EMAIL_TAKEN_MESSAGE);
}

/**
 * The one name an account's login attempts count under, whether they type its username or its
 * email, in any case; a login string with no account counts under itself.
 */
/** The login counter's key for an account, whichever of its names was typed. */
export function accountLoginKey(userId: number): string {
  return `account:${userId}`;
}
