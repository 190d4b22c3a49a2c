import { z } from "zod";
import { NAME_MAX_LENGTH } from "#shared/domain/limits";
import { EmailField, PasswordField, UsernameField } from "./auth";
import { oneLine } from "./common";
import { CouponView } from "./coupons";
import {
  FeatureRequestCategory,
  FeatureRequestPriority,
  FeatureRequestStatus,
} from "./feature-requests";
import { requiredText } from "./fields";
import { Role } from "./users";

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 50;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const ADMIN_REASON_MAX_LENGTH = 500;

export const SUSPEND_REASON_MESSAGE = "Please give a reason for suspending this account.";
export const HIDE_REASON_MESSAGE = "Please give a reason for hiding this review.";
export const CANNOT_SUSPEND_SELF_MESSAGE = "You can't suspend your own account.";
export const CANNOT_SUSPEND_ADMIN_MESSAGE = "Admin accounts can't be suspended.";
export const ALREADY_SUSPENDED_MESSAGE = "This account is already suspended.";
export const NOT_SUSPENDED_MESSAGE = "This account is not suspended.";
export const FREE_ACCESS_SUPPLIERS_ONLY_MESSAGE = "Free access applies to supplier accounts only.";
export const ADMIN_USER_NOT_FOUND_MESSAGE = "User not found.";
export const ALREADY_HIDDEN_MESSAGE = "This review is already hidden.";
export const NOT_HIDDEN_MESSAGE = "This review is not hidden.";

/** The account `npm run admin:create` makes: registration's own rules for each field. */
export const AdminAccountInput = z.object({
  username: UsernameField,
  email: EmailField,
  password: PasswordField,
  name: oneLine(z.string())
    .trim()
    .min(1, "Name must not be empty")
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
});
export type AdminAccountInput = z.output<typeof AdminAccountInput>;

const PageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
};

/** One page of a list, with what the pager needs. */
const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });

const reasonField = (missingMessage: string) =>
  requiredText(
    missingMessage,
    ADMIN_REASON_MAX_LENGTH,
    `The reason must be at most ${ADMIN_REASON_MAX_LENGTH} characters.`,
  );

// Users

export const ADMIN_USER_STATUSES = ["active", "suspended"] as const;
export const AdminUserStatus = z.enum(ADMIN_USER_STATUSES);
export type AdminUserStatus = z.infer<typeof AdminUserStatus>;

export const AdminUserQuery = z.object({
  /** Matches name, business name, username or email, ignoring case. */
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  role: Role.optional(),
  status: AdminUserStatus.optional(),
  ...PageQuery,
});
export type AdminUserQuery = z.input<typeof AdminUserQuery>;

export const AdminUserView = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: Role,
  businessName: z.string().nullable(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  /** The admin switch only; `FREE_ACCESS_EMAILS` is reported apart, as it is not the admin's to change. */
  freeAccess: z.boolean(),
  freeAccessFromSettings: z.boolean(),
  subscriptionActive: z.boolean(),
  subscriptionType: z.string().nullable(),
  subscriptionExpiry: z.string().nullable(),
});
export type AdminUserView = z.infer<typeof AdminUserView>;

export const AdminUserPage = pageOf(AdminUserView);
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const SuspendUserBody = z.object({ reason: reasonField(SUSPEND_REASON_MESSAGE) });
export type SuspendUserBody = z.input<typeof SuspendUserBody>;

export const FreeAccessBody = z.object({ freeAccess: z.boolean() });
export type FreeAccessBody = z.infer<typeof FreeAccessBody>;

// Reviews

/** What the admin's review list shows; "reported" is every review someone has reported. */
export const REVIEW_VISIBILITIES = ["all", "visible", "hidden", "reported"] as const;
export const ReviewVisibility = z.enum(REVIEW_VISIBILITIES);
export type ReviewVisibility = z.infer<typeof ReviewVisibility>;

export const AdminReviewQuery = z.object({
  visibility: ReviewVisibility.default("all"),
  ...PageQuery,
});
export type AdminReviewQuery = z.input<typeof AdminReviewQuery>;

export const AdminReviewView = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  supplierSlug: z.string().nullable(),
  /** Null once the organizer has deleted their account. */
  organizerId: z.number().nullable(),
  organizerName: z.string(),
  requestId: z.number().nullable(),
  requestTitle: z.string().nullable(),
  /** The booked event's month ("2026-06"), as the public profile shows it. */
  eventMonth: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** The supplier's public reply, which hiding the review hides too. */
  reply: z.string().nullable(),
  /** How many users reported it, and the reasons those who gave one wrote, newest first. */
  reportCount: z.number(),
  reportReasons: z.array(z.string()),
});
export type AdminReviewView = z.infer<typeof AdminReviewView>;

export const AdminReviewPage = pageOf(AdminReviewView);
export type AdminReviewPage = z.infer<typeof AdminReviewPage>;

/** A supplier's review of an organizer in the admin console (docs/decisions/0059). */
export const AdminOrganizerReviewView = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  organizerId: z.number(),
  organizerName: z.string(),
  /** Null once the supplier has deleted their account. */
  supplierId: z.number().nullable(),
  supplierName: z.string(),
  requestId: z.number().nullable(),
  requestTitle: z.string().nullable(),
  eventMonth: z.string().nullable(),
  /** Null while it waits for the other side's review or for its `showsOn` day. */
  shownAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** The organizer's public reply, which hiding the review hides too. */
  reply: z.string().nullable(),
  reportCount: z.number(),
  reportReasons: z.array(z.string()),
});
export type AdminOrganizerReviewView = z.infer<typeof AdminOrganizerReviewView>;

export const AdminOrganizerReviewPage = pageOf(AdminOrganizerReviewView);
export type AdminOrganizerReviewPage = z.infer<typeof AdminOrganizerReviewPage>;

export const HideReviewBody = z.object({ reason: reasonField(HIDE_REASON_MESSAGE) });
export type HideReviewBody = z.input<typeof HideReviewBody>;

// Feature requests

export const AdminFeatureRequestQuery = z.object({
  status: FeatureRequestStatus.optional(),
});

export const AdminFeatureRequestView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: FeatureRequestCategory,
  priority: FeatureRequestPriority,
  status: FeatureRequestStatus,
  votes: z.number(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFeatureRequestView = z.infer<typeof AdminFeatureRequestView>;

export const AdminFeatureRequestList = z.array(AdminFeatureRequestView);
export type AdminFeatureRequestList = z.infer<typeof AdminFeatureRequestList>;

export const FEATURE_REQUEST_STATUS_MESSAGE =
  "Please choose pending, in progress, completed or rejected.";

export const FeatureRequestStatusBody = z.object({
  status: z.enum(FeatureRequestStatus.options, { error: FEATURE_REQUEST_STATUS_MESSAGE }),
});
export type FeatureRequestStatusBody = z.infer<typeof FeatureRequestStatusBody>;

// Coupons

export const AdminCouponList = z.array(CouponView);
export type AdminCouponList = z.infer<typeof AdminCouponList>;

/** Who used a coupon, and when: one use per user. */
export const CouponUsageView = z.object({
  userId: z.number(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  usedAt: z.string(),
});
export type CouponUsageView = z.infer<typeof CouponUsageView>;

export const CouponUsageList = z.array(CouponUsageView);
export type CouponUsageList = z.infer<typeof CouponUsageList>;
