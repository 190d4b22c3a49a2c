import { CATEGORY_KEYS, type CategoryKey, categoryName } from "./categories";
import { CATEGORY_PLURALS } from "./directory-titles";
import { townSlug } from "./directory-towns";

/**
 * Words people put in a landing page's address for a category besides its key, its name and
 * its plural ("/suppliers/photographers/leeds"): other spellings and common names.
 */
const CATEGORY_ALSO_CALLED: Partial<Record<CategoryKey, string[]>> = {
  venue: ["venues"],
  catering: ["caterer", "caterers"],
  photography: ["photographer", "photographers", "photographs"],
  videography: ["videographer", "videographers", "video"],
  entertainment: ["entertainer", "entertainers"],
  av_equipment: ["av", "av-hire", "audio-visual"],
  decor: ["decorator", "decorators", "decorations", "decoration"],
  florist: ["flowers"],
  lighting: ["lights"],
  staffing: ["staff", "event-staff"],
  transportation: ["transport"],
  beverage: ["beverages", "drinks", "bar", "bars"],
  cake: ["cakes"],
  dj: ["djs", "disc-jockey", "disc-jockeys"],
  magician: ["magic"],
  cleaning: ["cleaner", "cleaners"],
  organizer: [
    "organizers",
    "organiser",
    "organisers",
    "event-planner",
    "event-planners",
    "planners",
  ],
};

/** An address segment as it is compared: lower case, words joined by one hyphen. */
const segmentWords = (segment: string) => townSlug(segment.replaceAll("_", "-"));

const categoryBySegment = new Map<string, CategoryKey>(
  CATEGORY_KEYS.flatMap((key) =>
    [key, categoryName(key), CATEGORY_PLURALS[key], ...(CATEGORY_ALSO_CALLED[key] ?? [])].map(
      (word): [string, CategoryKey] => [segmentWords(word), key],
    ),
  ),
);

/**
 * The category a landing page's address segment stands for, however it is spelled: "venues",
 * "DJs", "photographers", "AV-Equipment" and "av_equipment" all find theirs. Null for none.
 */
export function categoryOfSegment(segment: string): CategoryKey | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is read as it stands.
  }
  return categoryBySegment.get(segmentWords(decoded)) ?? null;
}

/**
 * The canonical address of a directory landing page (`/suppliers/dj/leeds`) for the segments
 * a visitor used, or null when the category is none the directory has. It equals the path
 * asked for when that is already canonical.
 */
export function canonicalLandingPath(category: string, town?: string): string | null {
  const key = categoryOfSegment(category);
  if (!key) return null;
  if (town === undefined) return `/suppliers/${key}`;
  const slug = segmentWords(town);
  return slug ? `/suppliers/${key}/${slug}` : `/suppliers/${key}`;
}
