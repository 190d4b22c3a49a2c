import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { categories } from "#server/db/schema";
import { CATEGORIES } from "#shared/domain/categories";

/** The category table mirrors the shared list, so foreign data and reports can join on it. */
export async function syncCategories(db: Db) {
  await db
    .insert(categories)
    .values(CATEGORIES.map((category, index) => ({ ...category, sortOrder: index })))
    .onConflictDoUpdate({
      target: categories.id,
      set: {
        name: sql`excluded.name`,
        icon: sql`excluded.icon`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
