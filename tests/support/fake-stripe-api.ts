import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One call the Stripe SDK made, its form-encoded parameters flattened as sent (`items[0][price_data][unit_amount]`). */
export interface RecordedStripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface FakeStripeApi {
  /** For STRIPE_API_URL. */
  url: string;
  calls: RecordedStripeCall[];
  callsTo(method: string, path: string | RegExp): RecordedStripeCall[];
  /** The next call to this path answers a Stripe API error with this status. */
  failNext(path: string | RegExp, status?: number): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: Json) {
  response.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
  response.end(JSON.stringify(body));
}

function stripeError(status: number, message: string, code?: string): Json {
  return {
    error: {
      type: status >= 500 ? "api_error" : "invalid_request_error",
      message,
      ...(code ? { code } : {}),
    },
  };
}

/** Metadata sent as `metadata[key]=value`, read back into an object. */
function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/**
 * A small stand-in for the parts of Stripe's HTTP API that EventEazy calls, on 127.0.0.1, so
 * tests run the real `stripe` SDK end to end without the network. It answers like Stripe:
 * objects with ids, 404 `resource_missing` for unknown products, and the same answer again for
 * a repeated idempotency key.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const calls: RecordedStripeCall[] = [];
  const failures: { path: string | RegExp; status: number }[] = [];
  const products = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  let counter = 0;
  const nextId = (prefix: string) => {
    counter += 1;
    return `${prefix}_fake${counter}`;
  };
  const matches = (pattern: string | RegExp, path: string) =>
    typeof pattern === "string" ? pattern === path : pattern.test(path);

  function route(method: string, path: string, params: Record<string, string>) {
    const productId = /^\/v1\/products\/([^/]+)$/.exec(path)?.[1];
    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && productId) {
      const product = products.get(decodeURIComponent(productId));
      return product
        ? { status: 200, body: product }
        : { status: 404, body: stripeError(404, "No such product", "resource_missing") };
    }
    if (method === "POST" && path === "/v1/products") {
      const product = { id: params.id ?? nextId("prod"), object: "product", name: params.name };
      products.set(product.id, product);
      return { status: 200, body: product };
    }
    if (method === "POST" && path === "/v1/customers") {
      return {
        status: 200,
        body: {
          id: nextId("cus"),
          object: "customer",
          email: params.email,
          name: params.name,
          metadata: metadataOf(params),
        },
      };
    }
    if (method === "POST" && path === "/v1/coupons") {
      return {
        status: 200,
        body: {
          id: nextId("coupon"),
          object: "coupon",
          amount_off: Number(params.amount_off),
          currency: params.currency,
          duration: params.duration,
        },
      };
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const id = nextId("sub");
      const invoiceId = nextId("in");
      const subscription = {
        id,
        object: "subscription",
        customer: params.customer,
        status: "incomplete",
        cancel_at_period_end: false,
        metadata: metadataOf(params),
        latest_invoice: {
          id: invoiceId,
          object: "invoice",
          confirmation_secret: {
            client_secret: `pi_for_${invoiceId}_secret_fake`,
            type: "payment_intent",
          },
        },
      };
      subscriptions.set(id, subscription);
      return { status: 200, body: subscription };
    }
    if (method === "POST" && subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription)
        return { status: 404, body: stripeError(404, "No such subscription", "resource_missing") };
      if (params.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
      return { status: 200, body: subscription };
    }
    return { status: 404, body: stripeError(404, `Unrecognized request URL (${method}: ${path})`) };
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const raw = request.method === "GET" ? url.search.slice(1) : await readBody(request);
      const params = Object.fromEntries(new URLSearchParams(raw));
      const header = request.headers["idempotency-key"];
      const idempotencyKey = typeof header === "string" ? header : undefined;
      const method = request.method ?? "GET";
      calls.push({ method, path: url.pathname, params, idempotencyKey });

      const failure = failures.findIndex((entry) => matches(entry.path, url.pathname));
      if (failure !== -1) {
        const status = failures.splice(failure, 1)[0]?.status ?? 500;
        return send(response, status, stripeError(status, "The fake Stripe API was told to fail."));
      }
      const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
      const replayed = replayKey ? idempotent.get(replayKey) : undefined;
      if (replayed) return send(response, replayed.status, replayed.body);
      const answer = route(method, url.pathname, params);
      if (replayKey && answer.status < 500) idempotent.set(replayKey, answer);
      send(response, answer.status, answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (method, path) =>
      calls.filter((call) => call.method === method && matches(path, call.path)),
    failNext(path, status = 500) {
      failures.push({ path, status });
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
