import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn";

const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 sm:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-24 py-2", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-sm font-medium text-slate-800", className)} {...props} />;
}

const selectClass =
  "rounded-lg border border-slate-300 bg-white text-base text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 sm:text-sm";

interface SelectProps extends ComponentProps<"select"> {
  /** A shorter control for table rows. */
  compact?: boolean;
  /** The caller draws its own arrow over the right edge, so the browser's is hidden. */
  ownArrow?: boolean;
  /** As wide as its longest option, beside a label on one line, instead of the row's width. */
  inline?: boolean;
}

export function Select({
  className,
  compact = false,
  ownArrow = false,
  inline = false,
  ...props
}: SelectProps) {
  return (
    <select
      className={cn(
        selectClass,
        compact ? "h-10 min-w-36" : "h-11",
        inline ? "w-auto" : "w-full",
        ownArrow ? "appearance-none pr-9 pl-3" : "px-3",
        className,
      )}
      {...props}
    />
  );
}
