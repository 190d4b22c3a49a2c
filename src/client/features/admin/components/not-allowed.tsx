import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { paths } from "#client/lib/paths";

/** What a signed-in user who is not an admin sees at /admin: a 403 in words. */
export function NotAllowed() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-700">
        <ShieldAlert className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Not allowed</h1>
      <p className="mt-3 text-slate-600">
        The admin console is only for EventEazy administrators. Your account does not have access to
        it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.dashboard}>Go to your dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
      </div>
    </div>
  );
}
