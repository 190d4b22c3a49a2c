const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LATITUDE = 111.32;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The latitude/longitude box that contains every point within `radiusKm`: cheap to test with b-tree indexes. */
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const latDelta = radiusKm / KM_PER_DEGREE_LATITUDE;
  const cosLat = Math.max(Math.cos(toRadians(latitude)), 0.01);
  const lonDelta = radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat);
  return {
    minLat: latitude - latDelta,
    maxLat: latitude + latDelta,
    minLon: longitude - lonDelta,
    maxLon: longitude + lonDelta,
  };
}
