/**
 * iCalendar files made to hurt a reader: rules that never match, repeats every second, counts
 * past any integer, thousands of zones, deep nesting and broken UTF-8. Each is built around a
 * given "today" so the days it should block are known.
 */

const CRLF = "\r\n";
const compact = (day: string) => day.replaceAll("-", "");

const calendar = (...lines: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//EventEazy//Adversarial//EN",
    ...lines,
    "END:VCALENDAR",
  ]
    .join(CRLF)
    .concat(CRLF);

const event = (uid: string, ...lines: string[]) => [
  "BEGIN:VEVENT",
  `UID:${uid}@adversarial.test`,
  "DTSTAMP:20260101T000000Z",
  ...lines,
  "END:VEVENT",
];

/** February 30th: a rule no day ever matches, which a naive expansion searches for forever. */
export const NEVER_MATCHING_RULE = "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30";

/** A VTIMEZONE whose standard time starts at `offset` (such as "-1200") for every date. */
export function zoneAt(
  tzid: string,
  offset: string,
  rule = "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
) {
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${tzid}`,
    "BEGIN:STANDARD",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    "DTSTART:19701025T020000",
    rule,
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

export interface AdversarialCalendar {
  name: string;
  file: Buffer;
  /** The days it blocks when read; absent when it must be refused. */
  days?: string[];
}

/** Every day from `from` to `to`. */
function daysFrom(from: string, count: number): string[] {
  const start = new Date(`${from}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * The corpus, for a calendar whose window starts on `today` and ends `horizonDays` later.
 * `day(n)` is today plus n days.
 */
export function adversarialCalendars(today: string, horizonDays: number): AdversarialCalendar[] {
  const day = (offset: number) => daysFrom(today, offset + 1)[offset] ?? today;
  const inAWeek = day(7);
  const wholeWindow = daysFrom(today, horizonDays + 1);
  return [
    {
      name: "a rule that never matches",
      file: Buffer.from(
        calendar(...event("never", `DTSTART;VALUE=DATE:${compact(inAWeek)}`, NEVER_MATCHING_RULE)),
      ),
    },
    {
      name: "a rule that never matches, inside a time zone",
      file: Buffer.from(
        calendar(
          ...zoneAt("Nowhere/Never", "+0000", NEVER_MATCHING_RULE),
          ...event("zoned", `DTSTART;TZID=Nowhere/Never:${compact(inAWeek)}T100000`),
        ),
      ),
    },
    {
      name: "5,000 events repeating every second",
      file: Buffer.from(
        calendar(
          ...Array.from({ length: 5_000 }, (_, index) =>
            event(`s${index}`, `DTSTART:${compact(inAWeek)}T100000Z`, "RRULE:FREQ=SECONDLY"),
          ).flat(),
        ),
      ),
    },
    {
      name: "counts past any integer",
      file: Buffer.from(
        calendar(
          ...event(
            "c1",
            `DTSTART;VALUE=DATE:${compact(today)}`,
            "RRULE:FREQ=DAILY;COUNT=2147483648",
          ),
          ...event(
            "c2",
            `DTSTART:${compact(inAWeek)}T090000Z`,
            "RRULE:FREQ=WEEKLY;COUNT=99999999999999999999",
          ),
          ...event("c3", `DTSTART;VALUE=DATE:${compact(day(3))}`, "RRULE:FREQ=YEARLY;COUNT=-5"),
        ),
      ),
      // Every day follows the daily event until the window ends.
      days: wholeWindow,
    },
    {
      name: "2,000 time zones",
      file: Buffer.from(
        calendar(
          ...Array.from({ length: 2_000 }, (_, index) =>
            zoneAt(`Zone/Number${index}`, "+0000"),
          ).flat(),
          ...Array.from({ length: 20 }, (_, index) =>
            event(
              `z${index}`,
              `DTSTART;TZID=Zone/Number${index * 100}:${compact(day(10 + index))}T120000`,
            ),
          ).flat(),
        ),
      ),
      days: Array.from({ length: 20 }, (_, index) => day(10 + index)),
    },
    {
      name: "10,000 nested blocks",
      file: Buffer.from(
        calendar(
          ...Array.from({ length: 10_000 }, () => "BEGIN:X-NESTED"),
          ...Array.from({ length: 10_000 }, () => "END:X-NESTED"),
          ...event("nested", `DTSTART;VALUE=DATE:${compact(day(2))}`),
        ),
      ),
      days: [day(2)],
    },
    {
      name: "broken UTF-8",
      file: Buffer.concat(
        calendar(...event("utf8", `DTSTART;VALUE=DATE:${compact(day(4))}`, "SUMMARY:Caf<>"))
          .split("<>")
          // A lead byte with no continuation, then bytes UTF-8 never uses.
          .flatMap((text, index) => [
            ...(index > 0 ? [Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xe2, 0x82])] : []),
            Buffer.from(text),
          ]),
      ),
      days: [day(4)],
    },
  ];
}

/** A file with more events than a calendar may hold. */
export function calendarOfEvents(count: number, firstDay: string): Buffer {
  return Buffer.from(
    calendar(
      ...Array.from({ length: count }, (_, index) =>
        event(`many${index}`, `DTSTART;VALUE=DATE:${compact(firstDay)}`),
      ).flat(),
    ),
  );
}

/** A calendar holding one event on `day` and `zones` time zones of its own, each named anew. */
export function calendarWithZones(zones: number, day: string, tag: string): Buffer {
  return Buffer.from(
    calendar(
      ...Array.from({ length: zones }, (_, index) => zoneAt(`${tag}/Zone${index}`, "-0500")).flat(),
      ...event(`${tag}-zoned`, `DTSTART;TZID=${tag}/Zone0:${compact(day)}T120000`),
    ),
  );
}
