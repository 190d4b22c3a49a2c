import { Check, Tags } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { CategoryIcon } from "#client/components/category-icon";
import { Card } from "#client/components/ui/card";
import { cn } from "#client/lib/cn";
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
  const headingId = useId();
  return (
    <Card className="p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
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
          <ul aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => {
              const isSelected = selected === category;
              return (
                <li key={category}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onToggle(isSelected ? undefined : category)}
                    className={cn(
                      "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors",
                      isSelected
                        ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                        : "border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50",
                    )}
                  >
                    {isSelected ? (
                      <Check className="size-4" aria-hidden="true" />
                    ) : (
                      <CategoryIcon
                        icon={iconByCategory.get(category) ?? "tag"}
                        className="size-4"
                      />
                    )}
                    {categoryName(category)}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
