import { parentPort } from "node:worker_threads";
import ICAL from "ical.js";
import { type CalendarJob, readBusyDays } from "./calendar-import";

/**
 * A worker thread that reads uploaded calendars one at a time (calendar-reader.ts starts it and
 * ends it when a file takes too long). It says "ready" once its code is loaded.
 */
parentPort?.on("message", (job: CalendarJob) => {
  // Nothing registers zones here (readBusyDays uses each file's own), so this only guarantees
  // that no zone can outlive the file that brought it.
  ICAL.TimezoneService.reset();
  parentPort?.postMessage({ type: "read", reading: readBusyDays(job) });
});
parentPort?.postMessage({ type: "ready" });
