import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "animate-shimmer bg-[linear-gradient(90deg,#f1f5f9_25%,#e2e8f0_50%,#f1f5f9_75%)] bg-[length:200%_100%]",
        // Without class merging, a caller's own rounding must replace the default, not fight it.
        !className?.includes("rounded") && "rounded-md",
        className,
      )}
      {...props}
    />
  );
}
