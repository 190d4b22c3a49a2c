import { NotFoundView } from "#client/components/not-found-view";
import { paths } from "#client/lib/paths";

export function RequestNotFound({ detail, onRetry }: { detail: string; onRetry?: () => void }) {
  return (
    <NotFoundView
      title="Request Not Found"
      thing="request"
      detail={detail}
      back={{ to: paths.dashboard, label: "Back to Dashboard" }}
      onRetry={onRetry}
    />
  );
}
