import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "../../lib/cn";

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

function dismiss(id: number) {
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

function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entries,
    () => entries,
  );
}

const variantClass = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-green-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
};

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismiss(entry.id);
          }}
          type={entry.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            variantClass[entry.variant ?? "default"],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {entry.title}
            </ToastPrimitive.Title>
            {entry.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {entry.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
