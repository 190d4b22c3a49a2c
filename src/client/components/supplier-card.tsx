import { Heart, MailPlus, MapPin } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { UploadPicture } from "#client/components/upload-picture";
import { cn } from "#client/lib/cn";
import { coverAspectClass } from "#client/lib/images";
import { paths } from "#client/lib/paths";
import type { SupplierListItem } from "#shared/contracts/suppliers";
import { categoryName } from "#shared/domain/categories";
import { formatNumber } from "#shared/domain/format";
import { CategoryPlaceholder } from "./category-placeholder";
import { formatRating, RatingStars } from "./rating-stars";
import { Skeleton } from "./ui/skeleton";
import { CardBadgeLine } from "./verified-badges";

const DESCRIPTION_LIMIT = 100;
/** Badges beyond these are summed up as "+N" so the card keeps one row of them. */
const SHOWN_CATEGORIES = 2;

export function supplierPath(supplier: Pick<SupplierListItem, "id" | "urlSlug">): string {
  return supplier.urlSlug ? paths.supplierBySlug(supplier.urlSlug) : paths.supplier(supplier.id);
}

function shortDescription(description: string | null): string | null {
  const text = description?.trim();
  if (!text) return null;
  return text.length > DESCRIPTION_LIMIT
    ? `${text.slice(0, DESCRIPTION_LIMIT).trimEnd()}...`
    : text;
}

/** Cover image, else profile image, else the category placeholder; a file that fails to load falls through to the next. */
function SupplierImage({
  supplier,
  isAboveFold,
}: {
  supplier: SupplierListItem;
  isAboveFold: boolean;
}) {
  const sources = [supplier.coverImage, supplier.profileImage].filter((src): src is string =>
    Boolean(src),
  );
  const [failedCount, setFailedCount] = useState(0);
  const src = sources[failedCount];
  if (!src) {
    return (
      <CategoryPlaceholder
        category={supplier.categories[0]}
        label={`${supplier.name}: no photo yet`}
      />
    );
  }
  return (
    <UploadPicture
      key={src}
      src={src}
      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
      alt={supplier.name}
      width={640}
      height={400}
      loading={isAboveFold ? "eager" : "lazy"}
      fetchPriority={isAboveFold ? "high" : "auto"}
      decoding="async"
      onError={() => setFailedCount((count) => count + 1)}
      className="size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
    />
  );
}

export interface SupplierSaveControl {
  isSaved: boolean;
  isPending?: boolean;
  onToggle: () => void;
}

interface SupplierCardProps {
  supplier: SupplierListItem;
  /** The heart button for signed-in organizers; the caller owns the saving. */
  save?: SupplierSaveControl;
  /** The invite button for an organizer with open requests; the caller opens its dialog. */
  onInvite?: () => void;
  /** h2 when the cards sit straight under the page's h1, h3 under a section heading. */
  headingLevel?: "h2" | "h3";
  /** The first card of a page: its image is the largest paint on a phone, so it loads first. */
  isAboveFold?: boolean;
  /** The day the directory was searched for, carried to the profile so it answers for that day. */
  askedDay?: string;
  /** The place a radius search was around ("Leeds, England"), for a supplier within 1 km of it. */
  searchedPlace?: string;
}

/**
 * How far a supplier is, as a card says it: "12.5 km away"; under a kilometre never "0 km" but
 * "In Leeds" (the searched place's own name, before any comma) or "Under 1 km away".
 */
function distanceLabel(km: number, searchedPlace?: string): string {
  if (km >= 1) return `${formatNumber(km, { maximumFractionDigits: 1 })} km away`;
  const town = searchedPlace?.split(",")[0]?.trim();
  return town ? `In ${town}` : "Under 1 km away";
}

/**
 * A supplier in a grid. Every row has a fixed height, so a grid of cards and a grid of
 * <SupplierCardSkeleton> are the same size and nothing below them moves when the data arrives.
 */
export function SupplierCard({
  supplier,
  save,
  onInvite,
  headingLevel = "h3",
  isAboveFold = false,
  askedDay,
  searchedPlace,
}: SupplierCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const ratingId = `${id}-rating`;
  const Heading = headingLevel;
  const description = shortDescription(supplier.description);
  const isRated = supplier.avgRating > 0;
  const extraCategories = supplier.categories.length - SHOWN_CATEGORIES;

  return (
    <article className="group relative h-full">
      <Link
        to={askedDay ? `${supplierPath(supplier)}?date=${askedDay}` : supplierPath(supplier)}
        aria-labelledby={nameId}
        aria-describedby={ratingId}
        className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-200 hover:shadow-md motion-safe:hover:-translate-y-0.5"
      >
        <div className={cn("relative overflow-hidden rounded-t-xl bg-slate-100", coverAspectClass)}>
          <SupplierImage supplier={supplier} isAboveFold={isAboveFold} />
          {supplier.distance !== null && (
            <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow-sm">
              {distanceLabel(supplier.distance, searchedPlace)}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <Heading id={nameId} className="h-6 truncate text-base/6 font-semibold text-slate-900">
            {supplier.name}
          </Heading>
          <p id={ratingId} className="flex h-5 items-center gap-1.5 text-sm/5 text-slate-700">
            {isRated ? (
              <>
                <RatingStars rating={supplier.avgRating} size="sm" />
                <span aria-hidden="true" className="font-semibold text-slate-900">
                  {formatRating(supplier.avgRating)}
                </span>
              </>
            ) : (
              <span className="rounded-full bg-brand-50 px-2 text-xs/5 font-semibold text-brand-800">
                New
              </span>
            )}
            {supplier.reviewCount > 0 && (
              <span className="text-slate-600">
                ({formatNumber(supplier.reviewCount)}{" "}
                {supplier.reviewCount === 1 ? "review" : "reviews"})
              </span>
            )}
          </p>
          <p
            className={cn(
              "line-clamp-3 h-15 text-sm/5 break-words",
              description ? "text-slate-700" : "text-slate-600 italic",
            )}
          >
            {description ?? "No description available"}
          </p>
          <p className="flex h-5 items-center gap-1.5 text-sm/5 text-slate-600">
            {supplier.address && (
              <>
                <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="truncate">{supplier.address}</span>
              </>
            )}
          </p>
          <ul aria-label="Categories" className="flex h-6 min-w-0 items-center gap-1.5">
            {supplier.categories.slice(0, SHOWN_CATEGORIES).map((category) => (
              <li
                key={category}
                className="min-w-0 truncate rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800"
              >
                {categoryName(category)}
              </li>
            ))}
            {extraCategories > 0 && (
              <li className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                <span aria-hidden="true">+{extraCategories}</span>
                <span className="sr-only">
                  and {supplier.categories.slice(SHOWN_CATEGORIES).map(categoryName).join(", ")}
                </span>
              </li>
            )}
          </ul>
          <CardBadgeLine badges={supplier.badges} />
          <p
            className="mt-auto h-5 truncate text-sm/5 text-slate-700"
            title={supplier.priceRange ? `Starting at ${supplier.priceRange}` : undefined}
          >
            {supplier.priceRange ? (
              <>
                Starting at{" "}
                <span className="font-semibold text-slate-900">{supplier.priceRange}</span>
              </>
            ) : (
              <span className="text-slate-600">Prices on request</span>
            )}
          </p>
        </div>
      </Link>
      {onInvite && (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`Invite ${supplier.name} to one of your requests`}
          title="Invite to one of my requests"
          onClick={onInvite}
          className={cn(
            "absolute top-1.5 flex size-11 items-center justify-center rounded-full",
            save ? "right-12" : "right-1.5",
          )}
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-white/95 shadow-sm transition-colors hover:bg-white">
            <MailPlus className="size-5 text-slate-700" aria-hidden="true" />
          </span>
        </button>
      )}
      {save && (
        <button
          type="button"
          aria-pressed={save.isSaved}
          aria-label={`Save ${supplier.name}`}
          aria-disabled={save.isPending || undefined}
          onClick={() => {
            if (!save.isPending) save.onToggle();
          }}
          className="absolute top-1.5 right-1.5 flex size-11 items-center justify-center rounded-full"
        >
          <span
            className={cn(
              "flex size-9 items-center justify-center rounded-full bg-white/95 shadow-sm transition-colors hover:bg-white",
              save.isPending && "opacity-70",
            )}
          >
            <Heart
              className={cn(
                "size-5",
                save.isSaved ? "fill-coral-600 text-coral-700" : "text-slate-700",
              )}
              aria-hidden="true"
            />
          </span>
        </button>
      )}
    </article>
  );
}

/** Same rows and heights as <SupplierCard>. */
export function SupplierCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <Skeleton className={cn("rounded-t-xl rounded-b-none", coverAspectClass)} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex h-6 items-center">
          <Skeleton className="h-5 w-3/5" />
        </div>
        <div className="flex h-5 items-center">
          <Skeleton className="h-4 w-32" />
        </div>
        <div className="flex h-15 flex-col justify-center gap-2">
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
        <div className="flex h-5 items-center">
          <Skeleton className="h-3.5 w-1/2" />
        </div>
        <div className="flex h-6 items-center gap-1.5">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <div className="h-5" />
        <div className="mt-auto flex h-5 items-center">
          <Skeleton className="h-3.5 w-2/5" />
        </div>
      </div>
    </div>
  );
}
