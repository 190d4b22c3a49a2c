import { findPlaceNamed } from "./gazetteer";

/** A full or outward-only UK postcode at the end of a part: "LS1 4AP", "SW1A 2AA", "LS6". */
const TRAILING_POSTCODE = /\s*\b[a-z]{1,2}\d[a-z\d]?(?:\s*\d[a-z]{2})?$/i;

/**
 * The town of a free-text address such as "Flat 2, 14 Oak Road, Leeds LS6 2AB": the last part
 * (between commas or lines, postcode aside) that the gazetteer knows by that exact name, so a
 * street can never come out as a town. A region or nation ("Cornwall", "Scotland") answers only
 * when no town is named. Null when no part is a known place.
 */
export function townOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const parts = address.split(/[,\n\r]+/).reverse();
  let region: string | null = null;
  for (const part of parts) {
    const name = part.trim().replace(TRAILING_POSTCODE, "").trim();
    if (!name) continue;
    const place = findPlaceNamed(name);
    if (!place) continue;
    if (!place.isRegion) return place.name;
    region ??= place.name;
  }
  return region;
}
