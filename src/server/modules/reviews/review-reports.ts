import type { Db } from "#server/db/client";
import type { organizerReviewReports, reviewReports, UserRow } from "#server/db/schema";
import { conflict, forbidden } from "#server/lib/errors";
import { assertEmailVerified } from "#server/modules/email-verification/email-verification.service";
import { CONFIRM_EMAIL_BEFORE_REPORT_MESSAGE } from "#shared/contracts/email-verification";
import { ALREADY_REPORTED_MESSAGE, OWN_REVIEW_REPORT_MESSAGE } from "#shared/contracts/reviews";

/** Reviews of suppliers and reviews of organizers keep their reports in tables of one shape. */
type ReportTable = typeof reviewReports | typeof organizerReviewReports;

/**
 * Files a user's report of a public review for the admins, once per user and never by its
 * author, whichever side the review is of. `findAuthor` answers 404 for a review that is not
 * public (waiting or hidden), and so takes no report.
 */
export async function reportPublicReview(
  db: Db,
  table: ReportTable,
  user: UserRow,
  reviewId: number,
  reason: string | null,
  findAuthor: () => Promise<number | null>,
): Promise<void> {
  assertEmailVerified(user, CONFIRM_EMAIL_BEFORE_REPORT_MESSAGE);
  const authorId = await findAuthor();
  if (authorId === user.id) throw forbidden(OWN_REVIEW_REPORT_MESSAGE);
  const inserted = await db
    .insert(table)
    .values({ reviewId, reporterId: user.id, reason })
    .onConflictDoNothing()
    .returning({ reviewId: table.reviewId });
  if (inserted.length === 0) throw conflict(ALREADY_REPORTED_MESSAGE);
}
