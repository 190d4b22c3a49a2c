/**
 * How long after the app has taken over the page the worker waits before asking for an idle
 * moment. Its install fetches and stores the shell's files: begun while the page was still
 * loading its code or hydrating, that work took the cores a phone lays out and runs the page on.
 */
const SETTLE_MS = 2_000;

/**
 * Registers the service worker (decision 0048) once the app has taken over the page, the page
 * has loaded and the browser is idle, so it never competes with the first paint or the page's
 * own code. Only on builds that have one. Called when the app is ready; calling it again is
 * harmless, as the browser keeps one registration per scope.
 */
export function registerServiceWorkerWhenSettled() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without the worker the site works as before, only without the offline page and pushes.
    });
  };
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  const afterSettling = () => setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === "complete") afterSettling();
  else window.addEventListener("load", afterSettling, { once: true });
}
