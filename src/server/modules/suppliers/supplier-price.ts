import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { equipmentOfferings, users } from "#server/db/schema";

/**
 * The lowest price among a supplier's available offerings, as the supplier wrote it ("£45 per
 * day"), ranked by the first amount in it. Offerings whose price names no amount are left out.
 */
function lowestOfferingPrice(): SQL<string | null> {
  return sql<string | null>`(
    select ${equipmentOfferings.price} from ${equipmentOfferings}
    where ${equipmentOfferings.supplierId} = ${users.id}
      and ${equipmentOfferings.available}
      and ${equipmentOfferings.price} ~ '[0-9]'
    order by replace(substring(${equipmentOfferings.price} from '[0-9][0-9,]*(?:[.][0-9]+)?'), ',', '')::numeric,
      ${equipmentOfferings.id}
    limit 1
  )`;
}

/** A card's price line: the supplier's own "Starting from" price, else their lowest offering's. */
export const startingPriceColumn: SQL<string | null> = sql<
  string | null
>`coalesce(${users.priceRange}, ${lowestOfferingPrice()})`;

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
