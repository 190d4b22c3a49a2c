import { Check } from "lucide-react";
import { CategoryIcon } from "#client/components/category-icon";
import { cn } from "#client/lib/cn";
import { CATEGORIES } from "#shared/domain/categories";

interface CategoryCheckboxesProps {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}

/** The 20 categories as checkboxes; the order of the choice follows the list. */
export function CategoryCheckboxes({ value, onChange, disabled }: CategoryCheckboxesProps) {
  const chosen = new Set(value);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(CATEGORIES.map((category) => category.id).filter((key) => next.has(key)));
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Categories</legend>
      <p className="text-xs text-slate-600">
        Choose every kind of service you offer; you will see event requests in these categories.
      </p>
      <div className="flex flex-wrap gap-2">
        {CATEGORIES.map((category) => {
          const isChecked = chosen.has(category.id);
          return (
            <label
              key={category.id}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                isChecked
                  ? "border-brand-700 bg-brand-50 font-medium text-brand-900"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={isChecked}
                disabled={disabled}
                onChange={() => toggle(category.id)}
              />
              {isChecked && <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" />}
              <CategoryIcon
                icon={category.icon}
                className={cn("size-4 shrink-0", isChecked ? "text-brand-700" : "text-slate-600")}
              />
              <span>{category.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
