import { and, eq, like, ne, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { violatedUniqueConstraint } from "#server/db/errors";
import type { UserRow } from "#server/db/schema";
import { users } from "#server/db/schema";
import { AppError, badRequest, conflict } from "#server/lib/errors";
import {
  burnPasswordCheck,
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  type PasswordHashCost,
  verifyPassword,
} from "#server/lib/passwords";
import { slugify } from "#server/lib/slug";
import type { RegisterInput } from "#shared/contracts/auth";

export const INVALID_LOGIN_MESSAGE = "Invalid username or password";
export const USERNAME_TAKEN_MESSAGE = "That username is already taken. Please choose another.";
export const EMAIL_TAKEN_MESSAGE =
  "An account with that email address already exists. Try logging in instead.";
export const SUSPENDED_MESSAGE = "This account has been suspended. Please contact support.";

export function conflictFor(constraint: string | null): AppError | null {
  if (constraint === "users_username_lower_key") return conflict(USERNAME_TAKEN_MESSAGE);
  if (constraint === "users_email_lower_key") return conflict(EMAIL_TAKEN_MESSAGE);
  return null;
}

export function assertPasswordAllowed(password: string) {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { password: [COMMON_PASSWORD_MESSAGE] });
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

export async function uniqueSlug(db: Db, base: string): Promise<string> {
  const slug = slugify(base);
  const rows = await db
    .select({ urlSlug: users.urlSlug })
    .from(users)
    .where(or(eq(users.urlSlug, slug), like(users.urlSlug, `${slug}-%`)));
  const taken = new Set(rows.map((row) => row.urlSlug));
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

export async function registerUser(
  db: Db,
  input: RegisterInput,
  hashCost: PasswordHashCost = "standard",
): Promise<UserRow> {
  assertPasswordAllowed(input.password);
  const existing = await findTakenConflict(db, input.username, input.email);
  if (existing) throw existing;
  const isSupplier = input.role === "supplier";
  const businessName = isSupplier ? input.companyName?.trim() || null : null;
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password, hashCost),
        role: input.role,
        name: input.name,
        businessName,
        urlSlug: isSupplier ? await uniqueSlug(db, businessName ?? input.username) : null,
        categories: isSupplier ? (input.categories ?? []) : [],
      })
      .returning();
    if (!user) throw new Error("insert returned no row");
    return user;
  } catch (error) {
    throw conflictFor(violatedUniqueConstraint(error)) ?? error;
  }
}

/**
 * The one name an account's login attempts count under, whether they type its username or its
 * email, in any case; a login string with no account counts under itself.
 */
/** The login counter's key for an account, whichever of its names was typed. */
export function accountLoginKey(userId: number): string {
  return `account:${userId}`;
}

export async function loginAttemptKey(db: Db, login: string): Promise<string> {
  const normalized = login.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(sql`lower(${users.username}) = ${normalized}`, sql`lower(${users.email}) = ${normalized}`),
    )
    .limit(1);
  return user ? accountLoginKey(user.id) : `name:${normalized}`;
}

/** Accepts a username or an email. The same answer whether the account exists or not. */
export async function authenticate(
  db: Db,
  login: string,
  password: string,
  hashCost: PasswordHashCost = "standard",
): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = lower(${login})`,
        sql`lower(${users.email}) = lower(${login})`,
      ),
    )
    .limit(1);
  if (!user) {
    await burnPasswordCheck(password, hashCost);
    throw new AppError(401, INVALID_LOGIN_MESSAGE, "invalid_credentials");
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(401, INVALID_LOGIN_MESSAGE, "invalid_credentials");
  }
  if (user.suspendedAt) throw new AppError(403, SUSPENDED_MESSAGE, "suspended");
  return user;
}
