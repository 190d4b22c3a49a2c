import { MapPin } from "lucide-react";
import { CategoryPlaceholder } from "#client/components/category-placeholder";
import { formatRating, RatingStars } from "#client/components/rating-stars";
import { Avatar } from "#client/components/ui/avatar";
import type { SupplierProfile } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { SupplierActions } from "./supplier-actions";
import { SupplierCover } from "./supplier-cover";

function serviceAreaText(supplier: SupplierProfile): string {
  return supplier.address
    ? `Covers ${supplier.serviceArea} km around ${supplier.address}`
    : `Covers ${supplier.serviceArea} km`;
}

export function SupplierHeader({
  supplier,
  avgRating,
  reviewCount,
  viewer,
}: {
  supplier: SupplierProfile;
  avgRating: number;
  reviewCount: number;
  viewer: UserProfile | null;
}) {
  return (
    <header>
      <SupplierCover coverImage={supplier.coverImage} categories={supplier.categories} />
      {/* Only the avatar overlaps the cover; the text starts below it so it never sits on the photo. */}
      <div className="relative -mt-12 flex flex-col gap-4 px-4 sm:-mt-16 sm:flex-row sm:items-start sm:gap-6 sm:px-6">
        {supplier.profileImage ? (
          <Avatar name={supplier.name} imageUrl={supplier.profileImage} size="xl" />
        ) : (
          <span className="block size-24 shrink-0 overflow-hidden rounded-full bg-white shadow-md ring-4 ring-white sm:size-32">
            <CategoryPlaceholder category={supplier.categories[0]} variant="avatar" />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-2 sm:pt-[4.5rem]">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {supplier.name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            {reviewCount > 0 ? (
              <>
                <RatingStars rating={avgRating} size="lg" />
                <span className="font-semibold text-slate-900" aria-hidden="true">
                  {formatRating(avgRating)}
                </span>
                <span className="text-slate-600">
                  ({reviewCount} {reviewCount === 1 ? "review" : "reviews"})
                </span>
              </>
            ) : (
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">
                New on EventEazy
              </span>
            )}
          </div>
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {serviceAreaText(supplier)}
          </p>
          <div className="pt-2">
            <SupplierActions
              supplierId={supplier.id}
              supplierName={supplier.name}
              viewer={viewer}
            />
          </div>
        </div>
      </div>
      {supplier.description && (
        <p className="mt-6 max-w-4xl px-4 text-base sm:pr-6 sm:pl-44 leading-relaxed whitespace-pre-line text-slate-700">
          {supplier.description}
        </p>
      )}
    </header>
  );
}
