import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so it has no ResizeObserver; Radix's slider measures its thumb with one.
class ResizeObserverWithoutLayout implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverWithoutLayout;

// The toaster loads lazily with the first toast; loading it here keeps that off each test's clock.
await import("#client/components/ui/toaster");

// Waits end as soon as the page shows what they look for; the longer limit is for a loaded machine.
configure({ asyncUtilTimeout: 5000 });
