import { usePageTitle } from "#client/app/use-page-title";
import { useSession } from "#client/features/auth/api/session";
import { NotLoggedIn } from "#client/features/profile/components/not-logged-in";
import { ProfileSkeleton } from "#client/features/profile/components/profile-skeleton";
import { ProfilePage } from "#client/features/profile/pages/profile-page";

export function ProfileRoute() {
  usePageTitle("Profile Settings");
  const { user, isLoading } = useSession();
  if (isLoading && !user) return <ProfileSkeleton />;
  if (!user) return <NotLoggedIn />;
  return <ProfilePage user={user} />;
}
