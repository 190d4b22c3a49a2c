import "./styles.css";
import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { SERVER_DATA_ELEMENT_ID } from "#shared/server-rendering";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import { adoptStyleNonce } from "./lib/csp-nonce";

adoptStyleNonce();

const root = document.getElementById("root");
if (!root) throw new Error("missing #root");

const serverDataElement = document.getElementById(SERVER_DATA_ELEMENT_ID);
const serverData = serverDataElement?.textContent
  ? (JSON.parse(serverDataElement.textContent) as DehydratedState)
  : undefined;

const app = (
  <StrictMode>
    <Providers serverData={serverData}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// Public pages arrive rendered with their data; the rest start from the empty shell. Hydrating as
// a transition lets React pause between components, so a tap or a scroll is never kept waiting.
if (serverData) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
