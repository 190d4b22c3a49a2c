/**
 * EventEazy's service worker (decision 0048). It precaches the shell's code, styles, font, icons
 * and the offline page; it never caches a page or an /api answer. Navigations always go to the
 * network, and only when the network fails does the offline page answer. A new build's worker
 * takes over at once, and pushes become notifications that open a page of EventEazy.
 */
import { clientsClaim } from "workbox-core";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { notificationOf, pageToOpen } from "./push-messages";

// The project's TypeScript library is the DOM's; these are the worker's own parts it uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
}
declare const self: ServiceWorkerScope;

const OFFLINE_PAGE = "/offline.html";
const ICON = "/icons/icon-192.png";

// A new build's worker replaces the old one as soon as it has its files, and takes over open
// tabs: pages never come from a cache, so no tab is left on an old shell the server no longer has.
void self.skipWaiting();
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Pages are per visitor and always fresh: straight to the network, with the request started
// while the worker wakes. /api and /uploads are left to the browser entirely.
enableNavigationPreload();
registerRoute(
  new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api(\/|$)/, /^\/uploads\//] }),
);

// Only a page the network could not bring gets the offline page; anything else just fails.
setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

self.addEventListener("push", (event) => {
  const alert = notificationOf(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      icon: ICON,
      badge: ICON,
      data: { url: alert.url },
      ...(alert.tag ? { tag: alert.tag } : {}),
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = pageToOpen(
    (event.notification.data as { url?: unknown } | null)?.url,
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((window) => window.url === target);
      // A tab already on that page comes forward; others keep whatever they were doing.
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
