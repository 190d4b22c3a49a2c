import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse, RouteOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BadgeInput } from "#shared/contracts/compliance-badges";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";
import { runningClock } from "#tests/support/test-clock";
import { users } from "./db/schema";
import { createAdminAccount } from "./modules/admin/admin-accounts.service";
import { SESSION_COOKIE } from "./plugins/session";
import { createSession } from "./plugins/session-store";

/**
 * Generated input to every route of the app, as a guest and as each kind of signed-in user:
 * whatever arrives, the answer is never a server error.
 */

/**
 * Requests per route and role: the file stays well under half a minute on either database.
 * FUZZ_RUNS asks for more, for a longer hunt on one machine.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
const INTEGER_MAX = 2_147_483_647;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

interface Route {
  method: string;
  url: string;
  body?: JsonSchema;
  params?: JsonSchema;
  querystring?: JsonSchema;
  multipart: boolean;
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType)
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return schema as JsonSchema;
}

function routeOf(options: RouteOptions, method: string): Route {
  const schema = (options.schema ?? {}) as Record<string, unknown>;
  const consumes = schema.consumes as string[] | undefined;
  return {
    method,
    url: options.url,
    body: jsonSchemaOf(schema.body),
    params: jsonSchemaOf(schema.params),
    querystring: jsonSchemaOf(schema.querystring),
    multipart: consumes?.includes("multipart/form-data") ?? false,
  };
}

// Values that have answered 500 somewhere before, or could: beyond the integer columns, NUL and
// line breaks, numbers that are not numbers, lone surrogates, long and empty text.
const ODD_NUMBERS = [
  0,
  -1,
  1.5,
  INTEGER_MAX,
  INTEGER_MAX + 1,
  -INTEGER_MAX - 2,
  2 ** 53,
  1e20,
  -1e308,
  1e308,
];
const ODD_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "line\nbreak",
  "\r\n",
  "\t",
  "\ud800",
  "😀",
  "\u202e",
  "%00",
  "%",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "NaN",
  "Infinity",
  "-0",
  "1e3",
  "0x10",
  "2147483648",
  "99999999999999999999999",
  "£99999999999",
  "x".repeat(3000),
];
const oddText = fc.constantFrom(...ODD_TEXT);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...ODD_NUMBERS, ...ODD_TEXT, true, false, null, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Text with something odd inside it, so it passes length rules and still carries the oddity. */
const textWithOddity = (length: number) =>
  fc
    .tuple(fc.string({ maxLength: length }), oddText, fc.string({ maxLength: length }))
    .map(([before, odd, after]) => `${before}${odd.slice(0, 20)}${after}`);

/** Field values the generator should sometimes use as they are, such as the sender's own email. */
type Known = Record<string, unknown>;
/** `strict`: values the schema is likely to accept; otherwise now and then something odd. */
interface Mode {
  strict: boolean;
  known: Known;
}
const LOOSE: Mode = { strict: false, known: {} };

/** Any time of the years 0000 to 9999, written with an offset from -14:00 to +14:00. */
const anyDateTime = fc
  .tuple(
    fc.date({
      min: new Date("0000-01-01T00:00:00Z"),
      max: new Date("9999-12-31T23:59:59Z"),
      noInvalidDate: true,
    }),
    fc.integer({ min: -14 * 60, max: 14 * 60 }),
  )
  .map(([date, offset]) => {
    const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 19);
    const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
    const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
    return `${local}${offset < 0 ? "-" : "+"}${hours}:${minutes}`;
  });

/** A calendar date from last year to three years ahead, as forms send it. */
const calendarDate = fc
  .integer({ min: -365, max: 3 * 365 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

/** Strings the pattern accepts; a pattern with lookarounds is generated without them, then checked. */
function matching(pattern: string): fc.Arbitrary<string> | undefined {
  const regex = new RegExp(pattern);
  const withoutLookarounds = pattern.replace(/\(\?<?[!=][^()]*\)/g, "");
  try {
    return fc
      .stringMatching(new RegExp(withoutLookarounds))
      .filter((text) => text.length <= 300 && regex.test(text));
  } catch {
    return undefined;
  }
}

/** `strict`: text the schema is likely to accept; otherwise now and then something odd inside. */
function stringFor(schema: JsonSchema, key: string, strict: boolean): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "date-time")
    return strict
      ? fc
          .date({ min: new Date("1990-01-01"), max: new Date("2200-01-01"), noInvalidDate: true })
          .map((date) => date.toISOString())
      : anyDateTime;
  if (schema.format === "uri") return fc.webUrl();
  if (schema.pattern) {
    const arbitrary = matching(schema.pattern);
    if (arbitrary) return arbitrary;
  }
  if (/date/i.test(key)) return calendarDate;
  const plain = fc.string({ minLength: Math.max(minLength, 1), maxLength });
  if (strict) return plain;
  return fc.oneof(
    { weight: 3, arbitrary: plain },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: "binary" }) },
    { weight: 1, arbitrary: textWithOddity(Math.max(1, Math.floor(maxLength / 2))) },
  );
}

function numberFor(schema: JsonSchema, integer: boolean, strict: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e6) + (integer ? 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e6) - (integer ? 1 : 0);
  const low = Math.max(min, -1e12);
  const high = Math.min(max, 1e12);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  // Small numbers are most often ids of rows that exist.
  const small = fc.integer({
    min: Math.max(1, Math.ceil(low)),
    max: Math.max(1, Math.min(30, high)),
  });
  return fc.oneof(
    { weight: 3, arbitrary: inRange },
    { weight: 3, arbitrary: small },
    { weight: strict ? 0 : 1, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  );
}

/**
 * A body for the schema: mostly one that fits it, so requests reach the services behind the
 * validation; sometimes one with odd values in its fields; now and then anything at all.
 */
function bodyFor(schema: JsonSchema | undefined, known: Known): fc.Arbitrary<unknown> {
  if (!schema) return oddValue;
  return fc.oneof(
    { weight: 4, arbitrary: fittingValueFor(schema, "", 0, { strict: true, known }) },
    { weight: 3, arbitrary: fittingValueFor(schema, "", 0, { strict: false, known }) },
    { weight: 1, arbitrary: oddValue },
  );
}

/** In a loose value, each field is odd one time in nine; a known field is often its known value. */
function fieldFor(schema: JsonSchema | undefined, key: string, depth: number, mode: Mode) {
  const generated = fittingValueFor(schema ?? {}, key, depth, mode);
  const fitting = key in mode.known ? fc.oneof(fc.constant(mode.known[key]), generated) : generated;
  if (mode.strict) return fitting;
  return fc.oneof({ weight: 8, arbitrary: fitting }, { weight: 1, arbitrary: oddValue });
}

function fittingValueFor(
  schema: JsonSchema,
  key: string,
  depth: number,
  mode: Mode,
): fc.Arbitrary<unknown> {
  const { strict } = mode;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices)
    return fc.oneof(...choices.map((choice) => fittingValueFor(choice, key, depth, mode)));
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringFor(schema, key, strict);
    case "integer":
      return numberFor(schema, true, strict);
    case "number":
      return numberFor(schema, false, strict);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(fieldFor(schema.items, key, depth + 1, mode), {
        minLength: strict ? 1 : 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object": {
      const properties = schema.properties ?? {};
      if (depth > 3 || Object.keys(properties).length === 0)
        return fc.dictionary(fc.string(), oddValue);
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          fieldFor(property, name, depth + 1, mode),
        ]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return oddValue;
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Percent-encoded; a lone surrogate (which has no encoding) is sent as its replacement character. */
const encodeSegment = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, "\ufffd"));
/** Sent as they are: a bare percent sign, a broken escape, an encoded NUL. */
const RAW_SEGMENTS = ["%", "%E0%A4%A", "%00", "%0a", "a%2fb", "%2e%2e", "..", "%C0%AE"];

/** What goes in one path segment, before it is encoded. */
function segmentFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const fitting = schema
    ? fittingValueFor(schema, "", 0, LOOSE).map(String)
    : fc.string({ maxLength: 20 });
  return fc.oneof(
    { weight: 4, arbitrary: fitting },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS.map(String), ...ODD_TEXT) },
  );
}

function pathFor(route: Route): fc.Arbitrary<string> {
  const segments = route.url.split("/");
  const parts = segments.map((segment) => {
    if (segment.startsWith(":")) {
      const name = segment.slice(1);
      return fc.oneof(
        { weight: 6, arbitrary: segmentFor(route.params?.properties?.[name]).map(encodeSegment) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
      );
    }
    if (segment === "*")
      return fc
        .array(segmentFor(undefined).map(encodeSegment), { minLength: 1, maxLength: 3 })
        .map((list) => list.join("/"));
    return fc.constant(segment);
  });
  return fc.tuple(...parts).map((list) => list.join("/"));
}

function queryFor(route: Route): fc.Arbitrary<string> {
  const properties = route.querystring?.properties ?? {};
  const names = Object.keys(properties);
  const value = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fittingValueFor(properties[name] ?? {}, name, 0, LOOSE).map(String) },
      { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS.map(String), ...ODD_TEXT) },
    );
  const pairs =
    names.length > 0
      ? fc
          .subarray(names)
          .chain((chosen) =>
            fc.tuple(...chosen.map((name) => value(name).map((v) => [name, v] as const))),
          )
      : fc.array(fc.tuple(fc.string({ maxLength: 8 }), oddText), { maxLength: 2 });
  return pairs.map((list) => {
    if (list.length === 0) return "";
    return `?${new URLSearchParams(list.map(([name, value]) => [name, value])).toString()}`;
  });
}

/** Pieces of iCalendar that have hung or misled readers: impossible, endless and odd rules, zones and times. */
const icsRule = fc
  .record(
    {
      FREQ: fc.constantFrom(
        "SECONDLY",
        "MINUTELY",
        "HOURLY",
        "DAILY",
        "WEEKLY",
        "MONTHLY",
        "YEARLY",
        "NEVER",
      ),
      COUNT: fc.constantFrom("1", "0", "-5", "2147483648", "99999999999999999999", "x"),
      INTERVAL: fc.constantFrom("1", "0", "7", "-1"),
      BYMONTH: fc.constantFrom("2", "13", "1,2,3"),
      BYMONTHDAY: fc.constantFrom("30", "31", "-1", "1,15"),
      BYDAY: fc.constantFrom("MO", "-1SU", "5FR", "XX"),
      UNTIL: fc.constantFrom("20270101", "20270101T000000Z", "99991231"),
    },
    { requiredKeys: ["FREQ"] },
  )
  .map(
    (parts) =>
      `RRULE:${Object.entries(parts)
        .map(([key, value]) => `${key}=${value}`)
        .join(";")}`,
  );
const icsTime = fc.oneof(
  calendarDate.map((day) => `;VALUE=DATE:${day.replaceAll("-", "")}`),
  calendarDate.map((day) => `:${day.replaceAll("-", "")}T233000Z`),
  calendarDate.map((day) => `;TZID=Fuzz/Zone:${day.replaceAll("-", "")}T120000`),
  calendarDate.map((day) => `:${day.replaceAll("-", "")}T000000`),
  fc.constantFrom(":", ":2027", ";VALUE=DATE:20270230", ":00000101T000000", ";TZID=:20270101T1"),
);
const icsZone = fc
  .tuple(fc.constantFrom("+0000", "-1200", "+1400", "+9999", "x"), fc.option(icsRule))
  .map(([offset, rule]) =>
    [
      "BEGIN:VTIMEZONE",
      "TZID:Fuzz/Zone",
      "BEGIN:STANDARD",
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      "DTSTART:19700101T000000",
      ...(rule ? [rule] : []),
      "END:STANDARD",
      "END:VTIMEZONE",
    ].join("\r\n"),
  );
const icsEvent = fc
  .tuple(icsTime, fc.option(icsTime), fc.option(icsRule), fc.option(oddText))
  .map(([start, end, rule, summary]) =>
    [
      "BEGIN:VEVENT",
      "UID:fuzz",
      `DTSTART${start}`,
      ...(end ? [`DTEND${end}`] : []),
      ...(rule ? [rule] : []),
      ...(summary !== null ? [`SUMMARY:${summary}`] : []),
      "END:VEVENT",
    ].join("\r\n"),
  );
/** A calendar of a few events and zones, sometimes nested deep or cut short, sometimes with bytes that are not UTF-8. */
const icsFile = fc
  .tuple(
    fc.array(fc.oneof(icsEvent, icsZone), { maxLength: 4 }),
    fc.nat({ max: 300 }),
    fc.boolean(),
    fc.nat(),
    fc.option(fc.uint8Array({ minLength: 1, maxLength: 4 })),
  )
  .map(([parts, depth, whole, cut, oddBytes]) => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      ...Array.from({ length: depth }, () => "BEGIN:X-NEST"),
      ...Array.from({ length: depth }, () => "END:X-NEST"),
      ...parts,
      "END:VCALENDAR",
    ].join("\r\n");
    const bytes = Buffer.from(whole ? text : text.slice(0, cut % (text.length + 1)));
    return oddBytes
      ? Buffer.concat([bytes.subarray(0, 40), Buffer.from(oddBytes), bytes.subarray(40)])
      : bytes;
  });

const MULTIPART_BOUNDARY = "----eventeazy-fuzz";
/** Small real images, made before the run; a cut or corrupted copy of one is a classic crash. */
const images: Buffer[] = [];
/** Badge evidence: the images, a small PDF, and a PNG whose header claims 900 megapixels. */
const evidenceFiles: Buffer[] = [];

/** Random bytes, or one of `files` whole, cut short, or with one byte changed. */
const fileBytesFrom = (files: readonly Buffer[]) =>
  fc.oneof(
    fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
    fc.tuple(fc.nat(), fc.nat(), fc.boolean()).map(([which, cut, whole]) => {
      const file = files[which % files.length] ?? Buffer.alloc(0);
      return whole ? file : file.subarray(0, cut % Math.max(file.length, 1));
    }),
    fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 })).map(([which, at, byte]) => {
      const file = Buffer.from(files[which % files.length] ?? Buffer.alloc(1));
      file[at % file.length] = byte;
      return file;
    }),
  );

const fileHead = (field: string, fileName: string) =>
  Buffer.from(
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
const MULTIPART_END = Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`);

/** A multipart form with one file: random bytes, a real image, a broken one, or a generated calendar. */
const multipartBody = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        field: fc.constantFrom("profileImage", "coverImage", "portfolioImages", "file", "x\u0000"),
        fileName: fc.constantFrom("image.png", "a.jpg", "", "..\\..\\x.webp", "n\u0000.png"),
        bytes: fileBytesFrom(images),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        field: fc.constant("file"),
        fileName: fc.constant("calendar.ics"),
        bytes: icsFile,
      }),
    },
  )
  .map(({ field, fileName, bytes }) =>
    Buffer.concat([fileHead(field, fileName), bytes, MULTIPART_END]),
  );

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Dates the badge rules take, so the evidence itself is often what gets checked. */
const BADGE_DATES: Known = {
  expiryDate: day(200),
  inspectionDate: day(-30),
  issueDate: day(-30),
  testDate: day(-1),
};
/** The details with each date one the rules take, so only the evidence can be refused. */
const withBadgeDates = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, BADGE_DATES[key] ?? field]),
      )
    : value;
const badgeSchema = z.toJSONSchema(BadgeInput, { io: "input" }) as JsonSchema;

/**
 * The badge form: the details as JSON (mostly fitting, sometimes odd, now and then not JSON),
 * then the evidence file: a PDF or image whole, cut or corrupted, or random bytes.
 */
const badgeFormBody = fc
  .record({
    badge: fc.oneof(
      {
        weight: 4,
        arbitrary: fittingValueFor(badgeSchema, "", 0, { strict: true, known: {} }).map((value) =>
          JSON.stringify(withBadgeDates(value)),
        ),
      },
      {
        weight: 2,
        arbitrary: fittingValueFor(badgeSchema, "", 0, { strict: false, known: BADGE_DATES }).map(
          (value) => JSON.stringify(value),
        ),
      },
      { weight: 1, arbitrary: oddText },
    ),
    field: fc.constantFrom("evidence", "evidence", "evidence", "file"),
    fileName: fc.constantFrom("policy.pdf", "rating.jpg", "scan.png", "", "n\u0000.pdf"),
    bytes: fileBytesFrom(evidenceFiles),
  })
  .map(({ badge, field, fileName, bytes }) =>
    Buffer.concat([
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="badge"\r\n\r\n${badge}\r\n`,
      ),
      fileHead(field, fileName),
      bytes,
      MULTIPART_END,
    ]),
  );

/** The badge form for the badge route, one image field for every other upload. */
const multipartBodyFor = (route: Route) =>
  route.method === "POST" && route.url === "/api/badges" ? badgeFormBody : multipartBody;

/** A PNG of IHDR and IEND only, claiming `width` × `height` pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Headers the app reads: resuming live events, conditional and partial requests, the client's address. */
const headersArbitrary = fc.record(
  {
    "last-event-id": fc.oneof(
      fc.integer({ min: 0, max: 30 }).map(String),
      fc.constantFrom(...ODD_NUMBERS.map(String), ...ODD_TEXT.filter(isHeaderSafe)),
      fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }).map(String),
    ),
    range: fc.constantFrom("bytes=0-0", "bytes=99999999999-", "bytes=5-1", "bytes=-0", "items=1-2"),
    "if-none-match": fc.constantFrom("*", '"x"', 'W/"1-2"', "\u00ff"),
    "if-modified-since": fc.constantFrom(
      "Thu, 01 Jan 1970 00:00:00 GMT",
      "yesterday",
      "9".repeat(40),
    ),
    "accept-encoding": fc.constantFrom("br;q=0", "gzip;q=NaN", "*", "identity;q=0, *;q=0"),
    "x-forwarded-for": fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", "not an address", ""),
    "user-agent": fc.string({ maxLength: 300, unit: "grapheme-ascii" }),
  },
  { requiredKeys: [] },
);

function isHeaderSafe(text: string): boolean {
  return /^[\t\x20-\x7e\x80-\xff]*$/.test(text);
}

const EVENT_STREAM = "/api/events";
const ANSWER_TIMEOUT_MS = 10_000;

/** The answer, or a failure when none comes in time. */
async function answerOf(pending: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type Role = "guest" | "organizer" | "supplier" | "admin";
const ROLES: Role[] = ["guest", "organizer", "supplier", "admin"];
const PASSWORD = "fuzzing-lantern-harbour";
const ADMIN = { username: "fuzzadmin", email: "fuzzadmin@example.test", name: "Fuzz Admin" };

const routes: Route[] = [];
let t: TestApp;
/** The real time, moved past the seeded booking's event while its review is posted. */
const clock = runningClock();
// The own email keeps a profile change from being an email change, which needs the password.
const sessions = new Map<Role, { userId: number; cookie: string; known: Known }>();

/** A new session for the user, as a login makes one, without meeting the login limits. */
async function signIn(userId: number): Promise<string> {
  const { token } = await createSession(t.database.handle.db, userId, "fuzz");
  return `${SESSION_COOKIE}=${token}`;
}

function endedSession(response: LightMyRequestResponse): boolean {
  return response.cookies.some(
    (cookie) =>
      cookie.name === SESSION_COOKIE &&
      (cookie.value === "" || (cookie.expires !== undefined && cookie.expires < new Date())),
  );
}

/** A request with an accepted quote, a review, a message and an offering: rows for the ids to find. */
async function seedMarketplace(organizer: TestAccount, supplier: TestAccount) {
  const send = async (
    account: TestAccount,
    method: "POST" | "PUT",
    url: string,
    payload: object,
  ) => {
    const response = await injectAs(t.app, account.cookie, { method, url, payload });
    if (response.statusCode >= 300)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ id: number }>();
  };
  const request = await send(organizer, "POST", "/api/requests", {
    title: "Summer party",
    description: "Eighty guests in a garden",
    eventDateFrom: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    location: "York",
    categories: ["catering"],
  });
  const quote = await send(supplier, "POST", "/api/quotes", {
    requestId: request.id,
    price: "£900",
    total: 900,
    description: "Buffet for eighty",
  });
  await send(organizer, "PUT", `/api/quotes/${quote.id}/status`, { status: "accepted" });
  // Reviews wait for the event, 90 days ahead.
  await clock.during(Date.now() + 91 * 86_400_000, () =>
    send(organizer, "POST", "/api/reviews", {
      supplierId: supplier.user.id,
      requestId: request.id,
      rating: 5,
      comment: "Lovely food",
    }),
  );
  await send(supplier, "POST", "/api/messages", {
    receiverId: organizer.user.id,
    content: "Thank you!",
    requestId: request.id,
  });
  await send(supplier, "POST", "/api/equipment-offerings", {
    title: "Marquee",
    description: "Ten by twenty metres",
    category: "Tents",
  });
}

beforeAll(async () => {
  const pixels = sharp({
    create: { width: 3, height: 2, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  images.push(
    await pixels.clone().png().toBuffer(),
    await pixels.clone().jpeg().toBuffer(),
    await pixels.clone().webp().toBuffer(),
  );
  evidenceFiles.push(
    ...images,
    Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ),
    pngClaiming(30_000, 30_000),
  );
  t = await createTestApp(
    {
      REGISTER_RATE_LIMIT: "100000",
      LOGIN_RATE_LIMIT: "100000",
      PASSWORD_RESET_RATE_LIMIT: "100000",
    },
    {},
    {
      clock,
      onRoute: (options) => {
        const methods = [options.method].flat();
        for (const method of methods) if (method !== "HEAD") routes.push(routeOf(options, method));
      },
    },
  );
  const organizer = await registerAccount(t.app, { password: PASSWORD });
  const supplier = await registerAccount(t.app, {
    role: "supplier",
    password: PASSWORD,
    categories: ["catering"],
  });
  // A paying supplier reaches quoting and messaging rather than the upgrade answer.
  await t.database.handle.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionType: "monthly" })
    .where(eq(users.id, supplier.user.id));
  const admin = await createAdminAccount(
    t.database.handle.db,
    { ...ADMIN, password: PASSWORD },
    t.config.passwordHashCost,
  );
  await seedMarketplace(organizer, supplier);
  for (const [role, account] of [
    ["organizer", organizer],
    ["supplier", supplier],
  ] as const)
    sessions.set(role, {
      userId: account.user.id,
      cookie: account.cookie,
      known: { email: account.user.email },
    });
  sessions.set("admin", {
    userId: admin.id,
    cookie: await signIn(admin.id),
    known: { email: ADMIN.email },
  });
});
afterAll(() => t?.close());

describe("generated input to every route", () => {
  it(
    "never answers with a server error",
    async () => {
      expect(routes.length).toBeGreaterThan(50);
      const failures: string[] = [];
      // The admin goes last: suspending the other accounts must not hide routes from them.
      for (const role of ROLES) {
        for (const route of routes) {
          const request = fc.record({
            path: pathFor(route),
            extraHeaders: headersArbitrary,
            query: queryFor(route),
            body: route.multipart
              ? multipartBodyFor(route)
              : bodyFor(route.body, sessions.get(role)?.known ?? {}),
          });
          const result = await fc.check(
            fc.asyncProperty(request, async ({ path, query, body, extraHeaders }) => {
              const session = sessions.get(role);
              const headers: Record<string, string> = {
                ...extraHeaders,
                ...(session ? { cookie: session.cookie } : {}),
              };
              const sendsBody = route.method !== "GET" && route.method !== "DELETE";
              if (route.multipart && sendsBody)
                headers["content-type"] = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
              const response = await answerOf(
                t.app.inject({
                  method: route.method as "GET",
                  url: `${path}${query}`,
                  headers,
                  // The live event stream never ends: its status is the answer.
                  payloadAsStream: route.url.startsWith(EVENT_STREAM),
                  ...(sendsBody || route.body ? { payload: body as object } : {}),
                }),
              );
              const streams = route.url.startsWith(EVENT_STREAM);
              if (streams) response.stream().destroy();
              if (session && endedSession(response)) session.cookie = await signIn(session.userId);
              if (response.statusCode >= 500)
                throw new Error(
                  `${response.statusCode} ${streams ? "" : response.body.slice(0, 300)}`,
                );
            }),
            { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
          );
          if (result.failed)
            failures.push(
              `${role} ${route.method} ${route.url} (seed ${result.seed}): ${JSON.stringify(result.counterexample)?.slice(0, 600)} -> ${String(result.errorInstance)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    },
    // A ceiling, not a measure: the uploads (images, badge evidence, calendars read in a worker)
    // make a run take 40 s on a quiet machine and 150 s on a loaded one.
    60_000 + RUNS_PER_ROUTE * 12_000,
  );
});
