import { RATING_MAX, RATING_MIN } from "#shared/domain/ratings";

export interface SupplierFacts {
  name: string;
  description: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  priceRange: string | null;
  coverImage: string | null;
  profileImage: string | null;
  avgRating: number;
  reviewCount: number;
}

/** An address of ours made absolute; images from elsewhere are kept as they are. */
function absolute(publicUrl: string, href: string): string {
  return href.startsWith("/") ? `${publicUrl}${href}` : href;
}

/**
 * A supplier profile as schema.org's LocalBusiness, for search engines. It holds only what the
 * profile shows every guest: contact details, shown to subscribers' signed-in organizers only,
 * are left out.
 */
export function localBusiness(
  supplier: SupplierFacts,
  { pageUrl, publicUrl }: { pageUrl: string; publicUrl: string },
): Record<string, unknown> {
  const image = supplier.coverImage ?? supplier.profileImage;
  const locality = supplier.address?.split(",").at(-1)?.trim();
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": pageUrl,
    name: supplier.name,
    url: pageUrl,
    ...(supplier.description ? { description: supplier.description } : {}),
    ...(image ? { image: absolute(publicUrl, image) } : {}),
    ...(supplier.priceRange ? { priceRange: supplier.priceRange } : {}),
    ...(supplier.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: supplier.address,
            ...(locality ? { addressLocality: locality } : {}),
            addressCountry: "GB",
          },
        }
      : {}),
    ...(supplier.latitude !== null && supplier.longitude !== null
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: supplier.latitude,
            longitude: supplier.longitude,
          },
        }
      : {}),
    ...(supplier.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(supplier.avgRating * 10) / 10,
            reviewCount: supplier.reviewCount,
            bestRating: RATING_MAX,
            worstRating: RATING_MIN,
          },
        }
      : {}),
  };
}
