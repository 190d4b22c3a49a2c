import { type RefObject, useEffect, useState } from "react";

/**
 * Whether an element's content is wider than it (so it scrolls sideways), and whether more of it
 * lies past its right edge, kept up to date as it scrolls or resizes.
 */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>) {
  const [overflow, setOverflow] = useState({ overflows: false, hasMoreRight: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // A pixel's slack: zoom and fractional widths leave a sliver that is no column.
      const overflows = hidden > 1;
      const hasMoreRight = overflows && element.scrollLeft < hidden - 1;
      setOverflow((current) =>
        current.overflows === overflows && current.hasMoreRight === hasMoreRight
          ? current
          : { overflows, hasMoreRight },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [ref]);
  return overflow;
}
