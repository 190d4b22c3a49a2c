import { useEffect } from "react";
import { useLocation } from "react-router";

const RETRY_DELAY_MS = 100;

/** Every route change starts at the top, except an in-page anchor such as /#how-it-works. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    if (hash) return;
    window.scrollTo(0, 0);
    // Lazy pages can render after the first scroll; try once more.
    const retry = setTimeout(() => window.scrollTo(0, 0), RETRY_DELAY_MS);
    return () => clearTimeout(retry);
  }, [pathname, hash]);
  return null;
}
