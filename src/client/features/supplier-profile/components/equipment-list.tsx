import { Package } from "lucide-react";
import { Badge } from "#client/components/ui/badge";
import { Card } from "#client/components/ui/card";
import { EmptyState } from "#client/components/ui/empty-state";
import { Skeleton } from "#client/components/ui/skeleton";
import type { EquipmentOffering } from "#shared/contracts/equipment";
import { categoryName } from "#shared/domain/categories";

/** The price exactly as the supplier wrote it; nothing is parsed or converted. */
function priceText(offering: EquipmentOffering): string {
  const written = (offering.priceRange ?? offering.price ?? "").trim();
  return written || "Price on request";
}

function EquipmentCard({ offering }: { offering: EquipmentOffering }) {
  const [image] = offering.image;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {image && (
        <img
          src={image}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{offering.title}</h3>
          <Badge tone={offering.available ? "green" : "neutral"}>
            {offering.available ? "Available" : "Currently unavailable"}
          </Badge>
        </div>
        <p className="text-sm font-medium text-brand-800">{categoryName(offering.category)}</p>
        <p className="flex-1 text-sm whitespace-pre-line text-slate-700">{offering.description}</p>
        <p className="text-base font-semibold text-slate-900">
          <span className="sr-only">Price: </span>
          {priceText(offering)}
        </p>
      </div>
    </Card>
  );
}

export function EquipmentList({
  offerings,
  isLoading,
  supplierName,
}: {
  offerings: EquipmentOffering[];
  isLoading: boolean;
  supplierName: string;
}) {
  if (isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <p role="status" className="sr-only">
          Loading equipment and services
        </p>
        {[0, 1].map((key) => (
          <Card key={key} className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-5 w-1/4" />
          </Card>
        ))}
      </div>
    );
  }
  if (offerings.length === 0) {
    return (
      <EmptyState
        icon={Package}
        title="No equipment or services listed"
        description={`${supplierName} hasn't listed individual items yet. Request a quote to ask about what they offer.`}
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {offerings.map((offering) => (
        <li key={offering.id}>
          <EquipmentCard offering={offering} />
        </li>
      ))}
    </ul>
  );
}
