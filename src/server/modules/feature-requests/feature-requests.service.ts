import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { type DisplayNameFields, displayNameColumns } from "#server/db/columns";
import type { UserRow } from "#server/db/schema";
import { featureRequests, featureRequestVotes, users } from "#server/db/schema";
import { conflict, notFound } from "#server/lib/errors";
import {
  ALREADY_VOTED_MESSAGE,
  type CreateFeatureRequestBody,
  FEATURE_REQUEST_NOT_FOUND_MESSAGE,
  type FeatureRequestView,
} from "#shared/contracts/feature-requests";
import { DELETED_USER_NAME, displayName } from "#shared/domain/display-name";

type CreateFeatureRequestInput = z.output<typeof CreateFeatureRequestBody>;
type FeatureRequestRow = typeof featureRequests.$inferSelect;

/** How the public board names an admin's request: admin accounts are never shown to the public. */
export const TEAM_AUTHOR_NAME = "EventEazy team";

function authorName(author: DisplayNameFields | null): string {
  if (!author) return DELETED_USER_NAME;
  return author.role === "admin" ? TEAM_AUTHOR_NAME : displayName(author);
}
/** The database or a transaction on it: both can read. */
type Reader = Pick<Db, "select">;

function toView(row: FeatureRequestRow, author: DisplayNameFields | null, hasVoted: boolean) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status: row.status,
    votes: row.votes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    authorName: authorName(author),
    hasVoted,
  } satisfies FeatureRequestView;
}

async function selectViews(
  db: Reader,
  viewer: UserRow | null,
  where?: SQL,
): Promise<FeatureRequestView[]> {
  // A guest has voted for nothing; -1 matches no user, so one query serves both.
  const viewerId = viewer?.id ?? -1;
  const rows = await db
    .select({
      request: featureRequests,
      author: displayNameColumns(users),
      votedBy: featureRequestVotes.userId,
    })
    .from(featureRequests)
    .leftJoin(users, eq(users.id, featureRequests.userId))
    .leftJoin(
      featureRequestVotes,
      and(
        eq(featureRequestVotes.featureRequestId, featureRequests.id),
        eq(featureRequestVotes.userId, viewerId),
      ),
    )
    .where(where)
    .orderBy(
      desc(featureRequests.votes),
      desc(featureRequests.createdAt),
      desc(featureRequests.id),
    );
  return rows.map(({ request, author, votedBy }) => toView(request, author, votedBy !== null));
}

/** Every feature request, most votes first, then newest first. */
export function listFeatureRequests(db: Db, viewer: UserRow | null): Promise<FeatureRequestView[]> {
  return selectViews(db, viewer);
}

export async function createFeatureRequest(
  db: Db,
  author: UserRow,
  input: CreateFeatureRequestInput,
): Promise<FeatureRequestView> {
  const [row] = await db
    .insert(featureRequests)
    .values({
      userId: author.id,
      title: input.title,
      description: input.description,
      category: input.category,
      priority: input.priority,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toView(row, author, false);
}

/**
 * Records one vote and counts it in one transaction. The vote table's primary key is the
 * guard: a second vote by the same user, even one arriving in parallel, inserts nothing.
 */
export function voteForFeatureRequest(
  db: Db,
  voter: UserRow,
  id: number,
): Promise<FeatureRequestView> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: featureRequests.id })
      .from(featureRequests)
      .where(eq(featureRequests.id, id))
      .limit(1);
    if (!existing) throw notFound(FEATURE_REQUEST_NOT_FOUND_MESSAGE);
    const [vote] = await tx
      .insert(featureRequestVotes)
      .values({ featureRequestId: id, userId: voter.id })
      .onConflictDoNothing()
      .returning({ userId: featureRequestVotes.userId });
    if (!vote) throw conflict(ALREADY_VOTED_MESSAGE);
    await tx
      .update(featureRequests)
      .set({ votes: sql`${featureRequests.votes} + 1` })
      .where(eq(featureRequests.id, id));
    const [view] = await selectViews(tx, voter, eq(featureRequests.id, id));
    if (!view) throw notFound(FEATURE_REQUEST_NOT_FOUND_MESSAGE);
    return view;
  });
}
