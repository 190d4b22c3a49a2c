import { useSearchParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { DirectoryPage } from "#client/features/suppliers/pages/directory-page";
import { categoryName, isCategoryKey } from "#shared/domain/categories";

/** The same words the server writes into the page for search engines (seo.service.ts). */
function directoryTitle(category: string | null, location: string | null): string {
  const what =
    category && isCategoryKey(category) ? `${categoryName(category)} suppliers` : "Event suppliers";
  return `${what}${location ? ` near ${location}` : " in the UK"}`;
}

export function DirectoryRoute() {
  const [searchParams] = useSearchParams();
  usePageTitle(
    directoryTitle(searchParams.get("category"), searchParams.get("location")?.trim() || null),
  );
  return <DirectoryPage />;
}
