import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

const SHELL =
  '<!doctype html><html lang="en-GB"><head><title>EventEazy</title></head><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';
const SCRIPT = "console.log('EventEazy');\n";

let clientDir: string;
let t: TestApp;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "eventeazy-client-"));
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(path.join(clientDir, "index.html"), SHELL);
  await writeFile(path.join(clientDir, "assets", "x.js"), SCRIPT);
  await writeFile(path.join(clientDir, "robots.txt"), "User-agent: *\nAllow: /\n");
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

function expectShell(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  expect(response.headers["cache-control"]).toBe("no-cache");
  expect(response.body).toBe(SHELL);
  const csp = String(response.headers["content-security-policy"]);
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toContain("unsafe-inline");
}

describe("the HTML shell", () => {
  it("answers / with the shell, never cached", async () => {
    expectShell(await get("/"), 200);
  });

  it.each([
    "/how-it-works",
    "/login",
    "/register",
    "/suppliers",
    "/suppliers?category=venue&distance=25",
    "/supplier/42",
    "/s/harbour-lights-ltd",
    "/request/7",
    "/messages/3",
    "/review/1/2",
    "/admin/users",
    "/dashboard/",
  ])("answers the page %s with status 200", async (url) => {
    expectShell(await get(url), 200);
  });

  it.each(["/definitely-not-a-page", "/supplier", "/supplier/42/extra", "/how-it-works/more"])(
    "answers the unknown page %s with the shell and status 404",
    async (url) => {
      expectShell(await get(url), 404);
    },
  );

  it("answers HEAD for a page", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/how-it-works" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });
});

describe("static files", () => {
  it("serves hashed assets as immutable for a year", async () => {
    const response = await get("/assets/x.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe(SCRIPT);
  });

  it("serves other files for an hour only", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers["cache-control"]).not.toContain("immutable");
  });
});

describe("API addresses next to the client", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/nope?x=1"],
    ["POST", "/api/nope"],
    ["POST", "/how-it-works"],
    ["GET", "/uploads/missing.webp"],
  ] as const)("answers %s %s with a JSON 404, not the shell", async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(typeof response.json<{ message: unknown }>().message).toBe("string");
    expect(response.body).not.toContain("<html");
  });

  it("still answers the API", async () => {
    const response = await get("/api/categories");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});
