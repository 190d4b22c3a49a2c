import { brotliCompressSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#server/db/client";
import { categories, LISTED_SUPPLIER } from "#server/db/schema";
import type { CategoryAnswer } from "#server/plugins/hot-path";
import type { CategoryView } from "#shared/contracts/categories";

export async function listCategoriesWithCounts(db: Db): Promise<CategoryView[]> {
  const rows = await queryRows<{ id: string; name: string; icon: string; count: number }>(
    db,
    sql`
    select c.id, c.name, c.icon, coalesce(s.count, 0)::int as count
    from ${categories} c
    left join (
      select category, count(*) as count
      from users, unnest(users.categories) as category
      where ${sql.raw(LISTED_SUPPLIER)}
      group by category
    ) s on s.category = c.id
    order by c.sort_order`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    icon: row.icon,
    count: Number(row.count),
  }));
}

const CACHE_TTL_MS = 60_000;

/**
 * The category list is read on nearly every page and changes only when a supplier edits their
 * categories, so it is served from a serialized copy refreshed at most once a minute.
 */
export function createCategoryCache(db: Db) {
  let answer: CategoryAnswer | null = null;
  let loadedAt = 0;
  let refreshing: Promise<void> | null = null;

  async function refresh() {
    const json = Buffer.from(JSON.stringify(await listCategoriesWithCounts(db)));
    answer = { json, br: brotliCompressSync(json), gzip: gzipSync(json) };
    loadedAt = Date.now();
  }

  /** Starts a refresh when the copy is missing or old; background failures wait for the next ask. */
  function refreshIfStale(): Promise<void> | null {
    if (answer && Date.now() - loadedAt <= CACHE_TTL_MS) return refreshing;
    if (!refreshing) {
      refreshing = refresh().finally(() => {
        refreshing = null;
      });
      refreshing.catch(() => {});
    }
    return refreshing;
  }

  return {
    async get(): Promise<Buffer> {
      const pending = refreshIfStale();
      // Serve the old copy while a new one loads; wait only when there is none yet.
      if (!answer && pending) await pending;
      return (answer as CategoryAnswer | null)?.json ?? Buffer.from("[]");
    },
    /** The current answer without waiting (refreshing in the background when stale), or null before the first load. */
    peek(): CategoryAnswer | null {
      refreshIfStale();
      return answer;
    },
    invalidate() {
      loadedAt = 0;
    },
  };
}
