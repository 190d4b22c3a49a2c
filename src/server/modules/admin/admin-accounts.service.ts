import { or, sql } from "drizzle-orm";
import type { PasswordHashCost } from "#server/config";
import type { Db } from "#server/db/client";
import { violatedUniqueConstraint } from "#server/db/errors";
import { users } from "#server/db/schema";
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from "#server/lib/passwords";
import type { AdminAccountInput } from "#shared/contracts/admin";

/** A refusal the command line reports in one line, without a stack trace. */
export class AdminAccountError extends Error {}

const usernameTaken = (username: string) =>
  new AdminAccountError(`The username "${username}" is already taken.`);
const emailTaken = (email: string) =>
  new AdminAccountError(`An account with the email address "${email}" already exists.`);

/**
 * Creates an admin account. Registration never makes one (its role field allows only organizer
 * and supplier), so the command line that holds the database is the only way in.
 */
export async function createAdminAccount(
  db: Db,
  input: AdminAccountInput,
  hashCost: PasswordHashCost = "standard",
): Promise<{ id: number; username: string }> {
  if (isCommonPassword(input.password)) throw new AdminAccountError(COMMON_PASSWORD_MESSAGE);
  const [taken] = await db
    .select({ username: users.username })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = lower(${input.username})`,
        sql`lower(${users.email}) = lower(${input.email})`,
      ),
    )
    .limit(1);
  if (taken)
    throw taken.username.toLowerCase() === input.username.toLowerCase()
      ? usernameTaken(input.username)
      : emailTaken(input.email);
  try {
    const [created] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password, hashCost),
        role: "admin",
        // The operator who runs the command vouches for the address.
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id, username: users.username });
    if (!created) throw new Error("insert returned no row");
    return created;
  } catch (error) {
    // Someone else took the name between the check and the insert.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === "users_username_lower_key") throw usernameTaken(input.username);
    if (constraint === "users_email_lower_key") throw emailTaken(input.email);
    throw error;
  }
}
