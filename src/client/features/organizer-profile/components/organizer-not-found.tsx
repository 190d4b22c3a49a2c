import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";

export function OrganizerNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Organizer Not Found</h1>
      <p className="mt-3 text-slate-600">
        {onRetry
          ? "We couldn't load this organizer just now. Check your connection and try again."
          : "This organizer may have closed their account, or the link may be mistyped."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </div>
  );
}
