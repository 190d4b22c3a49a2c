import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Select } from "#client/components/ui/input";
import { CATEGORIES } from "#shared/domain/categories";

/** A native select: the phone's own picker on small screens, type-ahead on the keyboard. */
export function CategorySelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (category: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="sm:w-56">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Category
      </label>
      <div className="relative mt-1.5">
        <Select
          id={id}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value || undefined)}
          ownArrow
        >
          <option value="">All Categories</option>
          {CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
