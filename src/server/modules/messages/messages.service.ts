import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, max, or, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { type DisplayNameFields, displayNameColumns } from "#server/db/columns";
import type { UserRow } from "#server/db/schema";
import { eventRequests, messages, users } from "#server/db/schema";
import type { AccessPolicy } from "#server/lib/access-policy";
import { badRequest, forbidden, notFound } from "#server/lib/errors";
import type { LiveEvents } from "#server/lib/live-events/live-events";
import type { Notifier } from "#server/lib/notifier-interface";
import { assertEmailVerified } from "#server/modules/email-verification/email-verification.service";
import {
  markNotificationsReadAbout,
  type UnreadNotificationKey,
} from "#server/modules/notifications/notifications.service";
import { isSubscribed } from "#server/modules/subscriptions/subscriptions.service";
import { findActiveUser, toPublicUser, USER_NOT_FOUND } from "#server/modules/users/users.service";
import type { MessageLiveEvent } from "#shared/contracts/live-events";
import {
  type ConversationEntry,
  type ConversationUser,
  MESSAGE_REQUEST_MISMATCH_MESSAGE,
  MESSAGE_SELF_MESSAGE,
  MESSAGING_PAID_PLAN_MESSAGE,
  MESSAGING_ROLES_MESSAGE,
  type MessageThread,
  type MessageView,
  THREAD_PAGE_SIZE,
} from "#shared/contracts/messages";
import { REQUEST_NOT_FOUND_MESSAGE } from "#shared/contracts/requests";
import { displayName } from "#shared/domain/display-name";
import { READ_AND_REPLY, SUBSCRIBE_TO_REPLY } from "#shared/domain/standard-plan";
import { pages } from "#shared/paths";
import { betweenUsers, involving } from "./message-conditions";
import { assertWithinSendingLimits, lockSender } from "./message-limits";

type MessageRow = typeof messages.$inferSelect;

/** What message sending tells the receiver about, beyond the live event. */
export interface NewMessageNotice {
  sender: UserRow;
  receiver: UserRow;
  message: MessageView;
  /** True when the receiver had no unread message from the sender before this one. */
  isFirstUnread: boolean;
}

export interface MessagingDependencies {
  db: Db;
  policy: AccessPolicy;
  limits: AppConfig["messageLimits"];
  liveEvents: Pick<LiveEvents, "publish">;
  /** Told after a message is stored; never allowed to fail the sending. */
  onMessageSent?: (notice: NewMessageNotice) => Promise<void>;
}

export function toMessageView(row: MessageRow): MessageView {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    requestId: row.requestId,
    content: row.content,
    read: row.read,
    askedEveryQuoter: row.askedEveryQuoter,
    createdAt: row.createdAt.toISOString(),
  };
}

type CardFields = DisplayNameFields & Pick<UserRow, "id" | "profileImage" | "urlSlug">;

export function toConversationUser(user: CardFields): ConversationUser {
  return {
    id: user.id,
    name: displayName(user),
    role: user.role,
    profileImage: user.profileImage,
    urlSlug: user.urlSlug,
  };
}

/** Messaging is for organizers and subscribed suppliers (docs/product.md §Messages). */
export function assertMayUseMessaging(user: UserRow, policy: AccessPolicy): void {
  if (user.role !== "organizer" && user.role !== "supplier")
    throw forbidden(MESSAGING_ROLES_MESSAGE);
  if (user.role === "supplier" && !isSubscribed(user, policy))
    throw forbidden(MESSAGING_PAID_PLAN_MESSAGE);
}

/**
 * Whether a user can read and reply to what is sent to them now: organizers always, suppliers
 * while subscribed. What the writer and the receiver are told depends on it.
 */
export function canReadAndReply(user: UserRow, policy: AccessPolicy): boolean {
  return user.role !== "supplier" || isSubscribed(user, policy);
}

/** Who posted a request; 404 when there is no such request. */
export async function requestOrganizerId(db: Db, requestId: number): Promise<number | null> {
  const [request] = await db
    .select({ organizerId: eventRequests.organizerId })
    .from(eventRequests)
    .where(eq(eventRequests.id, requestId))
    .limit(1);
  if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return request.organizerId;
}

/** The other side of a conversation: an active user of the other role. */
async function findCounterpart(db: Db, me: UserRow, otherId: number): Promise<UserRow> {
  if (otherId === me.id) throw badRequest(MESSAGE_SELF_MESSAGE);
  const other = await findActiveUser(db, otherId);
  if (!other) throw notFound(USER_NOT_FOUND);
  const isPair =
    (me.role === "organizer" && other.role === "supplier") ||
    (me.role === "supplier" && other.role === "organizer");
  if (!isPair) throw forbidden(MESSAGING_ROLES_MESSAGE);
  return other;
}

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), eq(messages.read, false)));
  return row?.unread ?? 0;
}

/** One entry per person I have exchanged messages with, newest conversation first. */
export async function listConversations(
  db: Db,
  me: UserRow,
  policy: AccessPolicy,
): Promise<ConversationEntry[]> {
  assertMayUseMessaging(me, policy);
  const otherId = sql<
    number | null
  >`case when ${messages.senderId} = ${me.id} then ${messages.receiverId} else ${messages.senderId} end`;
  const summary = db.$with("summary").as(
    db
      .select({
        otherId: sql<number>`${otherId}`.as("other_id"),
        lastId: sql<number>`max(${messages.id})`.as("last_id"),
        unreadCount:
          sql<number>`(count(*) filter (where ${messages.receiverId} = ${me.id} and not ${messages.read}))::int`.as(
            "unread_count",
          ),
        requestId: sql<
          number | null
        >`(array_agg(${messages.requestId} order by ${messages.id} desc) filter (where ${messages.requestId} is not null))[1]`.as(
          "last_request_id",
        ),
      })
      .from(messages)
      // A message whose other party deleted their account has no one to open it with.
      .where(
        and(or(eq(messages.senderId, me.id), eq(messages.receiverId, me.id)), isNotNull(otherId)),
      )
      // By the output column: the same expression written twice would carry two parameters,
      // which PostgreSQL cannot tell are equal.
      .groupBy(sql`other_id`),
  );
  const rows = await db
    .with(summary)
    .select({
      otherId: summary.otherId,
      unreadCount: summary.unreadCount,
      requestId: summary.requestId,
      content: messages.content,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      ...displayNameColumns(users),
      profileImage: users.profileImage,
      urlSlug: users.urlSlug,
    })
    .from(summary)
    .innerJoin(messages, eq(messages.id, summary.lastId))
    .innerJoin(users, eq(users.id, summary.otherId))
    .where(isNull(users.suspendedAt))
    .orderBy(desc(summary.lastId));
  return rows.map((row) => ({
    ...toConversationUser({
      id: row.otherId,
      name: row.name,
      username: row.username,
      role: row.role,
      businessName: row.businessName,
      profileImage: row.profileImage,
      urlSlug: row.urlSlug,
    }),
    unreadCount: Number(row.unreadCount),
    lastMessage: {
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      senderId: row.senderId,
    },
    requestId: row.requestId === null ? null : Number(row.requestId),
  }));
}

/**
 * A page of my thread with another user, oldest first. Opening the newest page marks their
 * messages to me read in one statement, so a message arriving meanwhile is either marked and
 * shown, or left unread for next time.
 */
export async function openThread(
  { db, policy, liveEvents }: MessagingDependencies,
  me: UserRow,
  otherId: number,
  before?: number,
): Promise<MessageThread> {
  assertMayUseMessaging(me, policy);
  const other = await findCounterpart(db, me, otherId);
  let markedRead = 0;
  if (before === undefined) {
    const marked = await db
      .update(messages)
      .set({ read: true })
      .where(
        and(
          eq(messages.senderId, other.id),
          eq(messages.receiverId, me.id),
          eq(messages.read, false),
        ),
      )
      .returning({ id: messages.id });
    markedRead = marked.length;
  }
  const pair = betweenUsers(me.id, other.id);
  const [rows, [latestRequest]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(before === undefined ? pair : and(pair, lt(messages.id, before)))
      .orderBy(desc(messages.id))
      .limit(THREAD_PAGE_SIZE + 1),
    db
      .select({ requestId: messages.requestId })
      .from(messages)
      .where(and(pair, isNotNull(messages.requestId)))
      .orderBy(desc(messages.id))
      .limit(1),
  ]);
  // The conversation's "New message" entry is read once the conversation is.
  const clearedNotices =
    before === undefined ? await markNotificationsReadAbout(db, conversationNotice(me, other)) : 0;
  if (markedRead > 0 || clearedNotices > 0) {
    const event = { type: "messages-read", readerId: me.id, senderId: other.id } as const;
    await Promise.all([liveEvents.publish(me.id, event), liveEvents.publish(other.id, event)]);
  }
  return {
    user: toPublicUser(other),
    messages: rows.slice(0, THREAD_PAGE_SIZE).reverse().map(toMessageView),
    hasMore: rows.length > THREAD_PAGE_SIZE,
    requestId: latestRequest?.requestId ?? null,
    canReply: canReadAndReply(other, policy),
  };
}

export interface SendMessageInput {
  receiverId: number;
  content: string;
  requestId: number | null;
}

export async function sendMessage(
  { db, policy, limits, liveEvents, onMessageSent }: MessagingDependencies,
  me: UserRow,
  input: SendMessageInput,
): Promise<MessageView> {
  assertMayUseMessaging(me, policy);
  assertEmailVerified(me);
  const receiver = await findCounterpart(db, me, input.receiverId);
  if (input.requestId !== null) {
    const conversationOrganizerId = me.role === "organizer" ? me.id : receiver.id;
    if ((await requestOrganizerId(db, input.requestId)) !== conversationOrganizerId)
      throw forbidden(MESSAGE_REQUEST_MISMATCH_MESSAGE);
  }
  const [message] = await deliverMessages(
    { db, liveEvents, onMessageSent },
    me,
    [{ receiver, requestId: input.requestId, content: input.content }],
    (tx) => assertWithinSendingLimits(tx, limits, me.id, receiver.id),
  );
  if (!message) throw new Error("no message delivered");
  return message;
}

interface Delivery {
  receiver: UserRow;
  requestId: number | null;
  content: string;
  /** The organizer's one question to every quoter on the request. */
  askedEveryQuoter?: boolean;
}

/**
 * Stores messages from one sender together (all or none), once `assertWithinLimits` passes under
 * the sender's lock, then tells each receiver: the live event to both sides' screens, and the
 * notification and email. Everything inside the transaction goes through it: on PostgreSQL a
 * query on the pool while holding the lock could wait for a connection that senders queued
 * behind the lock hold.
 */
export async function deliverMessages(
  {
    db,
    liveEvents,
    onMessageSent,
  }: Pick<MessagingDependencies, "db" | "liveEvents" | "onMessageSent">,
  me: UserRow,
  deliveries: Delivery[],
  assertWithinLimits: (tx: Db) => Promise<void>,
): Promise<MessageView[]> {
  const storeAll = async (store: Db) => {
    const rows = [];
    for (const { receiver, requestId, content, askedEveryQuoter = false } of deliveries) {
      const [unreadBefore] = await store
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.senderId, me.id),
            eq(messages.receiverId, receiver.id),
            eq(messages.read, false),
          ),
        )
        .limit(1);
      const [row] = await store
        .insert(messages)
        .values({ senderId: me.id, receiverId: receiver.id, requestId, content, askedEveryQuoter })
        .returning();
      if (!row) throw new Error("insert returned no row");
      rows.push({ receiver, row, isFirstUnread: !unreadBefore });
    }
    return rows;
  };
  const stored = await db.transaction(async (tx) => {
    await lockSender(tx, me.id);
    await assertWithinLimits(tx);
    return storeAll(tx);
  });
  for (const { receiver, row, isFirstUnread } of stored) {
    const event: MessageLiveEvent = {
      type: "message",
      messageId: row.id,
      senderId: me.id,
      receiverId: receiver.id,
      requestId: row.requestId,
    };
    // The sender's other tabs and devices follow the conversation too.
    await Promise.all([liveEvents.publish(receiver.id, event), liveEvents.publish(me.id, event)]);
    try {
      await onMessageSent?.({ sender: me, receiver, message: toMessageView(row), isFirstUnread });
    } catch {
      // The message is stored and delivered; a failed notification must not turn that into an error.
    }
  }
  return stored.map(({ row }) => toMessageView(row));
}

/** Longest excerpt of a message quoted in its notification email. */
const EMAIL_EXCERPT_LENGTH = 300;

/** What names a receiver's notifications about their conversation with a sender. */
function conversationNotice(
  receiver: Pick<UserRow, "id">,
  sender: Pick<UserRow, "id">,
): UnreadNotificationKey {
  return { userId: receiver.id, type: "message", linkTo: pages.conversation.href(sender.id) };
}

/**
 * The receiver's "New message" notification: one unread entry per conversation, however many
 * messages arrive before they read it (a later one freshens it), cleared by opening the
 * conversation. Email goes out only for the first message they have not read yet, so a burst of
 * messages makes one email, not one each.
 *
 * A supplier on the free plan can't open the thread until they subscribe, so they are told that
 * instead of "Read and reply", and their email leaves the message out: the thread is what the
 * Standard plan opens.
 */
export async function notifyNewMessage(
  notifier: Pick<Notifier, "notify">,
  policy: AccessPolicy,
  { sender, receiver, message, isFirstUnread }: NewMessageNotice,
): Promise<void> {
  const senderName = displayName(sender);
  const key = conversationNotice(receiver, sender);
  const canReply = canReadAndReply(receiver, policy);
  const nextStep = canReply ? "" : ` ${SUBSCRIBE_TO_REPLY}.`;
  const excerpt =
    message.content.length > EMAIL_EXCERPT_LENGTH
      ? `${message.content.slice(0, EMAIL_EXCERPT_LENGTH).trimEnd()}…`
      : message.content;
  await notifier.notify({
    userId: key.userId,
    type: key.type,
    title: "New message",
    description: `${senderName} sent you a message.${nextStep}`,
    // A later message brings the conversation's unread entry up rather than adding one; each
    // message is still pushed, and the device shows the conversation's newest push alone.
    ...(isFirstUnread ? {} : { freshen: `${senderName} sent you new messages.${nextStep}` }),
    linkTo: key.linkTo,
    ...(isFirstUnread
      ? {
          email: {
            subject: `New message from ${senderName}`,
            text: canReply
              ? `${senderName} sent you a message on EventEazy:\n\n${excerpt}`
              : `${senderName} sent you a message on EventEazy.\n\nMessaging is part of the Standard plan: subscribe to read and reply.`,
            actionLabel: canReply ? READ_AND_REPLY : SUBSCRIBE_TO_REPLY,
          },
        }
      : {}),
  });
}

/** The newest message id of all: where a new live stream starts counting from. */
export async function latestMessageId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(messages.id) }).from(messages);
  return row?.id ?? 0;
}

/** Message events for a user after a given message id, oldest first: what a resumed stream missed. */
export async function messageEventsSince(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<MessageLiveEvent[]> {
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      requestId: messages.requestId,
    })
    .from(messages)
    .where(and(gt(messages.id, afterId), involving(userId)))
    .orderBy(asc(messages.id))
    .limit(limit);
  return rows.flatMap((row) =>
    row.senderId === null || row.receiverId === null
      ? []
      : [
          {
            type: "message" as const,
            messageId: row.id,
            senderId: row.senderId,
            receiverId: row.receiverId,
            requestId: row.requestId,
          },
        ],
  );
}
