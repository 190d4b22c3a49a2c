import { Package, Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { CategoryIcon } from "#client/components/category-icon";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card, CardContent } from "#client/components/ui/card";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Skeleton } from "#client/components/ui/skeleton";
import { toast } from "#client/components/ui/toast";
import { useDeleteOffering } from "#client/features/equipment/api/delete-offering";
import { useSupplierOfferings } from "#client/features/equipment/api/get-supplier-offerings";
import type { EquipmentOffering } from "#shared/contracts/equipment";
import { CATEGORIES, categoryName } from "#shared/domain/categories";
import { EquipmentOfferingDialog } from "./equipment-offering-dialog";

const iconsByKey = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.icon]));

function OfferingItem({
  offering,
  onEdit,
  onDelete,
}: {
  offering: EquipmentOffering;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const price = offering.priceRange ?? offering.price;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{offering.title}</h3>
          <Badge tone={offering.available ? "green" : "neutral"}>
            {offering.available ? "Available" : "Unavailable"}
          </Badge>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <CategoryIcon
            icon={iconsByKey.get(offering.category) ?? ""}
            className="size-4 text-brand-700"
          />
          {categoryName(offering.category)}
        </p>
        <p className="text-sm break-words whitespace-pre-line text-slate-700">
          {offering.description}
        </p>
        <p className="text-sm font-semibold text-slate-900">{price || "Price on request"}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {offering.title}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} className="text-red-700">
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {offering.title}</span>
        </Button>
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading offerings">
      {[0, 1].map((key) => (
        <div key={key} className="space-y-2 rounded-xl border border-slate-200 p-4">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

/** A supplier's equipment and services: listed, added, edited and deleted here. */
export function EquipmentSection({ supplierId }: { supplierId: number }) {
  const offerings = useSupplierOfferings(supplierId);
  const deleteOffering = useDeleteOffering();
  const [editing, setEditing] = useState<EquipmentOffering | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<EquipmentOffering | null>(null);

  const openDialog = (offering: EquipmentOffering | null) => {
    setEditing(offering);
    setDialogOpen(true);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteOffering.mutate(toDelete.id, {
      onSuccess() {
        toast({ title: "Offering deleted", description: `"${toDelete.title}" was removed.` });
        setToDelete(null);
      },
      onError() {
        setToDelete(null);
        toast({
          title: "Error",
          description: "Failed to delete equipment offering. Please try again.",
          variant: "destructive",
        });
      },
    });
  };

  let body: ReactNode;
  if (offerings.isPending) body = <ListSkeleton />;
  else if (offerings.isError)
    body = (
      <ErrorState
        title="Could not load your offerings"
        message="Please check your connection and try again."
        onRetry={() => offerings.refetch()}
      />
    );
  else if (offerings.data.length === 0)
    body = (
      <EmptyState
        icon={Package}
        title="No offerings yet"
        description="Add the equipment you hire out or the services you provide, so organizers know what to ask for."
        action={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" />
            Add your first offering
          </Button>
        }
      />
    );
  else
    body = (
      <ul className="space-y-3">
        {offerings.data.map((offering) => (
          <OfferingItem
            key={offering.id}
            offering={offering}
            onEdit={() => openDialog(offering)}
            onDelete={() => setToDelete(offering)}
          />
        ))}
      </ul>
    );

  return (
    <Card>
      <section aria-labelledby="equipment-heading">
        <div className="flex flex-col gap-3 p-6 pb-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <h2 id="equipment-heading" className="text-lg font-semibold text-slate-900">
              Equipment & Services
            </h2>
            <p className="text-sm text-slate-600">What you offer, shown on your public profile.</p>
          </div>
          <Button variant="outline" onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" />
            Add offering
          </Button>
        </div>
        <CardContent>{body}</CardContent>
      </section>
      <EquipmentOfferingDialog
        open={isDialogOpen}
        onOpenChange={setDialogOpen}
        offering={editing}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this offering?"
        description={toDelete ? `"${toDelete.title}" will be removed from your profile.` : ""}
        confirmLabel="Delete offering"
        pendingLabel="Deleting..."
        isPending={deleteOffering.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
