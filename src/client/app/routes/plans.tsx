import { usePageTitle } from "#client/app/use-page-title";
import { useSession } from "#client/features/auth/api/session";
import { PlansPage } from "#client/features/plans/pages/plans-page";

/** Open to guests: they compare the plans and are asked to log in to subscribe. */
export function PlansRoute() {
  usePageTitle("Subscription Plans");
  const { user, isLoading } = useSession();
  return <PlansPage user={user} isSessionLoading={isLoading && !user} />;
}
