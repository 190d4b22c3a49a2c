import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { paths } from "#client/lib/paths";

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">
        We couldn't find that page. It may have moved, or the address may have a typo.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.suppliers}>Browse suppliers</Link>
        </Button>
      </div>
    </div>
  );
}
