import { useSession } from "../../features/auth/api/session";
import { NotificationsGuest } from "../../features/notifications/components/notifications-guest";
import { NotificationsSkeleton } from "../../features/notifications/components/notifications-skeleton";
import { NotificationsPage } from "../../features/notifications/pages/notifications-page";
import { usePageTitle } from "../use-page-title";

export function NotificationsRoute() {
  usePageTitle("Notifications");
  const { user, isLoading } = useSession();
  if (isLoading && !user) return <NotificationsSkeleton />;
  if (!user) return <NotificationsGuest />;
  return <NotificationsPage user={user} />;
}
