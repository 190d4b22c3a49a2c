import { Check } from "lucide-react";
import { useId } from "react";
import { cn } from "#client/lib/cn";
import { CATEGORIES } from "#shared/domain/categories";
import { CategoryIcon } from "./category-icon";

interface CategoryChipsProps {
  value: string[];
  onChange: (next: string[]) => void;
  /** What choosing does, under the legend. */
  hint: string;
  isRequired?: boolean;
  error?: string;
  disabled?: boolean;
}

/** Every category as a toggle chip around a real checkbox; the choice keeps the list's order. */
export function CategoryChips({
  value,
  onChange,
  hint,
  isRequired = false,
  error,
  disabled,
}: CategoryChipsProps) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (key: string) => {
    const next = new Set(chosen);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(CATEGORIES.map((category) => category.id).filter((key) => next.has(key)));
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">
        Categories
        {isRequired && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </legend>
      <p id={hintId} className="-mt-1 text-xs text-slate-600">
        {hint}
        {value.length > 0 && (
          <span className="font-medium text-slate-800"> {value.length} selected.</span>
        )}
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
