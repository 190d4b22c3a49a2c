import { useState } from "react";
import { InviteToRequestDialog } from "#client/components/invite-to-request-dialog";
import { SupplierCard } from "#client/components/supplier-card";
import { useInviteToRequest } from "#client/features/invitations/api/invitations";
import {
  useIsSupplierSaved,
  useToggleSavedSupplier,
} from "#client/features/saved-suppliers/api/saved-suppliers";
import type { SupplierListItem } from "#shared/contracts/suppliers";

/**
 * A supplier card with the heart button wired up when the viewer is an organizer, and the
 * invite button when that organizer has an open request to invite them to.
 */
export function DirectorySupplierCard({
  supplier,
  canSave,
  isAboveFold,
  askedDay,
  searchedPlace,
}: {
  supplier: SupplierListItem;
  /** The place the directory searched around, for a card less than a kilometre from it. */
  searchedPlace?: string;
  canSave: boolean;
  isAboveFold: boolean;
  /** The "free on" day searched for, carried into the profile link. */
  askedDay: string | undefined;
}) {
  const isSaved = useIsSupplierSaved(supplier.id, canSave);
  const toggle = useToggleSavedSupplier();
  const invite = useInviteToRequest(supplier.id, canSave);
  const [isInviteOpen, setInviteOpen] = useState(false);
  return (
    <>
      <SupplierCard
        supplier={supplier}
        headingLevel="h2"
        isAboveFold={isAboveFold}
        askedDay={askedDay}
        searchedPlace={searchedPlace}
        save={
          canSave
            ? {
                isSaved,
                isPending: toggle.isPending,
                onToggle: () => toggle.mutate({ supplierId: supplier.id, save: !isSaved }),
              }
            : undefined
        }
        onInvite={invite.canInvite ? () => setInviteOpen(true) : undefined}
      />
      {isInviteOpen && (
        <InviteToRequestDialog
          open
          onOpenChange={setInviteOpen}
          supplierName={supplier.name}
          {...invite.dialog}
        />
      )}
    </>
  );
}
