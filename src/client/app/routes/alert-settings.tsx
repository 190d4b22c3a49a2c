import { usePageTitle } from "#client/app/use-page-title";
import { AlertSettingsPage } from "#client/features/alerts/pages/alert-settings-page";
import { useSession } from "#client/features/auth/api/session";
import { RequireUser } from "#client/features/auth/components/route-guards";

export function AlertSettingsRoute() {
  usePageTitle("Alert settings");
  const { user } = useSession();
  return <RequireUser>{user && <AlertSettingsPage user={user} />}</RequireUser>;
}
