import { describe, expect, it } from "vitest";
import { boundingBox, degreesReaching, haversineKm } from "./distance";

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };

/** The point `km` from the start on the initial `bearing` (degrees from north), on the same sphere as haversineKm. */
function destination(latitude: number, longitude: number, bearing: number, km: number) {
  const angular = km / EARTH_RADIUS_KM;
  const φ1 = toRadians(latitude);
  const λ1 = toRadians(longitude);
  const θ = toRadians(bearing);
  const φ2 = Math.asin(
    Math.sin(φ1) * Math.cos(angular) + Math.cos(φ1) * Math.sin(angular) * Math.cos(θ),
  );
  const λ2 =
    λ1 +
    Math.atan2(
      Math.sin(θ) * Math.sin(angular) * Math.cos(φ1),
      Math.cos(angular) - Math.sin(φ1) * Math.sin(φ2),
    );
  return { latitude: toDegrees(φ2), longitude: toDegrees(λ2) };
}

describe("haversineKm", () => {
  it("puts London about 262 km from Manchester, either way round", () => {
    const there = haversineKm(
      LONDON.latitude,
      LONDON.longitude,
      MANCHESTER.latitude,
      MANCHESTER.longitude,
    );
    const back = haversineKm(
      MANCHESTER.latitude,
      MANCHESTER.longitude,
      LONDON.latitude,
      LONDON.longitude,
    );
    expect(there).toBeGreaterThan(260);
    expect(there).toBeLessThan(264);
    expect(back).toBeCloseTo(there, 9);
  });

  it("is zero from a point to itself and measures a degree of latitude as about 111.2 km", () => {
    expect(haversineKm(53.4808, -2.2426, 53.4808, -2.2426)).toBe(0);
    expect(haversineKm(53, -2, 54, -2)).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 180, 6);
  });

  it("agrees with the destination formula used by the other tests", () => {
    for (const km of [0.5, 3, 25, 100, 500]) {
      const point = destination(MANCHESTER.latitude, MANCHESTER.longitude, 37, km);
      expect(
        haversineKm(MANCHESTER.latitude, MANCHESTER.longitude, point.latitude, point.longitude),
      ).toBeCloseTo(km, 6);
    }
  });

  it("stays finite for antipodal points", () => {
    expect(haversineKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });
});

describe("boundingBox", () => {
  const LATITUDES = [0, 30, 50, 51.5074, 53.4808, 55.9533, 58, 60.15, -45];
  const RADII_KM = [5, 25, 100, 500];

  it.each(LATITUDES.flatMap((latitude) => RADII_KM.map((radius) => [latitude, radius] as const)))(
    "at %s° holds every point of a %s km circle",
    (latitude, radius) => {
      const longitude = -2.5;
      const box = boundingBox(latitude, longitude, radius);
      const outside: string[] = [];
      for (let bearing = 0; bearing < 360; bearing += 0.5) {
        const point = destination(latitude, longitude, bearing, radius);
        const inside =
          point.latitude >= box.minLat &&
          point.latitude <= box.maxLat &&
          point.longitude >= box.minLon &&
          point.longitude <= box.maxLon;
        if (!inside)
          outside.push(
            `${bearing}°: ${point.latitude.toFixed(5)},${point.longitude.toFixed(5)} ` +
              `(box ${box.minLat.toFixed(5)}..${box.maxLat.toFixed(5)}, ${box.minLon.toFixed(5)}..${box.maxLon.toFixed(5)})`,
          );
      }
      expect(outside).toEqual([]);
    },
  );

  it("is not wastefully large: at most a few per cent beyond the circle on each side", () => {
    for (const latitude of [50, 53.4808, 58]) {
      const box = boundingBox(latitude, -2.5, 25);
      const northKm = haversineKm(latitude, -2.5, box.maxLat, -2.5);
      const eastKm = haversineKm(latitude, -2.5, latitude, box.maxLon);
      expect(northKm).toBeGreaterThanOrEqual(25);
      expect(northKm).toBeLessThan(25 * 1.02);
      expect(eastKm).toBeGreaterThanOrEqual(25);
      expect(eastKm).toBeLessThan(25 * 1.02);
    }
  });

  it("spans every longitude when the circle reaches a pole", () => {
    expect(boundingBox(89.9, 10, 25)).toMatchObject({ maxLat: 90, minLon: -180, maxLon: 180 });
    expect(boundingBox(-89.95, 10, 25)).toMatchObject({ minLat: -90, minLon: -180, maxLon: 180 });
  });

  it("is centred on the point", () => {
    const box = boundingBox(53.8008, -1.5491, 25);
    expect((box.minLat + box.maxLat) / 2).toBeCloseTo(53.8008, 9);
    expect((box.minLon + box.maxLon) / 2).toBeCloseTo(-1.5491, 9);
  });
});

describe("degreesReaching", () => {
  it("holds every point of the circle, whatever the bearing", () => {
    const beyond: string[] = [];
    for (const centre of [LONDON, MANCHESTER, { latitude: 60.2, longitude: -1.2 }]) {
      for (const radiusKm of [5, 25, 100, 500]) {
        const reach = degreesReaching(centre.latitude, centre.longitude, radiusKm);
        for (let bearing = 0; bearing < 360; bearing += 0.5) {
          const point = destination(centre.latitude, centre.longitude, bearing, radiusKm);
          const degrees = Math.hypot(
            point.latitude - centre.latitude,
            point.longitude - centre.longitude,
          );
          if (degrees >= reach)
            beyond.push(`${radiusKm} km at ${bearing}°: ${degrees} of ${reach}`);
        }
      }
    }
    expect(beyond).toEqual([]);
  });

  it("holds points inside the circle too, for centres from the tropics to the Arctic", () => {
    const beyond: string[] = [];
    let seed = 17;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let trial = 0; trial < 20_000; trial += 1) {
      const latitude = -75 + random() * 150;
      const longitude = -170 + random() * 340;
      const radiusKm = 0.5 + random() * 1500;
      const reach = degreesReaching(latitude, longitude, radiusKm);
      const point = destination(
        latitude,
        longitude,
        random() * 360,
        radiusKm * Math.sqrt(random()),
      );
      const degrees = Math.hypot(point.latitude - latitude, point.longitude - longitude);
      if (degrees >= reach)
        beyond.push(`${radiusKm} km from ${latitude}, ${longitude}: ${degrees} of ${reach}`);
    }
    expect(beyond).toEqual([]);
  });

  it("is the circle's own east-west extent in Britain, not its bounding box's corner", () => {
    for (const centre of [LONDON, MANCHESTER, { latitude: 58.2, longitude: -6.4 }]) {
      for (const radiusKm of [5, 25, 100]) {
        const reach = degreesReaching(centre.latitude, centre.longitude, radiusKm);
        const box = boundingBox(centre.latitude, centre.longitude, radiusKm);
        const halfWidth = box.maxLon - centre.longitude;
        expect(reach).toBeGreaterThan(halfWidth);
        expect(reach).toBeLessThan(halfWidth * (radiusKm > 25 ? 1.02 : 1.005));
      }
    }
  });

  it("has no reach for no radius, and spans the globe from a pole", () => {
    expect(degreesReaching(MANCHESTER.latitude, MANCHESTER.longitude, 0)).toBeLessThan(1e-6);
    expect(degreesReaching(89.9, 10, 25)).toBeGreaterThanOrEqual(180);
  });
});
