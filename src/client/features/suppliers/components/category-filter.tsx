import { LayoutGrid } from "lucide-react";
import { type ReactNode, useId } from "react";
import { CategoryIcon } from "#client/components/category-icon";
import { useCategories } from "#client/features/categories/api/get-categories";
import { cn } from "#client/lib/cn";
import { CATEGORIES } from "#shared/domain/categories";
import { formatNumber } from "#shared/domain/format";

interface CategoryOptionProps {
  name: string;
  value: string;
  label: string;
  icon: ReactNode;
  count?: number;
  isChecked: boolean;
  onChoose: () => void;
}

function CategoryOption({
  name,
  value,
  label,
  icon,
  count,
  isChecked,
  onChoose,
}: CategoryOptionProps) {
  return (
    <label
      className={cn(
        "relative flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-brand-600",
        isChecked
          ? "bg-brand-50 font-semibold text-brand-900"
          : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
      )}
    >
      {/* A real radio button: arrow keys move through the list and screen readers say "1 of 21". */}
      <input
        type="radio"
        name={name}
        value={value}
        checked={isChecked}
        onChange={onChoose}
        className="sr-only"
      />
      <span
        className={cn(
          "flex size-7 shrink-0 items-center justify-center rounded-md",
          isChecked ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-600",
        )}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined && (
        <span
          className={cn(
            "text-xs tabular-nums",
            isChecked ? "text-brand-800" : "font-normal text-slate-600",
          )}
        >
          {formatNumber(count)}
          <span className="sr-only">{count === 1 ? " supplier" : " suppliers"}</span>
        </span>
      )}
    </label>
  );
}

/**
 * "All Categories" and the 20 categories, one choosable at a time. `counts` are the numbers to
 * show beside them: null for none, undefined for the whole directory's (from the categories).
 */
export function CategoryFilter({
  value,
  onChange,
  counts,
}: {
  value: string | undefined;
  onChange: (category: string | undefined) => void;
  counts?: ReadonlyArray<{ id: string; count: number }> | null;
}) {
  const name = useId();
  const { data } = useCategories();
  // The built-in list shows at once; the counts arrive with the server's answer.
  const categories = data ?? CATEGORIES;
  const countOf = (category: (typeof categories)[number]): number | undefined => {
    if (counts === null) return undefined;
    if (counts) return counts.find((entry) => entry.id === category.id)?.count;
    return "count" in category ? category.count : undefined;
  };
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Category</legend>
      <div className="space-y-0.5">
        <CategoryOption
          name={name}
          value=""
          label="All Categories"
          icon={<LayoutGrid className="size-4" aria-hidden="true" />}
          isChecked={!value}
          onChoose={() => onChange(undefined)}
        />
        {categories.map((category) => (
          <CategoryOption
            key={category.id}
            name={name}
            value={category.id}
            label={category.name}
            icon={<CategoryIcon icon={category.icon} className="size-4" />}
            count={countOf(category)}
            isChecked={value === category.id}
            onChoose={() => onChange(category.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}
