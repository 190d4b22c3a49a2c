import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  SERVER_RENDERER_FILE,
  SERVER_RENDERER_FOLDER,
  type ServerRenderer,
} from "#shared/server-rendering";
import { SIGNED_IN_HINT_COOKIE } from "./session";

/** The client build's renderer of public pages, when the build has one. */
export async function loadServerRenderer(clientDir: string): Promise<ServerRenderer | null> {
  const file = path.join(clientDir, SERVER_RENDERER_FOLDER, SERVER_RENDERER_FILE);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}

const BODYLESS_STATUSES = new Set([204, 304]);

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

/**
 * The page's API calls answered in-process, as the visitor: with their cookies and address, so
 * sessions, permissions and rate limits apply exactly as they would to the browser's own calls.
 */
export function apiFetchFor(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const cookie = request.headers.cookie;
    const response = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url,
      remoteAddress: request.ip,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(request.headers["user-agent"] ? { "user-agent": request.headers["user-agent"] } : {}),
      },
    });
    const body = BODYLESS_STATUSES.has(response.statusCode)
      ? null
      : new Uint8Array(response.rawPayload);
    return new Response(body, {
      status: response.statusCode,
      headers: headersOf(response.headers),
    });
  };
}

export function isSignedInBrowser(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SIGNED_IN_HINT_COOKIE]);
}
