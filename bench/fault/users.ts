import { CATEGORY_KEYS } from "#shared/domain/categories";
import type { ConfirmationLinks } from "./outbox";
import { type AppServer, send, type Tally } from "./traffic";

export type Role = "organizer" | "supplier";

export interface Session {
  userId: number;
  role: Role;
  email: string;
  cookie: string;
  home: AppServer;
}

interface Acknowledged {
  owner: Session;
  /** The server that answered the write. */
  server: AppServer;
}

/** A write a server answered 2xx to: it must still be there when read through another server. */
export type Write = Acknowledged &
  (
    | { kind: "request"; id: number; title: string }
    | { kind: "quote"; id: number; requestId: number }
    | { kind: "message"; id: number; receiverId: number }
    /** The image now shown in `slot`; an earlier one there was replaced and deleted on purpose. */
    | { kind: "upload"; url: string; slot: "profileImage" | "coverImage" }
  );

export interface RunContext {
  servers: AppServer[];
  tally: Tally;
  links: ConfirmationLinks;
  writes: Write[];
  /** A small JPEG each upload sends. */
  image: Buffer;
  runId: string;
  /** Simulated users stop starting actions at this time. */
  until: number;
  thinkMs: number;
}

const CITIES = ["Leeds", "Manchester", "Bristol", "York", "Liverpool", "Brighton", "Glasgow"];
const CONFIRMATION_WAIT_MS = 20_000;

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function userEmail(runId: string, role: Role, index: number): string {
  return `bench-${runId}-${role}-${index}@example.test`;
}

function sessionCookie(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((line) => line.startsWith("eventeazy_session="));
  return cookie?.split(";")[0];
}

/** Registers as a visitor would, then confirms the address through the emailed link. */
export async function register(
  context: RunContext,
  role: Role,
  index: number,
  home: AppServer,
): Promise<Session | undefined> {
  const { servers, tally } = context;
  const email = userEmail(context.runId, role, index);
  const answer = await send({
    action: "register",
    method: "POST",
    path: "/api/auth/register",
    json: {
      name: `Bench ${role} ${index}`,
      email,
      username: `b${context.runId}${role[0]}${index}`,
      password: "bench-harbour-lantern-91",
      role,
      ...(role === "supplier" ? { companyName: `Bench Supplies ${index}`, categories: [] } : {}),
    },
    server: home,
    servers,
    tally,
  });
  const cookie = answer && answer.status === 201 ? sessionCookie(answer.headers) : undefined;
  const user = answer?.body as { id?: number } | undefined;
  if (!cookie || typeof user?.id !== "number") return undefined;
  const session: Session = { userId: user.id, role, email, cookie, home };
  const token = await context.links.tokenFor(email, CONFIRMATION_WAIT_MS);
  if (token)
    await send({
      action: "confirm email",
      method: "POST",
      path: "/api/auth/verify-email",
      json: { token },
      server: home,
      servers,
      tally,
    });
  return session;
}

type Action = (context: RunContext, session: Session) => Promise<void>;

const browse: Action = async ({ servers, tally }, session) => {
  const path = pick([
    `/api/suppliers?page=${1 + Math.floor(Math.random() * 3)}`,
    "/api/categories",
    "/api/notifications",
    "/api/auth/me",
    "/api/messages/unread/count",
  ]);
  await send({
    action: "browse",
    path: path ?? "/",
    cookie: session.cookie,
    server: session.home,
    servers,
    tally,
  });
};

const search: Action = async ({ servers, tally }, session) => {
  const query = new URLSearchParams({
    category: pick(CATEGORY_KEYS) ?? "",
    location: pick(CITIES) ?? "",
  });
  await send({
    action: "search directory",
    path: `/api/suppliers?${query}`,
    cookie: session.cookie,
    server: session.home,
    servers,
    tally,
  });
};

const postRequest: Action = async (context, session) => {
  const start = new Date(Date.now() + (20 + Math.floor(Math.random() * 200)) * 86_400_000);
  const title = `Bench event ${context.runId}-${session.userId}-${Date.now()}`;
  const answer = await send({
    action: "post request",
    method: "POST",
    path: "/api/requests",
    cookie: session.cookie,
    json: {
      title,
      description: "A summer party for our team: food, music and photographs for 80 guests.",
      eventDateFrom: start.toISOString().slice(0, 10),
      location: pick(CITIES),
      budget: "£2,000",
      attendees: "80",
      categories: [pick(CATEGORY_KEYS)],
    },
    server: session.home,
    servers: context.servers,
    tally: context.tally,
  });
  const request = answer?.body as { id?: number } | undefined;
  if (answer?.status === 201 && typeof request?.id === "number")
    context.writes.push({
      kind: "request",
      id: request.id,
      title,
      owner: session,
      server: answer.server,
    });
};

const quote: Action = async (context, session) => {
  const { servers, tally } = context;
  const feed = await send({
    action: "browse requests",
    path: "/api/requests",
    cookie: session.cookie,
    server: session.home,
    servers,
    tally,
  });
  const open = (
    (feed?.status === 200 ? feed.body : []) as {
      id: number;
      quoteCount: number;
      quoteLimit: number;
    }[]
  )
    .slice(0, 20)
    .filter((request) => request.quoteCount < request.quoteLimit);
  const target = pick(open);
  if (!target) return;
  const total = 300 + Math.floor(Math.random() * 3000);
  const answer = await send({
    action: "quote",
    method: "POST",
    path: "/api/quotes",
    cookie: session.cookie,
    json: {
      requestId: target.id,
      price: `£${total}`,
      total,
      description: "Everything you asked for, set up and cleared away.",
    },
    server: session.home,
    servers,
    tally,
  });
  const created = answer?.body as { id?: number } | undefined;
  if (answer?.status === 201 && typeof created?.id === "number")
    context.writes.push({
      kind: "quote",
      id: created.id,
      requestId: target.id,
      owner: session,
      server: answer.server,
    });
};

/** Organizers write to a supplier who quoted them; suppliers answer whoever wrote to them. */
const message: Action = async (context, session) => {
  const { servers, tally } = context;
  let receiverId: number | undefined;
  let requestId: number | null = null;
  if (session.role === "organizer") {
    const quotes = await send({
      action: "read quotes",
      path: "/api/quotes",
      cookie: session.cookie,
      server: session.home,
      servers,
      tally,
    });
    const chosen = pick(
      (quotes?.status === 200 ? quotes.body : []) as { supplierId: number; requestId: number }[],
    );
    receiverId = chosen?.supplierId;
    requestId = chosen?.requestId ?? null;
  } else {
    const conversations = await send({
      action: "read conversations",
      path: "/api/messages/conversations",
      cookie: session.cookie,
      server: session.home,
      servers,
      tally,
    });
    const chosen = pick(
      (conversations?.status === 200 ? conversations.body : []) as {
        id: number;
        requestId: number | null;
      }[],
    );
    receiverId = chosen?.id;
    requestId = chosen?.requestId ?? null;
  }
  if (receiverId === undefined) return;
  const sent = await sendMessage(context, session, receiverId, requestId);
  if (sent) context.writes.push(sent);
};

export async function sendMessage(
  context: Pick<RunContext, "servers" | "tally">,
  session: Session,
  receiverId: number,
  requestId: number | null,
  server: AppServer = session.home,
): Promise<Write | undefined> {
  const answer = await send({
    action: "message",
    method: "POST",
    path: "/api/messages",
    cookie: session.cookie,
    json: {
      receiverId,
      requestId,
      content: `Hello from ${session.email} at ${new Date().toISOString()}`,
    },
    server,
    servers: context.servers,
    tally: context.tally,
  });
  const created = answer?.body as { id?: number } | undefined;
  if (answer?.status !== 201 || typeof created?.id !== "number") return undefined;
  return { kind: "message", id: created.id, receiverId, owner: session, server: answer.server };
}

const upload: Action = async (context, session) => {
  const slot = session.role === "supplier" ? "coverImage" : "profileImage";
  const form = new FormData();
  form.append(slot, new Blob([new Uint8Array(context.image)], { type: "image/jpeg" }), "photo.jpg");
  const answer = await send({
    action: "upload image",
    method: "POST",
    path: slot === "coverImage" ? "/api/upload/cover-image" : "/api/upload/profile-image",
    cookie: session.cookie,
    form,
    server: session.home,
    servers: context.servers,
    tally: context.tally,
  });
  const created = answer?.body as { url?: string } | undefined;
  if (answer?.status !== 200 || typeof created?.url !== "string") return;
  // Only the newest image in a slot is kept: the one it replaced is no longer expected back.
  const earlier = context.writes.findIndex(
    (write) => write.kind === "upload" && write.owner === session && write.slot === slot,
  );
  if (earlier >= 0) context.writes.splice(earlier, 1);
  context.writes.push({
    kind: "upload",
    url: created.url,
    slot,
    owner: session,
    server: answer.server,
  });
};

const MIX: Record<Role, [Action, number][]> = {
  organizer: [
    [browse, 30],
    [search, 25],
    [postRequest, 20],
    [message, 15],
    [upload, 5],
  ],
  supplier: [
    [browse, 25],
    [search, 15],
    [quote, 35],
    [message, 15],
    [upload, 5],
  ],
};

function nextAction(role: Role): Action {
  const mix = MIX[role];
  let roll = Math.random() * mix.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [action, weight] of mix) {
    roll -= weight;
    if (roll <= 0) return action;
  }
  return browse;
}

/** One simulated user: registers, confirms, then acts and pauses until the run ends. */
export async function simulateUser(
  context: RunContext,
  index: number,
): Promise<Session | undefined> {
  const role: Role = index % 2 === 0 ? "organizer" : "supplier";
  const home = context.servers[index % context.servers.length] as AppServer;
  const session = await register(context, role, index, home);
  if (!session) return undefined;
  while (Date.now() < context.until) {
    await nextAction(role)(context, session);
    await pause(context.thinkMs * (0.5 + Math.random()));
  }
  return session;
}
