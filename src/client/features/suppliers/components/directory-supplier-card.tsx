import { SupplierCard } from "#client/components/supplier-card";
import {
  useIsSupplierSaved,
  useToggleSavedSupplier,
} from "#client/features/saved-suppliers/api/saved-suppliers";
import type { SupplierListItem } from "#shared/contracts/suppliers";

/** A supplier card with the heart button wired up when the viewer is an organizer. */
export function DirectorySupplierCard({
  supplier,
  canSave,
  isAboveFold,
}: {
  supplier: SupplierListItem;
  canSave: boolean;
  isAboveFold: boolean;
}) {
  const isSaved = useIsSupplierSaved(supplier.id, canSave);
  const toggle = useToggleSavedSupplier();
  return (
    <SupplierCard
      supplier={supplier}
      headingLevel="h2"
      isAboveFold={isAboveFold}
      save={
        canSave
          ? {
              isSaved,
              isPending: toggle.isPending,
              onToggle: () => toggle.mutate({ supplierId: supplier.id, save: !isSaved }),
            }
          : undefined
      }
    />
  );
}
