import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Every route change starts at the top, except an in-page anchor such as /#how-it-works. The
 * router changes pages in a transition, so the new location commits with the new page, its code
 * loaded: one scroll, once, and a reader who scrolls straight away is never pulled back up.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    if (hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
