import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Page } from "#client/components/ui/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { useSession } from "#client/features/auth/api/session";
import {
  type SupplierLookup,
  useSupplierDetail,
} from "#client/features/supplier-profile/api/get-supplier-detail";
import { useSupplierEquipment } from "#client/features/supplier-profile/api/get-supplier-equipment";
import { AvailabilityCard } from "#client/features/supplier-profile/components/availability-card";
import { ContactCard } from "#client/features/supplier-profile/components/contact-card";
import { EquipmentList } from "#client/features/supplier-profile/components/equipment-list";
import { PortfolioGallery } from "#client/features/supplier-profile/components/portfolio-gallery";
import { RatingSummaryCard } from "#client/features/supplier-profile/components/rating-summary-card";
import { ReviewList } from "#client/features/supplier-profile/components/review-list";
import { ServicesCard } from "#client/features/supplier-profile/components/services-card";
import { SupplierHeader } from "#client/features/supplier-profile/components/supplier-header";
import { SupplierNotFound } from "#client/features/supplier-profile/components/supplier-not-found";
import { SupplierProfileSkeleton } from "#client/features/supplier-profile/components/supplier-profile-skeleton";
import { ApiError } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import type { SupplierDetail } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { isCalendarDate } from "#shared/domain/calendar-days";

function TabCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 tabular-nums">
      {count}
    </span>
  );
}

function SupplierProfileContent({
  detail,
  viewer,
}: {
  detail: SupplierDetail;
  viewer: UserProfile | null;
}) {
  const { supplier, reviews, avgRating, ratingBreakdown } = detail;
  const equipment = useSupplierEquipment(supplier.id);
  // "#reviews" (the supplier dashboard's link to reviews awaiting a reply) opens that tab.
  const { hash } = useLocation();
  // A directory search for one day carries it here, so the profile answers whether they are free.
  const [searchParams] = useSearchParams();
  const date = searchParams.get("date");
  const askedDay = date && isCalendarDate(date) ? date : null;
  const offerings = equipment.data ?? [];
  // Reviews lead when there are some: what others say is what a visitor checks first.
  const firstTab = reviews.length > 0 ? "reviews" : "portfolio";
  const reviewsTab = (
    <TabsTrigger value="reviews">
      Reviews
      <TabCount count={reviews.length} />
    </TabsTrigger>
  );
  return (
    <>
      <SupplierHeader
        supplier={supplier}
        avgRating={avgRating}
        reviewCount={reviews.length}
        viewer={viewer}
        askedDay={askedDay}
      />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs defaultValue={hash === "#reviews" ? "reviews" : firstTab} className="min-w-0">
          <TabsList aria-label="Supplier profile sections">
            {firstTab === "reviews" && reviewsTab}
            <TabsTrigger value="portfolio">Portfolio</TabsTrigger>
            <TabsTrigger value="equipment">
              <span className="sm:hidden">Services</span>
              <span className="hidden sm:inline">Equipment/Services</span>
              <TabCount count={equipment.isPending ? undefined : offerings.length} />
            </TabsTrigger>
            {firstTab !== "reviews" && reviewsTab}
          </TabsList>
          <TabsContent value="portfolio">
            <h2 className="sr-only">Portfolio</h2>
            <PortfolioGallery images={supplier.portfolioImages} supplierName={supplier.name} />
          </TabsContent>
          <TabsContent value="equipment">
            <h2 className="sr-only">Equipment and services</h2>
            <EquipmentList
              offerings={offerings}
              isLoading={equipment.isPending}
              supplierName={supplier.name}
            />
          </TabsContent>
          <TabsContent value="reviews">
            <h2 className="sr-only">Reviews</h2>
            <ReviewList
              reviews={reviews}
              supplierId={supplier.id}
              supplierName={supplier.name}
              viewer={viewer}
            />
          </TabsContent>
        </Tabs>
        {/* On a phone the cards after the first start below the first screen. */}
        <aside
          aria-label="About this supplier"
          className="space-y-6 *:not-first:render-near-viewport"
        >
          <ContactCard supplier={supplier} viewer={viewer} />
          <AvailabilityCard supplierId={supplier.id} />
          <ServicesCard categories={supplier.categories} />
          <RatingSummaryCard avgRating={avgRating} breakdown={ratingBreakdown} />
        </aside>
      </div>
    </>
  );
}

/** `lookup` is null when the address cannot name a supplier; that is a not-found, asked of no one. */
export function SupplierProfilePage({ lookup }: { lookup: SupplierLookup | null }) {
  const { user } = useSession();
  const detail = useSupplierDetail(lookup);
  // A 4xx will not change on a second try; anything else might, so that view offers a retry.
  const isMissing =
    lookup === null || (detail.error instanceof ApiError && detail.error.status < 500);
  return (
    <Page>
      {(detail.data || !detail.isError) && lookup !== null && (
        <Link
          to={paths.suppliers}
          className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All suppliers
        </Link>
      )}
      {detail.data ? (
        <SupplierProfileContent detail={detail.data} viewer={user} />
      ) : isMissing ? (
        <SupplierNotFound />
      ) : detail.isError ? (
        <SupplierNotFound onRetry={() => detail.refetch()} />
      ) : (
        <SupplierProfileSkeleton />
      )}
    </Page>
  );
}
