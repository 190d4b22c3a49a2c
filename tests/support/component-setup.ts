import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen } from "@testing-library/react";
import { afterEach } from "vitest";

// The toast store lives as long as its module, beyond the test that raised a toast, so each
// test closes what is on screen: a toast the next test expects must be its own. Vitest runs
// without globals, so Testing Library cannot register its own cleanup either.
afterEach(() => {
  for (const close of screen.queryAllByRole("button", { name: "Dismiss notification" })) {
    fireEvent.click(close);
  }
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
