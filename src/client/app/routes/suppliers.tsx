import { Navigate, useLocation, useParams, useSearchParams } from "react-router";
import { NotFoundPage } from "#client/app/not-found-page";
import { usePageTitle } from "#client/app/use-page-title";
import { withLanding } from "#client/features/suppliers/hooks/use-directory-filters";
import { DirectoryPage } from "#client/features/suppliers/pages/directory-page";
import { isCategoryKey } from "#shared/domain/categories";
import { canonicalLandingPath } from "#shared/domain/directory-landing";
import { directoryTitle } from "#shared/domain/directory-titles";
import { townWordsOf } from "#shared/domain/directory-towns";

export function DirectoryRoute() {
  const [searchParams] = useSearchParams();
  usePageTitle(
    directoryTitle(searchParams.get("category"), searchParams.get("location")?.trim() || null),
  );
  return <DirectoryPage />;
}

/**
 * /suppliers/{category} and /suppliers/{category}/{town}: the directory, filtered by its path.
 * Another spelling of the path ("/suppliers/DJs/Leeds") is replaced by its canonical address.
 */
export function DirectoryLandingRoute() {
  const { category = "", town } = useParams();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const landing = { category, town };
  const shown = withLanding(searchParams, landing);
  const location = shown.get("location")?.trim() || null;
  usePageTitle(
    directoryTitle(shown.get("category"), location, {
      isTown: Boolean(town) && location === townWordsOf(town ?? ""),
    }),
  );
  const canonical = canonicalLandingPath(category, town);
  if (canonical && canonical !== pathname) return <Navigate to={`${canonical}${search}`} replace />;
  if (!isCategoryKey(category)) return <NotFoundPage />;
  return <DirectoryPage landing={landing} />;
}
