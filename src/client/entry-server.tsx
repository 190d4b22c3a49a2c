/**
 * Renders a public page to HTML on the server, with the data its queries asked for, so the first
 * paint needs no script and the browser's first render (hydration) finds the same data.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import {
  dehydrate,
  type Query,
  QueryCache,
  type QueryClient,
  type QueryKey,
  type QueryOptions,
  type QueryState,
  skipToken,
  type WithRequired,
} from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { UserProfile } from "#shared/contracts/users";
import type { PageName } from "#shared/paths";
import type { PageRenderRequest, RenderedPage } from "#shared/server-rendering";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import { sessionQueryKey } from "./features/auth/api/session";
import { type ApiFetch, api, setApiFetch } from "./lib/api-client";
import { createQueryClient } from "./lib/query-client";

/** Pages anyone may land on from a search or a link; signed-in screens stay client-rendered. */
const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set<PageName>([
  "home",
  "suppliers",
  "suppliersInCategory",
  "suppliersInTown",
  "supplier",
  "supplierBySlug",
  "organizer",
  "plans",
  "featureRequests",
  "howItWorks",
  "successTips",
  "pricing",
  "privacy",
  "terms",
  "refundPolicy",
  "supplierGuidelines",
  "help",
  "contact",
]);

/**
 * A page shows its data after at most this many rounds of fetching: a query can depend on the
 * answer of another (a profile's reviews on the profile), which only shows on the next render.
 */
const DATA_ROUNDS = 3;

export function rendersOnServer(pageName: string): boolean {
  return SERVER_RENDERED_PAGES.has(pageName);
}

const pageRequest = new AsyncLocalStorage<ApiFetch>();

setApiFetch((url, init) => {
  const fetchForPage = pageRequest.getStore();
  if (!fetchForPage) return Promise.reject(new Error(`API call outside a page render: ${url}`));
  return fetchForPage(url, init);
});

/**
 * Remembers which queries a render asked to fetch. A server render subscribes to nothing, so the
 * cache itself never fetches; each component's options are seen here, and a query is wanted when
 * any component using it would fetch it in the browser.
 */
class RenderQueryCache extends QueryCache {
  readonly wanted = new Set<string>();

  override build<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    client: QueryClient,
    options: WithRequired<QueryOptions<TQueryFnData, TError, TData, TQueryKey>, "queryKey">,
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const query = super.build(client, options, state);
    const { enabled, queryFn } = options as { enabled?: unknown; queryFn?: unknown };
    const fetches =
      Boolean(queryFn) &&
      queryFn !== skipToken &&
      (typeof enabled === "function" ? Boolean(enabled(query)) : enabled !== false);
    if (fetches) this.wanted.add(query.queryHash);
    return query;
  }
}

/** A page is given up on (and left to the browser) when it has not rendered in this time. */
const RENDER_TIMEOUT_MS = 10_000;

/** Renders to one string once everything has loaded: crawlers and the first paint get the whole page. */
function renderToHtml(
  page: ReactNode,
  nonce: string,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(page, {
      nonce,
      // Every part of the page in place, in order: never a loading state swapped out by script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError,
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error("server rendering timed out"));
    }, RENDER_TIMEOUT_MS);
  });
}

export function renderPage(input: PageRenderRequest): Promise<RenderedPage> {
  return pageRequest.run(input.fetch, async () => {
    const queryCache = new RenderQueryCache();
    const queryClient = createQueryClient(queryCache);
    // A failed call is left for the browser to make again, where the page shows its own error.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const user = input.signedIn
      ? await api.get<UserProfile>("/api/auth/me").catch(() => null)
      : null;
    queryClient.setQueryData(sessionQueryKey, user);

    const render = () =>
      renderToHtml(
        <StrictMode>
          <Providers queryClient={queryClient}>
            <StaticRouter location={input.url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </StrictMode>,
        input.nonce,
        input.onError,
      );

    const attempted = new Set<string>();
    for (let round = 0; ; round++) {
      const html = await render();
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter(
          (query) =>
            query.state.status === "pending" &&
            queryCache.wanted.has(query.queryHash) &&
            !attempted.has(query.queryHash),
        );
      if (waiting.length === 0 || round === DATA_ROUNDS)
        return { html, data: dehydrate(queryClient) };
      await Promise.all(
        waiting.map((query) => {
          attempted.add(query.queryHash);
          return queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey });
        }),
      );
      // The browser renders a failed query as loading and asks again, so the server does too.
      queryClient.removeQueries({ predicate: (query) => query.state.status === "error" });
    }
  });
}
