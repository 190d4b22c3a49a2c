import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "#server/lib/errors";
import { CALENDAR_IMPORTS_BUSY_MESSAGE } from "#shared/contracts/availability";
import { adversarialCalendars } from "#tests/support/adversarial-calendars";
import type { CalendarJob } from "./calendar-import";
import { type CalendarReader, createCalendarReader } from "./calendar-reader";

/**
 * The reader on its own, with real worker threads: what the API tests cannot pin down, such as
 * which limit ended a reading and how many uploads may wait.
 */

const TODAY = "2027-03-03";
const window = { from: TODAY, to: "2029-03-02" };
const corpus = adversarialCalendars(TODAY, 730);
const jobOf = (file: Buffer): CalendarJob => ({
  text: file.toString("utf8"),
  window,
  eventsMax: 5_000,
});
const neverMatching = jobOf(corpus[0]?.file ?? Buffer.alloc(0));
const small = jobOf(
  Buffer.from(
    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:20270310\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
  ),
);

let reader: CalendarReader | undefined;
afterEach(async () => {
  await reader?.close();
  reader = undefined;
});

describe("the calendar reader", () => {
  it("ends a reading that runs past the time limit, and reads the next file in a new worker", async () => {
    reader = createCalendarReader({ readingsAtOnce: 1 });
    expect(await reader.read(neverMatching)).toEqual({ outcome: "too_costly", cause: "time" });
    expect(await reader.read(small)).toEqual({ outcome: "read", events: 1, days: ["2027-03-10"] });
  });

  it("ends a reading that runs out of heap", async () => {
    // A small heap, so a 1 MB file of short lines (about 30 MB once parsed) is too much; time
    // enough that the heap, not the clock, ends it on a busy machine.
    reader = createCalendarReader({ readingsAtOnce: 1, heapMb: 24, timeLimitMs: 60_000 });
    const lines = `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n${"X:a\r\n".repeat(200_000)}END:VEVENT\r\nEND:VCALENDAR\r\n`;
    expect(await reader.read({ ...small, text: lines })).toEqual({
      outcome: "too_costly",
      cause: "memory",
    });
    expect(await reader.read(small)).toMatchObject({ outcome: "read", events: 1 });
  });

  it("lets four uploads wait for each reading and asks the next to come back", async () => {
    reader = createCalendarReader({ readingsAtOnce: 1 });
    const admitted = Array.from({ length: 5 }, () => reader?.read(small));
    const refused = await reader.read(small).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 429, message: CALENDAR_IMPORTS_BUSY_MESSAGE });
    for (const reading of await Promise.all(admitted))
      expect(reading).toMatchObject({ outcome: "read" });
    // Once they are done, there is room again.
    expect(await reader.read(small)).toMatchObject({ outcome: "read" });
  });
});
