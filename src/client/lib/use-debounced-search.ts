import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * The text of a search box whose search lives in the address. Typing applies after a pause (or at
 * once through `submit`); a search changed elsewhere, by Back or a cleared filter, replaces the text.
 */
export function useDebouncedSearch(
  applied: string,
  onSearch: (text: string) => void,
  delayMs: number,
) {
  const [text, setText] = useState(applied);
  // The last search sent, so the address echoing it back does not overwrite what is being typed.
  const sent = useRef(applied);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setText(applied);
  }, [applied]);

  const send = useCallback((next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    onSearchRef.current(next);
  }, []);

  // A fresh object per edit, so words typed again after the address moved away still go out.
  const typed = useMemo(() => ({ text: text.trim() }), [text]);
  const settled = useDebouncedValue(typed, delayMs);
  useEffect(() => send(settled.text), [settled, send]);

  return { text, setText, submit: () => send(text.trim()) };
}
