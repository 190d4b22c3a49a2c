import { cn } from "#client/lib/cn";
import {
  FEATURE_REQUEST_STATUS_LABELS,
  FEATURE_REQUEST_STATUSES,
  type FeatureRequestStatus,
} from "#shared/contracts/feature-requests";

export type StatusFilterValue = FeatureRequestStatus | "all";

interface StatusFilterProps {
  value: StatusFilterValue;
  counts: Record<StatusFilterValue, number>;
  onChange: (value: StatusFilterValue) => void;
}

const options: { value: StatusFilterValue; label: string }[] = [
  { value: "all", label: "All" },
  ...FEATURE_REQUEST_STATUSES.map((status) => ({
    value: status,
    label: FEATURE_REQUEST_STATUS_LABELS[status],
  })),
];

export function StatusFilter({ value, counts, onChange }: StatusFilterProps) {
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">Filter by status</legend>
      {options.map((option) => {
        const isSelected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onChange(option.value)}
            className={cn(
              "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              isSelected
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            {option.label}
            <span
              className={cn(
                "rounded-full px-1.5 text-xs tabular-nums",
                isSelected ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
              )}
            >
              {counts[option.value]}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
