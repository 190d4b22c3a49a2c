import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { SupplierDetail } from "../../../../shared/contracts/suppliers";
import type { UserProfile } from "../../../../shared/contracts/users";
import { Page } from "../../../components/ui/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useSession } from "../../auth/api/session";
import { type SupplierLookup, useSupplierDetail } from "../api/get-supplier-detail";
import { useSupplierEquipment } from "../api/get-supplier-equipment";
import { ContactCard } from "../components/contact-card";
import { EquipmentList } from "../components/equipment-list";
import { PortfolioGallery } from "../components/portfolio-gallery";
import { RatingSummaryCard } from "../components/rating-summary-card";
import { ReviewList } from "../components/review-list";
import { ServicesCard } from "../components/services-card";
import { SupplierHeader } from "../components/supplier-header";
import { SupplierNotFound } from "../components/supplier-not-found";
import { SupplierProfileSkeleton } from "../components/supplier-profile-skeleton";

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
  const offerings = equipment.data ?? [];
  return (
    <>
      <SupplierHeader
        supplier={supplier}
        avgRating={avgRating}
        reviewCount={reviews.length}
        viewer={viewer}
      />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs defaultValue="portfolio" className="min-w-0">
          <TabsList aria-label="Supplier profile sections">
            <TabsTrigger value="portfolio">Portfolio</TabsTrigger>
            <TabsTrigger value="equipment">
              <span className="sm:hidden">Services</span>
              <span className="hidden sm:inline">Equipment/Services</span>
              <TabCount count={equipment.isPending ? undefined : offerings.length} />
            </TabsTrigger>
            <TabsTrigger value="reviews">
              Reviews
              <TabCount count={reviews.length} />
            </TabsTrigger>
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
            <ReviewList reviews={reviews} />
          </TabsContent>
        </Tabs>
        <aside aria-label="About this supplier" className="space-y-6">
          <ContactCard supplier={supplier} viewer={viewer} />
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
