import { and, count, eq, gt, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config";
import { type Db, queryRows } from "#server/db/client";
import { messages } from "#server/db/schema";
import { tooMany } from "#server/lib/errors";
import {
  MESSAGES_TOO_FAST_MESSAGE,
  newConversationsLimitMessage,
} from "#shared/contracts/messages";
import { betweenUsers } from "./message-conditions";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The first key of every sender's advisory lock; the second is the sender's id. */
const SENDER_LOCK_SPACE = 72_310_040;

/**
 * Holds the sender's lock until the transaction ends, so their limits are counted and their
 * messages stored as one step: without it, 200 messages sent at once were all counted before any
 * was stored, and all went through a limit of 20. Other senders are not held up.
 */
export async function lockSender(tx: Db, senderId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SENDER_LOCK_SPACE}, ${senderId})`);
}

/**
 * A sender's burst per minute, and the conversations they open per day: what stops one new
 * account from writing to every supplier on EventEazy. Replies in existing conversations count
 * only toward the burst. Counted under the sender's lock (`lockSender`).
 */
export async function assertWithinMessageRate(
  db: Db,
  limits: AppConfig["messageLimits"],
  senderId: number,
): Promise<void> {
  const [recent] = await db
    .select({ count: count() })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, senderId),
        gt(messages.createdAt, new Date(Date.now() - MINUTE_MS)),
      ),
    );
  if ((recent?.count ?? 0) >= limits.perMinute) throw tooMany(MESSAGES_TOO_FAST_MESSAGE);
}

export async function assertWithinSendingLimits(
  db: Db,
  limits: AppConfig["messageLimits"],
  senderId: number,
  receiverId: number,
): Promise<void> {
  const now = Date.now();
  await assertWithinMessageRate(db, limits, senderId);

  const [earlier] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(betweenUsers(senderId, receiverId))
    .limit(1);
  if (earlier) return;
  const [opened] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${messages} m
        where m.sender_id = ${senderId} and m.created_at > ${new Date(now - DAY_MS)}
          and not exists (
            select 1 from ${messages} p
            where p.id < m.id
              and ((p.sender_id = m.sender_id and p.receiver_id = m.receiver_id)
                or (p.sender_id = m.receiver_id and p.receiver_id = m.sender_id)))`,
  );
  if ((opened?.count ?? 0) >= limits.newConversationsPerDay)
    throw tooMany(newConversationsLimitMessage(limits.newConversationsPerDay));
}
