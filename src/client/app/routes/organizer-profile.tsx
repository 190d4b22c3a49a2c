import { useParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import {
  organizerIdFrom,
  useOrganizerProfile,
} from "#client/features/organizer-profile/api/get-organizer-profile";
import { OrganizerProfilePage } from "#client/features/organizer-profile/pages/organizer-profile-page";

export function OrganizerProfileRoute() {
  const organizerId = organizerIdFrom(useParams().id);
  const { data, isError } = useOrganizerProfile(organizerId);
  usePageTitle(
    data ? data.name : organizerId === null || isError ? "Organizer Not Found" : "Organizer",
  );
  return <OrganizerProfilePage organizerId={organizerId} />;
}
