/**
 * Registers the service worker (decision 0048) once the page has loaded and the browser is idle,
 * so it never competes with the first paint or the page's own code. Only on builds that have one.
 */
export function registerServiceWorkerAfterLoad() {
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
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
