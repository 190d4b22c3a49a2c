/** Every messages query lives under ["messages"], so one invalidation can refresh them all. */
export const messageKeys = {
  all: ["messages"] as const,
  conversations: ["messages", "conversations"] as const,
  thread: (userId: number) => ["messages", "thread", userId] as const,
  request: (requestId: number) => ["messages", "request", requestId] as const,
  /** Read by the header's Messages badge and the bell (see get-unread-count.ts). */
  unreadCount: ["messages", "unread-count"] as const,
  send: (userId: number) => ["messages", "send", userId] as const,
};
