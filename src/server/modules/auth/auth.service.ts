import { eq, like, or, sql } from "drizzle-orm";
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
  verifyPassword,
} from "#server/lib/passwords";
import { slugify } from "#server/lib/slug";
import {
  EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE,
  type RegisterInput,
  type UpdateProfileInput,
} from "#shared/contracts/auth";

export const INVALID_LOGIN_MESSAGE = "Invalid username or password";
export const USERNAME_TAKEN_MESSAGE = "That username is already taken. Please choose another.";
export const EMAIL_TAKEN_MESSAGE =
  "An account with that email address already exists. Try logging in instead.";
export const SUSPENDED_MESSAGE = "This account has been suspended. Please contact support.";

function conflictFor(constraint: string | null): AppError | null {
  if (constraint === "users_username_lower_key") return conflict(USERNAME_TAKEN_MESSAGE);
  if (constraint === "users_email_lower_key") return conflict(EMAIL_TAKEN_MESSAGE);
  return null;
}

export function assertPasswordAllowed(password: string) {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { password: [COMMON_PASSWORD_MESSAGE] });
}

async function findTakenConflict(db: Db, username: string, email: string, exceptUserId?: number) {
  const [taken] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = lower(${username})`,
        sql`lower(${users.email}) = lower(${email})`,
      ),
    )
    .limit(2);
  if (!taken || taken.id === exceptUserId) return null;
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

export async function registerUser(db: Db, input: RegisterInput): Promise<UserRow> {
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
        passwordHash: await hashPassword(input.password),
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
export async function loginAttemptKey(db: Db, login: string): Promise<string> {
  const normalized = login.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(sql`lower(${users.username}) = ${normalized}`, sql`lower(${users.email}) = ${normalized}`),
    )
    .limit(1);
  return user ? `account:${user.id}` : `name:${normalized}`;
}

/** Accepts a username or an email. The same answer whether the account exists or not. */
export async function authenticate(db: Db, login: string, password: string): Promise<UserRow> {
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
    await burnPasswordCheck(password);
    throw new AppError(401, INVALID_LOGIN_MESSAGE, "invalid_credentials");
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(401, INVALID_LOGIN_MESSAGE, "invalid_credentials");
  }
  if (user.suspendedAt) throw new AppError(403, SUSPENDED_MESSAGE, "suspended");
  return user;
}

export interface ProfileUpdate {
  user: UserRow;
  /** The address the account had before, when this update changed it. */
  previousEmail: string | null;
}

/** A new email address needs the current password, and is unconfirmed until its own link is used. */
async function assertMayChangeEmail(user: UserRow, input: UpdateProfileInput): Promise<boolean> {
  if (input.email.toLowerCase() === user.email.toLowerCase()) return false;
  if (!input.currentPassword)
    throw badRequest(EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE, {
      currentPassword: [EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE],
    });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badRequest(EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE, {
      currentPassword: [EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE],
    });
  return true;
}

export async function updateProfile(
  db: Db,
  user: UserRow,
  input: UpdateProfileInput,
): Promise<ProfileUpdate> {
  const existing = await findTakenConflict(db, user.username, input.email, user.id);
  if (existing && existing.message === EMAIL_TAKEN_MESSAGE) throw existing;
  const emailChanges = await assertMayChangeEmail(user, input);
  const isSupplier = user.role === "supplier";
  const changes: Partial<typeof users.$inferInsert> = {
    name: input.name,
    email: input.email,
    ...(emailChanges ? { emailVerifiedAt: null } : {}),
    description: input.description,
    address: input.address,
    phone: input.phone,
    updatedAt: new Date(),
  };
  if (input.emailNotifications !== undefined) changes.emailNotifications = input.emailNotifications;
  if (input.profileImage !== undefined) changes.profileImage = input.profileImage;
  if (input.latitude !== undefined && input.longitude !== undefined) {
    changes.latitude = input.latitude;
    changes.longitude = input.longitude;
  }
  if (isSupplier) {
    changes.website = input.website;
    if (input.businessName) changes.businessName = input.businessName;
    if (input.categories) changes.categories = input.categories;
    if (input.serviceArea !== undefined) changes.serviceArea = input.serviceArea;
    if (input.coverImage !== undefined) changes.coverImage = input.coverImage;
    if (input.priceRange !== undefined) changes.priceRange = input.priceRange;
  }
  try {
    const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (!updated) throw new Error("update returned no row");
    return { user: updated, previousEmail: emailChanges ? user.email : null };
  } catch (error) {
    throw conflictFor(violatedUniqueConstraint(error)) ?? error;
  }
}
