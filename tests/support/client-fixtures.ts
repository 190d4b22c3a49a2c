import type { RequestDetail } from "#shared/contracts/requests";
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
    hasEventPassed: false,
    directoryPlace: null,
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
