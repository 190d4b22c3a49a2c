import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client";
import { LiveEvent } from "#shared/contracts/live-events";

/** The one Postgres channel every EventEazy process listens on. */
export const LIVE_EVENTS_CHANNEL = "eventeazy_live";
/** Postgres refuses NOTIFY payloads of 8,000 bytes or more; stay clear of the edge. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

export type LiveEventListener = (event: LiveEvent) => void;

/**
 * Per-user events across every app server on one database: each process holds one LISTEN and
 * fans notifications out in memory to the streams open on it.
 */
export interface LiveEvents {
  /**
   * Sends an event to every open stream of the user, on any app server. Never rejects: a live
   * event is a hint to refetch, so a failure is logged and the caller's action still stands.
   */
  publish(userId: number, event: LiveEvent): Promise<void>;
  /** Calls `listener` with each event for the user until the returned function is called. */
  subscribe(userId: number, listener: LiveEventListener): () => void;
  /**
   * Calls `listener` each time the database announces a change of `topic` (a trigger's
   * `pg_notify` with `{"t": topic}`), whichever app server made it, and whenever this process
   * listens again after going deaf, since announcements may have been missed meanwhile.
   */
  onTopic(topic: string, listener: () => void): () => void;
  /**
   * Resolves true once every notification committed before the call has been delivered here
   * (Postgres delivers them in commit order, so hearing a marker sent now proves it), or false
   * when that is not confirmed within `timeoutMs`.
   */
  catchUp(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface LiveEventsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LiveEventsOptions {
  log?: LiveEventsLog;
  /**
   * How often the process checks its own LISTEN still hears: it notifies itself and listens
   * again when that goes unheard, so a connection lost without an error cannot silence it.
   * 0: never, for the embedded database, which has no connection to lose; there a probe held
   * up behind a busy moment would only listen again for nothing, deaf while it does.
   */
  probeIntervalMs?: number;
  probeTimeoutMs?: number;
}

interface Envelope {
  /** The user the event is for. */
  u?: unknown;
  e?: unknown;
  /** A process's check on its own LISTEN. */
  probe?: unknown;
  /** A change of a topic, announced by the database. */
  t?: unknown;
  /** A process's marker for catching up. */
  sync?: unknown;
}

const silentLog: LiveEventsLog = { warn() {}, error() {} };

const CATCH_UP_TIMEOUT_MS = 1000;

export async function createLiveEvents(
  database: Pick<DatabaseHandle, "db" | "listen">,
  { log = silentLog, probeIntervalMs = 60_000, probeTimeoutMs = 10_000 }: LiveEventsOptions = {},
): Promise<LiveEvents> {
  const listeners = new Map<number, Set<LiveEventListener>>();
  const topicListeners = new Map<string, Set<() => void>>();
  const catchingUp = new Map<string, (heard: boolean) => void>();
  let catchUpCount = 0;
  const processId = randomUUID();
  let pendingProbe: { id: string; timer: NodeJS.Timeout } | null = null;
  let isClosed = false;

  function announce(topic: string) {
    for (const listener of topicListeners.get(topic) ?? []) {
      try {
        listener();
      } catch (error) {
        log.error({ err: error, topic }, "Topic listener failed");
      }
    }
  }

  function deliver(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, "Unreadable live event ignored");
      return;
    }
    if (envelope.probe !== undefined) {
      if (pendingProbe && envelope.probe === pendingProbe.id) {
        clearTimeout(pendingProbe.timer);
        pendingProbe = null;
      }
      return;
    }
    if (typeof envelope.sync === "string") {
      catchingUp.get(envelope.sync)?.(true);
      return;
    }
    if (typeof envelope.t === "string") {
      announce(envelope.t);
      return;
    }
    const parsed = LiveEvent.safeParse(envelope.e);
    if (typeof envelope.u !== "number" || !parsed.success) {
      log.warn({ payload: payload.slice(0, 200) }, "Malformed live event ignored");
      return;
    }
    for (const listener of listeners.get(envelope.u) ?? []) {
      try {
        listener(parsed.data);
      } catch (error) {
        log.error({ err: error }, "Live event listener failed");
      }
    }
  }

  let stopListening = await database.listen(LIVE_EVENTS_CHANNEL, deliver);

  async function notify(payload: string) {
    await database.db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${payload})`);
  }

  async function listenAgain() {
    log.warn({}, "Live events went unheard; listening again");
    await stopListening().catch(() => {});
    if (isClosed) return;
    stopListening = await database.listen(LIVE_EVENTS_CHANNEL, deliver);
    // Whatever was announced while this process was deaf is lost: every topic counts as changed.
    for (const topic of topicListeners.keys()) announce(topic);
  }

  function probe() {
    if (isClosed || pendingProbe) return;
    const id = `${processId}:${Date.now()}`;
    const timer = setTimeout(() => {
      pendingProbe = null;
      listenAgain().catch((error: unknown) =>
        log.error({ err: error }, "Listening for live events again failed"),
      );
    }, probeTimeoutMs);
    timer.unref();
    pendingProbe = { id, timer };
    notify(JSON.stringify({ probe: id })).catch(() => {
      // The database is unreachable: the timeout above listens again once it is back.
    });
  }

  const probeInterval = probeIntervalMs > 0 ? setInterval(probe, probeIntervalMs) : undefined;
  probeInterval?.unref();

  return {
    async publish(userId, event) {
      if (isClosed) return;
      const payload = JSON.stringify({ u: userId, e: event });
      if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
        log.error({ userId, type: event.type }, "Live event too large to send; dropped");
        return;
      }
      try {
        await notify(payload);
      } catch (error) {
        log.warn({ err: error, userId, type: event.type }, "Publishing a live event failed");
      }
    },

    subscribe(userId, listener) {
      if (isClosed) return () => {};
      let forUser = listeners.get(userId);
      if (!forUser) {
        forUser = new Set();
        listeners.set(userId, forUser);
      }
      forUser.add(listener);
      return () => {
        const current = listeners.get(userId);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) listeners.delete(userId);
      };
    },

    onTopic(topic, listener) {
      if (isClosed) return () => {};
      let forTopic = topicListeners.get(topic);
      if (!forTopic) {
        forTopic = new Set();
        topicListeners.set(topic, forTopic);
      }
      forTopic.add(listener);
      return () => {
        const current = topicListeners.get(topic);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) topicListeners.delete(topic);
      };
    },

    catchUp(timeoutMs = CATCH_UP_TIMEOUT_MS) {
      if (isClosed) return Promise.resolve(false);
      catchUpCount += 1;
      const id = `${processId}:${catchUpCount}`;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => finish(false), timeoutMs);
        timer.unref();
        function finish(heard: boolean) {
          clearTimeout(timer);
          catchingUp.delete(id);
          // Unheard: check at once whether this process's LISTEN still hears at all.
          if (!heard) probe();
          resolve(heard);
        }
        catchingUp.set(id, finish);
        notify(JSON.stringify({ sync: id })).catch(() => {
          // The database is unreachable: the timeout answers.
        });
      });
    },

    async close() {
      if (isClosed) return;
      isClosed = true;
      clearInterval(probeInterval);
      if (pendingProbe) clearTimeout(pendingProbe.timer);
      pendingProbe = null;
      for (const finish of [...catchingUp.values()]) finish(false);
      listeners.clear();
      topicListeners.clear();
      await stopListening().catch(() => {});
    },
  };
}
