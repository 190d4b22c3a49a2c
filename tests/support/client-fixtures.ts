import type { QuoteWithSupplier } from "#shared/contracts/quotes";
import type { RequestDetail, RequestListItem } from "#shared/contracts/requests";
import type { UserProfile } from "#shared/contracts/users";

/** An active request as `GET /api/requests/{id}` answers it; tests override what they need. */
export function requestDetail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  return {
    id: 7,
    organizerId: 1,
    organizerName: "Olivia Organizer",
    title: "Summer wedding",
    description: "A wedding for 120 guests",
    eventDate: "2027-06-12",
    eventDateFrom: "2027-06-12",
    eventDateTo: null,
    location: "Bath, England",
    budget: null,
    attendees: null,
    categories: ["catering"],
    status: "active",
    createdAt: "2026-11-01T10:00:00Z",
    updatedAt: "2026-11-01T10:00:00Z",
    statusReason: null,
    organizer: { id: 1, name: "Olivia Organizer", profileImage: null, createdAt: "2026-01-01" },
    quoteCount: 0,
    quoteLimit: 5,
    quoteLimitRaised: false,
    organizerEmailVerified: true,
    organizerStats: null,
    expiresAt: null,
    isOwner: false,
    invited: false,
    hasEventPassed: false,
    directoryPlace: null,
    comparison: null,
    ...overrides,
  };
}

/** A signed-in user as `GET /api/auth/me` answers it; a free-plan supplier unless overridden. */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 20,
    username: "sams-sounds",
    name: "Sam Smith",
    email: "sam@example.com",
    phone: null,
    address: null,
    website: null,
    description: null,
    role: "supplier",
    businessName: "Sam's Sounds",
    displayName: "Sam's Sounds",
    urlSlug: "sams-sounds",
    profileImage: null,
    coverImage: null,
    portfolioImages: [],
    categories: ["dj"],
    serviceArea: 50,
    priceRange: null,
    latitude: null,
    longitude: null,
    subscriptionActive: false,
    subscriptionType: null,
    subscriptionExpiry: null,
    freeAccess: false,
    monthlyQuoteLimit: 3,
    quotesThisMonth: 0,
    lastQuoteReset: null,
    emailNotifications: true,
    emailVerified: true,
    createdAt: "2026-01-01T10:00:00Z",
    updatedAt: "2026-01-01T10:00:00Z",
    ...overrides,
  };
}

/**
 * A pending quote on request 7 as the organizer's request page lists it, from supplier
 * `100 + id` named `name`; tests override what they need, the supplier's fields too.
 */
export function quoteWithSupplier(
  id: number,
  name: string,
  {
    supplier,
    ...overrides
  }: Partial<Omit<QuoteWithSupplier, "supplier">> & {
    supplier?: Partial<QuoteWithSupplier["supplier"]>;
  } = {},
): QuoteWithSupplier {
  const createdAt = `2026-11-${10 + id}T10:00:00Z`;
  return {
    id,
    requestId: 7,
    supplierId: 100 + id,
    price: "£1,800",
    service: "catering",
    totalPence: 180_000,
    details: null,
    validUntil: null,
    isExpired: false,
    description: `${name} will cover the day`,
    additionalInfo: null,
    status: "pending",
    viewedAt: null,
    allowanceReturnedAt: null,
    createdAt,
    updatedAt: createdAt,
    reviewed: false,
    ...overrides,
    supplier: {
      id: 100 + id,
      name,
      urlSlug: null,
      profileImage: null,
      address: null,
      avgRating: 0,
      reviewCount: 0,
      distanceKm: null,
      medianHoursToQuote: null,
      quotesSent: 1,
      ...supplier,
    },
  };
}

/** A request as `GET /api/requests` lists it; tests override what they need. */
export function requestListItem(
  overrides: Partial<RequestListItem> & { id: number; title: string },
): RequestListItem {
  return {
    organizerId: 1,
    organizerName: "Olivia Organizer",
    description: "Music for the evening",
    eventDate: "2099-06-12",
    eventDateFrom: "2099-06-12",
    eventDateTo: null,
    location: "Bath, England",
    budget: null,
    attendees: null,
    categories: ["dj"],
    status: "active",
    createdAt: "2026-11-01T10:00:00Z",
    updatedAt: "2026-11-01T10:00:00Z",
    quotes: [],
    quoteCount: 0,
    quoteLimit: 5,
    quoteLimitRaised: false,
    supplierUnavailable: false,
    supplierUnavailableBecause: null,
    invited: false,
    organizerEmailVerified: true,
    organizerStats: null,
    expiresAt: null,
    ...overrides,
  };
}
