import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { violatedUniqueConstraint } from "#server/db/errors";
import type { UserRow } from "#server/db/schema";
import { users } from "#server/db/schema";
import { badRequest } from "#server/lib/errors";
import { verifyPassword } from "#server/lib/passwords";
import {
  EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE,
  type UpdateProfileInput,
} from "#shared/contracts/users";
import { conflictFor, EMAIL_TAKEN_MESSAGE, findTakenConflict } from "./account-names";

export interface ProfileUpdate {
  user: UserRow;
  /** The address the account had before, when this update changed it. */
  previousEmail: string | null;
}

/** What a change of email address counts against; each throws 429 past its limit. */
export interface EmailChangeLimits {
  /** The current password typed for the change: one more login attempt on the account. */
  countPasswordAttempt(): Promise<void>;
  /** The change itself, which emails both addresses. */
  countEmailChange(): Promise<void>;
}

/**
 * A new email address needs the current password, and is unconfirmed until its own link is used.
 * The password check is a guess like a login's, so it counts as one; a change counts once its
 * password is right.
 */
async function assertMayChangeEmail(
  user: UserRow,
  input: UpdateProfileInput,
  limits: EmailChangeLimits,
): Promise<boolean> {
  if (input.email.toLowerCase() === user.email.toLowerCase()) return false;
  if (!input.currentPassword)
    throw badRequest(EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE, {
      currentPassword: [EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE],
    });
  await limits.countPasswordAttempt();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badRequest(EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE, {
      currentPassword: [EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE],
    });
  await limits.countEmailChange();
  return true;
}

export async function updateProfile(
  db: Db,
  user: UserRow,
  input: UpdateProfileInput,
  limits: EmailChangeLimits,
): Promise<ProfileUpdate> {
  const existing = await findTakenConflict(db, user.username, input.email, user.id);
  if (existing && existing.message === EMAIL_TAKEN_MESSAGE) throw existing;
  const emailChanges = await assertMayChangeEmail(user, input, limits);
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
