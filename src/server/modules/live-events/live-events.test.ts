import type { IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { users } from "#server/db/schema";
import {
  type LiveEvent,
  liveStreamsPerAccountMessage,
  liveStreamsPerAddressMessage,
} from "#shared/contracts/live-events";
import type { MessageView } from "#shared/contracts/messages";
import { LIVE_READY_EVENT, LIVE_RETRY_MS } from "#shared/domain/live-stream";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

interface Stream {
  response: Response;
  frames: Frame[];
  /** The live events received so far, in order. */
  events(): LiveEvent[];
  /** The id a browser would send back as Last-Event-ID. */
  lastEventId(): string | undefined;
  close(): void;
}

let t: TestApp;
let baseUrl: string;
let organizer: TestAccount;
let supplier: TestAccount;
let bystander: TestAccount;
let otherSupplier: TestAccount;

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "id" || field === "event" || field === "retry") frame[field] = value;
    if (field === "data") frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
  }
  return frame;
}

/** Reads `GET /api/events` over real HTTP, the way a browser's EventSource would. */
async function openStream(base: string, headers: Record<string, string> = {}): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { accept: "text/event-stream", "accept-encoding": "br, gzip", ...headers },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  if (response.body && response.headers.get("content-type")?.startsWith("text/event-stream")) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
      }
    })().catch(() => {});
  }
  return {
    response,
    frames,
    events: () =>
      frames
        .filter((frame) => frame.event === undefined && frame.data !== undefined)
        .map((frame) => JSON.parse(frame.data ?? "") as LiveEvent),
    lastEventId: () => frames.filter((frame) => frame.id !== undefined).at(-1)?.id,
    close: () => controller.abort(),
  };
}

const streamOf = (account: TestAccount, headers: Record<string, string> = {}) =>
  openStream(baseUrl, { cookie: account.cookie, ...headers });

async function ready(stream: Stream): Promise<Frame> {
  await expect.poll(() => stream.frames.some((f) => f.event === LIVE_READY_EVENT)).toBe(true);
  return stream.frames.find((f) => f.event === LIVE_READY_EVENT) as Frame;
}

async function send(app: FastifyInstance, from: TestAccount, to: TestAccount, content: string) {
  const response = await injectAs(app, from.cookie, {
    method: "POST",
    url: "/api/messages",
    payload: { receiverId: to.user.id, content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MessageView>();
}

const messageEvent = (message: MessageView): LiveEvent => ({
  type: "message",
  messageId: message.id,
  senderId: message.senderId ?? 0,
  receiverId: message.receiverId ?? 0,
  requestId: message.requestId,
});

const messageIdsOf = (stream: Stream) =>
  stream.events().flatMap((event) => (event.type === "message" ? [event.messageId] : []));

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: "10000", LOGIN_RATE_LIMIT: "10000" });
  [organizer, supplier, bystander, otherSupplier] = await Promise.all([
    registerAccount(t.app, { name: "Olive Organizer" }),
    registerAccount(t.app, { role: "supplier", companyName: "Harbour Lights Photography" }),
    registerAccount(t.app, { name: "Bea Bystander" }),
    registerAccount(t.app, { role: "supplier", companyName: "Copper Kettle Catering" }),
  ]);
  await t.database.handle.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionExpiry: new Date(Date.now() + 86_400_000) })
    .where(inArray(users.id, [supplier.user.id, otherSupplier.user.id]));
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

describe("GET /api/events", () => {
  it("answers 401 without a session, or with one that has ended", async () => {
    const attempts: Record<string, string>[] = [{}, { cookie: "eventeazy_session=not-a-session" }];
    for (const headers of attempts) {
      const stream = await openStream(baseUrl, headers);
      expect(stream.response.status).toBe(401);
      expect(stream.response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await stream.response.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it("has no HEAD form, which would hold a connection open with nothing to send", async () => {
    const response = await injectAs(t.app, organizer.cookie, {
      method: "HEAD",
      url: "/api/events",
    });
    expect(response.statusCode).toBe(404);
  });

  it("opens an uncompressed, uncached event stream with a retry hint and a ready event", async () => {
    const stream = await streamOf(organizer);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(stream.response.headers.get("content-encoding")).toBeNull();
      expect(stream.response.headers.get("cache-control")).toBe("no-store, no-transform");
      expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
      // The security headers still apply.
      expect(stream.response.headers.get("x-content-type-options")).toBe("nosniff");
      const readyFrame = await ready(stream);
      expect(stream.frames[0]).toEqual({ retry: String(LIVE_RETRY_MS) });
      expect(readyFrame.id).toMatch(/^\d+$/);
    } finally {
      stream.close();
    }
  });

  it("delivers a message to its receiver (and the sender's own pages) within a second, and to no one else", async () => {
    const [toSupplier, toOrganizer, toBystander] = await Promise.all([
      streamOf(supplier),
      streamOf(organizer),
      streamOf(bystander),
    ]);
    try {
      await Promise.all([ready(toSupplier), ready(toOrganizer), ready(toBystander)]);
      const message = await send(t.app, organizer, supplier, "Are you free on 1 July?");
      // Within a second of the sender's answer (the poll fails after 1,000 ms).
      await expect
        .poll(() => toSupplier.events(), { timeout: 1000, interval: 10 })
        .toContainEqual(messageEvent(message));
      await expect.poll(() => toOrganizer.events()).toContainEqual(messageEvent(message));
      // The message's id is the event id, so a reconnect resumes after it.
      expect(toSupplier.lastEventId()).toBe(String(message.id));
      // The receiver's notification arrives as its own event.
      await expect
        .poll(() => toSupplier.events().some((event) => event.type === "notification"))
        .toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(toBystander.events()).toEqual([]);
    } finally {
      for (const stream of [toSupplier, toOrganizer, toBystander]) stream.close();
    }
  });

  it("tells the sender's pages when the receiver reads their messages", async () => {
    const stream = await streamOf(organizer);
    try {
      await ready(stream);
      await send(t.app, organizer, supplier, "Did you get my message?");
      await injectAs(t.app, supplier.cookie, {
        method: "GET",
        url: `/api/messages/${organizer.user.id}`,
      });
      await expect
        .poll(() => stream.events())
        .toContainEqual({
          type: "messages-read",
          readerId: supplier.user.id,
          senderId: organizer.user.id,
        });
    } finally {
      stream.close();
    }
  });

  it("replays what a reconnecting page missed, once, from Last-Event-ID", async () => {
    const first = await streamOf(supplier);
    await ready(first);
    const seen = await send(t.app, organizer, supplier, "Before the drop");
    await expect.poll(() => messageIdsOf(first)).toContain(seen.id);
    const resumeFrom = first.lastEventId() ?? "";
    first.close();

    const missedOne = await send(t.app, organizer, supplier, "While away, one");
    const missedTwo = await send(t.app, bystander, supplier, "While away, two");
    await send(t.app, organizer, otherSupplier, "Someone else's message");

    const resumed = await streamOf(supplier, { "last-event-id": resumeFrom });
    try {
      const readyFrame = await ready(resumed);
      expect(messageIdsOf(resumed)).toEqual([missedOne.id, missedTwo.id]);
      expect(Number(readyFrame.id)).toBeGreaterThanOrEqual(missedTwo.id);

      const after = await send(t.app, organizer, supplier, "After the reconnect");
      await expect
        .poll(() => messageIdsOf(resumed))
        .toEqual([missedOne.id, missedTwo.id, after.id]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(messageIdsOf(resumed)).toEqual([missedOne.id, missedTwo.id, after.id]);
    } finally {
      resumed.close();
    }
  });

  it("ignores a Last-Event-ID that is not one of its ids", async () => {
    const stream = await streamOf(supplier, { "last-event-id": "not-a-number" });
    try {
      await ready(stream);
      expect(messageIdsOf(stream)).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it("lets go of a stream when the browser disconnects", async () => {
    // A server of its own, so no other test's connections are counted.
    const app = await buildApp(t.config, { database: t.database.handle });
    const streamSockets = new Set<Socket>();
    app.server.on("request", (request: IncomingMessage) => {
      if (request.url !== "/api/events") return;
      streamSockets.add(request.socket);
      request.socket.on("close", () => streamSockets.delete(request.socket));
    });
    try {
      const stream = await openStream(await listen(app), { cookie: bystander.cookie });
      await ready(stream);
      expect(streamSockets.size).toBe(1);
      stream.close();
      await expect.poll(() => streamSockets.size).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe("several app servers on one database", () => {
  it("delivers an event published by one server to a stream held by another, and closes with streams open", async () => {
    const second = await buildApp(t.config, { database: t.database.handle });
    const secondUrl = await listen(second);
    const stream = await openStream(secondUrl, { cookie: supplier.cookie });
    try {
      await ready(stream);
      const message = await send(t.app, organizer, supplier, "Sent through the first server");
      await expect
        .poll(() => stream.events(), { timeout: 1000, interval: 10 })
        .toContainEqual(messageEvent(message));
    } finally {
      const closing = Date.now();
      await second.close();
      // An open stream must not hold the server's shutdown.
      expect(Date.now() - closing).toBeLessThan(2000);
      stream.close();
    }
  });
});

describe("how many streams one account and one address may hold", () => {
  const PER_ADDRESS = 15;
  let limited: TestApp;
  let limitedUrl: string;
  beforeAll(async () => {
    // Behind one proxy, so each test names its client address in X-Forwarded-For.
    limited = await createTestApp({
      TRUST_PROXY: "1",
      LIVE_STREAMS_PER_ACCOUNT: "10",
      LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
      REGISTER_RATE_LIMIT: "10000",
    });
    limitedUrl = await listen(limited.app);
  });
  afterAll(() => limited.close());

  const streamsOf = (account: TestAccount, address: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        openStream(limitedUrl, { cookie: account.cookie, "x-forwarded-for": address }),
      ),
    );
  const closeAll = (streams: Stream[]) => {
    for (const stream of streams) stream.close();
  };
  const accepted = (streams: Stream[]) => streams.filter((s) => s.response.status === 200);

  it("accepts LIVE_STREAMS_PER_ACCOUNT streams of one account opened at once, and refuses the rest with 429", async () => {
    const account = await registerAccount(limited.app);
    const streams = await streamsOf(account, "198.51.100.1", 40);
    try {
      expect(accepted(streams)).toHaveLength(10);
      const refused = streams.filter((s) => s.response.status === 429);
      expect(refused).toHaveLength(30);
      expect(await refused[0]?.response.json()).toMatchObject({
        message: liveStreamsPerAccountMessage(10),
      });
      await Promise.all(accepted(streams).map(ready));
    } finally {
      closeAll(streams);
    }
  });

  it("gives a closed stream's place to the next one", async () => {
    const account = await registerAccount(limited.app);
    const streams = await streamsOf(account, "198.51.100.2", 10);
    const later: Stream[] = [];
    try {
      expect(accepted(streams)).toHaveLength(10);
      const [eleventh] = await streamsOf(account, "198.51.100.2", 1);
      expect(eleventh?.response.status).toBe(429);
      streams[0]?.close();
      // The server hears of the close a moment later; until then the account is still full.
      await expect
        .poll(async () => {
          const [next] = await streamsOf(account, "198.51.100.2", 1);
          if (next) later.push(next);
          return next?.response.status;
        })
        .toBe(200);
      await ready(later.at(-1) as Stream);
    } finally {
      closeAll([...streams, ...later]);
    }
  });

  it("holds one client address to LIVE_STREAMS_PER_ADDRESS across its accounts", async () => {
    const [first, second, third] = await Promise.all([
      registerAccount(limited.app),
      registerAccount(limited.app),
      registerAccount(limited.app),
    ]);
    if (!first || !second || !third) throw new Error("accounts missing");
    const streams = [
      ...(await streamsOf(first, "198.51.100.3", 10)),
      ...(await streamsOf(second, "198.51.100.3", 5)),
    ];
    const more: Stream[] = [];
    try {
      expect(accepted(streams)).toHaveLength(PER_ADDRESS);
      more.push(...(await streamsOf(third, "198.51.100.3", 1)));
      expect(more[0]?.response.status).toBe(429);
      expect(await more[0]?.response.json()).toMatchObject({
        message: liveStreamsPerAddressMessage(PER_ADDRESS),
      });
      // The same account from another address is not held back.
      more.push(...(await streamsOf(third, "198.51.100.4", 1)));
      expect(more[1]?.response.status).toBe(200);
    } finally {
      closeAll([...streams, ...more]);
    }
  });
});
