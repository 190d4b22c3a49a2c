import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "./ui/button";

interface NotFoundViewProps {
  /** "Supplier Not Found", "Organizer Not Found"… the page's h1. */
  title: string;
  /** What is missing, in lower case: "supplier", "organizer". */
  thing: string;
  back: { to: string; label: string };
  /** Present when the call failed for another reason than "not found". */
  onRetry?: () => void;
  /** Says what went wrong in place of the standard sentence (the server's reason, say). */
  detail?: ReactNode;
}

/** Shown for a missing record and, with a retry, when loading it failed for another reason. */
export function NotFoundView({ title, thing, back, onRetry, detail }: NotFoundViewProps) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">
        {detail ??
          (onRetry
            ? `We couldn't load this ${thing} just now. Check your connection and try again.`
            : `This ${thing} may have closed their account, or the link may be mistyped.`)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
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
