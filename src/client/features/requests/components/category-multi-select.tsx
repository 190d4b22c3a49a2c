import { Check } from "lucide-react";
import { useId } from "react";
import { CategoryIcon } from "#client/components/category-icon";
import { useCategories } from "#client/features/categories/api/get-categories";
import { cn } from "#client/lib/cn";
import { CATEGORIES } from "#shared/domain/categories";

interface CategoryMultiSelectProps {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Every category as a toggle chip; what is chosen keeps the list's order. */
export function CategoryMultiSelect({
  value,
  onChange,
  error,
  disabled,
}: CategoryMultiSelectProps) {
  const id = useId();
  const { data } = useCategories();
  const categories = data ?? CATEGORIES;
  const chosen = new Set(value);
  const toggle = (key: string) => {
    const next = new Set(chosen);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(categories.map((category) => category.id).filter((key) => next.has(key)));
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">
        Categories
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <p id={hintId} className="-mt-1 text-xs text-slate-600">
        Choose every kind of supplier you need. Suppliers in these categories see your request.
        {value.length > 0 && (
          <span className="font-medium text-slate-800"> {value.length} selected.</span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {categories.map((category) => {
          const isChecked = chosen.has(category.id);
          return (
            <label
              key={category.id}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                isChecked
                  ? "border-brand-700 bg-brand-50 font-medium text-brand-900"
                  : error
                    ? "border-red-300 bg-white text-slate-800 hover:bg-slate-50"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={isChecked}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={() => toggle(category.id)}
              />
              {isChecked ? (
                <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              ) : (
                <CategoryIcon icon={category.icon} className="size-4 shrink-0 text-slate-600" />
              )}
              <span>{category.name}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
