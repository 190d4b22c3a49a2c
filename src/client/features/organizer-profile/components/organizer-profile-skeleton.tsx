import { Skeleton } from "#client/components/ui/skeleton";

export function OrganizerProfileSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading organizer profile
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="size-20 shrink-0 overflow-hidden rounded-full sm:size-24">
          <Skeleton className="size-full" />
        </div>
        <div className="flex-1 space-y-2">
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-48" />
        </div>
      </div>
      <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="mt-10 h-7 w-40" />
      <div className="mt-4 space-y-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
    </div>
  );
}
