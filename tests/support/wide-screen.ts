import { vi } from "vitest";

/**
 * Makes every media query match, as on a wide screen: jsdom has no media queries of its own, and
 * the admin console draws a table only there (cards on a phone).
 */
export function stubWideScreen(): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}
