import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_RENDERER_FILE, SERVER_RENDERER_FOLDER } from "#shared/server-rendering";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestAccount,
  type TestApp,
} from "#tests/support/test-app";

const SHELL =
  '<!doctype html><html lang="en-GB"><head><title>EventEazy</title></head><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';

/**
 * A server renderer as the client build makes one, reduced to what matters here: like the real
 * pages' header, it asks `/api/auth/me` as the visitor and embeds the answer in the page's data.
 * (The client build takes minutes; API tests use this one in its place.)
 */
const RENDERER = `
export const rendersOnServer = () => true;
export async function renderPage({ fetch }) {
  const answer = await fetch("/api/auth/me", {});
  const me = answer.ok ? await answer.json() : null;
  const header = me ? "Signed in as " + me.username : "Log in";
  return { html: "<header>" + header + "</header>" + "<p>EventEazy</p>".repeat(200), data: { me } };
}
`;

let clientDir: string;
let t: TestApp;
let organizer: TestAccount;
let supplier: TestAccount;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-client-"));
  await mkdir(path.join(clientDir, SERVER_RENDERER_FOLDER));
  await writeFile(path.join(clientDir, "index.html"), SHELL);
  await writeFile(path.join(clientDir, SERVER_RENDERER_FOLDER, SERVER_RENDERER_FILE), RENDERER);
  t = await createTestApp({ REGISTER_RATE_LIMIT: "1000" }, { clientDir });
  [organizer, supplier] = await Promise.all([
    registerAccount(t.app),
    registerAccount(t.app, { role: "supplier" }),
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const varyOf = (header: unknown) =>
  String(header ?? "")
    .toLowerCase()
    .split(/\s*,\s*/);

describe("server-rendered pages and shared caches", () => {
  const publicPages = () => ["/", "/suppliers", `/supplier/${supplier.user.id}`, "/plans"];

  it("give a guest the public page, revalidated before each use and varying by cookie", async () => {
    for (const url of publicPages()) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<header>Log in</header>");
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(varyOf(response.headers.vary), url).toContain("cookie");
    }
  });

  it("keep a signed-in visitor's page, which embeds their account, out of every cache", async () => {
    for (const url of publicPages()) {
      const response = await injectAs(t.app, organizer.cookie, { method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`Signed in as ${organizer.user.username}`);
      expect(response.body).toContain(organizer.user.email);
      expect(response.headers["cache-control"], url).toBe("private, no-store");
      expect(varyOf(response.headers.vary), url).toContain("cookie");
    }
  });

  it("vary by cookie and by encoding when the page is compressed", async () => {
    const response = await injectAs(t.app, organizer.cookie, {
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(varyOf(response.headers.vary)).toEqual(
      expect.arrayContaining(["cookie", "accept-encoding"]),
    );
  });

  it("treat a page asked for with a stale session cookie as private too", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { cookie: "eventeazy_session=no-such-session" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<header>Log in</header>");
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});
