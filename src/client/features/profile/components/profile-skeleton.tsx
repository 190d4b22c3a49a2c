import { Card } from "#client/components/ui/card";
import { Page } from "#client/components/ui/page";
import { Skeleton } from "#client/components/ui/skeleton";

export function ProfileSkeleton() {
  return (
    <Page title="Profile Settings">
      <div role="status" aria-label="Loading your profile" className="space-y-6">
        <Skeleton className="h-12 w-full rounded-lg" />
        <Card className="space-y-6 p-6">
          <div className="flex items-center gap-4">
            <Skeleton className="size-16 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className="space-y-2">
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-5 w-2/3" />
              </div>
            ))}
          </div>
        </Card>
      </div>
    </Page>
  );
}
