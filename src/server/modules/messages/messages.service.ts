import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { messages } from "../../db/schema";

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), eq(messages.read, false)));
  return row?.unread ?? 0;
}
