import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { users } from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { conflict, forbidden, notFound } from "#server/lib/errors";
import {
  isSubscribed,
  listedForFreeAccess,
} from "#server/modules/subscriptions/subscriptions.service";
import { deleteUserSessions } from "#server/plugins/session-store";
import {
  ADMIN_USER_NOT_FOUND_MESSAGE,
  type AdminUserPage,
  type AdminUserQuery,
  type AdminUserView,
  ALREADY_SUSPENDED_MESSAGE,
  CANNOT_SUSPEND_ADMIN_MESSAGE,
  CANNOT_SUSPEND_SELF_MESSAGE,
  FREE_ACCESS_SUPPLIERS_ONLY_MESSAGE,
  NOT_SUSPENDED_MESSAGE,
} from "#shared/contracts/admin";
import { displayName } from "#shared/domain/display-name";

type UserSearch = z.output<typeof AdminUserQuery>;

export function toAdminUserView(user: UserRow, policy: AccessPolicy): AdminUserView {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    displayName: displayName(user),
    email: user.email,
    role: user.role,
    businessName: user.businessName,
    createdAt: user.createdAt.toISOString(),
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspendedReason: user.suspendedReason,
    freeAccess: user.freeAccess,
    freeAccessFromSettings: listedForFreeAccess(user, policy),
    subscriptionActive: isSubscribed(user, policy),
    subscriptionType: user.subscriptionType,
    subscriptionExpiry: user.subscriptionExpiry?.toISOString() ?? null,
  };
}

/** A LIKE pattern matching the text literally anywhere: % and _ typed in a search are not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Every account, newest first, narrowed by a search over names, username and email. */
export async function searchUsers(
  db: Db,
  query: UserSearch,
  policy: AccessPolicy,
): Promise<AdminUserPage> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const matches = or(
      ilike(users.name, pattern),
      ilike(users.businessName, pattern),
      ilike(users.username, pattern),
      ilike(users.email, pattern),
    );
    if (matches) conditions.push(matches);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status === "active") conditions.push(isNull(users.suspendedAt));
  if (query.status === "suspended") conditions.push(isNotNull(users.suspendedAt));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((user) => toAdminUserView(user, policy)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findUser(db: Db, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound(ADMIN_USER_NOT_FOUND_MESSAGE);
  return user;
}

async function updateUser(
  db: Db,
  id: number,
  changes: Partial<typeof users.$inferInsert>,
  guard?: SQL,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, id), guard))
    .returning();
  return updated;
}

/**
 * Suspends an account and ends every one of its sessions in the same transaction, so the
 * user is signed out everywhere the moment the admin's answer arrives. Admins, the acting one
 * included, cannot be suspended: an admin locked out by another has no one to appeal to here.
 */
export async function suspendUser(
  db: Db,
  admin: UserRow,
  id: number,
  reason: string,
  policy: AccessPolicy,
): Promise<AdminUserView> {
  if (id === admin.id) throw forbidden(CANNOT_SUSPEND_SELF_MESSAGE);
  return db.transaction(async (tx) => {
    const target = await findUser(tx, id);
    if (target.role === "admin") throw forbidden(CANNOT_SUSPEND_ADMIN_MESSAGE);
    const updated = await updateUser(
      tx,
      id,
      { suspendedAt: new Date(), suspendedReason: reason },
      isNull(users.suspendedAt),
    );
    if (!updated) throw conflict(ALREADY_SUSPENDED_MESSAGE);
    await deleteUserSessions(tx, id);
    return toAdminUserView(updated, policy);
  });
}

export async function reinstateUser(
  db: Db,
  id: number,
  policy: AccessPolicy,
): Promise<AdminUserView> {
  await findUser(db, id);
  const updated = await updateUser(
    db,
    id,
    { suspendedAt: null, suspendedReason: null },
    isNotNull(users.suspendedAt),
  );
  if (!updated) throw conflict(NOT_SUSPENDED_MESSAGE);
  return toAdminUserView(updated, policy);
}

/** Free lifetime access lets a supplier use the paid plan without paying; other roles never pay. */
export async function setFreeAccess(
  db: Db,
  id: number,
  freeAccess: boolean,
  policy: AccessPolicy,
): Promise<AdminUserView> {
  const target = await findUser(db, id);
  if (target.role !== "supplier") throw conflict(FREE_ACCESS_SUPPLIERS_ONLY_MESSAGE);
  const updated = await updateUser(db, id, { freeAccess });
  if (!updated) throw notFound(ADMIN_USER_NOT_FOUND_MESSAGE);
  return toAdminUserView(updated, policy);
}
