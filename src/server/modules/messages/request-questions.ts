import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { eventRequests, messages, quotes, users } from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { conflict, forbidden, notFound } from "#server/lib/errors";
import { assertEmailVerified } from "#server/modules/email-verification/email-verification.service";
import {
  type AskQuotersResult,
  type MessageView,
  QUESTION_NO_QUOTERS_MESSAGE,
  QUESTION_OWNER_ONLY_MESSAGE,
  REQUEST_MESSAGES_PERMISSION_MESSAGE,
  type RequestMessages,
} from "#shared/contracts/messages";
import {
  isRequestSettled,
  REQUEST_NOT_FOUND_MESSAGE,
  settledRequestMessage,
} from "#shared/contracts/requests";
import { involving } from "./message-conditions";
import { assertWithinMessageRate } from "./message-limits";
import {
  assertMayUseMessaging,
  canReadAndReply,
  deliverMessages,
  type MessagingDependencies,
  requestOrganizerId,
  toConversationUser,
  toMessageView,
} from "./messages.service";

/**
 * The organizer's one question to every supplier with a quote on their request that they have
 * not turned down: a message to each, in that supplier's conversation, tied to the request.
 * Quoting opened those conversations, so the daily limit on new ones does not count them; the
 * question counts once against the per-minute limit. The answer says how many of them can reply
 * only once they subscribe, so the organizer is not left waiting on them unawares. A request that
 * is completed, cancelled or expired has no one left to ask: 409.
 */
export async function askEveryQuoter(
  deps: MessagingDependencies,
  me: UserRow,
  requestId: number,
  content: string,
): Promise<AskQuotersResult> {
  const { db, policy, limits } = deps;
  assertMayUseMessaging(me, policy);
  assertEmailVerified(me);
  const [request] = await db
    .select({ organizerId: eventRequests.organizerId, status: eventRequests.status })
    .from(eventRequests)
    .where(eq(eventRequests.id, requestId))
    .limit(1);
  if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  if (request.organizerId !== me.id) throw forbidden(QUESTION_OWNER_ONLY_MESSAGE);
  if (isRequestSettled(request.status))
    throw conflict(settledRequestMessage(request.status, "question"));
  const quoting = db
    .selectDistinct({ id: quotes.supplierId })
    .from(quotes)
    .where(and(eq(quotes.requestId, requestId), ne(quotes.status, "rejected")));
  const quoters = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, quoting), isNull(users.suspendedAt)))
    .orderBy(asc(users.id));
  if (quoters.length === 0) throw conflict(QUESTION_NO_QUOTERS_MESSAGE);
  const sent = await deliverMessages(
    deps,
    me,
    quoters.map((receiver) => ({ receiver, requestId, content, askedEveryQuoter: true })),
    (tx) => assertWithinMessageRate(tx, limits, me.id),
  );
  return {
    messages: sent,
    sentCount: sent.length,
    awaitingSubscriptionCount: quoters.filter((quoter) => !canReadAndReply(quoter, policy)).length,
  };
}

/**
 * The messages of one request between the viewer and each other user. Its organizer sees theirs
 * with every supplier; a supplier who quoted on it (or was written to about it) sees their own.
 */
export async function listRequestMessages(
  db: Db,
  me: UserRow,
  requestId: number,
  policy: AccessPolicy,
): Promise<RequestMessages> {
  assertMayUseMessaging(me, policy);
  const organizerId = await requestOrganizerId(db, requestId);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.requestId, requestId), involving(me.id)))
    .orderBy(asc(messages.id));
  const mayView =
    me.role === "organizer"
      ? organizerId === me.id
      : rows.length > 0 || (await hasQuoted(db, me, requestId));
  if (!mayView) throw forbidden(REQUEST_MESSAGES_PERMISSION_MESSAGE);

  const byOther = new Map<number, MessageView[]>();
  for (const row of rows) {
    const otherId = row.senderId === me.id ? row.receiverId : row.senderId;
    if (otherId === null) continue;
    const thread = byOther.get(otherId) ?? [];
    thread.push(toMessageView(row));
    byOther.set(otherId, thread);
  }
  if (byOther.size === 0) return [];
  const others = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...byOther.keys()]), isNull(users.suspendedAt)));
  return others
    .map((other) => ({ user: toConversationUser(other), messages: byOther.get(other.id) ?? [] }))
    .sort((a, b) => (b.messages.at(-1)?.id ?? 0) - (a.messages.at(-1)?.id ?? 0));
}

async function hasQuoted(db: Db, supplier: UserRow, requestId: number): Promise<boolean> {
  const [quote] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.requestId, requestId), eq(quotes.supplierId, supplier.id)))
    .limit(1);
  return Boolean(quote);
}
