import { Heart } from "lucide-react";
import { Link } from "react-router";
import { supplierPath } from "#client/components/supplier-card";
import { useSavedSuppliers } from "#client/features/saved-suppliers/api/saved-suppliers";
import { paths } from "#client/lib/paths";
import { CardError, StatCard } from "./stat-card";

const SAVED_SHOWN = 3;

export function SavedSuppliersCard() {
  const saved = useSavedSuppliers(true);
  const suppliers = saved.data ?? [];
  return (
    <StatCard
      title="Saved Suppliers"
      icon={Heart}
      tone="coral"
      value={suppliers.length}
      valueLabel="saved"
      isLoading={saved.isPending}
      error={
        saved.isError && (
          <CardError what="Your saved suppliers" onRetry={() => void saved.refetch()} />
        )
      }
    >
      {suppliers.length === 0 ? (
        <p>
          None saved yet.{" "}
          <Link to={paths.suppliers} className="font-medium text-brand-700 hover:underline">
            Browse suppliers
          </Link>{" "}
          and tap the heart to keep a shortlist.
        </p>
      ) : (
        <ul className="-mb-1 divide-y divide-slate-100">
          {suppliers.slice(0, SAVED_SHOWN).map((supplier) => (
            <li key={supplier.id}>
              <Link
                to={supplierPath(supplier)}
                className="flex min-h-10 items-center py-1.5 font-medium text-slate-800 hover:text-brand-700"
              >
                <span className="truncate">{supplier.name}</span>
              </Link>
            </li>
          ))}
          {suppliers.length > SAVED_SHOWN && (
            <li className="pt-2">And {suppliers.length - SAVED_SHOWN} more saved suppliers</li>
          )}
        </ul>
      )}
    </StatCard>
  );
}
