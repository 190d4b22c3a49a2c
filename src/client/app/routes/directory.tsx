import { usePageTitle } from "../use-page-title";

export function DirectoryRoute() {
  usePageTitle("Browse Suppliers");
  return null;
}
