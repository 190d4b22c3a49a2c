import { and, eq, or, type SQL } from "drizzle-orm";
import { messages } from "#server/db/schema";

/** Messages between two users, whichever of them sent them. */
export function betweenUsers(a: number, b: number): SQL | undefined {
  return or(
    and(eq(messages.senderId, a), eq(messages.receiverId, b)),
    and(eq(messages.senderId, b), eq(messages.receiverId, a)),
  );
}

/** Messages a user sent or received. */
export function involving(userId: number): SQL | undefined {
  return or(eq(messages.senderId, userId), eq(messages.receiverId, userId));
}
