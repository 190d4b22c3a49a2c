import { eq, inArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "#server/db/schema";
import {
  AVAILABILITY_HORIZON_DAYS,
  AVAILABILITY_ORDER_MESSAGE,
  AVAILABILITY_PAST_MESSAGE,
  AVAILABILITY_TOO_FAR_MESSAGE,
  AVAILABILITY_TOO_LONG_MESSAGE,
  AVAILABLE_ON_MESSAGE,
  BOOKED_DAYS_MAX,
  CALENDAR_EVENTS_MAX,
  CALENDAR_FEED_NOT_FOUND_MESSAGE,
  CALENDAR_FILE_INVALID_MESSAGE,
  CALENDAR_FILE_MISSING_MESSAGE,
  CALENDAR_FILE_TOO_COMPLEX_MESSAGE,
  CALENDAR_FILE_TOO_LARGE_MESSAGE,
  CALENDAR_FILE_TOO_MANY_EVENTS_MESSAGE,
  CALENDAR_IMPORTS_BUSY_MESSAGE,
  type CalendarFeedLink,
  type CalendarImportResult,
  MAX_CALENDAR_IMPORT_BYTES,
  type OwnAvailability,
  type PublicAvailability,
} from "#shared/contracts/availability";
import type { QuoteView } from "#shared/contracts/quotes";
import type { RequestListItem, RequestView } from "#shared/contracts/requests";
import {
  SUPPLIER_NOT_FOUND,
  type SupplierCounts,
  type SupplierListItem,
} from "#shared/contracts/suppliers";
import { addDays, eachDay } from "#shared/domain/calendar-days";
import {
  adversarialCalendars,
  calendarOfEvents,
  NEVER_MATCHING_RULE,
  zoneAt,
} from "#tests/support/adversarial-calendars";
import { expectError } from "#tests/support/expect-error";
import { multipartOf } from "#tests/support/multipart";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
  workLeadAlerts,
} from "#tests/support/test-app";
import { testClock } from "#tests/support/test-clock";

/** Midday in the UK on a Wednesday, so no test day sits on a UK midnight. */
const TODAY = "2027-03-03";
const clock = testClock(`${TODAY}T12:00:00Z`);
const day = (offset: number) => addDays(TODAY, offset);
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

let t: TestApp;
let organizer: TestAccount;

const call = (account: TestAccount, options: InjectOptions) =>
  injectAs(t.app, account.cookie, options);

async function ownAvailability(account: TestAccount): Promise<OwnAvailability> {
  const response = await call(account, { method: "GET", url: "/api/availability" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnAvailability>();
}

const postChange = (account: TestAccount, payload: object) =>
  call(account, { method: "POST", url: "/api/availability/changes", payload });

async function change(account: TestAccount, payload: object): Promise<OwnAvailability> {
  const response = await postChange(account, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnAvailability>();
}

const datesOf = (availability: OwnAvailability) => availability.days.map((entry) => entry.date);

async function newSupplier(categories: string[] = ["catering"]): Promise<TestAccount> {
  const account = await registerAccount(t.app, { role: "supplier", categories });
  await t.database.handle.db
    .update(users)
    .set({
      latitude: LEEDS.latitude,
      longitude: LEEDS.longitude,
      address: "Leeds",
      description: "Buffets and canapés",
    })
    .where(eq(users.id, account.user.id));
  return account;
}

async function postRequest(overrides: Record<string, unknown> = {}): Promise<RequestView> {
  const response = await call(organizer, {
    method: "POST",
    url: "/api/requests",
    payload: {
      title: "Spring wedding",
      description: "Eighty guests, buffet",
      eventDateFrom: day(30),
      location: "Leeds",
      categories: ["catering"],
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RequestView>();
}

async function acceptQuoteFrom(supplier: TestAccount, request: RequestView): Promise<QuoteView> {
  const sent = await call(supplier, {
    method: "POST",
    url: "/api/quotes",
    payload: { requestId: request.id, price: "£900", total: 900, description: "Buffet for 80" },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const quote = sent.json<QuoteView>();
  const accepted = await call(organizer, {
    method: "PUT",
    url: `/api/quotes/${quote.id}/status`,
    payload: { status: "accepted" },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return quote;
}

async function importFile(account: TestAccount, text: string | Buffer, filename = "calendar.ics") {
  const form = await multipartOf([
    { field: "file", data: Buffer.from(text), filename, type: "text/calendar" },
  ]);
  return call(account, {
    method: "POST",
    url: "/api/availability/import",
    payload: form.payload,
    headers: form.headers,
  });
}

const calendarOf = (...events: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Calendar//EN",
    "BEGIN:VTIMEZONE",
    "TZID:Europe/London",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0100",
    "TZNAME:BST",
    "DTSTART:19700329T010000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0000",
    "TZNAME:GMT",
    "DTSTART:19701025T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
    ...events.flatMap((event, index) => [
      "BEGIN:VEVENT",
      `UID:event-${index}@test`,
      "DTSTAMP:20270301T120000Z",
      ...event.split("\n"),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ].join("\r\n");

const compact = (isoDay: string) => isoDay.replaceAll("-", "");

async function directoryIds(query: string): Promise<number[]> {
  const response = await t.app.inject({ method: "GET", url: `/api/suppliers?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplierListItem[]>().map((item) => item.id);
}

async function requestIds(account: TestAccount, query = ""): Promise<Map<number, boolean>> {
  const response = await call(account, { method: "GET", url: `/api/requests${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return new Map(
    response.json<RequestListItem[]>().map((item) => [item.id, item.supplierUnavailable]),
  );
}

beforeAll(async () => {
  t = await createTestApp(
    { REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000", UPLOADS_PER_MINUTE: "10000" },
    {},
    { clock },
  );
  organizer = await registerAccount(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe("who may see and change a calendar", () => {
  it("asks a guest to log in and refuses an organizer, for every calendar call", async () => {
    const calls: InjectOptions[] = [
      { method: "GET", url: "/api/availability" },
      {
        method: "POST",
        url: "/api/availability/changes",
        payload: { from: day(1), available: false },
      },
      { method: "POST", url: "/api/availability/feed" },
      { method: "DELETE", url: "/api/availability/feed" },
    ];
    for (const options of calls) {
      expectError(await t.app.inject(options), 401);
      expectError(await call(organizer, options), 403);
    }
    const form = await multipartOf([
      { field: "file", data: Buffer.from(calendarOf()), filename: "c.ics", type: "text/calendar" },
    ]);
    const upload = {
      method: "POST",
      url: "/api/availability/import",
      payload: form.payload,
      headers: form.headers,
    } as const;
    expectError(await t.app.inject(upload), 401);
    expectError(await call(organizer, upload), 403);
  });
});

describe("a supplier whose email address is not confirmed", () => {
  it("may not import a calendar nor make a bookings feed, and nothing is stored", async () => {
    const unconfirmed = await registerAccount(t.app, { role: "supplier", verified: false });
    const busy = calendarOf(`DTSTART;VALUE=DATE:${compact(day(3))}\nSUMMARY:Private booking`);
    expectError(
      await importFile(unconfirmed, busy),
      403,
      "Please confirm your email address before importing a calendar.",
    );
    expectError(
      await call(unconfirmed, { method: "POST", url: "/api/availability/feed" }),
      403,
      "Please confirm your email address before making a calendar feed.",
    );
    const own = await ownAvailability(unconfirmed);
    expect(datesOf(own)).toEqual([]);
    expect(own.feed).toBeNull();
  });
});

describe("a supplier's own calendar", () => {
  it("starts empty, from today for two years, with no feed", async () => {
    const supplier = await newSupplier();
    expect(await ownAvailability(supplier)).toEqual({
      from: TODAY,
      to: day(730),
      days: [],
      feed: null,
    });
  });

  it("blocks a day, a range and a whole month, and frees days again", async () => {
    const supplier = await newSupplier();
    await change(supplier, { from: day(3), available: false });
    await change(supplier, { from: day(10), to: day(12), available: false });
    const month = await change(supplier, {
      from: "2027-05-01",
      to: "2027-05-31",
      available: false,
    });
    expect(datesOf(month)).toEqual([
      day(3),
      ...eachDay(day(10), day(12)),
      ...eachDay("2027-05-01", "2027-05-31"),
    ]);
    expect(month.days.every((entry) => entry.reason === "blocked" && entry.booking === null)).toBe(
      true,
    );

    // Blocking again changes nothing; freeing the middle of a range leaves its ends.
    await change(supplier, { from: day(3), available: false });
    const freed = await change(supplier, { from: day(11), available: true });
    expect(datesOf(freed).slice(0, 3)).toEqual([day(3), day(10), day(12)]);
    const monthFreed = await change(supplier, {
      from: "2027-05-01",
      to: "2027-05-31",
      available: true,
    });
    expect(datesOf(monthFreed)).toEqual([day(3), day(10), day(12)]);
    expect(await ownAvailability(supplier)).toEqual(monthFreed);
  });

  it("refuses days before today, past two years, over a year at once, and ranges that end first", async () => {
    const supplier = await newSupplier();
    expectError(
      await postChange(supplier, { from: day(-1), available: false }),
      400,
      AVAILABILITY_PAST_MESSAGE,
    );
    expectError(
      await postChange(supplier, { from: day(700), to: day(731), available: false }),
      400,
      AVAILABILITY_TOO_FAR_MESSAGE,
    );
    expectError(
      await postChange(supplier, { from: day(1), to: day(367), available: false }),
      400,
      AVAILABILITY_TOO_LONG_MESSAGE,
    );
    const backwards = expectError(
      await postChange(supplier, { from: day(5), to: day(4), available: false }),
      400,
    );
    expect(backwards.fieldErrors?.to).toContain(AVAILABILITY_ORDER_MESSAGE);
    expectError(await postChange(supplier, { from: "2027-02-30", available: false }), 400);
    expectError(await postChange(supplier, { from: day(2) }), 400);
    expect((await ownAvailability(supplier)).days).toEqual([]);
    // The whole year that fits is taken in one change.
    expect(
      datesOf(await change(supplier, { from: day(1), to: day(366), available: false })),
    ).toHaveLength(366);
  });
});

describe("bookings", () => {
  it("books the event's days when a quote is accepted, and they stay booked whatever the supplier marks", async () => {
    const supplier = await newSupplier();
    const request = await postRequest({
      title: "Harbour wedding",
      eventDateFrom: day(40),
      eventDateTo: day(42),
    });
    await change(supplier, { from: day(41), available: false });
    await acceptQuoteFrom(supplier, request);
    const booked = (await ownAvailability(supplier)).days;
    expect(booked).toEqual(
      eachDay(day(40), day(42)).map((date) => ({
        date,
        reason: "booked",
        booking: { requestId: request.id, title: "Harbour wedding" },
      })),
    );
    const afterFreeing = await change(supplier, { from: day(40), to: day(42), available: true });
    expect(afterFreeing.days).toEqual(booked);
  });

  it(`books at most ${BOOKED_DAYS_MAX} days of a long event`, async () => {
    const supplier = await newSupplier();
    const request = await postRequest({ eventDateFrom: day(60), eventDateTo: day(150) });
    await acceptQuoteFrom(supplier, request);
    const days = datesOf(await ownAvailability(supplier));
    expect(days).toEqual(eachDay(day(60), day(60 + BOOKED_DAYS_MAX - 1)));
  });

  it("frees the booked days when the organizer cancels the event, but not when it went ahead", async () => {
    const [cancelled, completed] = await Promise.all([newSupplier(), newSupplier()]);
    const called = await postRequest({ eventDateFrom: day(45) });
    await acceptQuoteFrom(cancelled, called);
    await change(cancelled, { from: day(45), to: day(46), available: false });
    const closed = await call(organizer, {
      method: "PUT",
      url: `/api/requests/${called.id}/status`,
      payload: { status: "cancelled" },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // The day the supplier also blocked themself stays blocked, as theirs.
    expect((await ownAvailability(cancelled)).days).toEqual([
      { date: day(45), reason: "blocked", booking: null },
      { date: day(46), reason: "blocked", booking: null },
    ]);

    const found = await postRequest({ eventDateFrom: day(47) });
    await acceptQuoteFrom(completed, found);
    const foundClosed = await call(organizer, {
      method: "PUT",
      url: `/api/requests/${found.id}/status`,
      payload: { status: "found_supplier" },
    });
    expect(foundClosed.statusCode, foundClosed.body).toBe(200);
    expect(datesOf(await ownAvailability(completed))).toEqual([day(47)]);
  });

  it("does not book a rejected quote's days", async () => {
    const supplier = await newSupplier();
    const request = await postRequest();
    const sent = await call(supplier, {
      method: "POST",
      url: "/api/quotes",
      payload: { requestId: request.id, price: "£500", total: 500, description: "Canapés" },
    });
    const rejected = await call(organizer, {
      method: "PUT",
      url: `/api/quotes/${sent.json<QuoteView>().id}/status`,
      payload: { status: "rejected" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await ownAvailability(supplier)).days).toEqual([]);
  });
});

describe("the directory's 'Available on' filter", () => {
  it("leaves out suppliers blocked or booked that day, with a place and without, in pages and counts", async () => {
    const [free, blocked, booked] = await Promise.all([
      newSupplier(),
      newSupplier(),
      newSupplier(),
    ]);
    const date = day(400);
    await change(blocked, { from: date, available: false });
    await acceptQuoteFrom(booked, await postRequest({ eventDateFrom: date }));
    const ours = [free.user.id, blocked.user.id, booked.user.id];
    const mine = (ids: number[]) => ids.filter((id) => ours.includes(id));
    const near = `latitude=${LEEDS.latitude}&longitude=${LEEDS.longitude}&distance=10&category=catering`;

    expect(mine(await directoryIds(`${near}&availableOn=${date}`))).toEqual([free.user.id]);
    expect(mine(await directoryIds(`category=catering&availableOn=${date}`))).toEqual([
      free.user.id,
    ]);
    expect(new Set(mine(await directoryIds(`${near}&availableOn=${day(401)}`)))).toEqual(
      new Set(ours),
    );
    expect(new Set(mine(await directoryIds(near)))).toEqual(new Set(ours));
    // Words go another way through the directory; the day still counts.
    const named = `q=${encodeURIComponent(blocked.user.businessName ?? "")}`;
    expect(mine(await directoryIds(`${named}&${near}`))).toEqual([blocked.user.id]);
    expect(mine(await directoryIds(`${named}&${near}&availableOn=${date}`))).toEqual([]);

    const counts = async (query: string) => {
      const response = await t.app.inject({ method: "GET", url: `/api/suppliers/counts?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SupplierCounts>().total.count;
    };
    expect(await counts(`${near}&availableOn=${date}`)).toBe((await counts(near)) - 2);
  });

  it("refuses a date that is not one", async () => {
    for (const value of ["2027-02-30", "next-friday", "2027-3-4"]) {
      const answer = expectError(
        await t.app.inject({ method: "GET", url: `/api/suppliers?availableOn=${value}` }),
        400,
      );
      expect(JSON.stringify(answer)).toContain(AVAILABLE_ON_MESSAGE);
    }
  });
});

describe("muted leads", () => {
  it("leaves out requests on every one of whose days the supplier is unavailable, unless asked", async () => {
    const supplier = await newSupplier();
    await change(supplier, { from: day(20), to: day(21), available: false });
    const oneDay = await postRequest({ eventDateFrom: day(20) });
    const bothDays = await postRequest({ eventDateFrom: day(20), eventDateTo: day(21) });
    const partly = await postRequest({ eventDateFrom: day(21), eventDateTo: day(22) });
    const elsewhere = await postRequest({ eventDateFrom: day(25) });

    const listed = await requestIds(supplier);
    expect(listed.has(oneDay.id)).toBe(false);
    expect(listed.has(bothDays.id)).toBe(false);
    expect(listed.get(partly.id)).toBe(false);
    expect(listed.get(elsewhere.id)).toBe(false);

    const everything = await requestIds(supplier, "?includeUnavailable=true");
    expect(everything.get(oneDay.id)).toBe(true);
    expect(everything.get(bothDays.id)).toBe(true);
    expect(everything.get(partly.id)).toBe(false);

    // Another supplier in the category, free those days, sees them all; organizers are never muted.
    const other = await requestIds(await newSupplier());
    expect([oneDay, bothDays, partly].every((request) => other.get(request.id) === false)).toBe(
      true,
    );
    expect((await requestIds(organizer)).get(oneDay.id)).toBe(false);
  });

  it("does not tell a supplier of a new request on a day they are unavailable", async () => {
    const [busy, free] = await Promise.all([
      newSupplier(["photography"]),
      newSupplier(["photography"]),
    ]);
    await change(busy, { from: day(33), available: false });
    await postRequest({
      eventDateFrom: day(33),
      categories: ["photography"],
      title: "Portraits day",
    });
    await workLeadAlerts(t.app);
    const told = await t.database.handle.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(inArray(notifications.userId, [busy.user.id, free.user.id]));
    expect(told.map((row) => row.userId)).toEqual([free.user.id]);
  });
});

describe("importing a calendar", () => {
  it("blocks the days its busy events take, in UK days, following repeats and skipping free or cancelled ones", async () => {
    const supplier = await newSupplier();
    const result = await importFile(
      supplier,
      calendarOf(
        // All day, two days: the end is exclusive.
        `DTSTART;VALUE=DATE:${compact(day(5))}\nDTEND;VALUE=DATE:${compact(day(7))}\nSUMMARY:Festival`,
        // 23:00 to 01:00 London time in summer: two UK days.
        "DTSTART;TZID=Europe/London:20270612T230000\nDTEND;TZID=Europe/London:20270613T010000\nSUMMARY:Late gig",
        // 23:30 UTC in summer is 00:30 the next day in the UK.
        "DTSTART:20270701T233000Z\nDTEND:20270702T003000Z\nSUMMARY:After midnight",
        // Weekly, three times.
        `DTSTART;VALUE=DATE:${compact(day(14))}\nRRULE:FREQ=WEEKLY;COUNT=3\nSUMMARY:Market stall`,
        `DTSTART;VALUE=DATE:${compact(day(50))}\nSTATUS:CANCELLED\nSUMMARY:Called off`,
        `DTSTART;VALUE=DATE:${compact(day(51))}\nTRANSP:TRANSPARENT\nSUMMARY:Free time`,
        // Before today: nothing to block.
        "DTSTART;VALUE=DATE:20260101\nSUMMARY:Last year",
      ),
    );
    expect(result.statusCode, result.body).toBe(200);
    const expected = [
      day(5),
      day(6),
      day(14),
      day(21),
      day(28),
      "2027-06-12",
      "2027-06-13",
      "2027-07-02",
    ].sort();
    expect(result.json<CalendarImportResult>()).toEqual({
      events: 4,
      blockedDays: expected.length,
    });
    expect(datesOf(await ownAvailability(supplier))).toEqual(expected);
    // Importing the same file again blocks nothing new.
    const again = await importFile(supplier, calendarOf(`DTSTART;VALUE=DATE:${compact(day(5))}`));
    expect(again.json<CalendarImportResult>()).toEqual({ events: 1, blockedDays: 0 });
  });

  it("follows a repeat moved on its own to its new day", async () => {
    const supplier = await newSupplier();
    const weekly = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:stall@test",
      `DTSTART;VALUE=DATE:${compact(day(14))}`,
      "RRULE:FREQ=WEEKLY;COUNT=3",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:stall@test",
      `RECURRENCE-ID;VALUE=DATE:${compact(day(21))}`,
      `DTSTART;VALUE=DATE:${compact(day(22))}`,
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const result = await importFile(supplier, weekly);
    expect(result.statusCode, result.body).toBe(200);
    expect(datesOf(await ownAvailability(supplier))).toEqual([day(14), day(22), day(28)]);
  });

  it("refuses a file that is not iCalendar, a missing file and one over 1 MB", async () => {
    const supplier = await newSupplier();
    expectError(
      await importFile(supplier, "%PDF-1.4 not a calendar"),
      400,
      CALENDAR_FILE_INVALID_MESSAGE,
    );
    expectError(
      await importFile(supplier, "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n"),
      400,
      CALENDAR_FILE_INVALID_MESSAGE,
    );
    const empty = await multipartOf([]);
    expectError(
      await call(supplier, {
        method: "POST",
        url: "/api/availability/import",
        payload: empty.payload,
        headers: empty.headers,
      }),
      400,
      CALENDAR_FILE_MISSING_MESSAGE,
    );
    const huge = `${calendarOf()}\r\n${"X-PAD:".padEnd(MAX_CALENDAR_IMPORT_BYTES, "x")}`;
    expectError(await importFile(supplier, huge), 413, CALENDAR_FILE_TOO_LARGE_MESSAGE);
    expect((await ownAvailability(supplier)).days).toEqual([]);
  });
});

describe("calendar files made to hurt", () => {
  for (const file of adversarialCalendars(TODAY, AVAILABILITY_HORIZON_DAYS)) {
    it(`${file.days ? "imports" : "refuses"} ${file.name}, and /api/health answers meanwhile`, async () => {
      const supplier = await newSupplier();
      const answered: string[] = [];
      const importing = importFile(supplier, file.file).finally(() => answered.push("import"));
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      answered.push("health");
      expect(health.statusCode, health.body).toBe(200);
      const result = await importing;
      if (file.days) {
        expect(result.statusCode, result.body).toBe(200);
        expect(result.json<CalendarImportResult>().blockedDays).toBe(file.days.length);
        expect(datesOf(await ownAvailability(supplier))).toEqual(file.days);
      } else {
        // Read until the time limit ended it, while the server answered others.
        expect(answered).toEqual(["health", "import"]);
        expectError(result, 422, CALENDAR_FILE_TOO_COMPLEX_MESSAGE);
        expect((await ownAvailability(supplier)).days).toEqual([]);
      }
    });
  }

  it(`refuses a file of more than ${CALENDAR_EVENTS_MAX} events, and blocks none of its days`, async () => {
    const supplier = await newSupplier();
    const answer = expectError(
      await importFile(supplier, calendarOfEvents(CALENDAR_EVENTS_MAX + 1, day(5))),
      422,
      CALENDAR_FILE_TOO_MANY_EVENTS_MESSAGE,
    );
    expect(answer.fieldErrors?.file).toEqual([CALENDAR_FILE_TOO_MANY_EVENTS_MESSAGE]);
    expect((await ownAvailability(supplier)).days).toEqual([]);
  });

  it("reads each file with its own time zones only: one supplier's zone never moves another's days", async () => {
    const [early, other] = await Promise.all([newSupplier(), newSupplier()]);
    // 13:00 at -12:00 is 02:00 the next day in the UK. (Jersey keeps UK time; no other test names it.)
    const offByTwelve = await importFile(
      early,
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        ...zoneAt("Europe/Jersey", "-1200"),
        "BEGIN:VEVENT",
        "UID:far@test",
        "DTSTART;TZID=Europe/Jersey:20270612T130000",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n"),
    );
    expect(offByTwelve.statusCode, offByTwelve.body).toBe(200);
    expect(datesOf(await ownAvailability(early))).toEqual(["2027-06-13"]);

    // Without a VTIMEZONE of its own, or with no zone at all, a time is UK time.
    const noZones = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:named@test",
      "DTSTART;TZID=Europe/Jersey:20270612T130000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:floating@test",
      "DTSTART:20270619T233000",
      "DTEND:20270620T000000",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const answer = await importFile(other, noZones);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(datesOf(await ownAvailability(other))).toEqual(["2027-06-12", "2027-06-19"]);
  });

  it("answers a burst of uploads that repeat forever with 422 or 429, never a server error", async () => {
    // Each file runs until its reading is ended: a shorter limit ends the five in turn sooner.
    const busy = await createTestApp(
      { UPLOADS_PER_MINUTE: "10000", CALENDAR_IMPORTS_AT_ONCE: "1" },
      { calendarReadTimeLimitMs: 500 },
      { clock },
    );
    try {
      const supplier = await registerAccount(busy.app, { role: "supplier" });
      const form = await multipartOf([
        {
          field: "file",
          data: Buffer.from(
            calendarOf(`DTSTART;VALUE=DATE:${compact(day(3))}\n${NEVER_MATCHING_RULE}`),
          ),
          filename: "forever.ics",
          type: "text/calendar",
        },
      ]);
      // One is read and four wait (CALENDAR_IMPORTS_AT_ONCE=1): the sixth is asked to come back.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          injectAs(busy.app, supplier.cookie, {
            method: "POST",
            url: "/api/availability/import",
            payload: form.payload,
            headers: form.headers,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
      const refused = answers.find((answer) => answer.statusCode === 429);
      if (refused) expectError(refused, 429, CALENDAR_IMPORTS_BUSY_MESSAGE);
    } finally {
      await busy.close();
    }
  }, 120_000);
});

describe("the bookings feed", () => {
  it("serves bookings as iCalendar at a secret link that a new link or turning off revokes", async () => {
    const supplier = await newSupplier();
    const request = await postRequest({
      title: "Cliff-top wedding",
      eventDateFrom: day(70),
      eventDateTo: day(71),
    });
    await acceptQuoteFrom(supplier, request);
    await change(supplier, { from: day(80), available: false });

    const created = await call(supplier, { method: "POST", url: "/api/availability/feed" });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json<CalendarFeedLink>();
    expect(link.url).toMatch(/^http.+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/bookings\.ics$/);
    expect((await ownAvailability(supplier)).feed).toEqual({ createdAt: link.createdAt });

    const path = new URL(link.url).pathname;
    const feed = await t.app.inject({ method: "GET", url: path });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toMatch(/\bno-store\b/);
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event));
    // Bookings only: a day the supplier blocked is not a booking.
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe("Cliff-top wedding");
    expect(events[0]?.startDate.toString()).toBe(day(70));
    expect(events[0]?.endDate.toString()).toBe(day(72));
    expect(events[0]?.location).toBe("Leeds");
    expect(events[0]?.description).toContain("Your quote: £900.");

    const renewed = await call(supplier, { method: "POST", url: "/api/availability/feed" });
    const newPath = new URL(renewed.json<CalendarFeedLink>().url).pathname;
    expect(newPath).not.toBe(path);
    expectError(
      await t.app.inject({ method: "GET", url: path }),
      404,
      CALENDAR_FEED_NOT_FOUND_MESSAGE,
    );
    expect((await t.app.inject({ method: "GET", url: newPath })).statusCode).toBe(200);

    const off = await call(supplier, { method: "DELETE", url: "/api/availability/feed" });
    expect(off.statusCode).toBe(204);
    expectError(
      await t.app.inject({ method: "GET", url: newPath }),
      404,
      CALENDAR_FEED_NOT_FOUND_MESSAGE,
    );
    expect((await ownAvailability(supplier)).feed).toBeNull();
  });

  it("answers a made-up or malformed token with an error, never a calendar", async () => {
    expectError(
      await t.app.inject({
        method: "GET",
        url: `/api/calendar-feeds/${"a".repeat(43)}/bookings.ics`,
      }),
      404,
      CALENDAR_FEED_NOT_FOUND_MESSAGE,
    );
    expectError(
      await t.app.inject({ method: "GET", url: "/api/calendar-feeds/short/bookings.ics" }),
      400,
    );
  });
});

describe("availability on a public profile", () => {
  it("shows the days taken this month and the next two, to anyone", async () => {
    const supplier = await newSupplier();
    await change(supplier, { from: day(1), available: false });
    await change(supplier, { from: "2027-05-31", to: "2027-06-01", available: false });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/suppliers/${supplier.user.id}/availability`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PublicAvailability>()).toEqual({
      from: TODAY,
      to: "2027-05-31",
      unavailable: [day(1), "2027-05-31"],
    });
  });

  it("answers whether the supplier is free on the day asked with ?on=, inside the months shown or beyond them", async () => {
    const supplier = await newSupplier();
    await change(supplier, { from: day(2), available: false });
    await change(supplier, { from: "2027-08-14", available: false });
    const askedDay = async (on: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/suppliers/${supplier.user.id}/availability?on=${on}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PublicAvailability>().askedDay;
    };
    expect(await askedDay(day(2))).toEqual({ day: day(2), isFree: false });
    expect(await askedDay(day(3))).toEqual({ day: day(3), isFree: true });
    expect(await askedDay("2027-08-14")).toEqual({ day: "2027-08-14", isFree: false });
    expect(await askedDay("2027-08-15")).toEqual({ day: "2027-08-15", isFree: true });
    expectError(
      await t.app.inject({
        method: "GET",
        url: `/api/suppliers/${supplier.user.id}/availability?on=2027-02-30`,
      }),
      400,
      AVAILABLE_ON_MESSAGE,
    );
  });

  it("answers not found for an unknown, suspended or non-supplier account", async () => {
    const suspended = await newSupplier();
    await t.database.handle.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    for (const id of [suspended.user.id, organizer.user.id, 999_999]) {
      expectError(
        await t.app.inject({ method: "GET", url: `/api/suppliers/${id}/availability` }),
        404,
        SUPPLIER_NOT_FOUND,
      );
    }
  });
});
