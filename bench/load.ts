import autocannon from "autocannon";

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  pipelining: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Runs one autocannon measurement against `url`; autocannon's own duration bounds it. With
 * `nextPath`, every request asks for the path it returns instead of the url's own; `headers` go
 * with every request (no user agent unless given).
 */
export async function runLoad(
  url: string,
  options: LoadOptions,
  nextPath?: () => string,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    ...(headers ? { headers } : {}),
    ...(nextPath
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }
      : {}),
    duration: options.durationSeconds,
    connections: options.connections,
    pipelining: options.pipelining,
    timeout: 10,
    // A short warm-up lets both servers reach steady JIT state before anything is recorded.
    ...(options.warmupSeconds > 0
      ? { warmup: { duration: options.warmupSeconds, connections: options.connections } }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result["2xx"] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
