import { ChevronLeft } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent } from "#client/components/ui/card";
import { ErrorState } from "#client/components/ui/error-state";
import { Page } from "#client/components/ui/page";
import { Skeleton } from "#client/components/ui/skeleton";
import { useAlertPreferences } from "#client/features/alerts/api/alert-preferences";
import { AlertPreferencesForm } from "#client/features/alerts/components/alert-preferences-form";
import { PushDeviceCard } from "#client/features/alerts/components/push-device-card";
import { usePushDevice } from "#client/features/alerts/lib/use-push-device";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";

function PreferencesLoading() {
  return (
    <Card aria-busy="true">
      <CardContent className="space-y-4 pt-6">
        <p className="sr-only" role="status">
          Loading your alert settings…
        </p>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </CardContent>
    </Card>
  );
}

/** /settings/alerts: push on this device, then which alerts come by which channel. */
export function AlertSettingsPage({ user }: { user: UserProfile }) {
  const preferences = useAlertPreferences();
  const device = usePushDevice();
  return (
    <Page
      title="Alert settings"
      subtitle="Choose how EventEazy tells you about what needs you."
      className="max-w-3xl"
    >
      <Link
        to={paths.profile}
        className="-mt-4 mb-6 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" /> Back to profile settings
      </Link>
      <div className="space-y-6">
        <PushDeviceCard device={device} />
        {preferences.isPending ? (
          <PreferencesLoading />
        ) : preferences.isError ? (
          <ErrorState
            title="Your alert settings could not be loaded"
            message={messageOf(preferences.error, "Please check your connection and try again.")}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <AlertPreferencesForm
            saved={preferences.data}
            role={user.role}
            emailsOn={user.emailNotifications}
          />
        )}
      </div>
    </Page>
  );
}
