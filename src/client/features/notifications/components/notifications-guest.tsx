import { Bell, LogIn } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { Page } from "#client/components/ui/page";
import { paths } from "#client/lib/paths";

export function NotificationsGuest() {
  return (
    <Page className="max-w-2xl">
      <h1 className="sr-only">Notifications</h1>
      <EmptyState
        icon={Bell}
        title="Please log in to view notifications"
        description="Quotes, messages and updates about your events appear here once you are logged in."
        action={
          <Button asChild>
            <Link to={paths.login} state={{ from: paths.notifications }}>
              <LogIn aria-hidden="true" />
              Log In
            </Link>
          </Button>
        }
      />
    </Page>
  );
}
