import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { alertPreferences } from "#server/db/schema";
import {
  type AlertPreferences,
  DEFAULT_ALERT_PREFERENCES,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  unsubscribedMessage,
} from "#shared/contracts/alert-preferences";
import type { RequestView } from "#shared/contracts/requests";
import { expectError } from "#tests/support/expect-error";
import { outboxEmailsTo } from "#tests/support/outbox";
import { type PushPeer, startPushPeer } from "#tests/support/push-peer";
import type { ReadEmail } from "#tests/support/read-email";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
  workLeadAlerts,
} from "#tests/support/test-app";
import { unsubscribeToken } from "./unsubscribe-links";

const PUBLIC_URL = "https://eventeazy.example";
let t: TestApp;
let peer: PushPeer;

const getPreferences = (account?: TestAccount) =>
  account
    ? injectAs(t.app, account.cookie, { method: "GET", url: "/api/alert-preferences" })
    : t.app.inject({ method: "GET", url: "/api/alert-preferences" });

const putPreferences = (
  account: TestAccount | undefined,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  account
    ? injectAs(t.app, account.cookie, {
        method: "PUT",
        url: "/api/alert-preferences",
        payload: payload as object,
        headers,
      })
    : t.app.inject({
        method: "PUT",
        url: "/api/alert-preferences",
        payload: payload as object,
        headers,
      });

async function preferencesOf(account: TestAccount): Promise<AlertPreferences> {
  const response = await getPreferences(account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlertPreferences>();
}

const chosen: AlertPreferences = {
  leads: { push: false, email: true, inApp: true },
  messages: { push: true, email: true, inApp: false },
  quotes: { push: false, email: false, inApp: false },
  reminders: { push: true, email: false, inApp: true },
  leadTiming: "dailyDigest",
  quietHours: { from: "22:00", to: "07:00" },
};

beforeAll(async () => {
  peer = await startPushPeer();
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    LOGIN_RATE_LIMIT: "10000",
    PUBLIC_URL,
    PUSH_ENDPOINT_ALLOWLIST: peer.host,
  });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe("GET and PUT /api/alert-preferences", { timeout: 60_000 }, () => {
  it("answers 401 to guests, and stores nothing", async () => {
    expectError(await getPreferences(), 401);
    expectError(await putPreferences(undefined, chosen), 401);
    expect(await t.database.handle.db.select().from(alertPreferences)).toEqual([]);
  });

  it("answers the defaults, uncached, to a user who never chose", async () => {
    const user = await registerAccount(t.app);
    const response = await getPreferences(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toEqual(DEFAULT_ALERT_PREFERENCES);
  });

  it("stores the whole shape for that user only and answers it back", async () => {
    const [user, other] = await Promise.all([registerAccount(t.app), registerAccount(t.app)]);
    const response = await putPreferences(user, chosen);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(chosen);
    expect(await preferencesOf(user)).toEqual(chosen);
    expect(await preferencesOf(other)).toEqual(DEFAULT_ALERT_PREFERENCES);
    const again = { ...chosen, quietHours: null, leadTiming: "instant" as const };
    expect((await putPreferences(user, again)).statusCode).toBe(200);
    expect(await preferencesOf(user)).toEqual(again);
  });

  it("refuses each malformed body with 400 and a clear message, changing nothing", async () => {
    const user = await registerAccount(t.app);
    const cases: Array<[string, unknown, string]> = [
      [
        "no body",
        undefined,
        "Send your alert choices as one object: leads, messages, quotes, reminders, leadTiming and quietHours.",
      ],
      [
        "a kind missing",
        { ...chosen, quotes: undefined },
        "quotes needs push, email and inApp, each true or false.",
      ],
      [
        "a channel not a boolean",
        { ...chosen, leads: { ...chosen.leads, push: "yes" } },
        "leads.push must be true or false.",
      ],
      [
        "a channel missing",
        { ...chosen, reminders: { push: true, email: true } },
        "reminders.inApp must be true or false.",
      ],
      [
        "an unknown timing",
        { ...chosen, leadTiming: "weekly" },
        "leadTiming must be one of: instant, dailyDigest.",
      ],
      [
        "a time out of range",
        { ...chosen, quietHours: { from: "24:00", to: "07:00" } },
        "quietHours.from must be a time such as 22:00 (24-hour, UK time).",
      ],
      [
        "a time not a string",
        { ...chosen, quietHours: { from: 22, to: "07:00" } },
        "quietHours.from must be a time such as 22:00.",
      ],
      [
        "a time missing",
        { ...chosen, quietHours: { from: "22:00" } },
        "quietHours.to must be a time such as 22:00.",
      ],
      [
        "the same start and end",
        { ...chosen, quietHours: { from: "07:00", to: "07:00" } },
        "Quiet hours must start and end at different times.",
      ],
      [
        "quiet hours missing",
        { ...chosen, quietHours: undefined },
        'quietHours must be null or { "from": "22:00", "to": "07:00" } (UK time).',
      ],
    ];
    for (const [name, payload, message] of cases) {
      const response = await putPreferences(user, payload);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().message, name).toBe(message);
    }
    const notJson = await injectAs(t.app, user.cookie, {
      method: "PUT",
      url: "/api/alert-preferences",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await preferencesOf(user)).toEqual(DEFAULT_ALERT_PREFERENCES);
  });

  it("refuses a write from another site (403) and keeps the choices", async () => {
    const user = await registerAccount(t.app);
    expectError(
      await putPreferences(user, chosen, { origin: "https://evil.example" }),
      403,
      "Cross-site requests are not allowed.",
    );
    expectError(
      await putPreferences(user, chosen, { "sec-fetch-site": "cross-site" }),
      403,
      "Cross-site requests are not allowed.",
    );
    expect(await preferencesOf(user)).toEqual(DEFAULT_ALERT_PREFERENCES);
    // The same page's own write goes through.
    const same = await putPreferences(user, chosen, { origin: PUBLIC_URL });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe("the unsubscribe link in every alert email", { timeout: 120_000 }, () => {
  let owner: TestAccount;

  beforeAll(async () => {
    owner = await registerAccount(t.app);
  });

  async function postRequest(title: string) {
    const response = await injectAs(t.app, owner.cookie, {
      method: "POST",
      url: "/api/requests",
      payload: {
        title,
        description: "Two hundred guests",
        eventDateFrom: "2099-06-12",
        location: "Leeds",
        categories: ["photography"],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await workLeadAlerts(t.app);
    return response.json<RequestView>();
  }

  async function leadEmail(account: TestAccount, title: string): Promise<ReadEmail> {
    let found: ReadEmail | undefined;
    await vi.waitFor(
      async () => {
        found = (await outboxEmailsTo(t.config.dataDir, account.user.email)).find(
          (email) => email.subject === `New lead: ${title}`,
        );
        expect(found).toBeDefined();
      },
      { timeout: 20_000, interval: 100 },
    );
    return found as ReadEmail;
  }

  function linkOf(email: ReadEmail): URL {
    const header = email.headers.get("list-unsubscribe") ?? "";
    expect(header).toMatch(/^<https:\/\/eventeazy\.example\/api\/alerts\/unsubscribe\?token=.+>$/);
    expect(email.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = new URL(header.slice(1, -1));
    // The footer carries the same link for people whose mail program shows no button.
    expect(email.text).toContain(link.toString());
    expect(email.html).toContain(link.toString().replaceAll("&", "&amp;"));
    return link;
  }

  const pathOf = (link: URL) => `${link.pathname}${link.search}`;

  it("opens a page that asks first (GET changes nothing), and its button unsubscribes", async () => {
    const supplier = await registerAccount(t.app, {
      role: "supplier",
      categories: ["photography"],
    });
    await postRequest("Garden party");
    const link = linkOf(await leadEmail(supplier, "Garden party"));

    const page = await t.app.inject({ method: "GET", url: pathOf(link) });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.body).toContain("Stop emails about new leads?");
    expect(page.body).toContain('<form method="post"');
    // A link scanner that opens the page has not unsubscribed anyone.
    expect(await preferencesOf(supplier)).toEqual(DEFAULT_ALERT_PREFERENCES);

    // The page's button: a form post from the page itself, no session needed.
    const pressed = await t.app.inject({
      method: "POST",
      url: pathOf(link),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        origin: PUBLIC_URL,
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.headers["content-type"]).toMatch(/^text\/html/);
    expect(pressed.body).toContain("You will no longer get emails about new leads.");
    expect(await preferencesOf(supplier)).toEqual({
      ...DEFAULT_ALERT_PREFERENCES,
      leads: { ...DEFAULT_ALERT_PREFERENCES.leads, email: false },
    });
  });

  it("unsubscribes in one click (RFC 8058 POST from the mail provider, no session, another origin), keeping pushes and other kinds", async () => {
    // Quiet hours that are kept, and that never hold back the push below, whatever the time.
    const quietHours = quietHoursAwayFromNow();
    const supplier = await registerAccount(t.app, {
      role: "supplier",
      categories: ["photography"],
    });
    await injectAs(t.app, supplier.cookie, {
      method: "PUT",
      url: "/api/alert-preferences",
      payload: { ...DEFAULT_ALERT_PREFERENCES, quietHours },
    });
    await postRequest("Summer fair");
    const link = linkOf(await leadEmail(supplier, "Summer fair"));

    const oneClick = await t.app.inject({
      method: "POST",
      url: pathOf(link),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ message: unsubscribedMessage("leads") });
    expect(await preferencesOf(supplier)).toEqual({
      ...DEFAULT_ALERT_PREFERENCES,
      leads: { ...DEFAULT_ALERT_PREFERENCES.leads, email: false },
      quietHours,
    });
    // Again (a mail program retrying): still fine, still off.
    const multipart = await t.app.inject({
      method: "POST",
      url: pathOf(link),
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode, multipart.body).toBe(200);

    // The next lead: no email, while the push still comes.
    const browser = peer.subscription();
    const confirmed = peer.nextPush(browser.endpoint);
    await injectAs(t.app, supplier.cookie, {
      method: "POST",
      url: "/api/push/subscriptions",
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    await confirmed;
    const pushed = peer.nextPush(browser.endpoint);
    const [control] = await Promise.all([
      registerAccount(t.app, { role: "supplier", categories: ["photography"] }),
    ]);
    const later = await postRequest("Autumn fair");
    expect(JSON.parse(browser.decrypt(await pushed))).toMatchObject({
      url: `/request/${later.id}`,
    });
    await leadEmail(control, "Autumn fair");
    const mine = await outboxEmailsTo(t.config.dataDir, supplier.user.email);
    expect(mine.map((email) => email.subject)).not.toContain("New lead: Autumn fair");
  });

  it("refuses a forged, altered or malformed token with 400 and a clear message, and changes nothing", async () => {
    const supplier = await registerAccount(t.app, { role: "supplier" });
    await postRequest("Winter ball");
    const genuine = unsubscribeToken(Buffer.alloc(32, 7), supplier.user.id, "leads");
    const [id, , signature] = genuine.split(".");
    const tokens = [
      // Signed with a key that is not the server's.
      genuine,
      // Another kind under the same signature.
      `${id}.quotes.${signature}`,
      // Another user under the same signature.
      `${Number(id) + 1}.leads.${signature}`,
      `${id}.leads.${"A".repeat(43)}`,
      `${id}.parcels.${signature}`,
      "not-a-token",
      "",
      `0.leads.${signature}`,
      `99999999999.leads.${signature}`,
    ];
    for (const token of tokens) {
      const url = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
      expectError(
        await t.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "List-Unsubscribe=One-Click",
        }),
        400,
        UNSUBSCRIBE_LINK_INVALID_MESSAGE,
      );
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode, token).toBe(400);
      expect(page.body).toContain(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    }
    expectError(await t.app.inject({ method: "POST", url: "/api/alerts/unsubscribe" }), 400);
    expect((await t.app.inject({ method: "GET", url: "/api/alerts/unsubscribe" })).statusCode).toBe(
      400,
    );
    expectError(
      await t.app.inject({
        method: "POST",
        url: `/api/alerts/unsubscribe?token=${"x".repeat(5000)}`,
      }),
      400,
    );
    expect(await preferencesOf(supplier)).toEqual(DEFAULT_ALERT_PREFERENCES);
    expect(
      await t.database.handle.db
        .select()
        .from(alertPreferences)
        .where(eq(alertPreferences.userId, supplier.user.id)),
    ).toEqual([]);
  });
});

/** Two hours of quiet starting three hours from now, UK time: never the present moment. */
function quietHoursAwayFromNow(): { from: string; to: string } {
  const ukHour = Number(
    new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      hourCycle: "h23",
      timeZone: "Europe/London",
    }).format(new Date()),
  );
  const at = (hours: number) => `${String((ukHour + hours) % 24).padStart(2, "0")}:00`;
  return { from: at(3), to: at(5) };
}
