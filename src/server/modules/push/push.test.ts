import { createECDH } from "node:crypto";
import { lookup } from "node:dns/promises";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "#server/db/schema";
import { PUSH_SUBSCRIPTIONS_PER_USER, type PushPublicKey } from "#shared/contracts/push";
import { expectError } from "#tests/support/expect-error";
import {
  type BrowserSubscription,
  type PushPeer,
  startPushPeer,
  verifyVapid,
} from "#tests/support/push-peer";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { testDbKind } from "#tests/support/test-database";
import { sendPush } from "./push.service";

let peer: PushPeer;
let dataDir: string;
let t: TestApp;
let supplier: TestAccount;
let organizer: TestAccount;

const subscribe = (account: TestAccount | undefined, payload: unknown) =>
  account
    ? injectAs(t.app, account.cookie, {
        method: "POST",
        url: "/api/push/subscriptions",
        payload: payload as object,
      })
    : t.app.inject({ method: "POST", url: "/api/push/subscriptions", payload: payload as object });
const unsubscribe = (account: TestAccount | undefined, payload: unknown) =>
  account
    ? injectAs(t.app, account.cookie, {
        method: "DELETE",
        url: "/api/push/subscriptions",
        payload: payload as object,
      })
    : t.app.inject({
        method: "DELETE",
        url: "/api/push/subscriptions",
        payload: payload as object,
      });
const rowsOf = (endpoint: string) =>
  t.database.handle.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
const bare = ({ endpoint, keys }: BrowserSubscription) => ({ endpoint, keys });

beforeAll(async () => {
  peer = await startPushPeer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-push-"));
  t = await createTestApp({
    DATA_DIR: dataDir,
    PUSH_ENDPOINT_ALLOWLIST: peer.host,
    REGISTER_RATE_LIMIT: "10000",
    PUSH_SUBSCRIPTIONS_RATE_LIMIT: "10000",
  });
  [supplier, organizer] = await Promise.all([
    registerAccount(t.app, { role: "supplier" }),
    registerAccount(t.app),
  ]);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/push/public-key", () => {
  it("answers anyone the same VAPID public key, kept across restarts", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/push/public-key" });
    expect(first.statusCode, first.body).toBe(200);
    const { publicKey } = first.json<PushPublicKey>();
    const point = Buffer.from(publicKey, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    // A restart: the embedded database keeps the key in DATA_DIR (a new database changes nothing);
    // PostgreSQL keeps it in the database every app server shares.
    const embedded = testDbKind() === "pglite";
    const restarted = await createTestApp(
      { DATA_DIR: dataDir },
      {},
      {},
      embedded ? undefined : t.database,
    );
    try {
      const again = await restarted.app.inject({ method: "GET", url: "/api/push/public-key" });
      expect(again.json<PushPublicKey>().publicKey).toBe(publicKey);
    } finally {
      await restarted.close();
    }
    if (embedded) expect((await stat(path.join(dataDir, "vapid.json"))).mode & 0o777).toBe(0o600);
  });

  it("answers the configured key when VAPID keys are set", async () => {
    const keys = createECDH("prime256v1");
    keys.generateKeys();
    const publicKey = keys.getPublicKey().toString("base64url");
    const configured = await createTestApp({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: keys.getPrivateKey().toString("base64url"),
    });
    try {
      const response = await configured.app.inject({ method: "GET", url: "/api/push/public-key" });
      expect(response.json<PushPublicKey>().publicKey).toBe(publicKey);
    } finally {
      await configured.close();
    }
  });
});

describe("POST /api/push/subscriptions", () => {
  it("saves a device and sends it a confirmation push it can decrypt", async () => {
    const browser = peer.subscription();
    const arrived = peer.nextPush(browser.endpoint);
    const response = await subscribe(supplier, bare(browser));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ endpoint: browser.endpoint });

    const push = await arrived;
    expect(JSON.parse(browser.decrypt(push))).toEqual({
      title: "EventEazy",
      body: "Alerts are on for this device",
      url: "/notifications",
      tag: "push-confirmation",
    });
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const { publicKey, claims } = verifyVapid(push.headers);
    const served = await t.app.inject({ method: "GET", url: "/api/push/public-key" });
    expect(publicKey).toBe(served.json<PushPublicKey>().publicKey);
    expect(claims.aud).toBe(new URL(browser.endpoint).origin);
    expect(claims.sub).toBe("mailto:support@eventeazy.co.uk");
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    await expect
      .poll(async () => (await rowsOf(browser.endpoint))[0]?.lastSuccessAt)
      .toBeInstanceOf(Date);
    const [row] = await rowsOf(browser.endpoint);
    expect(row).toMatchObject({
      userId: supplier.user.id,
      p256dh: browser.keys.p256dh,
      auth: browser.keys.auth,
    });
  });

  it("keeps several devices per user; the same device again is 200 and sends nothing more", async () => {
    const phone = peer.subscription();
    const laptop = peer.subscription();
    const pushed = Promise.all([peer.nextPush(phone.endpoint), peer.nextPush(laptop.endpoint)]);
    expect((await subscribe(organizer, bare(phone))).statusCode).toBe(201);
    expect((await subscribe(organizer, bare(laptop))).statusCode).toBe(201);
    await pushed;
    const before = peer.received.length;
    const again = await subscribe(organizer, bare(phone));
    expect(again.statusCode, again.body).toBe(200);
    expect(await rowsOf(phone.endpoint)).toHaveLength(1);
    expect(await rowsOf(laptop.endpoint)).toHaveLength(1);
    // Another device's push (sent after) arrives first: nothing was sent for the repeat.
    const other = peer.subscription();
    const otherPush = peer.nextPush(other.endpoint);
    await subscribe(organizer, bare(other));
    await otherPush;
    expect(peer.received.slice(before).map((push) => push.path)).toEqual([
      new URL(other.endpoint).pathname,
    ]);
  });

  it("moves a device another user subscribes from to that user", async () => {
    const shared = peer.subscription();
    expect((await subscribe(supplier, bare(shared))).statusCode).toBe(201);
    const moved = await subscribe(organizer, bare(shared));
    expect(moved.statusCode, moved.body).toBe(201);
    const rows = await rowsOf(shared.endpoint);
    expect(rows.map((row) => row.userId)).toEqual([organizer.user.id]);
  });

  it(`keeps a user's newest ${PUSH_SUBSCRIPTIONS_PER_USER} devices, dropping the oldest`, async () => {
    const owner = await registerAccount(t.app);
    const devices = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER + 1 }, () =>
      peer.subscription(),
    );
    for (const device of devices)
      expect((await subscribe(owner, bare(device))).statusCode).toBe(201);
    const kept = await t.database.handle.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.user.id));
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
    expect(kept.map((row) => row.endpoint)).not.toContain(devices[0]?.endpoint);
  });

  it("refuses a guest", async () => {
    expectError(await subscribe(undefined, bare(peer.subscription())), 401);
  });

  it("refuses each malformed field with its own message", async () => {
    const good = bare(peer.subscription());
    const short = createECDH("prime256v1");
    short.generateKeys();
    const compressed = short.getPublicKey(undefined, "compressed").toString("base64url");
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url");
    const odd = Buffer.concat([Buffer.from([5]), Buffer.alloc(64, 1)]).toString("base64url");
    const cases: Array<[string, unknown, string]> = [
      ["no endpoint", { keys: good.keys }, "The subscription's endpoint is required."],
      ["not a URL", { ...good, endpoint: "not a url" }, "The endpoint must be a full URL."],
      [
        "too long",
        { ...good, endpoint: `https://push.example.com/${"a".repeat(2048)}` },
        "The endpoint must be at most 2048 characters.",
      ],
      ["no keys", { endpoint: good.endpoint }, "keys with p256dh and auth are required."],
      [
        "p256dh not base64url",
        { ...good, keys: { ...good.keys, p256dh: "not base64!" } },
        "keys.p256dh must be a base64url P-256 public key (65 bytes, uncompressed).",
      ],
      [
        "p256dh compressed",
        { ...good, keys: { ...good.keys, p256dh: compressed } },
        "keys.p256dh must be a base64url P-256 public key (65 bytes, uncompressed).",
      ],
      [
        "p256dh not starting 0x04",
        { ...good, keys: { ...good.keys, p256dh: odd } },
        "keys.p256dh must be a base64url P-256 public key (65 bytes, uncompressed).",
      ],
      [
        "p256dh off the curve",
        { ...good, keys: { ...good.keys, p256dh: notOnCurve } },
        "keys.p256dh is not a point on the P-256 curve.",
      ],
      [
        "auth of 15 bytes",
        { ...good, keys: { ...good.keys, auth: Buffer.alloc(15, 7).toString("base64url") } },
        "keys.auth must be a base64url secret of 16 bytes.",
      ],
      ["no auth", { ...good, keys: { p256dh: good.keys.p256dh } }, "keys.auth is required."],
    ];
    for (const [name, payload, message] of cases) {
      const response = await subscribe(supplier, payload);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().message, name).toBe(message);
    }
    expect(await rowsOf(good.endpoint)).toHaveLength(0);
  });

  it("refuses every endpoint that is not https on a public address, and sends nothing there", async () => {
    const { keys } = peer.subscription();
    // The machine's own name resolves locally (here to 127.0.0.1) and is not on the allowlist.
    const ownName = os.hostname();
    const ownAddresses = await lookup(ownName, { all: true });
    expect(ownAddresses.length).toBeGreaterThan(0);
    const refused: Array<[string, string]> = [
      ["http://push.example.com/p", "The endpoint must be an https:// address."],
      [`http://127.0.0.1:${peer.port + 1}/p`, "The endpoint must be an https:// address."],
      ["ftp://push.example.com/p", "The endpoint must be an https:// address."],
      [
        "https://user:secret@push.example.com/p",
        "The endpoint must not carry a user name or password.",
      ],
      [`https://user@${peer.host}/p`, "The endpoint must not carry a user name or password."],
      ...[
        "127.0.0.1",
        "127.1.2.3",
        "10.0.0.5",
        "172.16.4.4",
        "192.168.1.1",
        "169.254.169.254",
        "100.64.0.1",
        "224.0.0.1",
        "0.0.0.0",
        "255.255.255.255",
        "[::1]",
        "[::]",
        "[fe80::1]",
        "[fc00::1]",
        "[fd12:3456::1]",
        "[ff02::1]",
        "[::ffff:127.0.0.1]",
        "[::ffff:10.0.0.1]",
        "[::ffff:a9fe:a9fe]",
        "2130706433",
        "0x7f000001",
      ].map((host): [string, string] => [
        `https://${host}/p`,
        "The endpoint must be on a public address, not a private or local one.",
      ]),
      ...["localhost", "push.localhost", "printer.local", "metadata.internal"].map(
        (host): [string, string] => [
          `https://${host}/p`,
          "The endpoint must be on a public host name, not a local one.",
        ],
      ),
      [
        `https://${ownName}:${peer.port}/p`,
        "The endpoint's host name leads to a private or local address.",
      ],
    ];
    for (const [endpoint, message] of refused) {
      const response = await subscribe(supplier, { endpoint, keys });
      expect(response.statusCode, `${endpoint}: ${response.body}`).toBe(400);
      expect(response.json().message, endpoint).toBe(message);
    }
    const stored = await t.database.handle.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions);
    expect(stored.map((row) => row.endpoint)).not.toContain(`https://${ownName}:${peer.port}/p`);
  });
});

describe("POST /api/push/subscriptions, counted per account", () => {
  it("answers 429 once an account has saved its limit in the window, saving and sending nothing", async () => {
    const limited = await createTestApp({
      DATA_DIR: dataDir,
      PUSH_ENDPOINT_ALLOWLIST: peer.host,
      PUSH_SUBSCRIPTIONS_RATE_LIMIT: "2",
    });
    try {
      const [owner, other] = await Promise.all([
        registerAccount(limited.app),
        registerAccount(limited.app),
      ]);
      const save = (account: TestAccount, device: BrowserSubscription) =>
        injectAs(limited.app, account.cookie, {
          method: "POST",
          url: "/api/push/subscriptions",
          payload: bare(device),
        });
      const [phone, laptop, tablet] = [
        peer.subscription(),
        peer.subscription(),
        peer.subscription(),
      ];
      const pushed = Promise.all([peer.nextPush(phone.endpoint), peer.nextPush(laptop.endpoint)]);
      expect((await save(owner, phone)).statusCode).toBe(201);
      expect((await save(owner, laptop)).statusCode).toBe(201);
      await pushed;
      const before = peer.received.length;
      expectError(await save(owner, tablet), 429);
      const stored = await limited.database.handle.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, owner.user.id));
      expect(stored.map((row) => row.endpoint).sort()).toEqual(
        [phone.endpoint, laptop.endpoint].sort(),
      );
      // Another account has its own count; its push arrives next, so none went to the tablet.
      const otherPush = peer.nextPush(tablet.endpoint);
      expect((await save(other, tablet)).statusCode).toBe(201);
      await otherPush;
      expect(peer.received.slice(before).map((push) => push.path)).toEqual([
        new URL(tablet.endpoint).pathname,
      ]);
    } finally {
      await limited.close();
    }
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("removes the user's own device", async () => {
    const browser = peer.subscription();
    const pushed = peer.nextPush(browser.endpoint);
    await subscribe(supplier, bare(browser));
    await pushed;
    const response = await unsubscribe(supplier, { endpoint: browser.endpoint });
    expect(response.statusCode, response.body).toBe(204);
    expect(await rowsOf(browser.endpoint)).toHaveLength(0);
  });

  it("answers 404 for someone else's device, which stays", async () => {
    const browser = peer.subscription();
    await subscribe(supplier, bare(browser));
    expectError(
      await unsubscribe(organizer, { endpoint: browser.endpoint }),
      404,
      "This device has no push subscription on your account.",
    );
    expect(await rowsOf(browser.endpoint)).toHaveLength(1);
    expectError(await unsubscribe(supplier, { endpoint: `${browser.endpoint}-gone` }), 404);
  });

  it("refuses a guest and a missing endpoint", async () => {
    expectError(await unsubscribe(undefined, { endpoint: peer.subscription().endpoint }), 401);
    expectError(await unsubscribe(supplier, {}), 400, "The subscription's endpoint is required.");
  });
});

describe("sendPush", () => {
  /** Signing keys of the test's own: the peer checks the signature against the key sent with it. */
  const vapidOf = async () => {
    const keys = createECDH("prime256v1");
    keys.generateKeys();
    return {
      subject: "mailto:support@eventeazy.co.uk",
      publicKey: keys.getPublicKey().toString("base64url"),
      privateKey: keys.getPrivateKey().toString("base64url"),
    };
  };

  it("deletes a subscription the push service answers 410 for", async () => {
    const browser = peer.subscription();
    const confirmed = peer.nextPush(browser.endpoint);
    await subscribe(supplier, bare(browser));
    await confirmed;
    peer.answer(browser.endpoint, 410);
    const rows = await rowsOf(browser.endpoint);
    const outcome = await sendPush(
      t.database.handle.db,
      rows,
      { title: "New lead", body: "A wedding in Leeds", url: "/leads" },
      { vapid: await vapidOf(), endpointAllowlist: [peer.host] },
    );
    expect(outcome).toEqual({ delivered: 0, removed: 1, failed: 0 });
    expect(await rowsOf(browser.endpoint)).toHaveLength(0);
  });

  it("deletes a subscription the push service answers 404 for, and keeps one that fails otherwise", async () => {
    const gone = peer.subscription();
    const busy = peer.subscription();
    const confirmed = Promise.all([peer.nextPush(gone.endpoint), peer.nextPush(busy.endpoint)]);
    await subscribe(supplier, bare(gone));
    await subscribe(supplier, bare(busy));
    await confirmed;
    peer.answer(gone.endpoint, 404);
    peer.answer(busy.endpoint, 503);
    const rows = [...(await rowsOf(gone.endpoint)), ...(await rowsOf(busy.endpoint))];
    const outcome = await sendPush(
      t.database.handle.db,
      rows,
      { title: "New message", body: "You have a new message", url: "/messages" },
      { vapid: await vapidOf(), endpointAllowlist: [peer.host] },
    );
    expect(outcome).toEqual({ delivered: 0, removed: 1, failed: 1 });
    expect(await rowsOf(gone.endpoint)).toHaveLength(0);
    expect(await rowsOf(busy.endpoint)).toHaveLength(1);
  });

  it("checks the endpoint again when sending: off the allowlist, nothing is sent", async () => {
    const browser = peer.subscription();
    const confirmed = peer.nextPush(browser.endpoint);
    await subscribe(supplier, bare(browser));
    await confirmed;
    const before = peer.received.length;
    const outcome = await sendPush(
      t.database.handle.db,
      await rowsOf(browser.endpoint),
      { title: "New lead", body: "A party in York", url: "/leads" },
      { vapid: await vapidOf(), endpointAllowlist: [] },
    );
    expect(outcome).toEqual({ delivered: 0, removed: 0, failed: 1 });
    expect(peer.received.length).toBe(before);
    expect(await rowsOf(browser.endpoint)).toHaveLength(1);
  });

  it("refuses a payload over 3 KB", async () => {
    await expect(
      sendPush(
        t.database.handle.db,
        [],
        { title: "x", body: "y".repeat(3100), url: "/" },
        {
          vapid: await vapidOf(),
          endpointAllowlist: [],
        },
      ),
    ).rejects.toThrow("at most 3072 bytes");
  });
});
