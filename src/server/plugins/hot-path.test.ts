import { Agent, get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The first answer comes from the route and loads the cache the fast path serves from.
  await fetch(`${base}/api/categories`);
});
afterAll(() => t.close());

const SAME_HEADERS = [
  "content-type",
  "cache-control",
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "strict-transport-security",
];

describe("GET /api/categories answered before routing", () => {
  it("sends the same bytes and security headers as the route", async () => {
    const fast = await fetch(`${base}/api/categories`, {
      headers: { "accept-encoding": "identity" },
    });
    const routed = await fetch(`${base}/api/categories?via=route`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(fast.status).toBe(200);
    expect(await fast.text()).toBe(await routed.text());
    for (const header of SAME_HEADERS)
      expect(fast.headers.get(header), header).toBe(routed.headers.get(header));
    expect(fast.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("compresses for clients that accept it", async () => {
    const response = await fetch(`${base}/api/categories`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("accept-encoding");
    // fetch decodes brotli itself.
    const categories = (await response.json()) as Array<{ id: string }>;
    expect(categories).toHaveLength(20);
  });

  it("leaves every other request to the router", async () => {
    const post = await fetch(`${base}/api/categories`, { method: "POST" });
    expect(post.status).toBe(404);
    expect((await post.json()) as { message: string }).toHaveProperty("message");
  });
});

describe("the server under the fast path", () => {
  /** GET on one kept-alive agent; answers the status and whether an open connection was reused. */
  function getOn(agent: Agent, path: string): Promise<{ status: number; reusedSocket: boolean }> {
    return new Promise((resolve, reject) => {
      const request = httpGet(`${base}${path}`, { agent }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
        );
      });
      request.on("error", reject);
    });
  }

  it("keeps an idle connection open as Fastify's own server would, not Node's 5 s", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getOn(agent, "/api/health")).toEqual({ status: 200, reusedSocket: false });
      // Past Node's default keep-alive: a proxy reusing the connection now must not be reset.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await getOn(agent, "/api/health")).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
    expect(t.app.server.keepAliveTimeout).toBe(t.app.initialConfig.keepAliveTimeout);
  }, 20_000);
});
