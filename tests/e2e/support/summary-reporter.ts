import type { FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";

const SLOWEST_SHOWN = 15;

/**
 * The run's closing summary: how many journeys passed, failed and were retried, and the time;
 * then the slowest journeys and each spec file's total, which say where a shorter run must cut.
 * A journey that needed a retry is a bug to fix, so the count is printed even when it is 0, and a
 * journey that passed only on a retry ("flaky") is named.
 */
// biome-ignore lint/style/noDefaultExport: Playwright loads a reporter from its default export
export default class SummaryReporter implements Reporter {
  private readonly startedAt = Date.now();
  private readonly retried = new Set<TestCase>();
  private readonly durations = new Map<TestCase, number>();
  private total = 0;

  onBegin(_config: unknown, suite: Suite) {
    this.total = suite.allTests().length;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0) this.retried.add(test);
    this.durations.set(test, (this.durations.get(test) ?? 0) + result.duration);
  }

  onEnd(result: FullResult) {
    const seconds = ((Date.now() - this.startedAt) / 1000).toFixed(1);
    const flaky = [...this.retried].filter((test) => test.outcome() === "flaky");
    this.printSlowest();
    this.printPerFile();
    console.log(
      `journeys: ${this.total} in ${seconds} s, ${result.status}; retried: ${this.retried.size}`,
    );
    for (const test of flaky)
      console.log(`  passed only on a retry: ${test.titlePath().join(" › ")}`);
  }

  private printSlowest() {
    const slowest = [...this.durations].sort(([, a], [, b]) => b - a).slice(0, SLOWEST_SHOWN);
    if (slowest.length === 0) return;
    console.log(`slowest ${slowest.length} journeys:`);
    for (const [test, duration] of slowest)
      console.log(`  ${asSeconds(duration)}  ${journeyName(test)}`);
  }

  private printPerFile() {
    const perFile = new Map<string, { duration: number; count: number }>();
    for (const [test, duration] of this.durations) {
      const file = fileOf(test);
      const sum = perFile.get(file) ?? { duration: 0, count: 0 };
      perFile.set(file, { duration: sum.duration + duration, count: sum.count + 1 });
    }
    console.log("time per spec file:");
    for (const [file, { duration, count }] of [...perFile].sort(
      ([, a], [, b]) => b.duration - a.duration,
    ))
      console.log(`  ${asSeconds(duration)}  ${file} (${count})`);
  }
}

function asSeconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1).padStart(6)} s`;
}

function fileOf(test: TestCase): string {
  return test.location.file.split(/[\\/]/).pop() ?? test.location.file;
}

/** The journey's describe blocks and title, after its project and file. */
function journeyName(test: TestCase): string {
  return [fileOf(test), ...test.titlePath().slice(3)].join(" › ");
}
