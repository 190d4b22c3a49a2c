/** The 20 supplier categories of EventEazy. Also the client's fallback when the category call fails. */
export const CATEGORIES = [
  { id: "venue", name: "Venues", icon: "building-2" },
  { id: "catering", name: "Catering", icon: "utensils" },
  { id: "photography", name: "Photography", icon: "camera" },
  { id: "videography", name: "Videography", icon: "video" },
  { id: "entertainment", name: "Entertainment", icon: "party-popper" },
  { id: "av_equipment", name: "AV Equipment", icon: "speaker" },
  { id: "decor", name: "Decor", icon: "sparkles" },
  { id: "florist", name: "Florists", icon: "flower-2" },
  { id: "lighting", name: "Lighting", icon: "lightbulb" },
  { id: "staffing", name: "Staffing", icon: "users" },
  { id: "security", name: "Security", icon: "shield" },
  { id: "transportation", name: "Transportation", icon: "car" },
  { id: "beverage", name: "Beverages", icon: "wine" },
  { id: "cake", name: "Cake", icon: "cake" },
  { id: "dj", name: "DJ", icon: "disc-3" },
  { id: "band", name: "Band", icon: "guitar" },
  { id: "magician", name: "Magicians", icon: "wand-sparkles" },
  { id: "performer", name: "Performers", icon: "drama" },
  { id: "cleaning", name: "Cleaning", icon: "brush-cleaning" },
  { id: "organizer", name: "Organizers", icon: "clipboard-list" },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]["id"];

export const CATEGORY_KEYS = CATEGORIES.map((category) => category.id) as [
  CategoryKey,
  ...CategoryKey[],
];

const namesByKey = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.name]));

/** Unknown keys are shown as they are. */
export function categoryName(key: string): string {
  return namesByKey.get(key) ?? key;
}

export function isCategoryKey(key: string): key is CategoryKey {
  return namesByKey.has(key);
}
