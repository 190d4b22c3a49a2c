/**
 * The load-and-fault run's HTTP side: a balancer in front of the app servers that sends each
 * user to their own server and, like a reverse proxy's "next upstream on connect error", to
 * another one while theirs is down; and the tally of every request it sent.
 */

export interface AppServer {
  name: string;
  baseUrl: string;
  /** When it was killed, while it is down; undefined while it runs. */
  downSince?: number;
}

export type Failure = "in-flight-on-killed" | "error";

export interface Sample {
  action: string;
  /** When the answer (or the failure) came. */
  at: number;
  ms: number;
  status: number;
  /** Set when the request got no usable answer. */
  failure?: Failure;
  detail?: string;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  /** The server that answered. */
  server: AppServer;
}

export class Tally {
  readonly samples: Sample[] = [];
  /** Requests that found their server down and were sent to another one. */
  rerouted = 0;
  record(sample: Sample) {
    this.samples.push(sample);
  }
}

/** 4xx answers that are a rule refusing the write (a full request, a limit), not a fault. */
export const REFUSALS = new Set([409, 429]);

const REQUEST_TIMEOUT_MS = 30_000;

function isConnectionFailure(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return error instanceof TypeError || Boolean(cause?.code);
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

export interface SendOptions {
  action: string;
  method?: string;
  path: string;
  cookie?: string;
  json?: unknown;
  form?: FormData;
  /** The server to use; the balancer picks another while it is down. */
  server: AppServer;
  servers: AppServer[];
  tally: Tally;
  /** A status the caller expects, besides 2xx, that is not a failure (404 when probing, say). */
  accept?: number[];
}

/** One request through the balancer, recorded in the tally; throws nothing. */
export async function send(options: SendOptions): Promise<Answer | undefined> {
  const { tally } = options;
  let server = options.server;
  if (server.downSince !== undefined) {
    const other = options.servers.find((candidate) => candidate.downSince === undefined);
    if (other) {
      tally.rerouted += 1;
      server = other;
    }
  }
  const startedAt = Date.now();
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else body = options.form;
  try {
    const response = await fetch(`${server.baseUrl}${options.path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      redirect: "follow",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const type = response.headers.get("content-type") ?? "";
    const parsed = type.includes("json") ? await response.json() : await response.arrayBuffer();
    const ms = Date.now() - startedAt;
    const expected =
      response.ok || REFUSALS.has(response.status) || options.accept?.includes(response.status);
    tally.record({
      action: options.action,
      at: Date.now(),
      ms,
      status: response.status,
      ...(expected
        ? {}
        : {
            failure: "error" as const,
            detail: `${response.status} ${JSON.stringify(parsed).slice(0, 160)}`,
          }),
    });
    return { status: response.status, body: parsed, headers: response.headers, server };
  } catch (error) {
    const ms = Date.now() - startedAt;
    // A request the killed server held when it died has no answer: the client sees a reset.
    const killedUnderIt =
      server.downSince !== undefined && server.downSince >= startedAt && isConnectionFailure(error);
    tally.record({
      action: options.action,
      at: Date.now(),
      ms,
      status: 0,
      failure: killedUnderIt ? "in-flight-on-killed" : "error",
      detail: `${server.name}: ${describe(error)}`,
    });
    return undefined;
  }
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}
