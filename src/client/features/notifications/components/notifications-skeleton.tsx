import { Page } from "#client/components/ui/page";
import { Skeleton } from "#client/components/ui/skeleton";

/** While the session is being checked. */
export function NotificationsSkeleton() {
  return (
    <Page className="max-w-3xl">
      <p className="sr-only" role="status">
        Loading notifications
      </p>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="mt-3 h-5 w-72" />
      <div className="mt-8 space-y-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    </Page>
  );
}
