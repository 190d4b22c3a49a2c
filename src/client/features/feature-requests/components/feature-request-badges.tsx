import {
  CircleCheck,
  CircleX,
  Clock,
  Hammer,
  type LucideIcon,
  SignalHigh,
  SignalLow,
  SignalMedium,
} from "lucide-react";
import { Badge } from "#client/components/ui/badge";
import { cn } from "#client/lib/cn";
import {
  FEATURE_REQUEST_PRIORITY_LABELS,
  FEATURE_REQUEST_STATUS_LABELS,
  type FeatureRequestPriority,
  type FeatureRequestStatus,
} from "#shared/contracts/feature-requests";

export const statusLooks: Record<
  FeatureRequestStatus,
  { icon: LucideIcon; tone: "amber" | "blue" | "green" | "red" }
> = {
  pending: { icon: Clock, tone: "amber" },
  in_progress: { icon: Hammer, tone: "blue" },
  completed: { icon: CircleCheck, tone: "green" },
  rejected: { icon: CircleX, tone: "red" },
};

export function FeatureRequestStatusBadge({ status }: { status: FeatureRequestStatus }) {
  const { icon: Icon, tone } = statusLooks[status];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Status: </span>
      {FEATURE_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

const priorityLooks: Record<FeatureRequestPriority, { icon: LucideIcon; className: string }> = {
  low: { icon: SignalLow, className: "border-slate-300 text-slate-700" },
  medium: { icon: SignalMedium, className: "border-brand-200 text-brand-800" },
  high: { icon: SignalHigh, className: "border-coral-600 text-coral-800" },
};

/** Outlined, so it never reads as a second status. */
export function FeatureRequestPriorityBadge({ priority }: { priority: FeatureRequestPriority }) {
  const { icon: Icon, className } = priorityLooks[priority];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border bg-white px-2.5 py-0.5 text-xs font-medium",
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {FEATURE_REQUEST_PRIORITY_LABELS[priority]} priority
    </span>
  );
}
