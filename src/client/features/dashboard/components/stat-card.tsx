import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Skeleton } from "#client/components/ui/skeleton";
import { cn } from "#client/lib/cn";

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  /** The big figure; its unit goes to screen readers through `valueLabel`. */
  value?: ReactNode;
  valueLabel?: string;
  isLoading?: boolean;
  /** A short reason shown instead of the figure when the card's data failed. */
  error?: ReactNode;
  children?: ReactNode;
  className?: string;
  tone?: keyof typeof iconTones;
}

const iconTones = {
  brand: "bg-brand-50 text-brand-700",
  coral: "bg-coral-700/10 text-coral-700",
  amber: "bg-amber-100 text-amber-900",
};

/** One summary figure on the dashboard, with its own loading and failure states. */
export function StatCard({
  title,
  icon: Icon,
  value,
  valueLabel,
  isLoading = false,
  error,
  children,
  className,
  tone = "brand",
}: StatCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <span
          className={cn(
            "hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex",
            iconTones[tone],
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      {isLoading ? (
        <div className="mt-1 space-y-2" role="status">
          <span className="sr-only">Loading {title.toLowerCase()}</span>
          <Skeleton className="h-8 w-14" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : error ? (
        <div className="mt-1 text-sm text-slate-700">{error}</div>
      ) : (
        <>
          <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums sm:-mt-1">
            {value}
            {valueLabel && <span className="sr-only"> {valueLabel}</span>}
          </p>
          {children && <div className="mt-2 space-y-0.5 text-sm text-slate-600">{children}</div>}
        </>
      )}
    </article>
  );
}

/** The failed-card message: short, with a way to try again. */
export function CardError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert">
      {what} couldn't be loaded.{" "}
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-6 font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Try again
      </button>
    </p>
  );
}
