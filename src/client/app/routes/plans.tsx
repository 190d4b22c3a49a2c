import { useSession } from "../../features/auth/api/session";
import { PlansPage } from "../../features/plans/pages/plans-page";
import { usePageTitle } from "../use-page-title";

/** Open to guests: they compare the plans and are asked to log in to subscribe. */
export function PlansRoute() {
  usePageTitle("Subscription Plans");
  const { user, isLoading } = useSession();
  return <PlansPage user={user} isSessionLoading={isLoading && !user} />;
}
