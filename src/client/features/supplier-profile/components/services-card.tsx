import { Link } from "react-router";
import { CategoryIcon } from "#client/components/category-icon";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { paths } from "#client/lib/paths";
import { categoryName } from "#shared/domain/categories";
import { categoryIconKey } from "./category-meta";

export function ServicesCard({ categories }: { categories: string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Services</CardTitle>
      </CardHeader>
      <CardContent>
        {categories.length === 0 ? (
          <p className="text-sm text-slate-700">No services listed yet.</p>
        ) : (
          <ul className="space-y-1">
            {categories.map((category) => (
              <li key={category}>
                <Link
                  to={paths.suppliersInCategory(category)}
                  className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium text-slate-900 hover:bg-slate-50 hover:text-brand-800"
                >
                  <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <CategoryIcon icon={categoryIconKey(category)} className="size-4" />
                  </span>
                  {categoryName(category)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
