import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmetMiddleware from "helmet";
import type { AppConfig } from "#server/config";
import { forbidden } from "#server/lib/errors";
import { usesStripe } from "#server/lib/payments/stripe-mode";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Stripe.js and its Payment Element frames, allowed only when Stripe takes the payments. */
const STRIPE_SCRIPTS = ["https://js.stripe.com", "https://*.js.stripe.com"];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, "https://hooks.stripe.com"];
const STRIPE_API = ["https://api.stripe.com"];

function cspDirectives(
  config: AppConfig,
  pageNonce?: string,
  styleAttributeHashes: readonly string[] = [],
): Record<string, string[]> {
  const stripe = usesStripe(config);
  const nonce = pageNonce ? [`'nonce-${pageNonce}'`] : [];
  // A server-rendered page's style attributes (widths, Radix's positioning) are allowed by their
  // exact text, and no other; the browser's own style changes go through the CSSOM, which CSP allows.
  const styleAttributes =
    styleAttributeHashes.length > 0
      ? ["'unsafe-hashes'", ...styleAttributeHashes.map((hash) => `'sha256-${hash}'`)]
      : [];
  return {
    "default-src": ["'self'"],
    // The nonce admits only what the server renderer itself writes into a page.
    "script-src": ["'self'", ...nonce, ...(stripe ? STRIPE_SCRIPTS : [])],
    // Dialogs lock page scrolling with a <style> element they add; the page's nonce lets only ours in.
    "style-src": ["'self'", ...nonce, ...styleAttributes],
    // The directory map's tile server, only when one is set: by default a page loads no image from elsewhere.
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...(config.mapTiles ? [config.mapTiles.imageSource] : []),
    ],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(stripe ? STRIPE_API : [])],
    // The service worker (/sw.js) and the web app manifest, from our own origin only.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-src": stripe ? STRIPE_FRAMES : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(config.publicUrl.startsWith("https://") ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** The policy for an HTML page carrying a per-response nonce. */
export function pageContentSecurityPolicy(
  config: AppConfig,
  pageNonce: string,
  styleAttributeHashes: readonly string[] = [],
): string {
  return Object.entries(cspDirectives(config, pageNonce, styleAttributeHashes))
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join(";");
}

/** The CSP forbids inline script everywhere; the API reference gets its own policy in openapi.ts. */
function helmetOptions(config: AppConfig) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith("https://"),
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
  };
}

/** The headers helmet adds to every answer, for answers sent before Fastify's hooks run. */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmetMiddleware(helmetOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  );
  return headers;
}

/**
 * The path the request was routed by: the matched route's own path, so "/%61pi/auth/profile" is
 * "/api/auth/profile"; with no route, the request's path decoded and in lower case.
 */
function routedPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url;
  if (routed) return routed;
  const [path = ""] = request.url.split("?");
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, helmetOptions(config));

  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);

  // Cookie-authenticated writes must come from our own pages: refuse any that a browser marks as foreign.
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !routedPath(request).startsWith("/api/")) return;
    if (request.routeOptions.config?.allowForeignOrigin) return;
    const origin = request.headers.origin;
    if (origin) {
      const host = request.headers.host;
      const sameHost =
        host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (!sameHost && !allowedOrigins.has(origin))
        throw forbidden("Cross-site requests are not allowed.");
      return;
    }
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site" || fetchSite === "same-site") {
      throw forbidden("Cross-site requests are not allowed.");
    }
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** For callers that are not browsers, such as a payment provider's webhook. */
    allowForeignOrigin?: boolean;
  }
}
