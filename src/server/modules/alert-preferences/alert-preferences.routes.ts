import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "#server/config";
import { badRequest } from "#server/lib/errors";
import { escapeHtml, PRODUCT_NAME } from "#server/lib/mail/email-template";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { pageContentSecurityPolicy } from "#server/plugins/security";
import {
  AlertPreferences,
  UNSUBSCRIBE_KIND_LABELS,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  type UnsubscribeKind,
  unsubscribedMessage,
} from "#shared/contracts/alert-preferences";
import { ErrorBody } from "#shared/contracts/common";
import {
  getAlertPreferences,
  saveAlertPreferences,
  turnOffAlertEmail,
} from "./alert-preferences.service";
import { readUnsubscribeToken, type UnsubscribeKeyLoader } from "./unsubscribe-links";

export interface AlertPreferenceRouteOptions extends RouteDependencies {
  unsubscribeKey: UnsubscribeKeyLoader;
}

const UnsubscribeQuery = z.object({
  token: z
    .string({ error: "The link has no token: open the link from the email as it is." })
    .max(200, UNSUBSCRIBE_LINK_INVALID_MESSAGE),
});

const UnsubscribeDone = z.object({ message: z.string() });

/** A small page of its own (no script), for people who open the link from an email. */
function page(reply: FastifyReply, config: AppConfig, status: number, title: string, body: string) {
  const nonce = randomBytes(16).toString("base64");
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("content-security-policy", pageContentSecurityPolicy(config, nonce))
    .send(`<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style nonce="${nonce}">body{margin:0;background:#f8fafc;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a}main{max-width:480px;margin:48px auto;padding:32px;background:#fff;border:1px solid #e2e8f0;border-radius:12px}p{line-height:1.5;color:#334155}button{background:#6d28d9;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px;font-weight:600;cursor:pointer}a{color:#6d28d9}</style></head>
<body><main><p><strong>${PRODUCT_NAME}</strong></p><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`);
}

function wantsHtml(request: FastifyRequest): boolean {
  return /text\/html/.test(request.headers.accept ?? "");
}

export const alertPreferenceRoutes: FastifyPluginAsyncZod<AlertPreferenceRouteOptions> = async (
  app,
  { db, config, unsubscribeKey },
) => {
  app.get(
    "/alert-preferences",
    {
      schema: {
        tags: ["alerts"],
        summary:
          "Your alert choices: channels per kind, lead timing and quiet hours (defaults until you save)",
        response: { 200: AlertPreferences, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header("cache-control", "no-store");
      return getAlertPreferences(db, user.id);
    },
  );

  app.put(
    "/alert-preferences",
    {
      schema: {
        tags: ["alerts"],
        summary: "Replace your alert choices with these (the whole shape)",
        body: AlertPreferences,
        response: { 200: AlertPreferences, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return saveAlertPreferences(db, user.id, request.body);
    },
  );

  /** The token's user and kind, or a 400 that says the link is not valid. */
  async function tokenOf(token: string): Promise<{ userId: number; kind: UnsubscribeKind }> {
    const named = readUnsubscribeToken(await unsubscribeKey(), token);
    if (!named) throw badRequest(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    return named;
  }

  await app.register(async (scope) => {
    const unsubscribe = scope.withTypeProvider<ZodTypeProvider>();
    // RFC 8058: mail providers post `List-Unsubscribe=One-Click`, form-encoded or multipart;
    // the token in the address is all that counts, so the body is read (within limits) and ignored.
    unsubscribe.removeAllContentTypeParsers();
    unsubscribe.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );

    unsubscribe.get(
      "/alerts/unsubscribe",
      {
        schema: {
          tags: ["alerts"],
          summary:
            "The page an alert email's unsubscribe link opens: it asks to confirm (a link scanner changes nothing)",
          querystring: UnsubscribeQuery,
          produces: ["text/html"],
        },
      },
      async (request, reply) => {
        const named = readUnsubscribeToken(await unsubscribeKey(), request.query.token);
        if (!named)
          return page(
            reply,
            config,
            400,
            "This link is not valid",
            `<p>${escapeHtml(UNSUBSCRIBE_LINK_INVALID_MESSAGE)}</p><p><a href="${escapeHtml(config.publicUrl)}/profile?tab=settings">Open Settings</a></p>`,
          );
        const what = UNSUBSCRIBE_KIND_LABELS[named.kind];
        return page(
          reply,
          config,
          200,
          `Stop emails about ${what}?`,
          `<p>You will no longer get emails about ${escapeHtml(what)}. Push and in-app alerts stay as they are, and you can turn the emails back on in Settings.</p>
<form method="post" action="?token=${escapeHtml(encodeURIComponent(request.query.token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
        );
      },
    );

    unsubscribe.post(
      "/alerts/unsubscribe",
      {
        // Mail providers post from their own servers (RFC 8058); the signed token is the authority.
        config: { allowForeignOrigin: true },
        schema: {
          tags: ["alerts"],
          summary:
            "One-click unsubscribe (RFC 8058): turns off the emails of the token's alert kind, no sign-in needed",
          querystring: UnsubscribeQuery,
          response: { 200: UnsubscribeDone, 400: ErrorBody },
        },
      },
      async (request, reply) => {
        const { userId, kind } = await tokenOf(request.query.token);
        // A deleted account has nothing left to send to: the answer is the same.
        await turnOffAlertEmail(db, userId, kind);
        reply.header("cache-control", "no-store");
        if (wantsHtml(request))
          return page(
            reply,
            config,
            200,
            "You are unsubscribed",
            `<p>${escapeHtml(unsubscribedMessage(kind))}</p><p><a href="${escapeHtml(config.publicUrl)}/profile?tab=settings">Open Settings</a></p>`,
          );
        return { message: unsubscribedMessage(kind) };
      },
    );
  });
};
