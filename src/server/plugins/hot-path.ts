import type { IncomingMessage, ServerResponse } from "node:http";

/** The category list serialized once and compressed both ways, ready to send as it is. */
export interface CategoryAnswer {
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Answers a request before Fastify routes it; returns false to let Fastify handle it. */
export type HotPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * GET /api/categories is asked for by nearly every page and is the same for everyone, so it is
 * answered from memory with the same bytes and headers the route would send, without the
 * router and its hooks. Anything unusual (a query string, no answer loaded yet) takes the route.
 */
export function categoriesHotPath(
  peek: () => CategoryAnswer | null,
  securityHeaders: Record<string, string>,
): HotPath {
  const baseHeaders = Object.entries({
    ...securityHeaders,
    "content-type": "application/json; charset=utf-8",
    "cache-control": "public, max-age=60",
    vary: "accept-encoding",
  }).flat();
  // The three possible header lists, flat as node:http takes them, made once per answer.
  let headersFor: { answer: CategoryAnswer; json: string[]; br: string[]; gzip: string[] } | null =
    null;
  const headerLists = (answer: CategoryAnswer) => {
    if (headersFor?.answer !== answer)
      headersFor = {
        answer,
        json: [...baseHeaders, "content-length", String(answer.json.length)],
        br: [...baseHeaders, "content-encoding", "br", "content-length", String(answer.br.length)],
        gzip: [
          ...baseHeaders,
          "content-encoding",
          "gzip",
          "content-length",
          String(answer.gzip.length),
        ],
      };
    return headersFor;
  };
  return (request, response) => {
    if (request.method !== "GET" || request.url !== "/api/categories") return false;
    const answer = peek();
    if (!answer) return false;
    const accepted = request.headers["accept-encoding"] ?? "";
    const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "json";
    response.writeHead(200, headerLists(answer)[encoding]);
    response.end(answer[encoding]);
    return true;
  };
}
