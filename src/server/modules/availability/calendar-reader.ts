import { Worker } from "node:worker_threads";
import pLimit from "p-limit";
import { tooMany } from "#server/lib/errors";
import { workerFile } from "#server/lib/worker-file";
import { CALENDAR_IMPORTS_BUSY_MESSAGE } from "#shared/contracts/availability";
import type { CalendarJob, CalendarReading } from "./calendar-import";

/** A file still being read after this long is refused, and its worker ended. */
export const CALENDAR_READ_TIME_LIMIT_MS = 2_000;
/**
 * The heap a worker may use. A 1 MB file needs about 40 MB at most; past the limit V8 ends the
 * worker, not the server.
 */
export const CALENDAR_READ_HEAP_MB = 128;
/** Uploads that may wait for a worker, for each one reading; more are asked to come back. */
const WAITING_PER_READING = 4;
/** A worker left idle this long is ended, so an occasional import keeps no thread alive. */
const IDLE_MS = 60_000;
/** Loading the worker's code: slow only on a cold, busy machine running from source. */
const START_LIMIT_MS = 60_000;

/**
 * What a reading gave, or that the file cost too much: its reading took too long, ran out of
 * heap, or failed in a way only such a file can make it (a stack too deep).
 */
export type CalendarReaderResult =
  | CalendarReading
  | { outcome: "too_costly"; cause: "time" | "memory" | "failure" };

export interface CalendarReader {
  /** Reads the file in a worker thread; refuses with 429 when too many are already waiting. */
  read(job: CalendarJob): Promise<CalendarReaderResult>;
  /** Ends every worker; readings under way are not answered. */
  close(): Promise<void>;
}

/**
 * The worker thread's code. Compiled, it is calendar-worker.js beside this file and runs as it
 * is. From source (`node --import tsx` in development, vitest in tests) it is TypeScript, which a
 * worker thread cannot load by itself: on Node 20 the parent's `--import tsx` hooks do not reach
 * workers, and vitest's transform never does. So the worker starts from a line of JavaScript that
 * loads it through tsx's API.
 */
function startWorker(heapMb: number): Worker {
  const options = {
    resourceLimits: {
      maxOldGenerationSizeMb: heapMb,
      maxYoungGenerationSizeMb: 16,
      stackSizeMb: 4,
    },
  };
  const self = import.meta.url;
  const worker = workerFile("calendar-worker", self);
  if (!worker.fromSource) return new Worker(worker.url, options);
  const tsx = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(worker.url.href)}, ${JSON.stringify(self)}));`;
  return new Worker(bootstrap, { ...options, eval: true });
}

interface WorkerHandlers {
  message: (message: { reading: CalendarReading }) => void;
  error: (error: Error) => void;
  exit: (code: number) => void;
}

/**
 * Listens to the worker until the returned function is called. Only these listeners are removed
 * then: Worker's own listeners (which keep its message port going) must stay.
 */
function listenTo(worker: Worker, handlers: WorkerHandlers): () => void {
  worker.on("message", handlers.message);
  worker.on("error", handlers.error);
  worker.on("exit", handlers.exit);
  return () => {
    worker.off("message", handlers.message);
    worker.off("error", handlers.error);
    worker.off("exit", handlers.exit);
  };
}

/** A worker that has loaded its code and waits for a file. */
function readyWorker(heapMb: number): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(heapMb);
    const fail = (error: Error) => {
      clearTimeout(timer);
      stop();
      void worker.terminate();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new Error(`the calendar worker did not start in ${START_LIMIT_MS} ms`)),
      START_LIMIT_MS,
    );
    const stop = listenTo(worker, {
      message: () => {
        clearTimeout(timer);
        stop();
        resolve(worker);
      },
      error: fail,
      exit: (code) => fail(new Error(`the calendar worker exited with ${code} as it started`)),
    });
  });
}

/**
 * Reads uploaded calendars off the main thread. ical.js can loop forever on a rule no day matches
 * (in an event or inside a time zone) and can spend seconds on rules that repeat every second,
 * so each file is read in a worker thread with a heap limit, which is ended when the file takes
 * longer than CALENDAR_READ_TIME_LIMIT_MS; the rest of EventEazy keeps answering meanwhile. At
 * most `readingsAtOnce` files are read at once, a few more wait, and the rest get 429.
 * A worker that finished a file in time reads the next one: it keeps nothing of the last file.
 */
export function createCalendarReader({
  readingsAtOnce,
  heapMb = CALENDAR_READ_HEAP_MB,
  timeLimitMs = CALENDAR_READ_TIME_LIMIT_MS,
}: {
  readingsAtOnce: number;
  heapMb?: number;
  timeLimitMs?: number;
}): CalendarReader {
  const limit = pLimit(readingsAtOnce);
  /** Idle workers, each with what ends it: its idle timer and the listener that notices it exiting. */
  const idle = new Map<Worker, () => void>();
  const working = new Set<Worker>();
  let closed = false;

  const takeWorker = async (): Promise<Worker> => {
    const [worker, release] = [...idle][0] ?? [];
    // A start can fail on a machine short of threads or memory; one more try before giving up.
    if (!worker || !release) return readyWorker(heapMb).catch(() => readyWorker(heapMb));
    release();
    return worker;
  };

  const putBack = (worker: Worker) => {
    if (closed) {
      void worker.terminate();
      return;
    }
    const timer = setTimeout(() => {
      release();
      void worker.terminate();
    }, IDLE_MS);
    const exited = () => release();
    const release = () => {
      clearTimeout(timer);
      worker.off("exit", exited);
      idle.delete(worker);
    };
    worker.on("exit", exited);
    idle.set(worker, release);
    // An idle worker must not keep the process alive.
    timer.unref();
    worker.unref();
  };

  const readIn = (worker: Worker, job: CalendarJob): Promise<CalendarReaderResult> =>
    new Promise((resolve) => {
      working.add(worker);
      worker.ref();
      const finish = (result: CalendarReaderResult, keep: boolean) => {
        clearTimeout(timer);
        stop();
        working.delete(worker);
        if (keep) putBack(worker);
        else void worker.terminate();
        resolve(result);
      };
      const tooCostly = (cause: "time" | "memory" | "failure") =>
        finish({ outcome: "too_costly", cause }, false);
      const timer = setTimeout(() => tooCostly("time"), timeLimitMs);
      const stop = listenTo(worker, {
        message: (message) => finish(message.reading, true),
        error: (error) =>
          tooCostly(
            (error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY"
              ? "memory"
              : "failure",
          ),
        exit: () => tooCostly("failure"),
      });
      worker.postMessage(job);
    });

  return {
    read(job) {
      if (limit.activeCount + limit.pendingCount >= readingsAtOnce * (1 + WAITING_PER_READING))
        return Promise.reject(tooMany(CALENDAR_IMPORTS_BUSY_MESSAGE));
      return limit(async () => readIn(await takeWorker(), job));
    },
    async close() {
      closed = true;
      limit.clearQueue();
      const workers = [...idle.keys(), ...working];
      for (const release of [...idle.values()]) release();
      working.clear();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
