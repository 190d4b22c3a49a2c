import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { latestMessageId, messageEventsSince } from "#server/modules/messages/messages.service";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { SESSION_COOKIE } from "#server/plugins/session";
import { resolveSession } from "#server/plugins/session-store";
import { ErrorBody, INTEGER_MAX } from "#shared/contracts/common";
import type { LiveEvent } from "#shared/contracts/live-events";
import { LIVE_HEARTBEAT_MS, LIVE_READY_EVENT, LIVE_RETRY_MS } from "#shared/domain/live-stream";
import { createLiveStreamSlots } from "./live-stream-slots";

/** At most this many missed messages are replayed; beyond that the page's refetch catches up. */
export const REPLAY_LIMIT = 100;
/** A client this far behind is not reading; it is cut off and reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A signed-out or suspended user's stream ends within this many heartbeats. */
const SESSION_CHECK_EVERY = 2;

/**
 * A Last-Event-ID header worth honouring: a message id this stream handed out, so never one
 * beyond the id column's range.
 */
function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id <= INTEGER_MAX ? id : null;
}

function frame(event: LiveEvent, id?: number): string {
  return `${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`;
}

/**
 * `GET /api/events`: the signed-in user's live events as server-sent events. Message events
 * carry the message id as the event id, so a reconnecting browser's Last-Event-ID replays what it
 * missed; other events are hints to refetch, and the `ready` event that opens every connection
 * tells the page to refetch after a gap.
 */
export const liveEventRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, liveEvents, config },
) => {
  const openStreams = new Set<() => void>();
  const slots = createLiveStreamSlots(config.liveStreamLimits);
  // Streams never end on their own; closing the server must not wait for the browsers.
  app.addHook("preClose", async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(
    "/",
    {
      // A HEAD request has no body to stream events into.
      exposeHeadRoute: false,
      schema: {
        tags: ["events"],
        summary:
          "The signed-in user's live events (text/event-stream); send Last-Event-ID to resume",
        response: { 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const sessionToken = request.cookies[SESSION_COOKIE] ?? "";
      const lastEventId = parseLastEventId(request.headers["last-event-id"]);
      // Taken before any wait, so streams opened at once cannot all pass the count together.
      const releaseSlot = slots.take(user.id, request.ip);

      // Listen first, then read the database: an event landing in between is queued, not lost.
      const queued: LiveEvent[] = [];
      let deliver: (event: LiveEvent) => void = (event) => queued.push(event);
      const unsubscribe = liveEvents.subscribe(user.id, (event) => deliver(event));
      let latest: number;
      let missed: Awaited<ReturnType<typeof messageEventsSince>>;
      try {
        [latest, missed] = await Promise.all([
          latestMessageId(db),
          lastEventId === null
            ? Promise.resolve([])
            : messageEventsSince(db, user.id, lastEventId, REPLAY_LIMIT),
        ]);
      } catch (error) {
        unsubscribe();
        releaseSlot();
        throw error;
      }
      if (request.raw.socket.destroyed) {
        unsubscribe();
        releaseSlot();
        return;
      }

      reply.hijack();
      const response = reply.raw;
      // Helmet's headers are already on the raw response; compression never sees a hijacked reply.
      response.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store, no-transform",
        connection: "keep-alive",
        // Reverse proxies (nginx and others) would otherwise hold events back in a buffer.
        "x-accel-buffering": "no",
      });

      let isEnded = false;
      let beats = 0;
      const heartbeat = setInterval(() => {
        write(": heartbeat\n\n");
        beats += 1;
        if (beats % SESSION_CHECK_EVERY === 0) {
          resolveSession(db, sessionToken)
            .then((session) => {
              if (!session) end();
            })
            .catch(() => {});
        }
      }, LIVE_HEARTBEAT_MS);
      heartbeat.unref();

      function end() {
        if (isEnded) return;
        isEnded = true;
        clearInterval(heartbeat);
        unsubscribe();
        releaseSlot();
        openStreams.delete(end);
        if (!response.writableEnded) response.end();
      }
      function write(chunk: string) {
        if (isEnded) return;
        response.write(chunk);
        if (response.writableLength > MAX_BUFFERED_BYTES) end();
      }
      openStreams.add(end);
      // The response's close, not the request's: a request closes once its (empty) body is read.
      response.on("close", end);
      response.on("error", end);

      let cursor = latest;
      const replayed = new Set<number>();
      write(`retry: ${LIVE_RETRY_MS}\n\n`);
      for (const event of missed) {
        replayed.add(event.messageId);
        cursor = Math.max(cursor, event.messageId);
        write(frame(event, event.messageId));
      }
      write(`id: ${cursor}\nevent: ${LIVE_READY_EVENT}\ndata: {}\n\n`);

      // Event ids only ever grow, so a resume point never asks for a message twice.
      const send = (event: LiveEvent) => {
        if (event.type !== "message") return write(frame(event));
        if (replayed.has(event.messageId)) return;
        cursor = Math.max(cursor, event.messageId);
        write(frame(event, cursor));
      };
      for (const event of queued) send(event);
      deliver = send;
    },
  );
};
