import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the element named by the address's hash (such as /#how-it-works) once the page has
 * rendered. The browser can't do it itself because the element doesn't exist when the page loads.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let cancelled = false;
    // One frame first so the page is laid out and its web fonts have started loading; a font
    // swap during a smooth scroll would otherwise move the target and stop short of it.
    const frame = requestAnimationFrame(() => {
      const fontsReady = document.fonts?.ready ?? Promise.resolve();
      void fontsReady.then(() => {
        if (cancelled) return;
        const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        document
          .getElementById(id)
          ?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [hash]);
}
