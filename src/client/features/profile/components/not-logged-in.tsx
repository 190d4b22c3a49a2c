import { LogIn, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { Page } from "#client/components/ui/page";
import { paths } from "#client/lib/paths";

export function NotLoggedIn() {
  return (
    <Page className="max-w-2xl">
      <h1 className="sr-only">Profile Settings</h1>
      <EmptyState
        icon={UserRound}
        title="Not Logged In"
        description="Please log in to view your profile."
        action={
          <Button asChild>
            <Link to={paths.login} state={{ from: paths.profile }}>
              <LogIn aria-hidden="true" />
              Log In
            </Link>
          </Button>
        }
      />
    </Page>
  );
}
