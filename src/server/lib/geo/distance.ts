import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in kilometres. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * haversineKm in SQL: the great-circle distance in kilometres from a row's `latitude` and
 * `longitude` columns to `to`, on the same sphere, so the database and the server agree on
 * who is within a radius.
 */
export function haversineKmSql(
  from: { latitude: SQLWrapper; longitude: SQLWrapper },
  to: { latitude: number | SQLWrapper; longitude: number | SQLWrapper },
): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${from.latitude} - ${to.latitude}) / 2), 2) +
    cos(radians(${to.latitude})) * cos(radians(${from.latitude})) *
    power(sin(radians(${from.longitude} - ${to.longitude}) / 2), 2)))))`;
}

/**
 * PostgreSQL's `point(longitude, latitude)`: the expression the directory's GiST index holds,
 * whose `<->` (the plain distance in degrees) gives nearest-first order from the index.
 */
export function degreePointSql(from: { latitude: SQLWrapper; longitude: SQLWrapper }): SQL {
  return sql`point(${from.longitude}, ${from.latitude})`;
}

/** Slack for floating-point rounding between this box and the SQL distance: about a millimetre. */
const EDGE_SLACK_DEGREES = 1e-8;

/**
 * The latitude/longitude box that contains every point within `radiusKm` (on the same sphere as
 * haversineKm): cheap to test with b-tree indexes. The longitude half-width is the circle's true
 * widest extent, asin(sin(d) / cos(lat)), which lies poleward of the centre and exceeds d / cos(lat).
 * A circle reaching a pole spans every longitude. Boxes crossing the antimeridian are not split
 * (the product is UK-only).
 */
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const latDelta = toDegrees(angular) + EDGE_SLACK_DEGREES;
  const minLat = latitude - latDelta;
  const maxLat = latitude + latDelta;
  const ratio = Math.sin(angular) / Math.cos(toRadians(latitude));
  if (minLat <= -90 || maxLat >= 90 || ratio >= 1)
    return {
      minLat: Math.max(minLat, -90),
      maxLat: Math.min(maxLat, 90),
      minLon: -180,
      maxLon: 180,
    };
  const lonDelta = toDegrees(Math.asin(ratio)) + EDGE_SLACK_DEGREES;
  return { minLat, maxLat, minLon: longitude - lonDelta, maxLon: longitude + lonDelta };
}

/**
 * How far, in plain degrees (PostgreSQL's `point <-> point` on (longitude, latitude)), a point
 * within `radiusKm` of the centre can be. Every point nearer than `radiusKm` on the sphere is
 * within this many degrees, so once nearest-first reading by `<->` has passed it, nothing
 * unread can be within `radiusKm`.
 *
 * The bound follows from the haversine formula: a point within angle d of the centre has
 * sin²(Δφ/2) + K·sin²(Δλ/2) ≤ sin²(d/2), where K = cos φ₀·cos φ is least at the circle's most
 * poleward latitude. Since asin(x)/x grows with x, each of Δφ and Δλ is at most its sine's
 * bound scaled by asin(bound)/bound, which gives hypot(Δφ, Δλ) ≤ 2·sin(d/2)·max(A, B/√K). In
 * Britain that is about the circle's east-west half-width, where the bounding box's corner is
 * half as far again, and reading fewer suppliers nearest-first is the point. A circle reaching
 * a pole falls back to the box's corner.
 */
export function degreesReaching(latitude: number, longitude: number, radiusKm: number): number {
  const angular = radiusKm / EARTH_RADIUS_KM;
  if (angular === 0) return EDGE_SLACK_DEGREES;
  const polewardLatitude = Math.abs(latitude) + toDegrees(angular);
  if (polewardLatitude >= 90) return boxCornerDegrees(latitude, longitude, radiusKm);
  const lowestK = Math.cos(toRadians(latitude)) * Math.cos(toRadians(polewardLatitude));
  const halfSine = Math.sin(angular / 2);
  const longitudeSineBound = halfSine / Math.sqrt(lowestK);
  if (longitudeSineBound >= 1) return boxCornerDegrees(latitude, longitude, radiusKm);
  const latitudeStretch = Math.asin(halfSine) / halfSine;
  const longitudeStretch = Math.asin(longitudeSineBound) / longitudeSineBound;
  const radians = 2 * halfSine * Math.max(latitudeStretch, longitudeStretch / Math.sqrt(lowestK));
  return toDegrees(radians) + EDGE_SLACK_DEGREES;
}

/** The bounding box's corner in plain degrees: a bound for any circle, loose away from the equator. */
function boxCornerDegrees(latitude: number, longitude: number, radiusKm: number): number {
  const box = boundingBox(latitude, longitude, radiusKm);
  return Math.hypot(
    Math.max(box.maxLat - latitude, latitude - box.minLat),
    Math.max(box.maxLon - longitude, longitude - box.minLon),
  );
}
