import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haversineKm } from "#server/lib/geo/distance";
import type { LocationSuggestion } from "#shared/contracts/locations";
import { createTestApp, type TestApp } from "#tests/support/test-app";

const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };
const SUGGESTION_KEYS = ["city", "country", "displayName", "latitude", "longitude", "state"];

let t: TestApp;

async function suggest(query: string | undefined): Promise<LocationSuggestion[]> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/locations/suggestions",
    ...(query === undefined ? {} : { query: { query } }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LocationSuggestion[]>();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/locations/suggestions", () => {
  it('offers Manchester first for "Manch", with its coordinates', async () => {
    const [first, ...rest] = await suggest("Manch");
    expect(first).toEqual({
      displayName: "Manchester, England",
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      city: "Manchester",
      state: "England",
      country: "United Kingdom",
    });
    if (!first) throw new Error("no suggestion");
    expect(
      haversineKm(first.latitude, first.longitude, MANCHESTER.latitude, MANCHESTER.longitude),
    ).toBeLessThan(2);
    for (const other of rest) expect(other.displayName.toLowerCase()).toContain("manch");
  });

  it("answers at most 5 suggestions, each with the fields of docs/spec-contract.md §Entities", async () => {
    for (const query of ["ma", "St", "Le", "ton", "bury"]) {
      const suggestions = await suggest(query);
      expect(suggestions.length, query).toBeGreaterThan(0);
      expect(suggestions.length, query).toBeLessThanOrEqual(5);
      for (const suggestion of suggestions) {
        expect(Object.keys(suggestion).sort()).toEqual(SUGGESTION_KEYS);
        expect(suggestion.country).toBe("United Kingdom");
        expect(["England", "Scotland", "Wales", "Northern Ireland"]).toContain(suggestion.state);
        expect(suggestion.latitude).toBeGreaterThan(49.8);
        expect(suggestion.latitude).toBeLessThan(61);
        expect(suggestion.longitude).toBeGreaterThan(-8.7);
        expect(suggestion.longitude).toBeLessThan(2);
        expect(suggestion.displayName).toBe(
          `${suggestion.city || suggestion.displayName.split(",")[0]}, ${suggestion.city ? suggestion.state : "United Kingdom"}`,
        );
      }
    }
  });

  it("answers [] under 2 characters after trimming, and for no query at all", async () => {
    expect(await suggest("")).toEqual([]);
    expect(await suggest("M")).toEqual([]);
    expect(await suggest("   m   ")).toEqual([]);
    expect(await suggest(undefined)).toEqual([]);
  });

  it("matches ignoring case, accents and surrounding spaces", async () => {
    const [lower] = await suggest("  manchester ");
    const [accented] = await suggest("ÉDINBURGH");
    expect(lower?.displayName).toBe("Manchester, England");
    expect(accented?.displayName).toBe("Edinburgh, Scotland");
  });

  it("finds regions, which carry no city", async () => {
    const [yorkshire] = await suggest("Yorkshire");
    expect(yorkshire).toMatchObject({
      displayName: "Yorkshire, United Kingdom",
      city: "",
      state: "England",
      country: "United Kingdom",
    });
    const [highlands] = await suggest("Scottish High");
    expect(highlands).toMatchObject({ displayName: "Scottish Highlands, United Kingdom" });
    expect(highlands?.state).toBe("Scotland");
  });

  it("ranks an exact name before longer names that start with it", async () => {
    const names = (await suggest("Leeds")).map((s) => s.displayName);
    expect(names[0]).toBe("Leeds, England");
    const london = (await suggest("london")).map((s) => s.displayName);
    expect(london[0]).toBe("London, England");
  });

  it("answers [] for a place that does not exist", async () => {
    expect(await suggest("Xqzzyville")).toEqual([]);
  });

  it("rejects an over-long query with 400 and lets shared caches keep good answers", async () => {
    const tooLong = await t.app.inject({
      method: "GET",
      url: "/api/locations/suggestions",
      query: { query: "x".repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(typeof tooLong.json<{ message: unknown }>().message).toBe("string");

    const ok = await t.app.inject({
      method: "GET",
      url: "/api/locations/suggestions",
      query: { query: "Bristol" },
    });
    expect(ok.headers["cache-control"]).toMatch(/max-age=\d+/);
  });
});
