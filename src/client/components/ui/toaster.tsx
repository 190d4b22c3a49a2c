import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useEffect, useRef } from "react";
import { cn } from "#client/lib/cn";
import { dismiss, TOAST_DURATION_MS, useToasts } from "./toast-store";

const variantClass = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-green-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
};

/** Publishes the toasts' height as --toast-room, so an open dialog can make room for them. */
function useToastRoom() {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--toast-room", `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toast-room");
    };
  }, []);
  return viewport;
}

export function Toaster() {
  const toasts = useToasts();
  const viewport = useToastRoom();
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
      <ToastPrimitive.Viewport
        ref={viewport}
        className="toast-viewport fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
