import { Skeleton } from "#client/components/ui/skeleton";

const ROWS = [0, 1, 2, 3, 4];

/** Rows of placeholders while a list loads; the status text is for screen readers. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {ROWS.map((key) => (
        <div
          key={key}
          className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="hidden h-9 w-24 sm:block" />
        </div>
      ))}
    </div>
  );
}
