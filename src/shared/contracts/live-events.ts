import { z } from "zod";

/**
 * What the server pushes to a signed-in user's open pages (`GET /api/events`). Events carry ids,
 * not content: a page refetches what it shows, so an event never bypasses the rules of the call
 * that answers it, and every event fits the database's notification size limit.
 */
export const MessageLiveEvent = z.object({
  type: z.literal("message"),
  messageId: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  requestId: z.number().int().nullable(),
});

/** `readerId` has read the messages `senderId` sent them. */
export const MessagesReadLiveEvent = z.object({
  type: z.literal("messages-read"),
  readerId: z.number().int(),
  senderId: z.number().int(),
});

export const NotificationLiveEvent = z.object({
  type: z.literal("notification"),
  notificationId: z.number().int(),
});

export const LiveEvent = z.discriminatedUnion("type", [
  MessageLiveEvent,
  MessagesReadLiveEvent,
  NotificationLiveEvent,
]);
export type LiveEvent = z.infer<typeof LiveEvent>;
export type MessageLiveEvent = z.infer<typeof MessageLiveEvent>;

export function liveStreamsPerAccountMessage(limit: number): string {
  return `You already have ${limit} live connections open. Close an EventEazy tab or window and try again.`;
}

export function liveStreamsPerAddressMessage(limit: number): string {
  return `${limit} live connections are already open from your network. Close an EventEazy tab or window and try again.`;
}
