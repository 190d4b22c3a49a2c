import { z } from "zod";
import { BADGE_KINDS, type BadgeDetails, DBS_TYPES } from "#shared/domain/compliance-badges";
import { requiredLine, requiredText } from "./fields";

/** At most 10 MB of evidence: a scanned certificate or a photographed policy schedule. */
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EVIDENCE_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const EvidenceContentType = z.enum(ACCEPTED_EVIDENCE_TYPES);
export type EvidenceContentType = z.infer<typeof EvidenceContentType>;
export const BADGE_REASON_MAX_LENGTH = 500;
export const COVER_POUNDS_MAX = 100_000_000;

export const BADGE_NOT_FOUND_MESSAGE = "Badge not found.";
export const EVIDENCE_TYPE_MESSAGE = "Please upload the evidence as a PDF, JPEG or PNG file.";
export const EVIDENCE_TOO_LARGE_MESSAGE = `The evidence file must be ${MAX_EVIDENCE_BYTES / (1024 * 1024)} MB or smaller.`;
/** An image over IMAGE_MAX_MEGAPIXELS is refused from its header, before it is decoded. */
export const evidencePixelsMessage = (maxPixels: number) =>
  `That image is too large to check. Please upload one under ${Math.round(maxPixels / 1_000_000)} megapixels, or the document as a PDF.`;
export const EVIDENCE_MISSING_MESSAGE = "Please attach the evidence: a PDF, JPEG or PNG file.";
export const REJECT_REASON_MESSAGE = "Please give a reason for rejecting this badge.";
export const FUTURE_DATE_MESSAGE = "This date can't be in the future.";
export const ALREADY_EXPIRED_MESSAGE = "This has already expired.";
export const NOT_PENDING_MESSAGE = "Only a badge waiting for review can be verified or rejected.";

const day = (missing: string) =>
  z.iso.date({ error: missing }).refine((value) => !Number.isNaN(Date.parse(value)), missing);

/** What a supplier enters for each kind of badge; the form and the server check the same. */
export const BadgeInput = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("insurance"),
    insurer: requiredLine("Please enter the insurer.", 100),
    policyNumber: requiredLine("Please enter the policy number.", 60),
    coverPounds: z.coerce
      .number({ error: "Please enter the cover in pounds." })
      .int("Please enter whole pounds.")
      .min(1, "Please enter the cover in pounds.")
      .max(COVER_POUNDS_MAX, "That cover is larger than EventEazy records."),
    expiryDate: day("Please enter the expiry date."),
  }),
  z.object({
    kind: z.literal("food_hygiene"),
    rating: z.coerce
      .number({ error: "Please choose the rating." })
      .int("Please choose the rating.")
      .min(0, "Ratings run from 0 to 5.")
      .max(5, "Ratings run from 0 to 5."),
    businessName: requiredLine("Please enter the business name as rated.", 120),
    inspectionDate: day("Please enter the inspection date."),
  }),
  z.object({
    kind: z.literal("dbs"),
    dbsType: z.enum(DBS_TYPES, { error: "Please choose basic, standard or enhanced." }),
    issueDate: day("Please enter the issue date."),
  }),
  z.object({
    kind: z.literal("pat"),
    testDate: day("Please enter the test date."),
  }),
]) satisfies z.ZodType<BadgeDetails>;
export type BadgeInput = z.infer<typeof BadgeInput>;

export const BADGE_STATUSES = ["pending", "verified", "rejected", "expired"] as const;
export const BadgeStatus = z.enum(BADGE_STATUSES);
export type BadgeStatus = z.infer<typeof BadgeStatus>;

/** A badge as its supplier sees it in settings: everything, with its review. */
export const OwnBadgeView = z.object({
  id: z.number().int(),
  kind: z.enum(BADGE_KINDS),
  details: BadgeInput,
  label: z.string(),
  status: BadgeStatus,
  rejectionReason: z.string().nullable(),
  /** The last day the badge counts. */
  validUntil: z.string(),
  evidenceName: z.string(),
  evidenceType: EvidenceContentType,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type OwnBadgeView = z.infer<typeof OwnBadgeView>;

export const OwnBadgeList = z.object({ badges: z.array(OwnBadgeView) });
export type OwnBadgeList = z.infer<typeof OwnBadgeList>;

/** A verified, unexpired badge as cards and profiles show it: no policy numbers. */
export const PublicBadge = z.object({
  kind: z.enum(BADGE_KINDS),
  label: z.string(),
  validUntil: z.string(),
});
export type PublicBadge = z.infer<typeof PublicBadge>;

/** A badge in the admin console's review queue. */
export const AdminBadgeView = OwnBadgeView.extend({
  supplier: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
});
export type AdminBadgeView = z.infer<typeof AdminBadgeView>;

export const AdminBadgeQuery = z.object({
  status: BadgeStatus.default("pending"),
});
export type AdminBadgeQuery = z.input<typeof AdminBadgeQuery>;

export const AdminBadgeList = z.object({ badges: z.array(AdminBadgeView) });
export type AdminBadgeList = z.infer<typeof AdminBadgeList>;

export const RejectBadgeBody = z.object({
  reason: requiredText(
    REJECT_REASON_MESSAGE,
    BADGE_REASON_MAX_LENGTH,
    `The reason must be at most ${BADGE_REASON_MAX_LENGTH} characters.`,
  ),
});
export type RejectBadgeBody = z.infer<typeof RejectBadgeBody>;
