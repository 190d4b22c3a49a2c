import { cn } from "#client/lib/cn";

/**
 * A way of looking at Browse Requests that brings back what it leaves out by default: full
 * requests, or requests on the supplier's unavailable days. A switch rather than a filter chip:
 * it says on or off in words as well as in its look.
 */
export function ViewSwitch({
  label,
  isOn,
  onChange,
  className,
}: {
  label: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      onClick={() => onChange(!isOn)}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-1 text-left text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors",
          isOn ? "bg-brand-700" : "bg-slate-400",
        )}
      >
        <span
          className={cn(
            "absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none",
            isOn ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </span>
      {label}
    </button>
  );
}
