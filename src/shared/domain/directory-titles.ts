import { type CategoryKey, isCategoryKey } from "./categories";

/**
 * Who each category's suppliers are, as a plural noun a heading and a title can start with:
 * "DJs in Leeds", "Venues near London". The category's own name ("DJ", "Catering") names the
 * service, not the people offering it.
 */
export const CATEGORY_PLURALS: Record<CategoryKey, string> = {
  venue: "Venues",
  catering: "Caterers",
  photography: "Photographers",
  videography: "Videographers",
  entertainment: "Entertainers",
  av_equipment: "AV equipment hire companies",
  decor: "Event decorators",
  florist: "Florists",
  lighting: "Lighting hire companies",
  staffing: "Event staffing agencies",
  security: "Event security firms",
  transportation: "Transport providers",
  beverage: "Drinks suppliers",
  cake: "Cake makers",
  dj: "DJs",
  band: "Bands",
  magician: "Magicians",
  performer: "Performers",
  cleaning: "Cleaning companies",
  organizer: "Event planners",
};

/** Who a directory search finds: "Photographers", or "Event suppliers" for any category. */
export function directoryWhat(category: string | null | undefined): string {
  return category && isCategoryKey(category) ? CATEGORY_PLURALS[category] : "Event suppliers";
}

/** Who, as a sentence's later words: "photographers", "event suppliers"; "DJs" stays as written. */
export function directoryWhatInSentence(category: string | null | undefined): string {
  return directoryWhat(category).replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase());
}

/** Where: " near Leeds", " in Leeds" for a town's landing page, or " in the UK" without a place. */
export function directoryWhere(
  location: string | null | undefined,
  { isTown = false }: { isTown?: boolean } = {},
): string {
  if (!location) return " in the UK";
  return isTown ? ` in ${location}` : ` near ${location}`;
}

/** What a directory search shows, as its title says it: "Photographers near Leeds", "DJs in Leeds". */
export function directoryTitle(
  category: string | null,
  location: string | null,
  options: { isTown?: boolean } = {},
): string {
  return `${directoryWhat(category)}${directoryWhere(location, options)}`;
}
