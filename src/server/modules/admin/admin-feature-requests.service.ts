import { desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import type { UserRow } from "#server/db/schema";
import { featureRequests, users } from "#server/db/schema";
import { notFound } from "#server/lib/errors";
import type { Notifier } from "#server/lib/notifier-interface";
import type { AdminFeatureRequestView } from "#shared/contracts/admin";
import {
  FEATURE_REQUEST_NOT_FOUND_MESSAGE,
  FEATURE_REQUEST_STATUS_LABELS,
  type FeatureRequestStatus,
} from "#shared/contracts/feature-requests";
import { DELETED_USER_NAME, displayName } from "#shared/domain/display-name";
import { pages } from "#shared/paths";

async function selectFeatureRequests(db: Db, where?: SQL) {
  const rows = await db
    .select({
      request: featureRequests,
      author: displayNameColumns(users),
    })
    .from(featureRequests)
    .leftJoin(users, eq(users.id, featureRequests.userId))
    .where(where)
    .orderBy(
      desc(featureRequests.votes),
      desc(featureRequests.createdAt),
      desc(featureRequests.id),
    );
  return rows.map(({ request, author }): AdminFeatureRequestView & { authorId: number | null } => ({
    id: request.id,
    title: request.title,
    description: request.description,
    category: request.category,
    priority: request.priority,
    status: request.status,
    votes: request.votes,
    authorId: request.userId,
    authorName: author ? displayName(author) : DELETED_USER_NAME,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  }));
}

/** The board as the admin works through it: the same order as the public board, by status on request. */
export async function listFeatureRequestsForAdmin(
  db: Db,
  status?: FeatureRequestStatus,
): Promise<AdminFeatureRequestView[]> {
  const rows = await selectFeatureRequests(
    db,
    status ? eq(featureRequests.status, status) : undefined,
  );
  return rows.map(({ authorId: _authorId, ...request }) => request);
}

/**
 * Moves a feature request to any status (an admin may reopen a rejected idea) and tells its
 * author, who otherwise would only find out by looking at the board again.
 */
export async function setFeatureRequestStatus(
  db: Db,
  notifier: Notifier,
  admin: UserRow,
  id: number,
  status: FeatureRequestStatus,
): Promise<AdminFeatureRequestView> {
  const [before] = await db
    .select({ status: featureRequests.status })
    .from(featureRequests)
    .where(eq(featureRequests.id, id))
    .limit(1);
  if (!before) throw notFound(FEATURE_REQUEST_NOT_FOUND_MESSAGE);
  await db
    .update(featureRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(featureRequests.id, id));
  const [view] = await selectFeatureRequests(db, eq(featureRequests.id, id));
  if (!view) throw notFound(FEATURE_REQUEST_NOT_FOUND_MESSAGE);
  const { authorId, ...request } = view;
  if (before.status !== status && authorId !== null && authorId !== admin.id) {
    await notifier.notify({
      userId: authorId,
      type: "other",
      title: "Feature request updated",
      description: `“${request.title}” is now ${FEATURE_REQUEST_STATUS_LABELS[status]}.`,
      linkTo: pages.featureRequests.href,
    });
  }
  return request;
}
