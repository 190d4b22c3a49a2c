import { and, arrayContains, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { equipmentOfferings, users } from "#server/db/schema";
import { badRequest, forbidden, notFound } from "#server/lib/errors";
import { isUploadOf } from "#server/lib/storage/image-store";
import type { EquipmentOffering, EquipmentOfferingBody } from "#shared/contracts/equipment";
import { SUPPLIER_NOT_FOUND } from "#shared/contracts/suppliers";

export const OFFERING_NOT_FOUND = "Equipment offering not found.";
export const NOT_YOUR_OFFERING = "You can only change your own equipment and services.";
export const OFFERING_IMAGE_MESSAGE = "Offering images must be images you have uploaded.";
export const OFFERING_DELETED_MESSAGE = "Equipment offering deleted.";

type OfferingRow = typeof equipmentOfferings.$inferSelect;
export type OfferingInput = z.output<typeof EquipmentOfferingBody>;

export function toEquipmentOffering(row: OfferingRow): EquipmentOffering {
  return {
    id: row.id,
    supplierId: row.supplierId,
    title: row.title,
    description: row.description,
    category: row.category,
    price: row.price,
    priceRange: row.price,
    image: row.image,
    available: row.available,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every offering of a supplier, newest first, whoever may see them. */
export async function findOfferingsOf(db: Db, supplierId: number): Promise<EquipmentOffering[]> {
  const rows = await db
    .select()
    .from(equipmentOfferings)
    .where(eq(equipmentOfferings.supplierId, supplierId))
    .orderBy(desc(equipmentOfferings.createdAt), desc(equipmentOfferings.id));
  return rows.map(toEquipmentOffering);
}

/** The public list on a supplier's profile; a suspended or unknown supplier has none to show. */
export async function listSupplierOfferings(
  db: Db,
  supplierId: number,
): Promise<EquipmentOffering[]> {
  const [supplier] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, supplierId), eq(users.role, "supplier"), isNull(users.suspendedAt)))
    .limit(1);
  if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
  return findOfferingsOf(db, supplierId);
}

/** An offering may show only the supplier's own uploads, never someone else's files. */
function assertOwnImages(supplierId: number, images: readonly string[]) {
  if (images.some((image) => !isUploadOf(supplierId, image)))
    throw badRequest(OFFERING_IMAGE_MESSAGE, { image: [OFFERING_IMAGE_MESSAGE] });
}

export async function createOffering(
  db: Db,
  supplier: UserRow,
  input: OfferingInput,
): Promise<EquipmentOffering> {
  assertOwnImages(supplier.id, input.image);
  const [row] = await db
    .insert(equipmentOfferings)
    .values({ ...input, supplierId: supplier.id })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toEquipmentOffering(row);
}

async function findOwnOffering(db: Db, supplier: UserRow, id: number): Promise<OfferingRow> {
  const [row] = await db
    .select()
    .from(equipmentOfferings)
    .where(eq(equipmentOfferings.id, id))
    .limit(1);
  if (!row) throw notFound(OFFERING_NOT_FOUND);
  if (row.supplierId !== supplier.id) throw forbidden(NOT_YOUR_OFFERING);
  return row;
}

export async function updateOffering(
  db: Db,
  supplier: UserRow,
  id: number,
  input: OfferingInput,
): Promise<EquipmentOffering> {
  await findOwnOffering(db, supplier, id);
  assertOwnImages(supplier.id, input.image);
  const [row] = await db
    .update(equipmentOfferings)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(equipmentOfferings.id, id), eq(equipmentOfferings.supplierId, supplier.id)))
    .returning();
  if (!row) throw notFound(OFFERING_NOT_FOUND);
  return toEquipmentOffering(row);
}

export async function deleteOffering(db: Db, supplier: UserRow, id: number): Promise<void> {
  await findOwnOffering(db, supplier, id);
  await db
    .delete(equipmentOfferings)
    .where(and(eq(equipmentOfferings.id, id), eq(equipmentOfferings.supplierId, supplier.id)));
}

/** Whether one of the supplier's offerings still shows this image, so its file must stay. */
export async function isImageUsedByOfferings(
  db: Db,
  supplierId: number,
  url: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: equipmentOfferings.id })
    .from(equipmentOfferings)
    .where(
      and(
        eq(equipmentOfferings.supplierId, supplierId),
        arrayContains(equipmentOfferings.image, [url]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
