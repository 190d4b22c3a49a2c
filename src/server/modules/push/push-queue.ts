import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Db, queryRows } from "#server/db/client";
import { outgoingPushes, pushSubscriptions } from "#server/db/schema";
import type { ResolveHost } from "./endpoint-safety";
import { resolveHost } from "./endpoint-safety";
import {
  type DeliveryResult,
  deliverPush,
  type PushPayload,
  type PushSender,
  pushBody,
} from "./push.service";

/** Pushes in flight at once: enough to keep thousands a minute moving, few enough to be polite. */
export const PUSH_SENDS_AT_ONCE = 32;
/** Pushes one sender claims at a time. */
const CLAIM_BATCH = 500;
/**
 * How long a claim holds a push from other senders: longer than a whole batch can take
 * (500 pushes, 32 at a time, each at most 10 s), so no other server sends it meanwhile.
 */
const CLAIM_MS = 10 * 60_000;
/** Waits between attempts; after the last a push is dropped (push services keep one a day at most). */
const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
export const PUSH_MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Pushes one `sendDue` sends at most, so a sweep always ends. */
const SWEEP_LIMIT = 50_000;
/** Rows per insert, well inside PostgreSQL's limit on bound values. */
const INSERT_CHUNK = 1000;

/** One push to one of a user's devices, to go at `at` (now, or when their quiet hours end). */
export interface PushToQueue {
  userId: number;
  subscriptionId: number;
  payload: PushPayload;
  at: Date;
}

/** Each user's push subscriptions (ids only), in one query. */
export async function subscriptionIdsOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
  return byUser;
}

/**
 * Writes pushes to the outgoing table. Given a transaction, they commit or roll back with the
 * change they tell of. Answers the ids of those due by `now`, for sending after the commit;
 * those held for quiet hours are sent by the sweep once due.
 */
export async function queuePushes(db: Db, pushes: PushToQueue[], now: Date): Promise<number[]> {
  const due: number[] = [];
  for (let start = 0; start < pushes.length; start += INSERT_CHUNK) {
    const chunk = pushes.slice(start, start + INSERT_CHUNK);
    const rows = await db
      .insert(outgoingPushes)
      .values(
        chunk.map((push) => {
          // Checked here, so a payload too big fails the caller, not a later sweep.
          pushBody(push.payload);
          return {
            userId: push.userId,
            subscriptionId: push.subscriptionId,
            title: push.payload.title,
            body: push.payload.body,
            url: push.payload.url,
            tag: push.payload.tag ?? null,
            nextAttemptAt: push.at,
            createdAt: now,
          };
        }),
      )
      .returning({ id: outgoingPushes.id, nextAttemptAt: outgoingPushes.nextAttemptAt });
    for (const row of rows) if (row.nextAttemptAt.getTime() <= now.getTime()) due.push(row.id);
  }
  return due;
}

interface ClaimedPush {
  id: number;
  user_id: number;
  subscription_id: number;
  title: string;
  body: string;
  url: string;
  tag: string | null;
  attempts: number;
}

export interface PushDispatcher {
  /**
   * Sends these queued pushes if they are due by `asOf` (the time they were queued as of) and no
   * other sender holds them. Never throws.
   */
  send(ids: number[], asOf?: Date): Promise<number>;
  /** Sends every push due by `asOf` (now by default); answers how many were delivered. */
  sendDue(asOf?: Date): Promise<number>;
  /** Waits for the sends under way. */
  drain(): Promise<void>;
}

export interface PushDispatcherOptions {
  db: Db;
  /** The VAPID keys and endpoint rules, loaded once. */
  sender: () => Promise<PushSender>;
  clock: () => Date;
  log?: Pick<FastifyBaseLogger, "warn" | "error">;
}

/** One name resolved once per batch: thousands of pushes go to a handful of push services. */
function resolvingOnce(resolve: ResolveHost): ResolveHost {
  const known = new Map<string, ReturnType<ResolveHost>>();
  return (host) => {
    let answer = known.get(host);
    if (!answer) {
      answer = resolve(host);
      known.set(host, answer);
    }
    return answer;
  };
}

/**
 * Sends queued pushes: claims a batch with one statement (`for update skip locked`, then a claim
 * held ahead), so two app servers never send the same push; sends PUSH_SENDS_AT_ONCE at a time;
 * deletes what the push service took, forgets devices it no longer knows, and retries the rest.
 */
export function createPushDispatcher({
  db,
  sender,
  clock,
  log,
}: PushDispatcherOptions): PushDispatcher {
  const inFlight = new Set<Promise<unknown>>();

  /**
   * Claims and retries count from now, or from `asOf` when a sweep runs as of a later time, so
   * a push claimed or failed in this run is never due again within it.
   */
  const laterOf = (asOf: Date) => Math.max(clock().getTime(), asOf.getTime());

  async function claim(asOf: Date, ids: number[] | null): Promise<ClaimedPush[]> {
    if (ids && ids.length === 0) return [];
    const holdUntil = new Date(laterOf(asOf) + CLAIM_MS);
    const only = ids
      ? sql`and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    return queryRows<ClaimedPush>(
      db,
      sql`update outgoing_pushes
          set attempts = attempts + 1, next_attempt_at = ${holdUntil.toISOString()}::timestamptz
          where id in (
            select id from outgoing_pushes
            where next_attempt_at <= ${asOf.toISOString()}::timestamptz ${only}
            order by next_attempt_at, id
            limit ${CLAIM_BATCH}
            for update skip locked
          )
          returning id, user_id, subscription_id, title, body, url, tag, attempts`,
    );
  }

  async function deliver(claimed: ClaimedPush[], asOf: Date): Promise<number> {
    if (claimed.length === 0) return 0;
    const subscriptions = await db
      .select()
      .from(pushSubscriptions)
      .where(
        inArray(pushSubscriptions.id, [...new Set(claimed.map((push) => push.subscription_id))]),
      );
    const byId = new Map(subscriptions.map((row) => [row.id, row]));
    const base = await sender();
    const batchSender: PushSender = {
      ...base,
      resolve: resolvingOnce(base.resolve ?? resolveHost),
    };
    const done: number[] = [];
    let deliveredPushes = 0;
    const delivered = new Set<number>();
    const gone = new Set<number>();
    const failed: Array<{ push: ClaimedPush; error: unknown }> = [];
    const queue = [...claimed];
    await Promise.all(
      Array.from({ length: Math.min(PUSH_SENDS_AT_ONCE, queue.length) }, async () => {
        for (let push = queue.shift(); push; push = queue.shift()) {
          const device = byId.get(push.subscription_id);
          // The device moved to another account since: its pushes are not that account's to read.
          if (!device || device.userId !== push.user_id) {
            done.push(push.id);
            continue;
          }
          const result: DeliveryResult = await deliverPush(
            device,
            JSON.stringify({
              title: push.title,
              body: push.body,
              url: push.url,
              ...(push.tag ? { tag: push.tag } : {}),
            }),
            batchSender,
          );
          if (result.outcome === "delivered") {
            deliveredPushes += 1;
            done.push(push.id);
            delivered.add(device.id);
          } else if (result.outcome === "gone") {
            done.push(push.id);
            gone.add(device.id);
          } else failed.push({ push, error: result.error });
        }
      }),
    );
    if (done.length > 0) await db.delete(outgoingPushes).where(inArray(outgoingPushes.id, done));
    if (gone.size > 0)
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
    if (delivered.size > 0)
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: clock() })
        .where(inArray(pushSubscriptions.id, [...delivered]));
    for (const { push, error } of failed) {
      const message = error instanceof Error ? error.message : String(error);
      if (push.attempts >= PUSH_MAX_ATTEMPTS) {
        await db.delete(outgoingPushes).where(eq(outgoingPushes.id, push.id));
        log?.warn({ err: error, pushId: push.id }, "A push was dropped after its last attempt");
        continue;
      }
      const delay = RETRY_DELAYS_MS[push.attempts - 1] ?? RETRY_DELAYS_MS[0] ?? 30_000;
      await db
        .update(outgoingPushes)
        .set({
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(laterOf(asOf) + delay),
        })
        .where(eq(outgoingPushes.id, push.id));
      log?.warn(
        { err: error, pushId: push.id, attempts: push.attempts },
        "A push was not delivered; will retry",
      );
    }
    return deliveredPushes;
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  }

  async function run(asOf: Date, ids: number[] | null): Promise<number> {
    let sent = 0;
    let handled = 0;
    const remaining = ids ? [...ids] : null;
    while (handled < SWEEP_LIMIT) {
      const batch = remaining ? remaining.splice(0, CLAIM_BATCH) : null;
      if (remaining && batch?.length === 0) break;
      const claimed = await claim(asOf, batch);
      if (claimed.length === 0 && !remaining) break;
      handled += claimed.length;
      sent += await deliver(claimed, asOf);
    }
    return sent;
  }

  return {
    send: (ids, asOf = clock()) =>
      track(
        run(asOf, ids).catch((error: unknown) => {
          log?.error({ err: error }, "Sending pushes failed");
          return 0;
        }),
      ),
    sendDue: (asOf = clock()) => track(run(asOf, null)),
    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
