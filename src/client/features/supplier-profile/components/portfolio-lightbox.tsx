import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type KeyboardEvent, type RefObject, type TouchEvent, useEffect, useRef } from "react";
import { cn } from "#client/lib/cn";

const SWIPE_THRESHOLD_PX = 50;

interface PortfolioLightboxProps {
  images: string[];
  /** The open image, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  altFor: (index: number) => string;
  title: string;
  /** The thumbnail that opened the lightbox; focus goes back there on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * Radix keeps focus inside while open; the description doubles as a polite live region, so moving on reads "Image 3 of 7".
 */
export function PortfolioLightbox({
  images,
  index,
  onIndexChange,
  altFor,
  title,
  returnFocusRef,
}: PortfolioLightboxProps) {
  const touchStartX = useRef<number | null>(null);
  const count = images.length;
  const isOpen = index !== null && count > 0;
  const current = index ?? 0;
  const hasSeveral = count > 1;

  const show = (next: number) => onIndexChange((next + count) % count);

  // The neighbours are fetched ahead so stepping through feels instant.
  useEffect(() => {
    if (!isOpen || !hasSeveral) return;
    for (const offset of [1, -1]) {
      const neighbour = images[(current + offset + count) % count];
      if (neighbour) new Image().src = neighbour;
    }
  }, [isOpen, hasSeveral, current, count, images]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!hasSeveral) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      show(current + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(current - 1);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || !hasSeveral) return;
    if (end - start > SWIPE_THRESHOLD_PX) show(current - 1);
    else if (start - end > SWIPE_THRESHOLD_PX) show(current + 1);
  };

  const navButton =
    "flex size-11 shrink-0 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-md transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          // Radix returns focus to its own Trigger, and this dialog has none.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          className="fixed inset-0 z-50 flex flex-col p-3 text-white outline-none sm:p-6"
        >
          <div className="flex items-center justify-between gap-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="truncate text-base font-semibold">
                {title}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description aria-live="polite" className="sr-only">
                Image {current + 1} of {count}
              </DialogPrimitive.Description>
              <p aria-hidden="true" className="text-sm text-slate-200">
                {current + 1} of {count}
              </p>
            </div>
            <DialogPrimitive.Close aria-label="Close" className={navButton}>
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {/* On narrow screens the arrows sit over the photo's edges so it can use the full width. */}
          <div className="relative mt-3 flex min-h-0 flex-1 items-center justify-center gap-2 sm:gap-4">
            {hasSeveral && (
              <button
                type="button"
                aria-label="Previous image"
                className={cn(navButton, "absolute left-1 z-10 sm:static")}
                onClick={() => show(current - 1)}
              >
                <ChevronLeft className="size-6" aria-hidden="true" />
              </button>
            )}
            <div className="flex h-full min-w-0 flex-1 items-center justify-center">
              <img
                key={images[current]}
                src={images[current]}
                alt={altFor(current)}
                className="max-h-full max-w-full rounded-lg object-contain shadow-2xl"
              />
            </div>
            {hasSeveral && (
              <button
                type="button"
                aria-label="Next image"
                className={cn(navButton, "absolute right-1 z-10 sm:static")}
                onClick={() => show(current + 1)}
              >
                <ChevronRight className="size-6" aria-hidden="true" />
              </button>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
