import { describe, expect, it } from "vitest";
import { haversineKm } from "./distance";
import { geocodePlace, suggestPlaces } from "./gazetteer";

describe("geocodePlace", () => {
  it("finds a town by name, ignoring what follows a comma", () => {
    const leeds = geocodePlace("Leeds, England");
    expect(leeds).not.toBeNull();
    if (!leeds) return;
    expect(haversineKm(leeds.latitude, leeds.longitude, 53.7997, -1.5492)).toBeLessThan(2);
    expect(geocodePlace("leeds")).toEqual(leeds);
  });

  it("finds regions and answers null for unknown or too-short text", () => {
    expect(geocodePlace("Cornwall")).toEqual({ latitude: 50.27, longitude: -5.05 });
    expect(geocodePlace("Xqzzyville")).toBeNull();
    expect(geocodePlace("M")).toBeNull();
    expect(geocodePlace("")).toBeNull();
  });
});

describe("suggestPlaces", () => {
  it("honours the limit and puts bigger places first among equal matches", () => {
    expect(suggestPlaces("ma", 3)).toHaveLength(3);
    const [first] = suggestPlaces("ma", 1);
    expect(first?.displayName).toBe("Manchester, England");
  });
});
