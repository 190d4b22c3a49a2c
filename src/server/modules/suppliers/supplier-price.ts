import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema";

/**
 * A card's price line: the supplier's own "Starting from" price, else their cheapest available
 * offering's, which the database keeps on their row (migration 0014).
 */
export const startingPriceColumn: SQL<string | null> = sql<
  string | null
>`coalesce(${users.priceRange}, ${users.lowestOfferingPrice})`;

/** The same price line for one supplier whose own price is already known. */
export async function findStartingPrice(
  db: Db,
  supplier: { id: number; priceRange: string | null },
): Promise<string | null> {
  if (supplier.priceRange) return supplier.priceRange;
  const [row] = await db
    .select({ price: startingPriceColumn })
    .from(users)
    .where(eq(users.id, supplier.id));
  return row?.price ?? null;
}
