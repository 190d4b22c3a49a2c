import { Page } from "#client/components/ui/page";
import { useSession } from "#client/features/auth/api/session";
import { useOrganizerProfile } from "#client/features/organizer-profile/api/get-organizer-profile";
import { useOrganizerRequests } from "#client/features/organizer-profile/api/get-organizer-requests";
import { useOrganizerReviews } from "#client/features/organizer-profile/api/organizer-reviews";
import { EventHistory } from "#client/features/organizer-profile/components/event-history";
import { OrganizerHeader } from "#client/features/organizer-profile/components/organizer-header";
import { OrganizerNotFound } from "#client/features/organizer-profile/components/organizer-not-found";
import { OrganizerProfileSkeleton } from "#client/features/organizer-profile/components/organizer-profile-skeleton";
import { OrganizerReviews } from "#client/features/organizer-profile/components/organizer-reviews";
import { ApiError } from "#client/lib/api-client";

/** `organizerId` is null when the address cannot name one; that is a not-found, asked of no one. */
export function OrganizerProfilePage({ organizerId }: { organizerId: number | null }) {
  const profile = useOrganizerProfile(organizerId);
  // The history waits for the profile, so a missing organizer costs one call, not two.
  const requests = useOrganizerRequests(organizerId ?? 0, profile.isSuccess);
  const reviews = useOrganizerReviews(organizerId ?? 0, profile.isSuccess);
  const { user } = useSession();
  // A 4xx will not change on a second try; anything else might, so that view offers a retry.
  const isMissing =
    organizerId === null || (profile.error instanceof ApiError && profile.error.status < 500);
  return (
    <Page>
      {profile.data ? (
        <>
          <OrganizerHeader organizer={profile.data} />
          <EventHistory
            requests={requests.data ?? []}
            isLoading={requests.isPending}
            isError={requests.isError && !requests.data}
            onRetry={() => requests.refetch()}
            organizerName={profile.data.name}
          />
          <OrganizerReviews
            organizerId={profile.data.id}
            organizerName={profile.data.name}
            avgRating={profile.data.avgRating}
            reviewCount={profile.data.reviewCount}
            reviews={reviews.data ?? []}
            isLoading={reviews.isPending}
            isError={reviews.isError && !reviews.data}
            onRetry={() => reviews.refetch()}
            viewer={user}
          />
        </>
      ) : isMissing ? (
        <OrganizerNotFound />
      ) : profile.isError ? (
        <OrganizerNotFound onRetry={() => profile.refetch()} />
      ) : (
        <OrganizerProfileSkeleton />
      )}
    </Page>
  );
}
