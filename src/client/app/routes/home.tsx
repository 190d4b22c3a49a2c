import { usePageTitle } from "#client/app/use-page-title";
import { HomePage } from "#client/features/home/pages/home-page";

export function HomeRoute() {
  usePageTitle(undefined);
  return <HomePage />;
}
