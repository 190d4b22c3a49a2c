import { useEffect, useId, useRef, useState } from "react";
import { Input } from "#client/components/ui/input";
import { DIRECTORY_MAX_PRICE, MAX_PRICE_MESSAGE } from "#shared/domain/directory-filters";

/** How long a typed amount must stay put before it searches: "450" passes through "4" and "45". */
const PRICE_SETTLE_MS = 500;

/** Whole pounds the filter takes, or null: "450", "1,200" and "£300" read as amounts. */
function readPounds(text: string): number | null {
  const digits = text.replace(/[£,\s]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const pounds = Number(digits);
  return pounds >= 1 && pounds <= DIRECTORY_MAX_PRICE ? pounds : null;
}

/**
 * "Price up to £…": suppliers whose starting price is at most the amount. An amount searches
 * once it has settled (or at once on Enter or leaving the box); an amount from elsewhere (a
 * link, a removed chip) replaces what the box shows. The server refuses what this refuses.
 */
export function PriceFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (pounds: number | undefined) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const [shown, setShown] = useState(value);
  const [isInvalid, setInvalid] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (shown !== value) {
    clearTimeout(timer.current);
    setShown(value);
    setText(value === undefined ? "" : String(value));
    setInvalid(false);
  }

  const commit = (typed: string) => {
    clearTimeout(timer.current);
    if (typed.trim() === "") {
      setInvalid(false);
      if (value !== undefined) latestOnChange.current(undefined);
      return;
    }
    const pounds = readPounds(typed);
    setInvalid(pounds === null);
    if (pounds !== null && pounds !== value) latestOnChange.current(pounds);
  };

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Price up to (£)
      </label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="Any price"
        value={text}
        aria-invalid={isInvalid || undefined}
        aria-describedby={hintId}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(typed), PRICE_SETTLE_MS);
        }}
        onBlur={() => commit(text)}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(text);
        }}
        className="mt-1.5"
      />
      <p
        id={hintId}
        className={isInvalid ? "mt-1.5 text-xs text-red-700" : "mt-1.5 text-xs text-slate-600"}
      >
        {isInvalid ? MAX_PRICE_MESSAGE : "On the supplier's starting price."}
      </p>
    </div>
  );
}
