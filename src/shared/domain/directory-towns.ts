/**
 * The towns the directory has landing pages for in the sitemap, one per category: the UK's
 * largest. A page for any other town the directory knows opens all the same.
 */
export const DIRECTORY_TOWNS = [
  "London",
  "Birmingham",
  "Manchester",
  "Leeds",
  "Glasgow",
  "Liverpool",
  "Bristol",
  "Sheffield",
  "Edinburgh",
  "Cardiff",
  "Leicester",
  "Nottingham",
  "Newcastle upon Tyne",
  "Brighton",
  "Southampton",
  "Belfast",
  "York",
  "Oxford",
  "Cambridge",
  "Norwich",
] as const;

/** A town as an address segment: "Newcastle upon Tyne" is newcastle-upon-tyne. */
export function townSlug(town: string): string {
  return town
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const LOWER_CASE_TOWN_WORDS = new Set([
  "upon",
  "on",
  "in",
  "under",
  "le",
  "by",
  "the",
  "of",
  "and",
]);

/**
 * The town a town's address segment stands for, written as a name: newcastle-upon-tyne is
 * "Newcastle upon Tyne". The directory searches by it as it would by a typed place.
 */
export function townWordsOf(slug: string): string {
  return slug
    .split(/-+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && LOWER_CASE_TOWN_WORDS.has(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}
