import { z } from "zod";
import { formatNumber } from "#shared/domain/format";
import { requiredLine, requiredText } from "./fields";

export const FEATURE_REQUEST_REQUIRED_MESSAGE = "Please fill in all required fields.";
export const FEATURE_REQUEST_CATEGORY_MESSAGE = "Please choose a category from the list.";
export const FEATURE_REQUEST_PRIORITY_MESSAGE = "Please choose low, medium or high priority.";
export const FEATURE_REQUEST_NOT_FOUND_MESSAGE = "Feature request not found.";
export const ALREADY_VOTED_MESSAGE = "You have already voted for this request.";

export const FEATURE_REQUEST_TITLE_MAX_LENGTH = 120;
export const FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH = 2000;

export const FEATURE_REQUEST_CATEGORIES = [
  "ui",
  "functionality",
  "integration",
  "performance",
  "mobile",
  "other",
] as const;
export const FeatureRequestCategory = z.enum(FEATURE_REQUEST_CATEGORIES);
export type FeatureRequestCategory = z.infer<typeof FeatureRequestCategory>;

export const FEATURE_REQUEST_CATEGORY_LABELS: Record<FeatureRequestCategory, string> = {
  ui: "User Interface",
  functionality: "New Functionality",
  integration: "Integration",
  performance: "Performance",
  mobile: "Mobile Experience",
  other: "Other",
};

export const FEATURE_REQUEST_PRIORITIES = ["low", "medium", "high"] as const;
export const FeatureRequestPriority = z.enum(FEATURE_REQUEST_PRIORITIES);
export type FeatureRequestPriority = z.infer<typeof FeatureRequestPriority>;
export const DEFAULT_FEATURE_REQUEST_PRIORITY: FeatureRequestPriority = "medium";

export const FEATURE_REQUEST_PRIORITY_LABELS: Record<FeatureRequestPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

export const FEATURE_REQUEST_STATUSES = [
  "pending",
  "in_progress",
  "completed",
  "rejected",
] as const;
export const FeatureRequestStatus = z.enum(FEATURE_REQUEST_STATUSES);
export type FeatureRequestStatus = z.infer<typeof FeatureRequestStatus>;

export const FEATURE_REQUEST_STATUS_LABELS: Record<FeatureRequestStatus, string> = {
  pending: "Pending",
  in_progress: "In Progress",
  completed: "Completed",
  rejected: "Rejected",
};

const tooLong = (label: string, max: number) =>
  `${label} must be at most ${formatNumber(max)} characters.`;

/** A form's untouched select sends "", which is a missing answer rather than a wrong one. */
const isMissing = (input: unknown) => input === undefined || input === null || input === "";

export const CreateFeatureRequestBody = z.object({
  title: requiredLine(
    FEATURE_REQUEST_REQUIRED_MESSAGE,
    FEATURE_REQUEST_TITLE_MAX_LENGTH,
    tooLong("Title", FEATURE_REQUEST_TITLE_MAX_LENGTH),
  ),
  description: requiredText(
    FEATURE_REQUEST_REQUIRED_MESSAGE,
    FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH,
    tooLong("Description", FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH),
  ),
  category: z.enum(FEATURE_REQUEST_CATEGORIES, {
    error: (issue) =>
      isMissing(issue.input) ? FEATURE_REQUEST_REQUIRED_MESSAGE : FEATURE_REQUEST_CATEGORY_MESSAGE,
  }),
  priority: z
    .enum(FEATURE_REQUEST_PRIORITIES, { error: FEATURE_REQUEST_PRIORITY_MESSAGE })
    .nullish()
    .transform((priority) => priority ?? DEFAULT_FEATURE_REQUEST_PRIORITY),
});
export type CreateFeatureRequestBody = z.input<typeof CreateFeatureRequestBody>;

export const FeatureRequestView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: FeatureRequestCategory,
  priority: FeatureRequestPriority,
  status: FeatureRequestStatus,
  votes: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The author's display name, or "Deleted user" once their account is gone. */
  authorName: z.string(),
  /** Whether the signed-in viewer has voted for it; always false for guests. */
  hasVoted: z.boolean(),
});
export type FeatureRequestView = z.infer<typeof FeatureRequestView>;

export const FeatureRequestList = z.array(FeatureRequestView);
export type FeatureRequestList = z.infer<typeof FeatureRequestList>;
