import { Heart, MailPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { InviteToRequestDialog } from "#client/components/invite-to-request-dialog";
import { supplierPath } from "#client/components/supplier-card";
import { Button } from "#client/components/ui/button";
import { useInviteToRequest } from "#client/features/invitations/api/invitations";
import { useSavedSuppliers } from "#client/features/saved-suppliers/api/saved-suppliers";
import { paths } from "#client/lib/paths";
import { CardError, StatCard } from "./stat-card";

const SAVED_SHOWN = 3;

/** One saved supplier, with "Invite" while the organizer has an open request to invite them to. */
function SavedSupplierRow({
  supplier,
}: {
  supplier: { id: number; name: string; urlSlug: string | null };
}) {
  const invite = useInviteToRequest(supplier.id, true);
  const [isInviteOpen, setInviteOpen] = useState(false);
  return (
    <li className="flex items-center gap-2">
      <Link
        to={supplierPath(supplier)}
        className="flex min-h-10 min-w-0 flex-1 items-center py-1.5 font-medium text-slate-800 hover:text-brand-700"
      >
        <span className="truncate">{supplier.name}</span>
      </Link>
      {invite.canInvite && (
        <Button
          variant="ghost"
          size="sm"
          aria-haspopup="dialog"
          aria-label={`Invite ${supplier.name} to one of your requests`}
          onClick={() => setInviteOpen(true)}
        >
          <MailPlus aria-hidden="true" />
          Invite
        </Button>
      )}
      {isInviteOpen && (
        <InviteToRequestDialog
          open
          onOpenChange={setInviteOpen}
          supplierName={supplier.name}
          {...invite.dialog}
        />
      )}
    </li>
  );
}

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
            <SavedSupplierRow key={supplier.id} supplier={supplier} />
          ))}
          {suppliers.length > SAVED_SHOWN && (
            <li className="pt-2">And {suppliers.length - SAVED_SHOWN} more saved suppliers</li>
          )}
        </ul>
      )}
    </StatCard>
  );
}
