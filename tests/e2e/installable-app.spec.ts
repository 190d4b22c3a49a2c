import { type BrowserContext, type Page, request as playwrightRequest } from "@playwright/test";
import { type PushPeer, startPushPeer, verifyVapid } from "#tests/support/push-peer";
import {
  confirmEmail,
  demoPassword,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  type NewUser,
  test,
} from "./support/fixtures";

interface WebAppManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits for the page's service worker to be active, answering its script's address. */
function activeServiceWorker(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
}

/** Every address kept in any of the page's caches. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) addresses.push(request.url);
    return addresses;
  });
}

/**
 * Hands a decrypted push to the page's service worker as the browser would on receiving it
 * (DevTools' ServiceWorker.deliverPushMessage), then answers the notifications it shows.
 */
async function showThroughWorker(
  context: BrowserContext,
  page: Page,
  origin: string,
  payload: { title: string; body: string; url: string },
) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        icon: new URL(notification.icon).pathname,
        url: (notification.data as { url: string }).url,
      })),
    );
  // The browser may have stopped the idle worker: waking it to handle the push is a process
  // start, slow on a busy machine, hence the longer ceiling.
  await expect
    .poll(async () => (await shown()).some((notification) => notification.body === payload.body), {
      timeout: 30_000,
    })
    .toBe(true);
  await cdp.detach();
  return shown();
}

test.describe("EventEazy as an installed web app", () => {
  test("The manifest names the app, its start page and display, and its icons load at their sizes", async ({
    page,
    problems,
  }) => {
    const response = await page.request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: expect.stringContaining("EventEazy"),
      short_name: "EventEazy",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#5b21b6",
      background_color: "#ffffff",
    });
    const icons = manifest.icons ?? [];
    for (const wanted of [
      { sizes: "192x192", purpose: "any" },
      { sizes: "512x512", purpose: "any" },
      { sizes: "512x512", purpose: "maskable" },
    ])
      expect(icons).toContainEqual(expect.objectContaining({ ...wanted, type: "image/png" }));
    for (const icon of icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
    }

    // Every page links it: a server-rendered public page and one the browser renders.
    for (const address of ["/", "/how-it-works", "/login"]) {
      const page_ = await page.goto(address);
      expect(page_?.status()).toBe(200);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
        "href",
        "/manifest.webmanifest",
      );
      await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute(
        "content",
        "#5b21b6",
      );
      const csp = page_?.headers()["content-security-policy"] ?? "";
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
    }
    expect(problems.all()).toEqual([]);
  });

  test("The service worker controls the page after a reload, never keeps pages or /api answers, and shows the offline page with the network cut", async ({
    page,
    context,
    problems,
    signUp,
  }) => {
    test.slow();
    await signUp("organizer");

    await test.step("a visit installs the worker, which then controls the page", async () => {
      await page.goto("/");
      expect(await activeServiceWorker(page)).toMatch(/\/sw\.js$/);
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
        .toMatch(/\/sw\.js$/);
      // The page's own code works as before under the worker.
      await page.goto("/notifications");
      await expect(page.getByRole("link", { name: "Welcome to EventEazy!" })).toBeVisible();
    });

    await test.step("only the shell's files are kept: no page, no /api answer", async () => {
      // Files without a hash in their name are kept under their address and revision.
      const cached = (await cachedAddresses(page)).map((address) => new URL(address).pathname);
      expect(cached.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
      expect(cached).toContain("/offline.html");
      // A route's own code (the insights charts, the map, the admin console) is not fetched ahead.
      expect(
        cached.filter((path) => /^\/assets\/(funnel-chart|directory-map|admin)-/.test(path)),
      ).toEqual([]);
      for (const path of cached)
        expect(path).toMatch(
          /^\/(assets\/[\w.-]+|icons\/[\w-]+\.png|offline\.(html|css)|manifest\.webmanifest|favicon\.svg)$/,
        );
    });

    await test.step("offline, every page says so plainly: none is served from a cache", async () => {
      await context.setOffline(true);
      for (const address of ["/how-it-works", "/notifications", "/"]) {
        await page.goto(address);
        await expect(
          page.getByRole("heading", { level: 1, name: "You are offline" }),
        ).toBeVisible();
        await expect(page.getByText(/cannot reach the internet/)).toBeVisible();
      }
      await expectNoA11yViolations(page, "the offline page");
      // An /api call fails rather than answering from a cache.
      const apiAnswer = await page.evaluate(() =>
        fetch("/api/auth/me").then(
          (response) => `answered ${response.status}`,
          () => "failed",
        ),
      );
      expect(apiAnswer).toBe("failed");
    });

    await test.step("back online, Try again brings the page itself", async () => {
      await context.setOffline(false);
      await page.getByRole("link", { name: "Try again" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
      await expect(page.locator("html[data-ready]")).toHaveCount(1);
    });

    // The offline navigations themselves log failed loads; nothing else may.
    expect(
      problems
        .all()
        .filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem)),
    ).toEqual([]);
  });
});

test.describe("Push alerts on this device", () => {
  let peer: PushPeer;
  test.beforeAll(async () => {
    peer = await startPushPeer();
  });
  test.afterAll(async () => {
    await peer.close();
  });

  /**
   * Chromium's own push service is out of reach from here, so the browser's subscription is
   * stood in for: `pushManager.subscribe` answers a subscription on the local push peer, with
   * keys the test holds. Everything else (the permission, the page's calls, the server's
   * encrypted push, the service worker's notification) is real. The stand-in also counts
   * permission requests, to show none is made before the click.
   */
  async function standInForPushService(
    context: BrowserContext,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  ) {
    await context.addInitScript((stand) => {
      const STORED = "e2e:push-subscription";
      const make = (key: ArrayBuffer) => ({
        endpoint: stand.endpoint,
        expirationTime: null,
        options: { applicationServerKey: key, userVisibleOnly: true },
        toJSON: () => ({ endpoint: stand.endpoint, expirationTime: null, keys: stand.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(STORED);
          return true;
        },
      });
      const stored = () => {
        const key = localStorage.getItem(STORED);
        return key === null ? null : make(Uint8Array.from(JSON.parse(key) as number[]).buffer);
      };
      Object.assign(PushManager.prototype, {
        getSubscription: async () => stored(),
        subscribe: async (options: { applicationServerKey: Uint8Array }) => {
          localStorage.setItem(STORED, JSON.stringify([...options.applicationServerKey]));
          return stored();
        },
      });
      const ask = Notification.requestPermission.bind(Notification);
      Object.assign(Notification, {
        requestPermission: () => {
          const asked = Number(sessionStorage.getItem("e2e:permission-requests") ?? "0");
          sessionStorage.setItem("e2e:permission-requests", String(asked + 1));
          return ask();
        },
      });
    }, subscription);
  }

  test("A supplier turns push on for this device: the server's pushes, a new lead among them, reach it decrypted and the service worker shows them", async ({
    browser,
    baseURL,
    makeUser,
  }) => {
    test.slow();
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
    await context.grantPermissions(["notifications"], { origin: baseURL });
    const page = await context.newPage();
    const browserSide = peer.subscription();
    await standInForPushService(context, browserSide);
    // Magicians: no other journey posts requests for them.
    const supplier: NewUser = makeUser("supplier");
    const registered = await page.request.post("/api/auth/register", {
      data: { ...supplier, categories: ["magician"] },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await confirmEmail(page.request, supplier.email);

    await test.step("the account menu leads to the alert settings", async () => {
      await page.goto("/dashboard");
      await page.getByRole("button", { name: /^Account menu for/ }).click();
      await page.getByRole("menuitem", { name: "Alert settings" }).click();
      await expect(page).toHaveURL("/settings/alerts");
      await expect(
        page.getByRole("region", { name: "Push alerts on this device" }).getByRole("status"),
      ).toHaveText("Push alerts are off for this device.");
      await expect(page.getByRole("form", { name: "Alert settings" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page, "the alert settings at 375 px");
    });

    await test.step("the worker is running before anything is asked", async () => {
      expect(await activeServiceWorker(page)).toMatch(/\/sw\.js$/);
      const asked = await page.evaluate(() => sessionStorage.getItem("e2e:permission-requests"));
      expect(asked).toBeNull();
    });

    const confirmation = peer.nextPush(browserSide.endpoint);
    await test.step("one click asks the browser, subscribes and saves the subscription", async () => {
      const region = page.getByRole("region", { name: "Push alerts on this device" });
      await expect(region.getByRole("status")).toHaveText("Push alerts are off for this device.");
      await region.getByRole("button", { name: "Turn on push alerts on this device" }).click();
      await expect(region.getByRole("status")).toHaveText("Push alerts are on for this device.");
      expect(await page.evaluate(() => sessionStorage.getItem("e2e:permission-requests"))).toBe(
        "1",
      );
    });

    const push =
      await test.step("the server's push reaches the push service, signed and encrypted for this browser", async () => {
        const received = await confirmation;
        const { publicKey } = (await (await page.request.get("/api/push/public-key")).json()) as {
          publicKey: string;
        };
        const vapid = verifyVapid(received.headers);
        expect(vapid.publicKey).toBe(publicKey);
        expect(vapid.claims.aud).toBe(new URL(browserSide.endpoint).origin);
        const payload = JSON.parse(browserSide.decrypt(received)) as {
          title: string;
          body: string;
          url: string;
        };
        expect(payload).toMatchObject({
          title: "EventEazy",
          body: "Alerts are on for this device",
          url: "/notifications",
        });
        return payload;
      });

    await test.step("the service worker shows the push as a notification", async () => {
      expect(await showThroughWorker(context, page, baseURL ?? "", push)).toContainEqual({
        title: push.title,
        body: push.body,
        icon: "/icons/icon-192.png",
        url: push.url,
      });
    });

    await test.step("the alert settings save, and new leads still come by push", async () => {
      const form = page.getByRole("form", { name: "Alert settings" });
      const messages = form.getByRole("group", { name: /^Messages/ });
      await expect(
        form.getByRole("group", { name: /^New leads/ }).getByRole("switch", { name: "Push" }),
      ).toBeChecked();
      await expect(messages.getByRole("switch", { name: "Email" })).not.toBeChecked();
      await messages.getByRole("switch", { name: "Email" }).click();
      await form.getByRole("button", { name: "Save alert settings" }).click();
      await expect(form.getByRole("status")).toHaveText("Your alert settings are saved.");
      await page.reload();
      await expect(
        page
          .getByRole("form", { name: "Alert settings" })
          .getByRole("group", { name: /^Messages/ })
          .getByRole("switch", { name: "Email" }),
      ).toBeChecked();
      await expect(
        page.getByRole("region", { name: "Push alerts on this device" }).getByRole("status"),
      ).toHaveText("Push alerts are on for this device.");
    });

    await test.step("a lead an organizer posts reaches this device as a notification", async () => {
      const pushesBefore = peer.received.length;
      const organizer = await playwrightRequest.newContext({ baseURL });
      const login = await organizer.post("/api/auth/login", {
        data: { username: "emma_walsh", password: demoPassword() },
      });
      expect(login.status()).toBe(200);
      // Letters only: EventEazy hides long numbers in what organizers write.
      const stamp = String(Date.now()).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "");
      const title = `Magic for a summer fete ${stamp}`;
      const posted = await organizer.post("/api/requests", {
        data: {
          title,
          description: "Close-up magic for 120 guests on the village green",
          eventDateFrom: "2099-07-18",
          location: "Manchester",
          categories: ["magician"],
        },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const { id } = (await posted.json()) as { id: number };
      await organizer.dispose();

      // This device's pushes since the request was posted, read as the browser would; the one
      // about this request is looked for, whatever else a supplier of magic hears meanwhile.
      const endpointPath = new URL(browserSide.endpoint).pathname;
      const pushedSince = () =>
        peer.received
          .slice(pushesBefore)
          .filter((push) => push.path === endpointPath)
          .map(
            (push) =>
              JSON.parse(browserSide.decrypt(push)) as { title: string; body: string; url: string },
          );
      await expect
        .poll(() => pushedSince().some((push) => push.body.includes(title)), { timeout: 30_000 })
        .toBe(true);
      const lead = pushedSince().find((push) => push.body.includes(title));
      if (!lead) throw new Error("no push about the request");
      expect(lead).toMatchObject({
        title: "New request in your categories",
        body: expect.stringContaining(title),
        url: `/request/${id}`,
      });
      expect(await showThroughWorker(context, page, baseURL ?? "", lead)).toContainEqual({
        title: lead.title,
        body: lead.body,
        icon: "/icons/icon-192.png",
        url: lead.url,
      });
    });

    await test.step("turning it off forgets the subscription on the server", async () => {
      const region = page.getByRole("region", { name: "Push alerts on this device" });
      await region.getByRole("button", { name: "Turn off push alerts on this device" }).click();
      await expect(region.getByRole("status")).toHaveText("Push alerts are off for this device.");
      // Saving it again is new to the account once more: a fresh confirmation push follows.
      const again = peer.nextPush(browserSide.endpoint);
      const saved = await page.evaluate(
        (subscription) =>
          fetch("/api/push/subscriptions", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(subscription),
          }).then((response) => response.status),
        { endpoint: browserSide.endpoint, keys: browserSide.keys },
      );
      expect(saved).toBe(201);
      expect(JSON.parse(browserSide.decrypt(await again))).toMatchObject({
        body: "Alerts are on for this device",
      });
    });
    await context.close();
  });
});
