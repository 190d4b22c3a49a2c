import { useSearchParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { useSession } from "#client/features/auth/api/session";
import { PlansPage } from "#client/features/plans/pages/plans-page";
import { standardPlanPageOf } from "#shared/domain/standard-plan";

/**
 * Open to guests: they compare the plans and are asked to log in to subscribe. `?from=` names
 * the Standard plan page a supplier on the free plan was sent here from.
 */
export function PlansRoute() {
  usePageTitle("Subscription Plans");
  const { user, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  return (
    <PlansPage
      user={user}
      isSessionLoading={isLoading && !user}
      cameFrom={standardPlanPageOf(searchParams.get("from"))}
    />
  );
}
