import { setNonce } from "get-nonce";

/**
 * The server's Content-Security-Policy admits only <style> elements carrying this page's nonce.
 * Radix dialogs and menus add one to lock scrolling; hand them the nonce before anything renders.
 */
export function adoptStyleNonce() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}
