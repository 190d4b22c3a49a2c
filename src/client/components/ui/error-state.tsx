import { TriangleAlert } from "lucide-react";
import { Button } from "./button";

export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <TriangleAlert className="size-8 text-red-700" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      {message && <p className="mt-1 max-w-md text-sm text-slate-700">{message}</p>}
      {onRetry && (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
