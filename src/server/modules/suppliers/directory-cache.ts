import { LRUCache } from "lru-cache";
import type { SupplierListItem } from "../../../shared/contracts/suppliers";
import type { SupplierListFilter } from "./suppliers.service";

const MAX_ENTRIES = 2_000;

/**
 * Directory pages are the same for every visitor and most traffic asks for a few popular
 * searches (a category around a big town), so each answer is kept, serialized, for a short
 * while. Concurrent misses for the same search share one query. A failed search is not kept.
 */
export function createDirectoryCache(ttlSeconds: number) {
  const cache =
    ttlSeconds > 0
      ? new LRUCache<string, Promise<Buffer>>({ max: MAX_ENTRIES, ttl: ttlSeconds * 1000 })
      : null;

  return {
    ttlSeconds,
    get(filter: SupplierListFilter, load: () => Promise<SupplierListItem[]>): Promise<Buffer> {
      const serialize = () => load().then((items) => Buffer.from(JSON.stringify(items)));
      if (!cache) return serialize();
      const key = cacheKey(filter);
      let pending = cache.get(key);
      if (!pending) {
        pending = serialize();
        cache.set(key, pending);
        pending.catch(() => cache.delete(key));
      }
      return pending;
    },
  };
}

function cacheKey(filter: SupplierListFilter): string {
  return JSON.stringify([
    filter.category ?? null,
    filter.latitude ?? null,
    filter.longitude ?? null,
    filter.latitude === undefined ? (filter.location?.trim().toLowerCase() ?? null) : null,
    filter.distance,
    filter.q?.trim().toLowerCase() ?? null,
    filter.limit,
    filter.page,
  ]);
}
