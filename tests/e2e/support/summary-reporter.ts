import type { FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * One closing line for the run: how many journeys passed, failed and were retried, and the time.
 * A journey that needed a retry is a bug to fix, so the count is printed even when it is 0, and a
 * journey that passed only on a retry ("flaky") is named.
 */
// biome-ignore lint/style/noDefaultExport: Playwright loads a reporter from its default export
export default class SummaryReporter implements Reporter {
  private readonly startedAt = Date.now();
  private readonly retried = new Set<TestCase>();
  private total = 0;

  onBegin(_config: unknown, suite: Suite) {
    this.total = suite.allTests().length;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0) this.retried.add(test);
  }

  onEnd(result: FullResult) {
    const seconds = ((Date.now() - this.startedAt) / 1000).toFixed(1);
    const flaky = [...this.retried].filter((test) => test.outcome() === "flaky");
    console.log(
      `journeys: ${this.total} in ${seconds} s, ${result.status}; retried: ${this.retried.size}`,
    );
    for (const test of flaky)
      console.log(`  passed only on a retry: ${test.titlePath().join(" › ")}`);
  }
}
