import { ApiError, api, apiRequest } from "#client/lib/api-client";
import type { PushPublicKey, PushSubscriptionInput } from "#shared/contracts/push";

/** Where this browser stands on push alerts for the signed-in user. */
export type PushDeviceStatus =
  /** No service worker, Push API or notifications in this browser. */
  | "unsupported"
  /** The user (or their browser's settings) refused notifications for EventEazy. */
  | "blocked"
  | "off"
  | "on";

const SERVICE_WORKER = "/sw.js";

export function pushIsSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The service worker's registration, registering it first if the page has not yet. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration("/")))
    await navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/" });
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key as the Push API takes it: base64url text to bytes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  a != null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

const saveSubscription = (subscription: PushSubscription) =>
  api.post("/api/push/subscriptions", subscription.toJSON() as PushSubscriptionInput);

/**
 * This browser's state, without asking the user anything. A subscription the browser already
 * holds is saved again for the signed-in user, so "on" always means on for them: the same browser
 * may have been subscribed while someone else was signed in.
 */
export async function readPushDevice(): Promise<PushDeviceStatus> {
  if (!pushIsSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== "granted") return "off";
  await saveSubscription(subscription);
  return "on";
}

/**
 * Asks the browser's permission (only ever after the user's click), subscribes with EventEazy's
 * key and saves the subscription. Answers "blocked" or "off" when the user did not allow it.
 */
export async function turnOnPush(): Promise<PushDeviceStatus> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  const registration = await activeRegistration();
  const { publicKey } = await api.get<PushPublicKey>("/api/push/public-key");
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's key was replaced) cannot be reused.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await saveSubscription(subscription);
  return "on";
}

/** Forgets this browser's subscription on the server, then in the browser. */
export async function turnOffPush(): Promise<PushDeviceStatus> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiRequest("DELETE", "/api/push/subscriptions", {
      endpoint: subscription.endpoint,
    }).catch((error: unknown) => {
      // Already gone on the server (a push service said the address had expired): fine.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
    await subscription.unsubscribe();
  }
  return "off";
}

/**
 * Logging out ends this browser's pushes for the account: alerts for someone no longer signed in
 * must not keep appearing on a shared device. Best effort: logging out never fails for it.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!pushIsSupported()) return;
  await turnOffPush().catch(() => undefined);
}
