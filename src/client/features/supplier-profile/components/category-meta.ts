import { CATEGORIES } from "#shared/domain/categories";

const iconsByKey = new Map<string, string>(
  CATEGORIES.map((category) => [category.id, category.icon]),
);

/** Unknown categories get the generic tag icon from CategoryIcon. */
export function categoryIconKey(key: string | undefined): string {
  return (key && iconsByKey.get(key)) || "tag";
}
