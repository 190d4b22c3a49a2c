import { cn } from "#client/lib/cn";

/**
 * A soft blurred circle for backgrounds. Drawn as SVG rather than a coloured box so that
 * accessibility checkers can still work out the contrast of the text in front of it.
 */
export function DecorativeBlob({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 100 100"
      className={cn("pointer-events-none absolute -z-10 blur-3xl", className)}
    >
      <circle cx="50" cy="50" r="50" />
    </svg>
  );
}
