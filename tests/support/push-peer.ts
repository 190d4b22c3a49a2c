import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on 127.0.0.1, as a browser's (Mozilla's, Google's) would be: it takes the pushes
 * EventEazy sends and answers 201, or the status a test sets for one endpoint. With the
 * browser-side keys from `subscription()` a test decrypts a push (RFC 8291, aes128gcm) and checks
 * its VAPID header (RFC 8292).
 */

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A subscription as a browser's `PushSubscription.toJSON()` gives it, with its private half. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The push's text, decrypted as the browser would. */
  decrypt(push: ReceivedPush): string;
}

export interface PushPeer {
  port: number;
  /** host:port, for PUSH_ENDPOINT_ALLOWLIST. */
  host: string;
  received: ReceivedPush[];
  /** A new browser subscription with an endpoint on this peer. */
  subscription(): BrowserSubscription;
  /** Answers this status to pushes for the endpoint (201 otherwise). */
  answer(endpoint: string, status: number): void;
  /** The next push for the endpoint (waits for it). */
  nextPush(endpoint: string): Promise<ReceivedPush>;
  close(): Promise<void>;
}

let subscriptionCounter = 0;

export async function startPushPeer(): Promise<PushPeer> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const waiting = new Map<string, Array<(push: ReceivedPush) => void>>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const push = { path, headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      response.statusCode = statuses.get(path) ?? 201;
      response.end();
      const waiters = waiting.get(path) ?? [];
      waiting.delete(path);
      for (const resolve of waiters) resolve(push);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    port,
    host: `127.0.0.1:${port}`,
    received,
    subscription() {
      subscriptionCounter += 1;
      const endpoint = `${origin}/push/${process.pid}-${subscriptionCounter}-${randomBytes(4).toString("hex")}`;
      const browser = createECDH("prime256v1");
      browser.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint,
        keys: {
          p256dh: browser.getPublicKey().toString("base64url"),
          auth: authSecret.toString("base64url"),
        },
        decrypt: (push) => decryptAes128gcm(push.body, browser, authSecret),
      };
    },
    answer(endpoint, status) {
      statuses.set(pathOf(endpoint), status);
    },
    nextPush(endpoint) {
      const path = pathOf(endpoint);
      return new Promise((resolve) => {
        waiting.set(path, [...(waiting.get(path) ?? []), resolve]);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, as a browser decrypts it. */
export function decryptAes128gcm(
  body: Buffer,
  browser: ReturnType<typeof createECDH>,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`keyid is ${keyIdLength} bytes, not a P-256 key`);
  if (record.length > recordSize) throw new Error("more than one record");
  const ecdhSecret = browser.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    browser.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
  );
  const nonce = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
  );
  const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and any zero padding after it.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Reads `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292) and verifies the JWT's ES256
 * signature with k. Throws when the header is missing or the signature does not hold.
 */
export function verifyVapid(headers: IncomingHttpHeaders): {
  publicKey: string;
  claims: VapidClaims;
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${headers.authorization}`);
  const [token, publicKey] = [match[1], match[2]];
  const [header = "", claims = "", signature = ""] = token.split(".");
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string };
  if (alg !== "ES256") throw new Error(`JWT alg is ${alg}`);
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the VAPID JWT's signature does not verify");
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(claims, "base64url").toString()) as VapidClaims,
  };
}
