import { ArrowLeft, FileText } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "#client/components/ui/avatar";
import { Button } from "#client/components/ui/button";
import { paths } from "#client/lib/paths";
import type { PublicUser, UserProfile } from "#shared/contracts/users";
import { profilePathOf } from "./profile-path";
import { RoleBadge } from "./role-badge";

/** The spec's 'View Quote': the thread's request, else an organizer's own requests. */
function viewQuotePath(viewer: UserProfile, requestId: number | null): string | null {
  if (requestId !== null) return paths.request(requestId);
  return viewer.role === "organizer" ? paths.myRequests : null;
}

export function BackToConversations() {
  return (
    <Button asChild variant="ghost" size="icon" className="shrink-0 md:hidden">
      <Link to={paths.messages} aria-label="Back to conversations">
        <ArrowLeft aria-hidden="true" />
      </Link>
    </Button>
  );
}

export function ThreadHeader({
  user,
  viewer,
  requestId,
}: {
  user: PublicUser;
  viewer: UserProfile;
  requestId: number | null;
}) {
  const quotePath = viewQuotePath(viewer, requestId);
  return (
    <header className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-2 py-2 sm:px-4">
      <BackToConversations />
      <Link
        to={profilePathOf(user)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1 hover:bg-slate-50"
      >
        <Avatar name={user.name} imageUrl={user.profileImage} />
        <span className="min-w-0">
          <h2 className="truncate text-base font-semibold text-slate-900">{user.name}</h2>
          <RoleBadge role={user.role} />
        </span>
      </Link>
      {quotePath && (
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link to={quotePath}>
            <FileText aria-hidden="true" />
            {/* The name keeps the room on a phone; the link keeps its words for screen readers. */}
            <span className="max-sm:sr-only">View Quote</span>
          </Link>
        </Button>
      )}
    </header>
  );
}
