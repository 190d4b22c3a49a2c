import { LRUCache } from "lru-cache";
import type { LiveEvents } from "#server/lib/live-events/live-events";
import type { SupplierCountFilter, SupplierListFilter } from "#shared/contracts/suppliers";
import {
  DIRECTORY_FILTER_NAMES,
  DIRECTORY_FILTERS,
  type DirectoryFilterName,
} from "#shared/domain/directory-filters";

const MAX_ENTRIES = 2_000;

/**
 * Announced by the database itself (migration 0004's triggers on `users`) whenever a supplier
 * row changes in a way a directory answer could show: a profile, images, categories, ratings,
 * a suspension, a subscription's `updated_at`, a new or deleted supplier. With Redis the same
 * changes are counted instead (migration 0011) and announced through Redis pub/sub
 * (redis-directory-changes.ts).
 */
export const DIRECTORY_TOPIC = "directory";

/** How the cache hears of changes, from this app server and every other on the database. */
export type DirectoryChanges = Pick<LiveEvents, "onTopic" | "catchUp"> & {
  /**
   * Catch up right after each write this server answers, not only before its next search: where
   * the other servers hear of a change only once the writer has looked (Redis), it looks at once.
   */
  checksAfterEachWrite?: boolean;
};

export type DirectoryCache = ReturnType<typeof createDirectoryCache>;

/**
 * Directory pages are the same for every visitor and most traffic asks for a few popular
 * searches (a category around a big town), so each answer is kept, serialized, until the
 * database announces a change to suppliers or `ttlSeconds` pass, whichever comes first.
 * Concurrent misses for the same search share one query. A failed search is not kept.
 *
 * An announcement reaches this process a moment after the write's commit. So that a write
 * answered here shows on the very next search, the first search after it waits until every
 * change committed so far has been heard (`catchUp`, one round trip); searches with no write
 * before them wait for nothing.
 */
export function createDirectoryCache(ttlSeconds: number, changes: DirectoryChanges) {
  const cache =
    ttlSeconds > 0
      ? new LRUCache<string, Promise<DirectoryAnswer>>({ max: MAX_ENTRIES, ttl: ttlSeconds * 1000 })
      : null;
  let mayBeBehind = false;
  let catchingUp: Promise<void> | null = null;

  if (cache) changes.onTopic(DIRECTORY_TOPIC, () => cache.clear());

  async function catchUpAfterWrites(): Promise<void> {
    while (mayBeBehind) {
      if (!catchingUp) {
        mayBeBehind = false;
        catchingUp = changes
          .catchUp()
          .then((heard) => {
            // Unconfirmed: answers may be stale, so none is trusted.
            if (!heard) cache?.clear();
          })
          .finally(() => {
            catchingUp = null;
          });
      }
      // A write noted while a catch-up was under way needs one that starts after it.
      await catchingUp;
    }
  }

  /** A directory answer, with the ids of the suppliers a page shows, kept beside it for counting. */
  async function answer(
    filter: SupplierListFilter | SupplierCountFilter,
    load: () => Promise<unknown>,
  ): Promise<DirectoryAnswer> {
    const serialize = () => load().then(toDirectoryAnswer);
    if (!cache) return serialize();
    if (mayBeBehind) await catchUpAfterWrites();
    const key = cacheKey(filter);
    let pending = cache.get(key);
    if (!pending) {
      const loading = serialize();
      pending = loading;
      cache.set(key, loading);
      loading.catch(() => {
        if (cache.peek(key) === loading) cache.delete(key);
      });
    }
    return pending;
  }

  return {
    ttlSeconds,

    /** Called when this server has answered a request that may have written. */
    noteWrite(): void {
      if (!cache) return;
      mayBeBehind = true;
      if (changes.checksAfterEachWrite) catchUpAfterWrites().catch(() => {});
    },

    /** A directory page, or with no `limit` and `page`, the counts for the same filters. */
    async get(
      filter: SupplierListFilter | SupplierCountFilter,
      load: () => Promise<unknown>,
    ): Promise<Buffer> {
      return (await answer(filter, load)).body;
    },

    answer,
  };
}

/** A serialized answer, and the suppliers it shows (none for counts). */
export interface DirectoryAnswer {
  body: Buffer;
  supplierIds: readonly number[];
}

function toDirectoryAnswer(answer: unknown): DirectoryAnswer {
  const supplierIds = Array.isArray(answer) ? answer.map((card: { id: number }) => card.id) : [];
  return { body: Buffer.from(JSON.stringify(answer)), supplierIds };
}

/**
 * Equal keys for searches that answer the same, from every filter field of the contract, each as
 * its kind says; then the page, or the counts.
 */
function cacheKey(filter: SupplierListFilter | SupplierCountFilter): string {
  const isPage = "limit" in filter;
  const fields: Record<string, unknown> = filter;
  const keyOf = (name: DirectoryFilterName): unknown => {
    const value = fields[name];
    switch (DIRECTORY_FILTERS[name].kind) {
      case "placeName":
        return filter.latitude === undefined && typeof value === "string"
          ? value.trim().toLowerCase()
          : null;
      case "words":
        return typeof value === "string" ? value.trim().toLowerCase() : null;
      case "flag":
        return value ?? false;
      case "order":
        return isPage ? (value ?? null) : null;
      case "ignored":
        return null;
      default:
        return value ?? null;
    }
  };
  return JSON.stringify([
    ...DIRECTORY_FILTER_NAMES.map(keyOf),
    isPage ? filter.limit : "counts",
    isPage ? filter.page : null,
  ]);
}
