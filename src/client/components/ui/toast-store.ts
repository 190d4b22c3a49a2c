import { useSyncExternalStore } from "react";

export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays mounted (the spec's constant); one toast shows at a time. */
const TOAST_REMOVE_DELAY_MS = 1_000_000;
const TOAST_LIMIT = 1;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

let entries: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

export function dismiss(id: number) {
  emit(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(entries.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; a new one replaces the one on screen. */
export function toast(options: ToastOptions) {
  const id = nextId++;
  emit([{ ...options, id, open: true }, ...entries].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entries,
    () => entries,
  );
}
