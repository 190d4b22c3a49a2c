import { mkdtemp, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { users } from "#server/db/schema";
import { freePort, startServerProcess } from "#tests/support/server-process";
import { PGLITE_TEMPLATE_FILE } from "#tests/support/test-database";

/**
 * SIGTERM as a process manager sends it, to a real server process on its own embedded database,
 * so this file runs once, not once per database (vitest.config.ts).
 */

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-shutdown-"));
  // A copy of the run's migrated template, so the server need not build a database.
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, "db"),
    pgliteSnapshot: new Blob([await readFile(PGLITE_TEMPLATE_FILE)]),
  });
  await database.close();
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function health(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  return response?.status ?? 0;
}

/** Sends the head of a request and the body's first bytes; the rest goes when `finish` is called. */
function startSlowRequest(port: number, body: string) {
  const socket = net.connect({ host: "127.0.0.1", port });
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => {
    answer += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(
    "POST /api/auth/register HTTP/1.1\r\n" +
      `Host: 127.0.0.1:${port}\r\n` +
      "Content-Type: application/json\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body.slice(0, half),
  );
  // Written, not ended: a client that half-closes its side has its request dropped by Node.
  return { finish: () => socket.write(body.slice(half)), closed };
}

// The compiled server starts with plain Node; a busy machine can take seconds to start it.
describe("SIGTERM", { timeout: 180_000 }, () => {
  it("answers the request in flight and keeps its write, refuses new connections, closes the database and exits 0", async () => {
    const port = await freePort();
    const server = startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: "0", PORT: String(port) });
    await server.waitFor(`EventEazy is running at http://localhost:${port}`);

    const slow = startSlowRequest(
      port,
      JSON.stringify({
        name: "Late Arrival",
        email: "late.arrival@example.test",
        username: "late_arrival",
        password: "lantern-harbour-quay",
        role: "organizer",
      }),
    );
    // Answered after the slow request's head was sent, so the server has taken that request.
    expect(await health(port)).toBe(200);

    server.child.kill("SIGTERM");
    while ((await health(port)) !== 0) await new Promise((resolve) => setTimeout(resolve, 100));
    slow.finish();

    expect(await slow.closed).toMatch(/^HTTP\/1\.1 201 Created\r\n/);
    expect(await server.exited).toBe(0);

    // The server closed the database cleanly: it opens again and holds the account.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      const [row] = await database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.username, "late_arrival"));
      expect(row?.email).toBe("late.arrival@example.test");
    } finally {
      await database.close();
    }
  });
});
