import { Skeleton } from "#client/components/ui/skeleton";

export function FeatureRequestListSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading feature requests
      </p>
      <div className="mb-6 flex flex-wrap gap-2">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-9 w-24 rounded-full" />
        ))}
      </div>
      <div className="space-y-4">
        {[0, 1, 2].map((key) => (
          <div
            key={key}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <Skeleton className="h-16 w-14 shrink-0 rounded-lg" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-5 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
