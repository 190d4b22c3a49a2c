import { type AppServer, send, Tally } from "./traffic";
import type { Write } from "./users";

const REPLACED = "replaced";

export interface ReadBackResult {
  checked: Record<Write["kind"], number>;
  /** Images replaced by a later upload that was not acknowledged (its answer died with a server). */
  replaced: number;
  lost: { write: Write; why: string }[];
}

/** The server a write is read back through: another one than answered it, when there is one. */
function otherThan(server: AppServer, servers: AppServer[]): AppServer {
  return servers.find((candidate) => candidate !== server) ?? server;
}

async function isStillThere(
  write: Write,
  server: AppServer,
  servers: AppServer[],
): Promise<string | undefined> {
  // Read-back requests are kept out of the run's own figures.
  const tally = new Tally();
  const as = { cookie: write.owner.cookie, server, servers, tally, accept: [404] };
  switch (write.kind) {
    case "request": {
      const answer = await send({ ...as, action: "read back", path: `/api/requests/${write.id}` });
      const body = answer?.body as { title?: string } | undefined;
      return answer?.status === 200 && body?.title === write.title
        ? undefined
        : `answered ${answer?.status ?? "nothing"}`;
    }
    case "quote": {
      const answer = await send({ ...as, action: "read back", path: `/api/quotes/${write.id}` });
      const body = answer?.body as { requestId?: number } | undefined;
      return answer?.status === 200 && body?.requestId === write.requestId
        ? undefined
        : `answered ${answer?.status ?? "nothing"}`;
    }
    case "message": {
      let before = "";
      for (;;) {
        const answer = await send({
          ...as,
          action: "read back",
          path: `/api/messages/${write.receiverId}${before}`,
        });
        if (answer?.status !== 200) return `thread answered ${answer?.status ?? "nothing"}`;
        const thread = answer.body as { messages: { id: number }[]; hasMore: boolean };
        if (thread.messages.some((message) => message.id === write.id)) return undefined;
        const oldest = thread.messages[0]?.id;
        if (!thread.hasMore || oldest === undefined || oldest < write.id)
          return "not in the thread";
        before = `?before=${oldest}`;
      }
    }
    case "upload": {
      const profile = await send({ ...as, action: "read back", path: "/api/auth/me" });
      const shown = (profile?.body as Record<string, unknown> | undefined)?.[write.slot];
      // An upload whose answer was lost with the killed server may have replaced this one since.
      if (typeof shown === "string" && shown !== write.url) return REPLACED;
      if (shown !== write.url) return `profile shows ${String(shown)}`;
      const image = await send({ ...as, cookie: undefined, action: "read back", path: write.url });
      const type = image?.headers.get("content-type") ?? "";
      return image?.status === 200 && type.startsWith("image/")
        ? undefined
        : `image answered ${image?.status ?? "nothing"} ${type}`;
    }
  }
}

/** Reads every acknowledged write back through a server other than the one that answered it. */
export async function readBack(writes: Write[], servers: AppServer[]): Promise<ReadBackResult> {
  const checked: ReadBackResult["checked"] = { request: 0, quote: 0, message: 0, upload: 0 };
  const lost: ReadBackResult["lost"] = [];
  let replaced = 0;
  const queue = [...writes];
  const worker = async () => {
    for (let write = queue.shift(); write; write = queue.shift()) {
      const why = await isStillThere(write, otherThan(write.server, servers), servers);
      checked[write.kind] += 1;
      if (why === REPLACED) replaced += 1;
      else if (why) lost.push({ write, why });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { checked, replaced, lost };
}
