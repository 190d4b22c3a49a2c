import type { AppServer } from "./traffic";
import type { Session } from "./users";

/**
 * A browser's live-events stream (`GET /api/events`) held open on one server, noting when each
 * message event arrives, so a message sent through another server can be waited for.
 */
export class LiveListener {
  private readonly heardAt = new Map<number, number>();
  private readonly abort = new AbortController();
  private buffer = "";
  reconnects = 0;

  constructor(
    private readonly session: Session,
    private readonly server: AppServer,
  ) {}

  /** Resolves once the stream is open and its `ready` event has arrived; keeps reconnecting. */
  async open(): Promise<void> {
    let isReady: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      isReady = resolve;
    });
    const connect = async () => {
      while (!this.abort.signal.aborted) {
        try {
          const response = await fetch(`${this.server.baseUrl}/api/events`, {
            headers: { cookie: this.session.cookie, accept: "text/event-stream" },
            signal: this.abort.signal,
          });
          if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
          const decoder = new TextDecoder();
          const reader = response.body.getReader();
          for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
            this.buffer += decoder.decode(chunk.value, { stream: true });
            if (this.buffer.includes("event: ready")) isReady();
            this.readFrames();
          }
        } catch {
          // The stream's server went away or the run is over: a browser would reconnect.
        }
        if (this.abort.signal.aborted) return;
        this.reconnects += 1;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    void connect();
    await ready;
  }

  private readFrames() {
    const frames = this.buffer.split("\n\n");
    this.buffer = frames.pop() ?? "";
    for (const frame of frames)
      for (const line of frame.split("\n")) {
        if (!line.startsWith("data: ")) continue;
        const event = JSON.parse(line.slice(6)) as { type?: string; messageId?: number };
        if (event.type === "message" && typeof event.messageId === "number")
          this.heardAt.set(event.messageId, Date.now());
      }
  }

  /** When the message's event arrived, waiting up to `timeoutMs`; undefined if it never did. */
  async heard(messageId: number, timeoutMs: number): Promise<number | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (!this.heardAt.has(messageId) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return this.heardAt.get(messageId);
  }

  close() {
    this.abort.abort();
  }
}
