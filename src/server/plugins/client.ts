import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isKnownPagePath } from "../../shared/paths";

/**
 * Serves the built single-page client: hashed assets cached for a year, the HTML shell never
 * cached, and unknown page addresses answered with the shell and status 404.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined) {
  const indexFile = clientDir ? path.join(clientDir, "index.html") : undefined;
  const shell = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;

  if (clientDir && shell) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          "cache-control",
          isHashedAsset ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }

  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    return reply
      .code(isKnownPagePath(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(shell);
  };

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (
      !shell ||
      !wantsPage ||
      request.url.startsWith("/api/") ||
      request.url.startsWith("/uploads/")
    ) {
      return reply.code(404).send({
        message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`,
        code: "not_found",
      });
    }
    return sendShell(request, reply);
  });
}
