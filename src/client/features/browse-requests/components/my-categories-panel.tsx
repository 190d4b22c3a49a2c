import { Check, Tags } from "lucide-react";
import { Link } from "react-router";
import { CategoryIcon } from "#client/components/category-icon";
import { Card } from "#client/components/ui/card";
import { FilterButtons } from "#client/components/ui/filter-buttons";
import { paths } from "#client/lib/paths";
import { CATEGORIES, categoryName } from "#shared/domain/categories";

const iconByCategory = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.icon]));

/** The supplier's own categories as chips: one tap shows only that category, a second tap shows all. */
export function MyCategoriesPanel({
  categories,
  selected,
  onToggle,
}: {
  categories: string[];
  selected: string | undefined;
  onToggle: (category: string | undefined) => void;
}) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Tags className="size-4 text-brand-700" aria-hidden="true" />
        My Categories
      </h2>
      {categories.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          You haven't chosen any categories, so every active request is shown.{" "}
          <Link to={paths.profile} className="font-medium text-brand-700 hover:underline">
            Add your categories
          </Link>{" "}
          to see the ones that fit your services.
        </p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-600">Tap one to see only those requests.</p>
          <div className="mt-3">
            <FilterButtons
              legend="Show requests in one of my categories"
              options={categories.map((category) => ({
                value: category,
                label: categoryName(category),
                icon:
                  selected === category ? (
                    <Check className="size-4" aria-hidden="true" />
                  ) : (
                    <CategoryIcon icon={iconByCategory.get(category) ?? "tag"} className="size-4" />
                  ),
              }))}
              value={selected}
              onChange={onToggle}
              onRelease={() => onToggle(undefined)}
            />
          </div>
        </>
      )}
    </Card>
  );
}
