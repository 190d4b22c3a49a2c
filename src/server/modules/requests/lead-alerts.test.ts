import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRequests, leadAlertJobs, leadAlerts, notifications, users } from "#server/db/schema";
import { geocodePlace } from "#server/lib/geo/gazetteer";
import type { RequestView } from "#shared/contracts/requests";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
  workLeadAlerts,
} from "#tests/support/test-app";

/** Small batches, so a few suppliers take several transactions. */
const BATCH_SIZE = 2;
const MINUTE_MS = 60_000;

let t: TestApp;
let organizer: TestAccount;

const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT: "10000",
    LOGIN_RATE_LIMIT: "10000",
    LEAD_ALERT_BATCH_SIZE: String(BATCH_SIZE),
  });
  organizer = await registerAccount(t.app, { name: "Lena Lead" });
});
afterAll(() => t.close());

const LEEDS = geocodePlace("Leeds") ?? { latitude: 53.7997, longitude: -1.5492 };

let supplierCount = 0;

/** A confirmed supplier in these categories, at this place (none: off the map) and reach. */
async function supplier(
  categories: string[],
  place: { latitude: number; longitude: number } | null = LEEDS,
  serviceArea = 50,
): Promise<number> {
  supplierCount += 1;
  const account = await registerAccount(t.app, {
    role: "supplier",
    companyName: `Lead Test Supplier ${supplierCount} Ltd`,
    categories,
  });
  await db()
    .update(users)
    .set({
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      serviceArea,
    })
    .where(eq(users.id, account.user.id));
  return account.user.id;
}

async function postRequest(
  overrides: Record<string, unknown> = {},
  app = t.app,
): Promise<RequestView> {
  const response = await injectAs(app, organizer.cookie, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title: "Midsummer party",
      description: "Garden party for a hundred",
      eventDateFrom: "2099-06-21",
      location: "Leeds",
      categories: ["catering"],
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RequestView>();
}

async function jobOf(requestId: number) {
  const [job] = await db()
    .select()
    .from(leadAlertJobs)
    .where(eq(leadAlertJobs.requestId, requestId));
  return job;
}

/** The suppliers recorded as alerted of the request, by id. */
async function alerted(requestId: number): Promise<number[]> {
  const rows = await db()
    .select({ supplierId: leadAlerts.supplierId })
    .from(leadAlerts)
    .where(eq(leadAlerts.requestId, requestId));
  return rows.map((row) => row.supplierId).sort((a, b) => a - b);
}

/** Each notification of the request's lead, as the supplier ids it went to (repeats kept). */
async function notified(requestId: number): Promise<number[]> {
  const rows = await db()
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(eq(notifications.type, "request"), eq(notifications.linkTo, `/request/${requestId}`)),
    );
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe("posting a request", () => {
  it("answers with the request and its alert job written; the alerts come when the job is worked", async () => {
    const caterer = await supplier(["catering"]);
    const request = await postRequest({ title: "Answered first" });

    const job = await jobOf(request.id);
    expect(job).toMatchObject({ afterSupplierId: 0, attempts: 0 });
    expect(await alerted(request.id)).toEqual([]);
    expect(await notified(request.id)).toEqual([]);

    const report = await t.app.scheduledWork.runOnce();
    expect(report.leadAlertsWritten).toBeGreaterThanOrEqual(1);
    expect(await alerted(request.id)).toContain(caterer);
    expect(await notified(request.id)).toContain(caterer);
    expect(await jobOf(request.id)).toBeUndefined();

    const [alert] = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, caterer), eq(notifications.linkTo, `/request/${request.id}`)),
      );
    expect(alert).toMatchObject({
      type: "request",
      title: "New request in your categories",
      description: '"Answered first" in Leeds (Catering).',
      read: false,
    });
  });

  it("works the job at once on the server that answered, when LEAD_ALERTS_AT_ONCE is on", async () => {
    const atOnce = await createTestApp(
      { LEAD_ALERTS_AT_ONCE: "1", LEAD_ALERT_BATCH_SIZE: String(BATCH_SIZE) },
      {},
      {},
      t.database,
    );
    try {
      const caterers = await Promise.all([1, 2, 3].map(() => supplier(["catering"])));
      const request = await postRequest({ title: "Kicked at once" }, atOnce.app);
      await atOnce.app.leadAlerts.settled();
      expect(await jobOf(request.id)).toBeUndefined();
      expect(await notified(request.id)).toEqual(expect.arrayContaining(caterers));
    } finally {
      await atOnce.close();
    }
  });

  it("tells nobody of a request an unconfirmed organizer posts", async () => {
    const waiting = await registerAccount(t.app, { verified: false });
    await supplier(["catering"]);
    const response = await injectAs(t.app, waiting.cookie, {
      method: "POST",
      url: "/api/requests",
      payload: {
        title: "Not yet",
        description: "Waits for the address",
        eventDateFrom: "2099-06-21",
        location: "Leeds",
        categories: ["catering"],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json<RequestView>();
    expect(await jobOf(request.id)).toBeUndefined();
    await workLeadAlerts(t.app);
    expect(await notified(request.id)).toEqual([]);
  });

  it("tells nobody of a request closed before its job was worked", async () => {
    await supplier(["catering"]);
    const request = await postRequest({ title: "Closed at once" });
    const closed = await injectAs(t.app, organizer.cookie, {
      method: "PUT",
      url: `/api/requests/${request.id}/status`,
      payload: { status: "cancelled" },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await workLeadAlerts(t.app);
    expect(await notified(request.id)).toEqual([]);
    expect(await jobOf(request.id)).toBeUndefined();
  });
});

describe("who hears of a lead", () => {
  const EVENT_DAY = "2099-08-14";
  const NEXT_DAY = "2099-08-15";
  let expected: number[];
  let notExpected: number[];
  let farCaterer: number;
  let corner: number;

  beforeAll(async () => {
    // Plymouth is about 370 km from Leeds; London about 270 km.
    const plymouth = { latitude: 50.3755, longitude: -4.1427 };
    const london = { latitude: 51.5074, longitude: -0.1278 };
    // 0.38° north and 0.64° east of Leeds: inside a 50 km box around it, but about 59 km away.
    const boxCorner = { latitude: LEEDS.latitude + 0.38, longitude: LEEDS.longitude + 0.64 };
    const near = await supplier(["catering"]);
    const cake = await supplier(["cake", "florist"]);
    const offTheMap = await supplier(["catering"], null);
    const wideReach = await supplier(["catering"], london, 400);
    const partlyBusy = await supplier(["catering"]);
    farCaterer = await supplier(["catering"], plymouth);
    corner = await supplier(["catering"], boxCorner, 50);
    const florist = await supplier(["florist"]);
    const busy = await supplier(["catering"]);
    const suspended = await supplier(["catering"]);
    await db()
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: "Test" })
      .where(eq(users.id, suspended));
    await db().execute(
      sql`insert into supplier_unavailable_days (supplier_id, day) values
        (${busy}, ${EVENT_DAY}::date), (${busy}, ${NEXT_DAY}::date), (${partlyBusy}, ${EVENT_DAY}::date)`,
    );
    expected = sorted([near, cake, offTheMap, wideReach, partlyBusy]);
    notExpected = [farCaterer, corner, florist, busy, suspended];
  });

  it("reaches suppliers in its categories whose area reaches it, or off the map, free on some day of it", async () => {
    const request = await postRequest({
      title: "Two-day fair",
      eventDateFrom: EVENT_DAY,
      eventDateTo: NEXT_DAY,
      categories: ["catering", "cake"],
    });
    await workLeadAlerts(t.app);
    const ours = [...expected, ...notExpected];
    const reached = (await alerted(request.id)).filter((id) => ours.includes(id));
    expect(reached).toEqual(expected);
    expect((await notified(request.id)).filter((id) => ours.includes(id))).toEqual(expected);
  });

  it("reaches every supplier of its categories, wherever they are, when the event has no place on the map", async () => {
    const request = await postRequest({
      title: "Somewhere secret",
      location: "The old barn behind the church",
      eventDateFrom: EVENT_DAY,
      eventDateTo: NEXT_DAY,
      categories: ["catering", "cake"],
    });
    const [row] = await db()
      .select({ latitude: eventRequests.latitude })
      .from(eventRequests)
      .where(eq(eventRequests.id, request.id));
    expect(row?.latitude).toBeNull();
    await workLeadAlerts(t.app);
    const ours = [...expected, ...notExpected];
    const reached = (await notified(request.id)).filter((id) => ours.includes(id));
    // The far and the corner caterers now too; still not the florist, the busy or the suspended.
    expect(reached).toEqual(sorted([...expected, farCaterer, corner]));
  });
});

describe("exactly once", () => {
  it("alerts each supplier once when two app servers work the same job at the same moment", async () => {
    const caterers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => supplier(["catering"])));
    const request = await postRequest({ title: "Raced" });
    const second = await createTestApp(
      { LEAD_ALERT_BATCH_SIZE: String(BATCH_SIZE) },
      {},
      {},
      t.database,
    );
    try {
      const reports = await Promise.all([
        t.app.leadAlerts.runDue(),
        second.app.leadAlerts.runDue(),
        t.app.scheduledWork.runOnce(),
        second.app.scheduledWork.runOnce(),
      ]);
      const written =
        (reports[0]?.alertsWritten ?? 0) +
        (reports[1]?.alertsWritten ?? 0) +
        (reports[2]?.leadAlertsWritten ?? 0) +
        (reports[3]?.leadAlertsWritten ?? 0);
      const everyone = await alerted(request.id);
      expect(everyone).toEqual(expect.arrayContaining(caterers));
      expect(written).toBe(everyone.length);
      expect(await notified(request.id)).toEqual(everyone);
      expect(await jobOf(request.id)).toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it("goes on after the last committed batch when a batch fails, alerting each of the rest once", async () => {
    // Magicians are this test's own: the lead reaches these six and nobody else.
    const magicians = sorted(
      await Promise.all([1, 2, 3, 4, 5, 6].map(() => supplier(["magician"]))),
    );
    const [first, second, third] = magicians as [number, number, number];
    // The database refuses the third magician's alert: its batch (the second) fails and rolls back.
    await db().execute(
      sql.raw(`create function lead_alerts_test_refusal() returns trigger language plpgsql as $$
        begin
          if new.supplier_id = ${third} then raise exception 'lead alert refused for the test'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger lead_alerts_test_refusal before insert on lead_alerts
        for each row execute function lead_alerts_test_refusal()`),
    );
    let request: RequestView;
    try {
      request = await postRequest({ title: "Interrupted show", categories: ["magician"] });
      const failed = await t.app.leadAlerts.runDue();
      expect(failed).toMatchObject({ jobsFailed: 1, jobsFinished: 0, alertsWritten: 2 });
      expect(await alerted(request.id)).toEqual([first, second]);
      expect(await notified(request.id)).toEqual([first, second]);
      const job = await jobOf(request.id);
      expect(job).toMatchObject({ afterSupplierId: second, attempts: 1 });
      expect(job?.lastError).toContain("lead alert refused for the test");
      // Kept without the values the statement was sent with.
      expect(job?.lastError).not.toContain("params");
      // Tried again after a pause, not before.
      expect(job?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 0.5 * MINUTE_MS);
      expect(await t.app.leadAlerts.runDue()).toMatchObject({ jobsFailed: 0, alertsWritten: 0 });
    } finally {
      await db().execute(sql.raw("drop trigger lead_alerts_test_refusal on lead_alerts"));
      await db().execute(sql.raw("drop function lead_alerts_test_refusal()"));
    }
    const resumed = await t.app.leadAlerts.runDue(new Date(Date.now() + 2 * MINUTE_MS));
    expect(resumed).toMatchObject({ jobsFailed: 0, jobsFinished: 1, alertsWritten: 4 });
    expect(await alerted(request.id)).toEqual(magicians);
    expect(await notified(request.id)).toEqual(magicians);
    expect(await jobOf(request.id)).toBeUndefined();
  });

  it("alerts only the suppliers not yet recorded when a job resumes mid-way", async () => {
    // Bands are this test's own.
    const bands = sorted(await Promise.all([1, 2, 3, 4, 5].map(() => supplier(["band"]))));
    const [b1, b2, b3, b4, b5] = bands as [number, number, number, number, number];
    const request = await postRequest({ title: "Half told", categories: ["band"] });
    // As a server that stopped would leave it: the batch up to b2 committed (alerts and
    // notifications with the job's place), and b4 already recorded by an earlier walk.
    const told = [b1, b2, b4];
    await db()
      .insert(leadAlerts)
      .values(told.map((supplierId) => ({ requestId: request.id, supplierId })));
    await db()
      .insert(notifications)
      .values(
        told.map((userId) => ({
          userId,
          type: "request" as const,
          title: "New request in your categories",
          description: '"Half told" in Leeds (Band).',
          linkTo: `/request/${request.id}`,
        })),
      );
    await db()
      .update(leadAlertJobs)
      .set({ afterSupplierId: b2 })
      .where(eq(leadAlertJobs.requestId, request.id));

    const report = await workLeadAlerts(t.app);
    expect(report.alertsWritten).toBe(2);
    expect(await alerted(request.id)).toEqual(bands);
    expect(await notified(request.id)).toEqual(bands);
    const fresh = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.linkTo, `/request/${request.id}`),
          inArray(notifications.userId, [b3, b5]),
        ),
      );
    expect(fresh).toHaveLength(2);
    expect(await jobOf(request.id)).toBeUndefined();
  });
});
