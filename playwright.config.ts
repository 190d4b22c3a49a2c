import { defineConfig } from "@playwright/test";
import { e2eServerPorts, e2eWorkers } from "./tests/e2e/support/e2e-servers";

const [port] = e2eServerPorts();
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
  // A journey that passes only on a second try is a bug, not noise: none is retried, and the
  // summary prints the retry count all the same (E2E_RETRIES, for hunting a flake locally).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // One worker per core (E2E_WORKERS), each with a server of its own (tests/e2e/support).
  workers: e2eWorkers(),
  // Every wait follows the page's state, so these are only the ceilings for a busy machine: a
  // quiet one finishes a journey in a few seconds, and a loaded 2-core one has been seen to take
  // four times as long. Journeys with several axe runs or people mark themselves slow, which
  // triples the ceiling.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./tests/e2e/support/summary-reporter.ts"]],
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
    // Traces record every action's page and network: a fifth of a run's CPU. E2E_TRACE=1 turns
    // them on for hunting a failure; a failing journey keeps its screenshot either way.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
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
    // A client build beside the demo seed, then a server per worker on a copy of it: about 40 s
    // on a quiet machine, several minutes on a busy one, and the journeys start once all are up.
    timeout: 360_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
