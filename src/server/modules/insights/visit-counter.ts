import { createHmac, randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import type { Db } from "#server/db/client";
import { supplierDailyInsights, users } from "#server/db/schema";
import {
  VISIT_KINDS,
  type VisitCounter,
  type VisitKind,
  type Visitor,
} from "#server/lib/visit-counter-interface";
import { ukToday } from "#shared/domain/calendar-days";
import { REPEAT_VISIT_MINUTES } from "#shared/domain/insights";

const REPEAT_VISIT_MS = REPEAT_VISIT_MINUTES * 60_000;
/** Visitors remembered at once on one server without Redis; the oldest are forgotten first. */
const REMEMBERED_VISITS = 200_000;
/** The Redis hash the servers add visits to, taken whole by whichever server flushes next. */
const PENDING_KEY = "insights:pending";
const SEEN_KEY = "insights:seen:";
const ROWS_PER_STATEMENT = 1000;

/** User agents already judged: browsers send the same few strings, and isbot's pattern is long. */
const verdicts = new Map<string, boolean>();
const REMEMBERED_VERDICTS = 1000;
/** Browsers' user agents are 100–200 characters; a longer string is judged afresh each time. */
const REMEMBERED_VERDICT_LENGTH = 512;

/** Known crawlers and tools, and requests that name no browser at all. */
export function isAutomated(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let automated = verdicts.get(userAgent);
  if (automated === undefined) {
    automated = !userAgent.trim() || isbot(userAgent);
    // Forgetting them all at once, and never keeping long ones, keeps the map small whatever is sent.
    if (verdicts.size >= REMEMBERED_VERDICTS) verdicts.clear();
    if (userAgent.length <= REMEMBERED_VERDICT_LENGTH) verdicts.set(userAgent, automated);
  }
  return automated;
}

/** The account when signed in, else the address and browser: hashed before it is kept anywhere. */
const identityOf = (visitor: Visitor) =>
  visitor.userId !== null
    ? `account:${visitor.userId}`
    : `guest:${visitor.ip}\n${visitor.userAgent ?? ""}`;

type Tally = Record<VisitKind, number>;
const emptyTally = (): Tally => ({
  appearances: 0,
  profileViews: 0,
  contactReveals: 0,
  leadViews: 0,
});

/** `supplierId|day` → counts, as gathered between two flushes. */
type Pending = Map<string, Tally>;

/**
 * Directory pages shown, by UK day: each page's list of supplier ids → times shown. A cached page
 * hands every request the same list, so counting it is one map increment, and the flush adds the
 * times to each of its suppliers.
 */
type ShownPages = Map<string, Map<readonly number[], number>>;

function addShownPages(pending: Pending, shown: ShownPages) {
  for (const [day, pages] of shown)
    for (const [supplierIds, times] of pages)
      for (const supplierId of supplierIds) add(pending, supplierId, day, "appearances", times);
}

function add(pending: Pending, supplierId: number, day: string, kind: VisitKind, by = 1) {
  const key = `${supplierId}|${day}`;
  let tally = pending.get(key);
  if (!tally) {
    tally = emptyTally();
    pending.set(key, tally);
  }
  tally[kind] += by;
}

/**
 * Adds the counts to what each supplier-day has, in one transaction: a flush is written whole or
 * not at all, so a failed one can be kept for the next without counting anything twice.
 */
async function writePending(db: Db, pending: Pending): Promise<number> {
  const gathered = [...pending].map(([key, tally]) => {
    const [supplierId, day] = key.split("|");
    return { supplierId: Number(supplierId), day: day ?? "", ...tally };
  });
  return db.transaction(async (tx) => {
    // A supplier deleted since the visit has nothing left to count towards.
    const existing = new Set(
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.id, [...new Set(gathered.map((row) => row.supplierId))]))
      ).map((row) => row.id),
    );
    const rows = gathered.filter((row) => existing.has(row.supplierId));
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
      await tx
        .insert(supplierDailyInsights)
        .values(rows.slice(start, start + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [supplierDailyInsights.supplierId, supplierDailyInsights.day],
          set: Object.fromEntries(
            VISIT_KINDS.map((kind) => {
              const column = supplierDailyInsights[kind];
              return [kind, sql`${column} + excluded.${sql.identifier(column.name)}`];
            }),
          ),
        });
    return rows.length;
  });
}

export interface VisitCounterOptions {
  db: Db;
  clock: () => Date;
  /** Shared by every app server when Redis is configured: visits and repeat checks go there. */
  redis?: Redis | undefined;
  log: Pick<FastifyBaseLogger, "warn">;
}

/**
 * Counts suppliers' visits without a database write per page (docs/decisions/0058). Each visitor
 * is a keyed hash of the account, or of the address and browser for a guest, remembered for 30
 * minutes so a repeat is not counted twice; the key is random per process, or shared through
 * Redis so every server hashes alike.
 */
export function createVisitCounter({ db, clock, redis, log }: VisitCounterOptions): VisitCounter {
  let pending: Pending = new Map();
  let shown: ShownPages = new Map();
  const hashKey = randomBytes(32);
  const inFlight = new Set<Promise<void>>();
  /**
   * When each visit was last counted, by the app's clock; the least recent are forgotten first.
   * Made at the first visit counted here: its slots are allocated whole, so a server counting
   * through Redis never holds them, and none delays the first answer.
   */
  let seen: LRUCache<string, number> | undefined;

  let sharedHashKey: Promise<Buffer> | undefined;
  /** Every server must hash a guest alike for a repeat on another server to be caught. */
  function sharedKey(client: Redis): Promise<Buffer> {
    sharedHashKey ??= (async () => {
      const candidate = randomBytes(32).toString("base64url");
      await client.set("insights:visitor-key", candidate, "NX");
      const stored = await client.get("insights:visitor-key");
      return Buffer.from(stored ?? candidate, "base64url");
    })().catch((error: unknown) => {
      sharedHashKey = undefined;
      throw error;
    });
    return sharedHashKey;
  }

  /** True the first time in 30 minutes this visitor makes this kind of visit to this supplier. */
  async function firstVisit(visit: string, visitor: Visitor) {
    const key = (secret: Buffer) =>
      createHmac("sha256", secret)
        .update(`${visit}:${identityOf(visitor)}`)
        .digest("base64url")
        .slice(0, 22);
    if (redis) {
      const stored = await redis.set(
        `${SEEN_KEY}${key(await sharedKey(redis))}`,
        "1",
        "PX",
        REPEAT_VISIT_MS,
        "NX",
      );
      return stored === "OK";
    }
    const own = key(hashKey);
    const now = clock().getTime();
    seen ??= new LRUCache<string, number>({ max: REMEMBERED_VISITS });
    const countedAt = seen.get(own);
    if (countedAt !== undefined && now - countedAt < REPEAT_VISIT_MS) return false;
    seen.set(own, now);
    return true;
  }

  return {
    countAppearances(supplierIds, userAgent) {
      if (supplierIds.length === 0 || isAutomated(userAgent)) return;
      const day = ukToday(clock());
      let pages = shown.get(day);
      if (!pages) {
        pages = new Map();
        shown.set(day, pages);
      }
      pages.set(supplierIds, (pages.get(supplierIds) ?? 0) + 1);
    },

    countVisit(kind, supplierId, visitor, about) {
      if (isAutomated(visitor.userAgent)) return;
      const day = ukToday(clock());
      const counting = (async () => {
        if (!(await firstVisit(`${kind}:${supplierId}:${about ?? ""}`, visitor))) return;
        if (redis) await redis.hincrby(PENDING_KEY, `${supplierId}|${day}|${kind}`, 1);
        else add(pending, supplierId, day, kind);
      })()
        .catch((error: unknown) => log.warn({ err: error }, "A visit could not be counted"))
        .finally(() => inFlight.delete(counting));
      inFlight.add(counting);
    },

    async flush() {
      await Promise.all(inFlight);
      const taken = pending;
      pending = new Map();
      addShownPages(taken, shown);
      shown = new Map();
      if (redis) {
        // Read and emptied in one step, so two servers flushing at once never add a visit twice.
        const [[, fields]] = (await redis.multi().hgetall(PENDING_KEY).del(PENDING_KEY).exec()) as [
          [Error | null, Record<string, string>],
        ];
        for (const [field, count] of Object.entries(fields ?? {})) {
          const [supplierId, day, kind] = field.split("|");
          if (VISIT_KINDS.includes(kind as VisitKind))
            add(taken, Number(supplierId), day ?? "", kind as VisitKind, Number(count));
        }
      }
      if (taken.size === 0) return 0;
      try {
        return await writePending(db, taken);
      } catch (error) {
        // Kept for the next flush rather than lost (each upsert batch is all or nothing).
        for (const [key, tally] of taken) {
          const [supplierId, day] = key.split("|");
          for (const kind of VISIT_KINDS)
            if (tally[kind] > 0) add(pending, Number(supplierId), day ?? "", kind, tally[kind]);
        }
        throw error;
      }
    },
  };
}

/** The visitor a request comes from, for counting. */
export const visitorOf = (
  request: { ip: string; headers: { "user-agent"?: string | undefined } },
  user: { id: number } | null,
): Visitor => ({
  userId: user?.id ?? null,
  ip: request.ip,
  userAgent: request.headers["user-agent"],
});
