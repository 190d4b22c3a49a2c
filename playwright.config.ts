import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

/** Debian's Chromium; Playwright's own browser download is not available on this machine. */
const chromium = {
  executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

const mobileOnly = /mobile-menu\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Every wait follows the page's state, so these are only the ceilings for a busy machine: a
  // quiet one finishes a journey in a few seconds, and a loaded 2-core one has been seen to take
  // four times as long. Journeys with several axe runs or people mark themselves slow, which
  // triples the ceiling.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL,
    headless: true,
    launchOptions: chromium,
    locale: "en-GB",
    timezoneId: "Europe/London",
    // The app honours reduced motion (styles.css). Journeys ask for it: a skeleton's shimmer or a
    // spinning loader repainting at 60 frames a second is CPU the busy machine cannot spare,
    // and what the journeys check does not move.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: mobileOnly,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testMatch: mobileOnly,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/support/start-server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A client build and the demo seed: about 40 s on a quiet machine, several minutes on a
    // busy one, and the journeys only start once it is up.
    timeout: 360_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
