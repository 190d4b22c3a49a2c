import { NotFoundView } from "#client/components/not-found-view";
import { paths } from "#client/lib/paths";

export function OrganizerNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <NotFoundView
      title="Organizer Not Found"
      thing="organizer"
      back={{ to: paths.home, label: "Go to the home page" }}
      onRetry={onRetry}
    />
  );
}
