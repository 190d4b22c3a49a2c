import { Search } from "lucide-react";
import { useId } from "react";
import { useDebouncedSearch } from "#client/lib/use-debounced-search";
import { Input } from "./ui/input";

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
  const id = useId();
  const { text, setText, submit } = useDebouncedSearch(value, onSearch, debounceMs);

  return (
    <search className={className}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <div className="relative mt-1.5">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={id}
            type="search"
            enterKeyHint="search"
            maxLength={100}
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
      </form>
    </search>
  );
}
