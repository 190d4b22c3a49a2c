import { useParams, useSearchParams } from "react-router";
import { NotFoundPage } from "#client/app/not-found-page";
import { usePageTitle } from "#client/app/use-page-title";
import { withLanding } from "#client/features/suppliers/hooks/use-directory-filters";
import { DirectoryPage } from "#client/features/suppliers/pages/directory-page";
import { isCategoryKey } from "#shared/domain/categories";
import { directoryTitle } from "#shared/domain/directory-titles";

export function DirectoryRoute() {
  const [searchParams] = useSearchParams();
  usePageTitle(
    directoryTitle(searchParams.get("category"), searchParams.get("location")?.trim() || null),
  );
  return <DirectoryPage />;
}

/** /suppliers/{category} and /suppliers/{category}/{town}: the directory, filtered by its path. */
export function DirectoryLandingRoute() {
  const { category = "", town } = useParams();
  const [searchParams] = useSearchParams();
  const landing = { category, town };
  const shown = withLanding(searchParams, landing);
  usePageTitle(directoryTitle(shown.get("category"), shown.get("location")?.trim() || null));
  if (!isCategoryKey(category)) return <NotFoundPage />;
  return <DirectoryPage landing={landing} />;
}
