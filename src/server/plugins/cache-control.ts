import type { FastifyInstance, FastifyRequest } from "fastify";

export const PRIVATE_NO_STORE = "private, no-store";

function isApi(request: FastifyRequest): boolean {
  // The route's own path where one matched: it is the decoded one ("/%61pi/..." routes as "/api/...").
  const path = request.routeOptions.url ?? request.url;
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Most /api answers depend on who asks (their profile, requests, quotes, messages,
 * notifications), so none may be kept by a browser or a shared cache unless its route says
 * so by setting Cache-Control itself, as the directory, the categories and the place names do.
 * A route's bare `no-store` is for one viewer too, so it becomes private as well. Registered
 * before the routes, so it runs before their own onSend hooks.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isApi(request)) {
      const declared = reply.getHeader("cache-control");
      if (declared === undefined || declared === "no-store")
        reply.header("cache-control", PRIVATE_NO_STORE);
    }
    done(null, payload);
  });
}
