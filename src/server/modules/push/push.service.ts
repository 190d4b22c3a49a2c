import { createECDH } from "node:crypto";
import type { LookupAddress } from "node:dns";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import path from "node:path";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "#server/config";
import type { DatabaseHandle, Db } from "#server/db/client";
import { type PushSubscriptionRow, pushSubscriptions, vapidKeys } from "#server/db/schema";
import { badRequest, notFound } from "#server/lib/errors";
import { PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionInput } from "#shared/contracts/push";
import {
  checkPushEndpoint,
  isPublicAddress,
  type ResolveHost,
  resolveHost,
} from "./endpoint-safety";

/** What a push shows: a title, one line, and the page a click opens. Never another user's contact details. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on EventEazy, such as /notifications. */
  url: string;
  /** Pushes with the same tag replace each other on the device. */
  tag?: string;
}

/** Push services accept about 4 KB of encrypted payload; the JSON stays well inside it. */
export const PUSH_PAYLOAD_MAX_BYTES = 3072;
/** How long a push service keeps a push for an offline device. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
const SENDS_AT_ONCE = 8;

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** Everything sending needs besides the database. */
export interface PushSender {
  vapid: VapidDetails;
  /** PUSH_ENDPOINT_ALLOWLIST: hosts sent to even though they are not public https addresses. */
  endpointAllowlist: readonly string[];
  resolve?: ResolveHost;
  log?: FastifyBaseLogger;
}

export interface PushOutcome {
  delivered: number;
  /** Subscriptions the push service no longer knows (404/410), now deleted. */
  removed: number;
  failed: number;
}

type WebPush = typeof import("web-push");
let webPushModule: Promise<WebPush> | undefined;
/** web-push is loaded the first time it is needed, not at start-up. */
function loadWebPush(): Promise<WebPush> {
  webPushModule ??= import("web-push").then((module) => (module.default ?? module) as WebPush);
  return webPushModule;
}

/**
 * The VAPID key pair: the configured one; else, on the embedded database, one generated once and
 * kept in DATA_DIR/vapid.json (mode 0600); else, on PostgreSQL, one generated once and kept in the
 * one-row vapid_keys table, so every app server signs with the same key.
 */
export async function loadVapidKeys(
  config: AppConfig,
  database: Pick<DatabaseHandle, "db" | "kind">,
): Promise<{ publicKey: string; privateKey: string }> {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const webpush = await loadWebPush();
  if (database.kind === "pglite") {
    const file = path.join(config.dataDir, "vapid.json");
    try {
      return JSON.parse(await readFile(file, "utf8")) as { publicKey: string; privateKey: string };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    const keys = webpush.generateVAPIDKeys();
    await mkdir(config.dataDir, { recursive: true });
    try {
      await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
      await chmod(file, 0o600);
      return keys;
    } catch (error) {
      // Another start wrote it first: use that one.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      return JSON.parse(await readFile(file, "utf8")) as { publicKey: string; privateKey: string };
    }
  }
  const generated = webpush.generateVAPIDKeys();
  await database.db
    .insert(vapidKeys)
    .values({ id: 1, ...generated })
    .onConflictDoNothing();
  const [stored] = await database.db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, 1));
  if (!stored) throw new Error("The VAPID keys could not be stored.");
  return stored;
}

/** The VAPID keys, loaded (or generated) once per app server and shared by all who send. */
export type VapidKeyLoader = () => Promise<{ publicKey: string; privateKey: string }>;

export function createVapidKeyLoader(
  config: AppConfig,
  database: Pick<DatabaseHandle, "db" | "kind">,
): VapidKeyLoader {
  let keys: Promise<{ publicKey: string; privateKey: string }> | undefined;
  return () => {
    keys ??= loadVapidKeys(config, database).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}

/** Refuses a subscription EventEazy must not send to, with the reason as a 400. */
export async function assertSafeSubscription(
  input: PushSubscriptionInput,
  endpointAllowlist: readonly string[],
  resolve: ResolveHost = resolveHost,
): Promise<void> {
  try {
    const probe = createECDH("prime256v1");
    probe.generateKeys();
    probe.computeSecret(Buffer.from(input.keys.p256dh, "base64url"));
  } catch {
    throw badRequest("keys.p256dh is not a point on the P-256 curve.");
  }
  const { refusal } = await checkPushEndpoint(input.endpoint, endpointAllowlist, resolve);
  if (refusal) throw badRequest(refusal);
}

/**
 * Saves a browser's subscription for the user. The same endpoint again from the same user only
 * refreshes its keys (created: false); from another user it moves to that user. A user keeps at
 * most PUSH_SUBSCRIPTIONS_PER_USER: the oldest beyond that are dropped.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: PushSubscriptionInput,
): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .for("update");
    const created = before?.userId !== userId;
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          ...(created ? { createdAt: sql`now()`, lastSuccessAt: null } : {}),
        },
      })
      .returning();
    if (!row) throw new Error("The push subscription was not saved.");
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return { row, created };
  });
}

/** Removes one of the user's own subscriptions; someone else's, or none, is a 404. */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound("This device has no push subscription on your account.");
}

/** A DNS lookup for the connection itself that refuses private addresses (DNS may have changed). */
function publicOnlyLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses: LookupAddress[]) => {
        const unsafe = addresses.find((entry) => !isPublicAddress(entry.address));
        const first = addresses[0];
        if (unsafe || !first) {
          callback(
            Object.assign(new Error(`${hostname} leads to a private or local address`), {
              code: "EPUSHUNSAFE",
            }),
            "",
          );
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ""));
  };
}

/** Posts one prepared push; never follows a redirect. Resolves with the push service's status. */
function post(
  endpoint: string,
  details: { method: string; headers: Record<string, string | number>; body: Buffer | null },
  lookupFn: LookupFunction | undefined,
): Promise<number> {
  const url = new URL(endpoint);
  const client = url.protocol === "http:" ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        timeout: SEND_TIMEOUT_MS,
        ...(lookupFn ? { lookup: lookupFn } : {}),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("The push service did not answer.")));
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}

/** How long a signed VAPID header is valid (RFC 8292 allows up to 24 hours). */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
/** A cached header is made again once less than this is left of it. */
const VAPID_TOKEN_RENEW_SECONDS = 60 * 60;
const vapidHeaders = new Map<string, { authorization: string; expiresAt: number }>();

/**
 * The `Authorization: vapid t=…, k=…` header for a push service (the JWT's audience is its
 * origin). Signing takes longer than encrypting a push, so each is signed once and reused for
 * hours: thousands of pushes to one service share it.
 */
function vapidAuthorization(webpush: WebPush, endpoint: string, vapid: VapidDetails): string {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.subject} ${vapid.publicKey}`;
  const now = Math.floor(Date.now() / 1000);
  const cached = vapidHeaders.get(key);
  if (cached && cached.expiresAt - now > VAPID_TOKEN_RENEW_SECONDS) return cached.authorization;
  const expiresAt = now + VAPID_TOKEN_SECONDS;
  const headers = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    "aes128gcm",
    expiresAt,
  );
  if (vapidHeaders.size > 1000) vapidHeaders.clear();
  vapidHeaders.set(key, { authorization: String(headers.Authorization), expiresAt });
  return String(headers.Authorization);
}

/** What became of one push to one device. */
export type DeliveryResult =
  | { outcome: "delivered" }
  /** The push service no longer knows the subscription (404 or 410). */
  | { outcome: "gone" }
  | { outcome: "failed"; error: unknown };

/**
 * Encrypts and posts one push (a JSON body) to one device with web-push (aes128gcm, VAPID). The
 * endpoint is checked again first, and the connection refuses private addresses. Never throws.
 */
export async function deliverPush(
  subscription: Pick<PushSubscriptionRow, "endpoint" | "p256dh" | "auth">,
  body: string,
  sender: PushSender,
): Promise<DeliveryResult> {
  try {
    const webpush = await loadWebPush();
    const resolve = sender.resolve ?? resolveHost;
    const check = await checkPushEndpoint(subscription.endpoint, sender.endpointAllowlist, resolve);
    if (check.refusal) throw new Error(check.refusal);
    const details = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      body,
      {
        // No vapidDetails: the signed VAPID header is made once per push service and reused.
        headers: {
          Authorization: vapidAuthorization(webpush, subscription.endpoint, sender.vapid),
        },
        TTL: PUSH_TTL_SECONDS,
        urgency: "normal",
        contentEncoding: "aes128gcm",
      },
    );
    const status = await post(
      subscription.endpoint,
      details as unknown as Parameters<typeof post>[1],
      check.allowlisted ? undefined : publicOnlyLookup(resolve),
    );
    if (status >= 200 && status < 300) return { outcome: "delivered" };
    if (status === 404 || status === 410) return { outcome: "gone" };
    throw new Error(`The push service answered ${status}.`);
  } catch (error) {
    return { outcome: "failed", error };
  }
}

/** A payload as sent: JSON, refused above PUSH_PAYLOAD_MAX_BYTES. */
export function pushBody(payload: PushPayload): string {
  const body = JSON.stringify(payload);
  if (Buffer.byteLength(body) > PUSH_PAYLOAD_MAX_BYTES)
    throw new Error(`A push payload is at most ${PUSH_PAYLOAD_MAX_BYTES} bytes.`);
  return body;
}

/**
 * Sends one push to each subscription, a few at a time. A 404 or 410 deletes the subscription;
 * a 2xx records last_success_at; other failures are logged.
 */
export async function sendPush(
  db: Db,
  subscriptionRows: readonly PushSubscriptionRow[],
  payload: PushPayload,
  sender: PushSender,
): Promise<PushOutcome> {
  const body = pushBody(payload);
  const outcome: PushOutcome = { delivered: 0, removed: 0, failed: 0 };
  const sendOne = async (row: PushSubscriptionRow) => {
    const result = await deliverPush(row, body, sender);
    if (result.outcome === "delivered") {
      outcome.delivered += 1;
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: sql`now()` })
        .where(eq(pushSubscriptions.id, row.id));
    } else if (result.outcome === "gone") {
      outcome.removed += 1;
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    } else {
      outcome.failed += 1;
      sender.log?.warn({ err: result.error, subscriptionId: row.id }, "A push was not delivered");
    }
  };
  const queue = [...subscriptionRows];
  await Promise.all(
    Array.from({ length: Math.min(SENDS_AT_ONCE, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await sendOne(row);
    }),
  );
  return outcome;
}
