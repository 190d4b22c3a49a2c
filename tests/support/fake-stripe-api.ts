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
  /**
   * The next call to this path answers a Stripe API error with this status. With `afterApplying`,
   * the call is carried out first (as when Stripe did the work but the answer was lost), and
   * `times` answers fail, so the SDK's own retries fail too.
   */
  failNext(
    path: string | RegExp,
    status?: number,
    options?: { afterApplying?: boolean; times?: number },
  ): void;
  /** What Stripe holds, by id: the objects EventEazy made, as Stripe would answer them. */
  paymentIntents: Map<string, Json>;
  transfers: Map<string, Json>;
  refunds: Map<string, Json>;
  accounts: Map<string, Json>;
  /** The card is confirmed in the browser: the intent succeeds with a charge. Answers it. */
  succeedPaymentIntent(id: string): Json;
  /** The supplier finishes Stripe's onboarding: transfers become active. Answers the account. */
  completeAccount(id: string): Json;
  close(): Promise<void>;
}

export type Json = Record<string, unknown>;

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
  const failures: {
    path: string | RegExp;
    status: number;
    afterApplying: boolean;
    times: number;
  }[] = [];
  const products = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const transfers = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const accounts = new Map<string, Json>();
  const list = (data: Json[], url: string): Json => ({
    object: "list",
    data,
    has_more: false,
    url,
  });
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
    const intentId = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
    const accountId = /^\/v1\/accounts\/([^/]+)$/.exec(path)?.[1];
    if (method === "POST" && path === "/v1/payment_intents") {
      const id = nextId("pi");
      const intent: Json = {
        id,
        object: "payment_intent",
        amount: Number(params.amount),
        amount_received: 0,
        currency: params.currency,
        description: params.description ?? null,
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        transfer_group: params.transfer_group ?? null,
        latest_charge: null,
        metadata: metadataOf(params),
      };
      paymentIntents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === "GET" && intentId) {
      const intent = paymentIntents.get(intentId);
      return intent
        ? { status: 200, body: intent }
        : { status: 404, body: stripeError(404, "No such payment_intent", "resource_missing") };
    }
    if (method === "POST" && path === "/v1/transfers") {
      const transfer: Json = {
        id: nextId("tr"),
        object: "transfer",
        amount: Number(params.amount),
        currency: params.currency,
        destination: params.destination,
        transfer_group: params.transfer_group ?? null,
        source_transaction: params.source_transaction ?? null,
        metadata: metadataOf(params),
      };
      transfers.set(transfer.id as string, transfer);
      return { status: 200, body: transfer };
    }
    if (method === "GET" && path === "/v1/transfers") {
      const data = [...transfers.values()].filter(
        (transfer) => !params.transfer_group || transfer.transfer_group === params.transfer_group,
      );
      return { status: 200, body: list(data, path) };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = paymentIntents.get(params.payment_intent ?? "");
      if (!intent)
        return {
          status: 404,
          body: stripeError(404, "No such payment_intent", "resource_missing"),
        };
      const refund: Json = {
        id: nextId("re"),
        object: "refund",
        amount: Number(params.amount ?? intent.amount_received),
        payment_intent: intent.id,
        status: "succeeded",
        metadata: metadataOf(params),
      };
      refunds.set(refund.id as string, refund);
      return { status: 200, body: refund };
    }
    if (method === "GET" && path === "/v1/refunds") {
      const data = [...refunds.values()].filter(
        (refund) => !params.payment_intent || refund.payment_intent === params.payment_intent,
      );
      return { status: 200, body: list(data, path) };
    }
    if (method === "POST" && path === "/v1/accounts") {
      const account: Json = {
        id: nextId("acct"),
        object: "account",
        type: params.type,
        country: params.country,
        email: params.email ?? null,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: { transfers: "inactive" },
        metadata: metadataOf(params),
      };
      accounts.set(account.id as string, account);
      return { status: 200, body: account };
    }
    if (method === "GET" && accountId) {
      const account = accounts.get(accountId);
      return account
        ? { status: 200, body: account }
        : { status: 404, body: stripeError(404, "No such account", "resource_missing") };
    }
    if (method === "POST" && path === "/v1/account_links") {
      if (!accounts.has(params.account ?? ""))
        return { status: 404, body: stripeError(404, "No such account", "resource_missing") };
      return {
        status: 200,
        body: {
          object: "account_link",
          url: `https://connect.stripe.test/setup/e/${params.account}/${nextId("link")}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
          created: Math.floor(Date.now() / 1000),
        },
      };
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

      const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
      const failureAt = failures.findIndex((entry) => matches(entry.path, url.pathname));
      const failure = failureAt === -1 ? undefined : failures[failureAt];
      if (failure) {
        failure.times -= 1;
        if (failure.times <= 0) failures.splice(failureAt, 1);
        if (failure.afterApplying && !(replayKey && idempotent.has(replayKey))) {
          const applied = route(method, url.pathname, params);
          if (replayKey && applied.status < 500) idempotent.set(replayKey, applied);
        }
        return send(
          response,
          failure.status,
          stripeError(failure.status, "The fake Stripe API was told to fail."),
        );
      }
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
    failNext(path, status = 500, options = {}) {
      failures.push({
        path,
        status,
        afterApplying: options.afterApplying ?? false,
        times: options.times ?? 1,
      });
    },
    paymentIntents,
    transfers,
    refunds,
    accounts,
    succeedPaymentIntent(id) {
      const intent = paymentIntents.get(id);
      if (!intent) throw new Error(`no payment intent ${id}`);
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      intent.latest_charge = nextId("ch");
      return intent;
    },
    completeAccount(id) {
      const account = accounts.get(id);
      if (!account) throw new Error(`no account ${id}`);
      account.details_submitted = true;
      account.charges_enabled = true;
      account.payouts_enabled = true;
      account.capabilities = { transfers: "active" };
      return account;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
