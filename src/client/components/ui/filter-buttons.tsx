import type { ReactNode } from "react";
import { cn } from "#client/lib/cn";

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
  count?: number;
  icon?: ReactNode;
}

interface FilterButtonsProps<Value extends string> {
  legend: string;
  options: readonly FilterOption<Value>[];
  /** Undefined when no button is pressed. */
  value: Value | undefined;
  onChange: (value: Value) => void;
  /** Given, pressing the pressed button again releases it, so none is pressed. */
  onRelease?: () => void;
}

/** A row of toggle buttons, one pressed: a list narrowed to one status or kind. */
export function FilterButtons<Value extends string>({
  legend,
  options,
  value,
  onChange,
  onRelease,
}: FilterButtonsProps<Value>) {
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => {
        const isSelected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isSelected}
            onClick={() => (isSelected && onRelease ? onRelease() : onChange(option.value))}
            className={cn(
              "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              isSelected
                ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            {option.icon}
            {option.label}
            {option.count !== undefined && (
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  isSelected ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
                )}
              >
                {option.count}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
