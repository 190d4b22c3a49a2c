import "./styles.css";
import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { SERVER_DATA_ELEMENT_ID } from "#shared/server-rendering";
import { Providers } from "./app/providers";
import { AppRoutes, preloadPageAt } from "./app/router";
import { adoptStyleNonce } from "./lib/csp-nonce";
import { registerServiceWorkerWhenSettled } from "./lib/register-service-worker";

adoptStyleNonce();

const root = document.getElementById("root");
if (!root) throw new Error("missing #root");

const serverDataElement = document.getElementById(SERVER_DATA_ELEMENT_ID);
const serverData = serverDataElement?.textContent
  ? (JSON.parse(serverDataElement.textContent) as DehydratedState)
  : undefined;

/**
 * Marks the document once the app has taken over the page, for anything waiting on it to act,
 * and from then on lets the service worker register.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = "";
    registerServiceWorkerWhenSettled();
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <Providers serverData={serverData}>
      <BrowserRouter>
        <AppRoutes />
        <ReadyMark />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// Public pages arrive rendered with their data; the rest start from the empty shell. A rendered
// page's code is loaded first, so it hydrates in one pass. Hydrating as a transition lets React
// pause between components, so a tap or a scroll is never kept waiting.
if (serverData) {
  // Should the code fail to load, the page's own loading and error states take over.
  void preloadPageAt(window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
