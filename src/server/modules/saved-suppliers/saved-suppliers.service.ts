import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { savedSuppliers, users } from "#server/db/schema";
import { notFound } from "#server/lib/errors";
import { startingPriceColumn } from "#server/modules/suppliers/supplier-price";
import { toListItem } from "#server/modules/suppliers/suppliers.service";
import type { SavedSupplierList } from "#shared/contracts/saved-suppliers";
import { SUPPLIER_NOT_FOUND } from "#shared/contracts/suppliers";

/** The organizer's bookmarks as directory cards, most recently saved first. */
export async function listSavedSuppliers(db: Db, organizer: UserRow): Promise<SavedSupplierList> {
  const rows = await db
    .select({
      supplier: users,
      startingPrice: startingPriceColumn,
      savedAt: savedSuppliers.createdAt,
    })
    .from(savedSuppliers)
    .innerJoin(users, eq(users.id, savedSuppliers.supplierId))
    .where(
      and(
        eq(savedSuppliers.organizerId, organizer.id),
        eq(users.role, "supplier"),
        isNull(users.suspendedAt),
      ),
    )
    .orderBy(desc(savedSuppliers.createdAt), desc(savedSuppliers.supplierId));
  return rows.map(({ supplier, startingPrice, savedAt }) => ({
    ...toListItem({ ...supplier, priceRange: startingPrice }),
    savedAt: savedAt.toISOString(),
  }));
}

/** Saving twice changes nothing; only a visible supplier can be saved. */
export async function saveSupplier(db: Db, organizer: UserRow, supplierId: number): Promise<void> {
  const [supplier] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, supplierId), eq(users.role, "supplier"), isNull(users.suspendedAt)))
    .limit(1);
  if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
  await db
    .insert(savedSuppliers)
    .values({ organizerId: organizer.id, supplierId })
    .onConflictDoNothing();
}

/** Removing a supplier that was never saved is not an error: the outcome is the same. */
export async function unsaveSupplier(
  db: Db,
  organizer: UserRow,
  supplierId: number,
): Promise<void> {
  await db
    .delete(savedSuppliers)
    .where(
      and(eq(savedSuppliers.organizerId, organizer.id), eq(savedSuppliers.supplierId, supplierId)),
    );
}
