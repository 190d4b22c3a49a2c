import { TriangleAlert } from "lucide-react";
import { Link, useRouteError } from "react-router";
import { Button } from "../components/ui/button";
import { paths } from "../lib/paths";

/** Shown when a page fails to render or its code fails to load (after a deploy, say). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center"
    >
      <TriangleAlert className="size-10 text-coral-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-600">
        This page couldn't be shown. Reloading usually fixes it.
      </p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Home</Link>
        </Button>
      </div>
    </div>
  );
}
