import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import { type ComplianceBadgeRow, complianceBadges, type UserRow, users } from "#server/db/schema";
import { AppError, badRequest, conflict, notFound } from "#server/lib/errors";
import { type IdentifiedEvidence, identifyEvidence } from "#server/lib/evidence/identify-evidence";
import type { ImageDecoder } from "#server/lib/images/image-decoder";
import { ImageRejectedError } from "#server/lib/images/prepare-image";
import type { Notifier, NotifyInput } from "#server/lib/notifier-interface";
import { newPrivateKey, type PrivateFileStore } from "#server/lib/storage/private-file-store";
import {
  type AdminBadgeView,
  ALREADY_EXPIRED_MESSAGE,
  BADGE_NOT_FOUND_MESSAGE,
  type BadgeInput,
  type BadgeStatus,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EVIDENCE_TYPE_MESSAGE,
  evidencePixelsMessage,
  FUTURE_DATE_MESSAGE,
  NOT_PENDING_MESSAGE,
  type OwnBadgeView,
  type PublicBadge,
} from "#shared/contracts/compliance-badges";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import {
  BADGE_KINDS,
  BADGE_REMINDER_DAYS,
  type BadgeDetails,
  type BadgeKind,
  badgeIssuedOn,
  badgeLabel,
  badgeValidUntil,
  GOOD_FOOD_HYGIENE_RATING,
  isBadgeCurrent,
} from "#shared/domain/compliance-badges";
import { displayName } from "#shared/domain/display-name";
import { formatLongDate } from "#shared/domain/format";

/** Where evidence goes, and the app's image decoder that checks it (with every other image). */
export interface EvidenceHandling {
  store: PrivateFileStore;
  decoder: Pick<ImageDecoder, "run" | "maxPixels">;
}

export interface EvidenceFile {
  filename: string;
  data: Buffer;
}

/** Where the supplier's settings list their badges; every badge email links here. */
const BADGES_PAGE = "/profile?tab=settings";

/** 413 rather than 400: the supplier learns to send a smaller file, not to fix a field. */
export const evidenceTooLarge = () => new AppError(413, EVIDENCE_TOO_LARGE_MESSAGE, "too_large");

/** The field that carries the date a badge is checked against, for the form's error. */
const ISSUED_FIELD: Record<BadgeKind, string> = {
  insurance: "expiryDate",
  food_hygiene: "inspectionDate",
  dbs: "issueDate",
  pat: "testDate",
};

/** A stored name for the download: printable ASCII without quotes or path separators. */
function safeFilename(name: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9 _-]+/g, "")
    .trim()
    .slice(0, 80);
  return `${base || "evidence"}.${extension}`;
}

/** A badge's status as people read it: a live badge past its last day has expired, swept or not. */
function statusOn(row: ComplianceBadgeRow, today: string): BadgeStatus {
  if (
    (row.status === "pending" || row.status === "verified") &&
    !isBadgeCurrent(row.validUntil, today)
  )
    return "expired";
  return row.status;
}

function toOwnView(row: ComplianceBadgeRow, today: string): OwnBadgeView {
  return {
    id: row.id,
    kind: row.kind,
    details: row.details,
    label: badgeLabel(row.details),
    status: statusOn(row, today),
    rejectionReason: row.status === "rejected" ? row.rejectionReason : null,
    validUntil: row.validUntil,
    evidenceName: row.evidenceName,
    evidenceType: row.evidenceType,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The verified badges a card shows on `today`: the denormalised list without the expired. */
export function currentPublicBadges(badges: readonly PublicBadge[], today: string): PublicBadge[] {
  return badges.filter((badge) => isBadgeCurrent(badge.validUntil, today));
}

/**
 * Rewrites the supplier's denormalised badges (users.verified_badges, insured_until,
 * good_hygiene_until) from their verified badges still current on `today`: for each kind the one
 * that lasts longest, which for a hygiene rating is the latest inspection. The users row's
 * trigger then tells every directory cache.
 */
export async function refreshSupplierBadges(tx: Db, supplierId: number, today: string) {
  const rows = await tx
    .select({
      kind: complianceBadges.kind,
      details: complianceBadges.details,
      validUntil: complianceBadges.validUntil,
    })
    .from(complianceBadges)
    .where(
      and(
        eq(complianceBadges.supplierId, supplierId),
        eq(complianceBadges.status, "verified"),
        gte(complianceBadges.validUntil, today),
      ),
    )
    .orderBy(desc(complianceBadges.validUntil), desc(complianceBadges.id));
  const best = new Map<BadgeKind, (typeof rows)[number]>();
  for (const row of rows) if (!best.has(row.kind)) best.set(row.kind, row);
  const hygiene = best.get("food_hygiene");
  await tx
    .update(users)
    .set({
      verifiedBadges: BADGE_KINDS.flatMap((kind) => {
        const row = best.get(kind);
        return row ? [{ kind, label: badgeLabel(row.details), validUntil: row.validUntil }] : [];
      }),
      insuredUntil: best.get("insurance")?.validUntil ?? null,
      goodHygieneUntil:
        hygiene?.details.kind === "food_hygiene" &&
        hygiene.details.rating >= GOOD_FOOD_HYGIENE_RATING
          ? hygiene.validUntil
          : null,
    })
    .where(eq(users.id, supplierId));
}

/** What the evidence is, or the 400 that says why it is refused. */
async function identifyEvidenceFile(
  file: EvidenceFile,
  decoder: EvidenceHandling["decoder"],
): Promise<IdentifiedEvidence> {
  try {
    return await identifyEvidence(file.data, decoder);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const message =
      error.reason === "too_many_pixels"
        ? evidencePixelsMessage(decoder.maxPixels)
        : EVIDENCE_TYPE_MESSAGE;
    throw badRequest(message, { evidence: [message] });
  }
}

/**
 * A supplier adds a badge with its evidence. The dates must make sense today, and the file must
 * be a PDF, JPEG or PNG by its content; nothing is stored otherwise. The badge waits for an admin.
 */
export async function addBadge(
  db: Db,
  evidence: EvidenceHandling,
  supplier: UserRow,
  details: BadgeInput,
  file: EvidenceFile,
  now: Date,
): Promise<OwnBadgeView> {
  const today = ukToday(now);
  const dateField = ISSUED_FIELD[details.kind];
  const issuedOn = badgeIssuedOn(details);
  if (issuedOn !== null && issuedOn > today)
    throw badRequest(FUTURE_DATE_MESSAGE, { [dateField]: [FUTURE_DATE_MESSAGE] });
  const validUntil = badgeValidUntil(details);
  if (!isBadgeCurrent(validUntil, today))
    throw badRequest(ALREADY_EXPIRED_MESSAGE, { [dateField]: [ALREADY_EXPIRED_MESSAGE] });
  const identified = await identifyEvidenceFile(file, evidence.decoder);

  const key = newPrivateKey(supplier.id, identified.extension);
  await evidence.store.put(key, file.data);
  try {
    const [row] = await db
      .insert(complianceBadges)
      .values({
        supplierId: supplier.id,
        kind: details.kind,
        details,
        validUntil,
        evidenceKey: key,
        evidenceType: identified.contentType,
        evidenceName: safeFilename(file.filename, identified.extension),
      })
      .returning();
    if (!row) throw new Error("A badge insert answered no row");
    return toOwnView(row, today);
  } catch (error) {
    await evidence.store.delete(key);
    throw error;
  }
}

export async function listOwnBadges(db: Db, supplier: UserRow, now: Date): Promise<OwnBadgeView[]> {
  const rows = await db
    .select()
    .from(complianceBadges)
    .where(eq(complianceBadges.supplierId, supplier.id))
    .orderBy(desc(complianceBadges.createdAt), desc(complianceBadges.id));
  const today = ukToday(now);
  return rows.map((row) => toOwnView(row, today));
}

/** A supplier removes one of their badges, and its evidence with it. */
export async function deleteBadge(
  db: Db,
  store: PrivateFileStore,
  supplier: UserRow,
  badgeId: number,
  now: Date,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(complianceBadges)
      .where(and(eq(complianceBadges.id, badgeId), eq(complianceBadges.supplierId, supplier.id)))
      .returning({ evidenceKey: complianceBadges.evidenceKey });
    if (!row) throw notFound(BADGE_NOT_FOUND_MESSAGE);
    await refreshSupplierBadges(tx, supplier.id, ukToday(now));
    return row;
  });
  await store.delete(removed.evidenceKey);
}

/**
 * The evidence file, for its supplier and for admins only. Anyone else learns nothing, not even
 * that the badge exists: the answer is the same 404 as for a badge that does not.
 */
export async function readEvidence(
  db: Db,
  store: PrivateFileStore,
  viewer: UserRow,
  badgeId: number,
): Promise<{ data: Buffer; contentType: string; filename: string }> {
  const [row] = await db
    .select({
      supplierId: complianceBadges.supplierId,
      evidenceKey: complianceBadges.evidenceKey,
      evidenceType: complianceBadges.evidenceType,
      evidenceName: complianceBadges.evidenceName,
    })
    .from(complianceBadges)
    .where(eq(complianceBadges.id, badgeId));
  if (!row || (viewer.role !== "admin" && row.supplierId !== viewer.id))
    throw notFound(BADGE_NOT_FOUND_MESSAGE);
  const data = await store.read(row.evidenceKey);
  if (!data) throw notFound(BADGE_NOT_FOUND_MESSAGE);
  return { data, contentType: row.evidenceType, filename: row.evidenceName };
}

/** The admin console's queue: waiting badges oldest first, the others newest first. */
export async function listBadgesForAdmin(
  db: Db,
  query: { status: BadgeStatus },
  now: Date,
): Promise<AdminBadgeView[]> {
  const rows = await db
    .select({ badge: complianceBadges, supplier: { id: users.id, ...displayNameColumns(users) } })
    .from(complianceBadges)
    .innerJoin(users, eq(users.id, complianceBadges.supplierId))
    .where(eq(complianceBadges.status, query.status))
    .orderBy(
      query.status === "pending"
        ? asc(complianceBadges.createdAt)
        : desc(complianceBadges.createdAt),
      asc(complianceBadges.id),
    )
    .limit(100);
  const today = ukToday(now);
  return rows.map(({ badge, supplier }) => ({
    ...toOwnView(badge, today),
    supplier: { id: supplier.id, name: displayName(supplier), username: supplier.username },
  }));
}

async function findBadge(db: Db, badgeId: number): Promise<ComplianceBadgeRow> {
  const [row] = await db.select().from(complianceBadges).where(eq(complianceBadges.id, badgeId));
  if (!row) throw notFound(BADGE_NOT_FOUND_MESSAGE);
  return row;
}

/** An admin verifies a waiting badge: it shows on cards and profiles until its last day. */
export async function verifyBadge(
  db: Db,
  notifier: Notifier,
  admin: UserRow,
  badgeId: number,
  now: Date,
): Promise<AdminBadgeView> {
  const today = ukToday(now);
  const row = await db.transaction(async (tx) => {
    const badge = await findBadge(tx, badgeId);
    if (badge.status !== "pending") throw conflict(NOT_PENDING_MESSAGE);
    if (!isBadgeCurrent(badge.validUntil, today)) throw conflict(ALREADY_EXPIRED_MESSAGE);
    const [verified] = await tx
      .update(complianceBadges)
      .set({ status: "verified", reviewedBy: admin.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(complianceBadges.id, badgeId), eq(complianceBadges.status, "pending")))
      .returning();
    if (!verified) throw conflict(NOT_PENDING_MESSAGE);
    await refreshSupplierBadges(tx, verified.supplierId, today);
    return verified;
  });
  const label = badgeLabel(row.details);
  const until = formatLongDate(`${row.validUntil}T12:00:00Z`);
  await notifier.notify({
    userId: row.supplierId,
    type: "other",
    title: "Badge verified",
    description: `Your "${label}" badge is verified and shows on your profile until ${until}.`,
    linkTo: BADGES_PAGE,
    email: {
      subject: `Your "${label}" badge is verified`,
      text: `We checked your evidence: your "${label}" badge is verified.\n\nIt shows on your card and profile until ${until}. We will remind you ${FIRST_REMINDER_DAYS} and ${LAST_REMINDER_DAYS} days before then.`,
      actionLabel: "See your badges",
    },
  });
  return adminViewOf(db, row, today);
}

/** An admin rejects a waiting badge, or withdraws a verified one, with a reason for the supplier. */
export async function rejectBadge(
  db: Db,
  notifier: Notifier,
  admin: UserRow,
  badgeId: number,
  reason: string,
  now: Date,
): Promise<AdminBadgeView> {
  const today = ukToday(now);
  const row = await db.transaction(async (tx) => {
    const badge = await findBadge(tx, badgeId);
    if (badge.status !== "pending" && badge.status !== "verified")
      throw conflict(NOT_PENDING_MESSAGE);
    const [rejected] = await tx
      .update(complianceBadges)
      .set({
        status: "rejected",
        rejectionReason: reason,
        reviewedBy: admin.id,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(and(eq(complianceBadges.id, badgeId), eq(complianceBadges.status, badge.status)))
      .returning();
    if (!rejected) throw conflict(NOT_PENDING_MESSAGE);
    await refreshSupplierBadges(tx, rejected.supplierId, today);
    return rejected;
  });
  const label = badgeLabel(row.details);
  await notifier.notify({
    userId: row.supplierId,
    type: "other",
    title: "Badge not verified",
    description: `Your "${label}" badge was not verified: ${reason}`,
    linkTo: BADGES_PAGE,
    email: {
      subject: `Your "${label}" badge was not verified`,
      text: `We could not verify your "${label}" badge.\n\nThe reason: ${reason}\n\nYou can add it again with new evidence from your settings.`,
      actionLabel: "See your badges",
    },
  });
  return adminViewOf(db, row, today);
}

async function adminViewOf(db: Db, row: ComplianceBadgeRow, today: string) {
  const [supplier] = await db
    .select({ id: users.id, ...displayNameColumns(users) })
    .from(users)
    .where(eq(users.id, row.supplierId));
  if (!supplier) throw notFound(BADGE_NOT_FOUND_MESSAGE);
  return {
    ...toOwnView(row, today),
    supplier: { id: supplier.id, name: displayName(supplier), username: supplier.username },
  };
}

const SWEEP_BATCH = 500;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const inDays = (days: number) =>
  days === 0 ? "today" : days === 1 ? "in 1 day" : `in ${days} days`;

/** The badge reminders' days before the end, furthest first; each has its own sent-at column. */
const [FIRST_REMINDER_DAYS, LAST_REMINDER_DAYS] = BADGE_REMINDER_DAYS;

/**
 * The last and first reminders of verified badges (BADGE_REMINDER_DAYS), each sent once
 * (docs/decisions/0033). The last one goes first and also stands for the first, so a badge
 * verified a week before its end hears once, not twice.
 */
export async function remindExpiringBadges(
  tx: Db,
  notifier: Notifier,
  now: Date,
): Promise<{ reminded: number; announcements: Array<() => void> }> {
  const today = ukToday(now);
  const announcements: Array<() => void> = [];
  const reminders = [
    {
      days: LAST_REMINDER_DAYS,
      notYet: isNull(complianceBadges.remindedSevenAt),
      marks: {
        remindedSevenAt: now,
        remindedThirtyAt: sql`coalesce(${complianceBadges.remindedThirtyAt}, ${now})`,
      },
    },
    {
      days: FIRST_REMINDER_DAYS,
      notYet: isNull(complianceBadges.remindedThirtyAt),
      marks: { remindedThirtyAt: now },
    },
  ];
  for (const { days, notYet, marks } of reminders) {
    const isDue: SQL[] = [
      eq(complianceBadges.status, "verified"),
      gte(complianceBadges.validUntil, today),
      lte(complianceBadges.validUntil, addDays(today, days)),
      notYet,
    ];
    const due = await tx
      .select()
      .from(complianceBadges)
      .where(and(...isDue))
      .orderBy(asc(complianceBadges.validUntil), asc(complianceBadges.id))
      .limit(SWEEP_BATCH);
    for (const badge of due) {
      await tx.transaction(async (savepoint) => {
        const [marked] = await savepoint
          .update(complianceBadges)
          .set(marks)
          .where(and(eq(complianceBadges.id, badge.id), ...isDue))
          .returning({ id: complianceBadges.id });
        if (!marked) return;
        const label = badgeLabel(badge.details);
        const until = formatLongDate(`${badge.validUntil}T12:00:00Z`);
        const left = inDays(daysBetween(today, badge.validUntil));
        announcements.push(
          await notifier.notifyWithin(
            savepoint,
            [
              {
                userId: badge.supplierId,
                type: "other",
                alert: "reminders",
                title: "Badge ending soon",
                description: `Your "${label}" badge ends ${left}, on ${until}.`,
                linkTo: BADGES_PAGE,
                email: {
                  subject: `Your "${label}" badge ends ${left}`,
                  text: `Your "${label}" badge counts until ${until}. After that it no longer shows on your card and profile.\n\nAdd the renewed document from your settings to keep it showing.`,
                  actionLabel: "Renew your badge",
                },
              },
            ],
            now,
          ),
        );
      });
    }
  }
  return { reminded: announcements.length, announcements };
}

/**
 * Records the expiry of every live badge past its last day, takes it off the supplier's card,
 * and tells the supplier. Display already leaves it out by date; this makes it a fact.
 */
export async function expireBadges(
  tx: Db,
  notifier: Notifier,
  now: Date,
): Promise<{ expired: number; announcements: Array<() => void> }> {
  const today = ukToday(now);
  const isDue = and(
    inArray(complianceBadges.status, ["pending", "verified"]),
    lt(complianceBadges.validUntil, today),
  );
  const due = await tx
    .select()
    .from(complianceBadges)
    .where(isDue)
    .orderBy(asc(complianceBadges.validUntil), asc(complianceBadges.id))
    .limit(SWEEP_BATCH);
  const announcements: Array<() => void> = [];
  for (const badge of due) {
    await tx.transaction(async (savepoint) => {
      const [marked] = await savepoint
        .update(complianceBadges)
        .set({ status: "expired", expiredAt: now, updatedAt: now })
        .where(and(eq(complianceBadges.id, badge.id), isDue))
        .returning({ id: complianceBadges.id });
      if (!marked) return;
      if (badge.status === "verified")
        await refreshSupplierBadges(savepoint, badge.supplierId, today);
      announcements.push(await notifier.notifyWithin(savepoint, [expiryNotice(badge)], now));
    });
  }
  return { expired: announcements.length, announcements };
}

function expiryNotice(badge: ComplianceBadgeRow): NotifyInput {
  const label = badgeLabel(badge.details as BadgeDetails);
  const until = formatLongDate(`${badge.validUntil}T12:00:00Z`);
  const wasShown = badge.status === "verified";
  return {
    userId: badge.supplierId,
    type: "other",
    alert: "reminders",
    title: "Badge expired",
    description: wasShown
      ? `Your "${label}" badge ended on ${until} and no longer shows on your profile.`
      : `Your "${label}" badge ended on ${until} before it was checked.`,
    linkTo: BADGES_PAGE,
    email: {
      subject: `Your "${label}" badge has expired`,
      text: `Your "${label}" badge counted until ${until}.${wasShown ? " It no longer shows on your card and profile." : ""}\n\nAdd the renewed document from your settings to show it again.`,
      actionLabel: "Renew your badge",
    },
  };
}
