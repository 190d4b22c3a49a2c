import { useSession } from "../../features/auth/api/session";
import { NotLoggedIn } from "../../features/profile/components/not-logged-in";
import { ProfileSkeleton } from "../../features/profile/components/profile-skeleton";
import { ProfilePage } from "../../features/profile/pages/profile-page";
import { usePageTitle } from "../use-page-title";

export function ProfileRoute() {
  usePageTitle("Profile Settings");
  const { user, isLoading } = useSession();
  if (isLoading && !user) return <ProfileSkeleton />;
  if (!user) return <NotLoggedIn />;
  return <ProfilePage user={user} />;
}
