import { eq, like, or, sql } from "drizzle-orm";
import type { PasswordHashCost } from "#server/config";
import type { Db } from "#server/db/client";
import { violatedUniqueConstraint } from "#server/db/errors";
import type { UserRow } from "#server/db/schema";
import { users } from "#server/db/schema";
import { AppError, badRequest } from "#server/lib/errors";
import {
  burnPasswordCheck,
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from "#server/lib/passwords";
import { slugify } from "#server/lib/slug";
import {
  accountLoginKey,
  conflictFor,
  findTakenConflict,
} from "#server/modules/users/account-names";
import type { RegisterInput } from "#shared/contracts/auth";

export const INVALID_LOGIN_MESSAGE = "Invalid username or password";
export const SUSPENDED_MESSAGE = "This account has been suspended. Please contact support.";

export function assertPasswordAllowed(password: string) {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { password: [COMMON_PASSWORD_MESSAGE] });
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
