import { usePageTitle } from "#client/app/use-page-title";
import { useSession } from "#client/features/auth/api/session";
import { NotificationsGuest } from "#client/features/notifications/components/notifications-guest";
import { NotificationsSkeleton } from "#client/features/notifications/components/notifications-skeleton";
import { NotificationsPage } from "#client/features/notifications/pages/notifications-page";

export function NotificationsRoute() {
  usePageTitle("Notifications");
  const { user, isLoading } = useSession();
  if (isLoading && !user) return <NotificationsSkeleton />;
  if (!user) return <NotificationsGuest />;
  return <NotificationsPage user={user} />;
}
