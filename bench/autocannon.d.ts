// autocannon 9 ships no types; this declares only the programmatic API the bench uses.
declare module "autocannon" {
  namespace autocannon {
    interface AutocannonOptions {
      url: string;
      duration?: number;
      connections?: number;
      pipelining?: number;
      timeout?: number;
      warmup?: { duration?: number; connections?: number };
      headers?: Record<string, string>;
      /** Each connection sends these in turn; `setupRequest` may change a request just before it goes. */
      requests?: Array<{
        method?: string;
        path?: string;
        setupRequest?: (request: { method: string; path: string }) => {
          method: string;
          path: string;
        };
      }>;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total?: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    interface AutocannonResult {
      url: string;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      "2xx": number;
      duration: number;
    }

    interface AutocannonInstance extends PromiseLike<AutocannonResult> {
      stop(): void;
    }
  }

  // The package is CommonJS with the function as module.exports, which is what `export =` says.
  function autocannon(options: autocannon.AutocannonOptions): autocannon.AutocannonInstance;

  export = autocannon;
}
