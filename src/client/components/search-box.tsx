import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
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
  const [text, setText] = useState(value);
  // The last search sent, so the address echoing it back does not overwrite what is being typed.
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  const send = (next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    onSearchRef.current(next);
  };

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = setTimeout(() => {
      if (trimmed === sent.current) return;
      sent.current = trimmed;
      onSearchRef.current(trimmed);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  return (
    <search className={className}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send(text.trim());
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
