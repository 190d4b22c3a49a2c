import { SlidersHorizontal, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import type { DirectoryFilterControls } from "#client/features/suppliers/hooks/use-directory-filters";
import { FilterPanel } from "./filter-panel";

/** Where the sidebar takes over from the drawer (Tailwind's md). */
const DESKTOP_QUERY = "(min-width: 768px)";

/** The filters on narrow screens: a panel sliding in from the left, focus kept inside it. */
export function FilterDrawer({ controls }: { controls: DirectoryFilterControls }) {
  const [isOpen, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { activeCount } = controls;

  // Turning a tablet to landscape shows the sidebar; a drawer left open would cover it.
  useEffect(() => {
    if (!isOpen) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (query.matches) setOpen(false);
    };
    closeOnDesktop();
    query.addEventListener("change", closeOnDesktop);
    return () => query.removeEventListener("change", closeOnDesktop);
  }, [isOpen]);

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="outline" className="md:hidden">
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeCount > 0 && (
            <span className="flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs/5 font-bold text-white">
              <span className="sr-only">, </span>
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 starting:opacity-0" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          // Focus the close button rather than the search box, so the keyboard does not pop up.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100%-2.5rem))] flex-col bg-white shadow-xl transition-transform duration-200 ease-out starting:-translate-x-full motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
              Filters
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              ref={closeRef}
              aria-label="Close filters"
              className="-mr-2 flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            <FilterPanel controls={controls} />
          </div>
          <div className="flex gap-3 border-t border-slate-200 px-5 py-4">
            <Button variant="outline" className="flex-1" onClick={controls.clearAll}>
              Clear all
            </Button>
            <DialogPrimitive.Close asChild>
              <Button className="flex-1">Show results</Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
