import { onTestFinished, vi } from "vitest";

/**
 * Stands in for the browser's side of Web Push in a component test (jsdom has none of it):
 * notification permission, the service worker container and its push manager. Like fakeApi at
 * the network boundary, the component runs its real code and the test reads what it asked for.
 * Everything is removed when the test finishes.
 */
export function fakePushBrowser({
  permission = "default",
  answer = "granted",
  subscribedWith,
}: {
  /** Notification.permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the user answers when the browser asks. */
  answer?: NotificationPermission;
  /** An existing subscription's endpoint, made with this key (base64url). */
  subscribedWith?: { endpoint: string; key: Uint8Array };
} = {}) {
  const browser = {
    permission,
    permissionRequests: 0,
    subscribeCalls: [] as Array<{ userVisibleOnly?: boolean; applicationServerKey: Uint8Array }>,
    subscription: null as ReturnType<typeof subscriptionFor> | null,
    unsubscribed: [] as string[],
  };
  let counter = 0;
  function subscriptionFor(endpoint: string, key: Uint8Array) {
    const subscription = {
      endpoint,
      options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: `B${"A".repeat(86)}`,
          auth: "AAAAAAAAAAAAAAAAAAAAAA",
        },
      }),
      unsubscribe: async () => {
        browser.unsubscribed.push(endpoint);
        if (browser.subscription === subscription) browser.subscription = null;
        return true;
      },
    };
    return subscription;
  }
  if (subscribedWith)
    browser.subscription = subscriptionFor(subscribedWith.endpoint, subscribedWith.key);

  vi.stubGlobal("Notification", {
    get permission() {
      return browser.permission;
    },
    async requestPermission() {
      browser.permissionRequests += 1;
      browser.permission = answer;
      return answer;
    },
  });
  vi.stubGlobal("PushManager", class {});
  const registration = {
    scope: "http://eventeazy.test/",
    pushManager: {
      getSubscription: async () => browser.subscription,
      subscribe: async (options: {
        userVisibleOnly?: boolean;
        applicationServerKey: Uint8Array;
      }) => {
        browser.subscribeCalls.push(options);
        counter += 1;
        browser.subscription = subscriptionFor(
          `https://push.example.test/send/${counter}`,
          options.applicationServerKey,
        );
        return browser.subscription;
      },
    },
  };
  let registered = false;
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: async () => (registered || subscribedWith ? registration : undefined),
      register: async () => {
        registered = true;
        return registration;
      },
      get ready() {
        return Promise.resolve(registration);
      },
    },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, "serviceWorker");
  });
  return browser;
}
