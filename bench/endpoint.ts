import os from "node:os";
import { formatTable, whole } from "./format";
import { startHttpCeiling } from "./http-ceiling";
import { getRaw } from "./http-get";
import { type LoadOptions, type LoadResult, runLoad } from "./load";

export interface EndpointRow {
  /** The label printed in the first column; the path when not set. */
  label?: string;
  endpoint: string;
  bodyBytes?: number;
  unavailable?: string;
  bare?: LoadResult;
  app?: LoadResult;
}

/**
 * Measures the bare node:http ceiling answering with the endpoint's exact bytes (the same headers,
 * security headers included, and the same body), then the endpoint itself.
 */
export async function benchEndpoint(
  baseUrl: string,
  endpoint: string,
  load: LoadOptions,
  defer: (cleanup: () => Promise<void>) => void,
): Promise<EndpointRow> {
  const reference = await getRaw(`${baseUrl}${endpoint}`);
  if (reference.status === 404) return { endpoint, unavailable: "not available (404)" };
  if (reference.status !== 200)
    return { endpoint, unavailable: `not available (status ${reference.status})` };

  const ceiling = await startHttpCeiling(endpoint, reference.body, reference.headers, defer);
  console.log(`  ${endpoint}: bare node:http (${reference.body.length} bytes)…`);
  const bare = await runLoad(ceiling.url, load);
  await ceiling.stop();
  console.log(`  ${endpoint}: EventEazy…`);
  const app = await runLoad(`${baseUrl}${endpoint}`, load);
  return { endpoint, bodyBytes: reference.body.length, bare, app };
}

export function printThroughput(rows: EndpointRow[], firstColumn = "endpoint") {
  const table: string[][] = [
    [
      firstColumn,
      "body",
      "bare req/s",
      "EventEazy req/s",
      "ratio",
      "p50",
      "p99",
      "non-2xx",
      "errors+timeouts",
    ],
  ];
  for (const row of rows) {
    if (!row.bare || !row.app) {
      table.push([
        row.label ?? row.endpoint,
        "",
        row.unavailable ?? "not available",
        "",
        "",
        "",
        "",
        "",
        "",
      ]);
      continue;
    }
    table.push([
      row.label ?? row.endpoint,
      `${whole(row.bodyBytes ?? 0)} B`,
      whole(row.bare.requestsPerSecond),
      whole(row.app.requestsPerSecond),
      `${((row.app.requestsPerSecond / row.bare.requestsPerSecond) * 100).toFixed(1)}%`,
      `${row.app.latencyP50Ms} ms`,
      `${row.app.latencyP99Ms} ms`,
      whole(row.app.non2xx),
      whole(row.app.errors + row.app.timeouts),
    ]);
  }
  console.log(formatTable(table));
  const bareTrouble = rows.filter((row) => row.bare && row.bare.non2xx + row.bare.errors > 0);
  for (const row of bareTrouble)
    console.log(
      `note: the bare server for ${row.endpoint} saw non-2xx or errors; its figure is suspect.`,
    );
}

export function printMachineLoad(before: number, after: number) {
  const cpus = os.availableParallelism();
  console.log(
    `1-minute load average: ${before.toFixed(1)} before, ${after.toFixed(1)} after, on ${cpus} CPUs`,
  );
  // autocannon, the server under test and anything else running share these CPUs.
  if (Math.max(before, after) > cpus)
    console.log(
      "warning: the machine was busy with other work during the run; treat these figures as rough and compare only within this run.",
    );
}
