import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Select } from "./ui/input";

interface SortSelectProps {
  options: readonly { value: string; label: string }[];
  value: string;
  /** The option picked, as the select gives it; the page checks it against its own sorts. */
  onChange: (value: string) => void;
  /** Classes for the labelled block, so the caller can place it in its own layout. */
  className?: string;
}

/** "Sort by" for a list page: a native select, so phones open their own picker. */
export function SortSelect({ options, value, onChange, className }: SortSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Sort by
      </label>
      <div className="relative mt-1.5">
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} ownArrow>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
