import { z } from "zod";

/** The longest push endpoint accepted; push services' addresses are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** Devices (browsers) one account keeps subscribed; saving one more drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 20;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url text (one character each), or undefined when it is not base64url. */
function base64urlBytes(text: string): string | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const base64 = text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (base64.length % 4 === 1) return undefined;
  return atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
}

const endpointField = z
  .string({ error: "The subscription's endpoint is required." })
  .min(1, "The subscription's endpoint is required.")
  .max(
    PUSH_ENDPOINT_MAX_LENGTH,
    `The endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`,
  )
  .refine((value) => URL.canParse(value), "The endpoint must be a full URL.");

export const PushPublicKey = z.object({
  /** The server's VAPID public key (base64url), the browser's `applicationServerKey`. */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** A browser's `PushSubscription.toJSON()`, as `pushManager.subscribe()` gives it. */
export const PushSubscriptionInput = z.object({
  endpoint: endpointField,
  keys: z.object(
    {
      p256dh: z
        .string({ error: "keys.p256dh is required." })
        .max(200, "keys.p256dh is too long.")
        .refine((value) => {
          const bytes = base64urlBytes(value);
          return bytes?.length === 65 && bytes.charCodeAt(0) === 0x04;
        }, "keys.p256dh must be a base64url P-256 public key (65 bytes, uncompressed)."),
      auth: z
        .string({ error: "keys.auth is required." })
        .max(100, "keys.auth is too long.")
        .refine(
          (value) => base64urlBytes(value)?.length === 16,
          "keys.auth must be a base64url secret of 16 bytes.",
        ),
    },
    { error: "keys with p256dh and auth are required." },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const PushUnsubscribeInput = z.object({ endpoint: endpointField });
export type PushUnsubscribeInput = z.infer<typeof PushUnsubscribeInput>;

export const PushSubscriptionSaved = z.object({
  endpoint: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionSaved = z.infer<typeof PushSubscriptionSaved>;
