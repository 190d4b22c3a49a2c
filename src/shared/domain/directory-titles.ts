import { categoryName, isCategoryKey } from "./categories";

/** Who a directory search finds: "Photography suppliers", or "Event suppliers" for any. */
export function directoryWhat(category: string | null | undefined): string {
  return category && isCategoryKey(category)
    ? `${categoryName(category)} suppliers`
    : "Event suppliers";
}

/** Where: " near Leeds", or " in the UK" without a place. */
export function directoryWhere(location: string | null | undefined): string {
  return location ? ` near ${location}` : " in the UK";
}

/** What a directory search shows, as its title says it: "Photography suppliers near Leeds". */
export function directoryTitle(category: string | null, location: string | null): string {
  return `${directoryWhat(category)}${directoryWhere(location)}`;
}
