import { HomePage } from "../../features/home/pages/home-page";
import { usePageTitle } from "../use-page-title";

export function HomeRoute() {
  usePageTitle(undefined);
  return <HomePage />;
}
