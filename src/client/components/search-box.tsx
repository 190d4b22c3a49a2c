import { Search } from "lucide-react";
import { type ComponentProps, useId } from "react";
import { useDebouncedSearch } from "#client/lib/use-debounced-search";
import { Input, Label } from "./ui/input";

interface SearchFieldProps extends Omit<ComponentProps<typeof Input>, "type" | "className"> {
  label: string;
  /** Classes for the labelled block, so the caller can place it in its own layout. */
  className?: string;
}

/** A labelled search input with its magnifier, for pages that decide themselves when to search. */
export function SearchField({ label, className, id, ...inputProps }: SearchFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input id={inputId} type="search" className="pl-9" {...inputProps} />
      </div>
    </div>
  );
}

interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search in force (from the address); it replaces the text when it changes elsewhere. */
  value: string;
  onSearch: (text: string) => void;
  /** How long typing must pause before the search applies. */
  debounceMs: number;
  className?: string;
}

/** A search applied after a pause in typing, or at once on Enter. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  debounceMs,
  className,
}: SearchBoxProps) {
  const { text, setText, submit } = useDebouncedSearch(value, onSearch, debounceMs);

  return (
    <search className={className}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SearchField
          label={label}
          enterKeyHint="search"
          maxLength={100}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  );
}
