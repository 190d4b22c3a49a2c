import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";
import { forbidden } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The CSP forbids inline script everywhere; the API reference gets its own policy in openapi.ts. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith("https://") ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith("https://"),
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);

  // Cookie-authenticated writes must come from our own pages: refuse any that a browser marks as foreign.
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
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
