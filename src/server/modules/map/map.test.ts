import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";
import { pageContentSecurityPolicy } from "#server/plugins/security";
import type { MapSettings } from "#shared/contracts/map";
import { createTestApp, type TestApp } from "#tests/support/test-app";

const TILES = {
  MAP_TILE_URL: "https://{s}.tiles.example.org/osm/{z}/{x}/{y}{r}.png",
  MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
};

/** "img-src 'self' data:; ..." -> { "img-src": ["'self'", "data:"], ... } */
function directivesOf(policy: unknown): Record<string, string[]> {
  expect(typeof policy, "a Content-Security-Policy").toBe("string");
  const directives: Record<string, string[]> = {};
  for (const part of String(policy).split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

async function mapSettingsAnswer(t: TestApp) {
  const response = await t.app.inject({ method: "GET", url: "/api/map/settings" });
  expect(response.statusCode, response.body).toBe(200);
  return { settings: response.json<MapSettings>(), response };
}

describe("the directory map without a tile server (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers no tiles, for everyone alike", async () => {
    const { settings, response } = await mapSettingsAnswer(t);
    expect(settings).toEqual({ tiles: null });
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("lets pages and answers load images from their own origin only", async () => {
    const { response } = await mapSettingsAnswer(t);
    expect(directivesOf(response.headers["content-security-policy"])["img-src"]).toEqual([
      "'self'",
      "data:",
      "blob:",
    ]);
    expect(directivesOf(pageContentSecurityPolicy(t.config, "nonce"))["img-src"]).toEqual([
      "'self'",
      "data:",
      "blob:",
    ]);
  });
});

describe("the directory map with a tile server set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(TILES);
  });
  afterAll(() => t.close());

  it("answers the tile address and its credit", async () => {
    const { settings } = await mapSettingsAnswer(t);
    expect(settings).toEqual({
      tiles: { urlTemplate: TILES.MAP_TILE_URL, attribution: TILES.MAP_TILE_ATTRIBUTION },
    });
  });

  it("allows the tiles' origin for images, and for nothing else", async () => {
    const { response } = await mapSettingsAnswer(t);
    for (const policy of [
      response.headers["content-security-policy"],
      pageContentSecurityPolicy(t.config, "nonce"),
    ]) {
      const csp = directivesOf(policy);
      expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "https://*.tiles.example.org"]);
      expect(csp["connect-src"]).toEqual(["'self'"]);
      expect(csp["default-src"]).toEqual(["'self'"]);
      expect(csp["script-src"]?.join(" ")).not.toContain("example.org");
    }
  });

  it("allows a tile server on its own host and port exactly", () => {
    const config = loadConfig({
      MAP_TILE_URL: "http://localhost:8080/tiles/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "Local tiles",
    });
    expect(config.mapTiles?.imageSource).toBe("http://localhost:8080");
  });
});

describe("map settings the server refuses to start with", () => {
  function refusal(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  }

  it("a tile address without the provider's credit", () => {
    expect(refusal({ MAP_TILE_URL: TILES.MAP_TILE_URL })).toMatch(
      /MAP_TILE_URL needs MAP_TILE_ATTRIBUTION/,
    );
  });

  it("a credit without a tile address", () => {
    expect(refusal({ MAP_TILE_ATTRIBUTION: "© Someone" })).toMatch(
      /MAP_TILE_ATTRIBUTION needs MAP_TILE_URL/,
    );
  });

  it.each([
    ["tile.example.org/{z}/{x}/{y}.png", /http:\/\/ or https:\/\//],
    ["ftp://tile.example.org/{z}/{x}/{y}.png", /http:\/\/ or https:\/\//],
    ["https://tile.example.org/{z}/{x}.png", /\{z\}, \{x\} and \{y\}/],
    ["https://tile.example.org/{z}/{x}/{y}.png?key={apikey}", /\{apikey\}/],
    ["https://tiles.{s}.example.org/{z}/{x}/{y}.png", /first part of the host/],
    ["https://user@tile.example.org/{z}/{x}/{y}.png", /first part of the host/],
  ])("a tile address %s", (url, message) => {
    expect(refusal({ ...TILES, MAP_TILE_URL: url })).toMatch(message);
  });

  it("a credit longer than 200 characters", () => {
    expect(refusal({ ...TILES, MAP_TILE_ATTRIBUTION: "x".repeat(201) })).toMatch(/200 characters/);
  });
});
