import { CalendarCheck, CalendarX, MapPin, Tag } from "lucide-react";
import { CategoryPlaceholder } from "#client/components/category-placeholder";
import { formatRating, RatingStars } from "#client/components/rating-stars";
import { Avatar } from "#client/components/ui/avatar";
import { VerifiedBadgeList } from "#client/components/verified-badges";
import { useSupplierFreeOn } from "#client/features/supplier-profile/api/get-supplier-availability";
import { formatDayMonth } from "#client/lib/calendar-month";
import type { SupplierProfile } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { SupplierActions } from "./supplier-actions";
import { SupplierCover } from "./supplier-cover";

function serviceAreaText(supplier: SupplierProfile): string {
  return supplier.address
    ? `Covers ${supplier.serviceArea} km around ${supplier.address}`
    : `Covers ${supplier.serviceArea} km`;
}

/** What a visitor weighs first: where the supplier's prices start, and what EventEazy has verified. */
function PriceAndProof({ supplier }: { supplier: SupplierProfile }) {
  return (
    <div className="flex flex-wrap items-start gap-2 text-sm">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-800">
        <Tag className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {supplier.priceRange ? (
          <span>
            Starting at <span className="font-semibold text-slate-900">{supplier.priceRange}</span>
          </span>
        ) : (
          <span>Prices on request</span>
        )}
      </p>
      {supplier.badges.length > 0 && <VerifiedBadgeList badges={supplier.badges} />}
    </div>
  );
}

/** For a visitor who came from a search for one day: whether the supplier is free that day. */
function DayAnswer({ supplierId, day }: { supplierId: number; day: string }) {
  const answer = useSupplierFreeOn(supplierId, day);
  if (!answer.data) return null;
  const { isFree } = answer.data;
  const Icon = isFree ? CalendarCheck : CalendarX;
  return (
    <p
      className={
        isFree
          ? "inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800"
          : "inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-900"
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {isFree ? "Free" : "Booked"} on {formatDayMonth(day)}
    </p>
  );
}

export function SupplierHeader({
  supplier,
  avgRating,
  reviewCount,
  viewer,
  askedDay,
}: {
  supplier: SupplierProfile;
  avgRating: number;
  reviewCount: number;
  viewer: UserProfile | null;
  /** The day the visitor searched for (`?date=`), or null. */
  askedDay: string | null;
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
          <PriceAndProof supplier={supplier} />
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {serviceAreaText(supplier)}
          </p>
          <div className="space-y-2 pt-2">
            {askedDay && <DayAnswer supplierId={supplier.id} day={askedDay} />}
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
