import { Card } from "#client/components/ui/card";
import { Skeleton } from "#client/components/ui/skeleton";

/** The same boxes as the loaded page, so nothing jumps when it arrives. */
export function SupplierProfileSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading supplier profile
      </p>
      <div className="aspect-[16/9] w-full overflow-hidden rounded-2xl sm:aspect-[3/1]">
        <Skeleton className="size-full" />
      </div>
      <div className="relative -mt-12 flex flex-col gap-4 px-4 sm:-mt-16 sm:flex-row sm:items-start sm:gap-6 sm:px-6">
        <div className="size-24 shrink-0 overflow-hidden rounded-full ring-4 ring-white sm:size-32">
          <Skeleton className="size-full" />
        </div>
        <div className="flex-1 space-y-2 sm:pt-[4.5rem]">
          <Skeleton className="h-8 w-3/4 max-w-sm" />
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-5 w-64 max-w-full" />
        </div>
      </div>
      <div className="mt-6 max-w-4xl space-y-2 px-4 sm:pr-6 sm:pl-44">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <div className="h-12 w-full overflow-hidden rounded-lg">
            <Skeleton className="size-full" />
          </div>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <div key={key} className="aspect-[4/3] w-full overflow-hidden rounded-lg">
                <Skeleton className="size-full" />
              </div>
            ))}
          </div>
        </div>
        <div className="space-y-6">
          {[0, 1, 2].map((key) => (
            <Card key={key} className="space-y-3 p-6">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </Card>
          ))}
        </div>
      </div>
    </div>
  );
}
