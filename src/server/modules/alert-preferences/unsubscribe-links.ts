import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { AppConfig } from "#server/config";
import { pageUrl } from "#server/lib/mail/email-template";
import {
  UNSUBSCRIBE_KINDS,
  UNSUBSCRIBE_PATH,
  type UnsubscribeKind,
} from "#shared/contracts/alert-preferences";

/** The key that signs unsubscribe links, loaded once per app server. */
export type UnsubscribeKeyLoader = () => Promise<Buffer>;

const KEY_INFO = "EventEazy alert unsubscribe links v1";

/**
 * UNSUBSCRIBE_SECRET when set; otherwise derived (HKDF-SHA256) from the VAPID private key, which is
 * configured or generated once and kept with the database, so every app server signs alike and
 * links keep working across restarts.
 */
export function createUnsubscribeKeyLoader(
  config: Pick<AppConfig, "unsubscribeSecret">,
  vapidKeys: () => Promise<{ privateKey: string }>,
): UnsubscribeKeyLoader {
  let key: Promise<Buffer> | undefined;
  const derive = (secret: Buffer) => Buffer.from(hkdfSync("sha256", secret, "", KEY_INFO, 32));
  return () => {
    key ??= (
      config.unsubscribeSecret
        ? Promise.resolve(derive(Buffer.from(config.unsubscribeSecret, "utf8")))
        : vapidKeys().then((keys) => derive(Buffer.from(keys.privateKey, "base64url")))
    ).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}

const signatureOf = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(`unsubscribe:${payload}`).digest("base64url");

/** `<userId>.<kind>.<signature>`: whoever holds it may turn off that kind's emails for that user. */
export function unsubscribeToken(key: Buffer, userId: number, kind: UnsubscribeKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${signatureOf(key, payload)}`;
}

/** The user and kind a token names, or null when it is malformed or its signature does not hold. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: number; kind: UnsubscribeKind } | null {
  const match = /^([1-9]\d{0,9})\.([a-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const userId = Number(match[1]);
  const kind = UNSUBSCRIBE_KINDS.find((known) => known === match[2]);
  if (!kind || userId > 2_147_483_647) return null;
  const expected = Buffer.from(signatureOf(key, `${userId}.${kind}`));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { userId, kind }
    : null;
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return pageUrl(publicUrl, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
}

/** RFC 2369 and RFC 8058: mail programs show an unsubscribe button that posts to the link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${url}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
