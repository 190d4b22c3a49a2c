import type { ContactTopic } from "#shared/contracts/contact";
import type { Role } from "#shared/contracts/users";
import type { StandardPlanPage } from "#shared/domain/standard-plan";

/**
 * Who a page is for, which also decides what search engines are told about it:
 * - `public`: indexed, allowed in robots.txt, and in the sitemap when its address has no parameters;
 * - `private`: needs a signed-in user; disallowed in robots.txt and marked noindex;
 * - `unlisted`: open to guests but nothing a search result should lead to (an organizer's
 *   personal profile, the password-reset and email-confirmation steps); treated like `private`
 *   by crawlers.
 */
export type PageVisibility = "public" | "private" | "unlisted";

export interface PageDefinition {
  /** The address in React Router syntax: `:name` is one path segment. */
  pattern: string;
  visibility: PageVisibility;
  /** The page's address, or a builder of it when the pattern has parameters. */
  href: string | ((...parameters: never[]) => string);
  /** Builders of the page's address with a query, such as a directory filtered to one category. */
  variants?: Record<string, (...parameters: never[]) => string>;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every page of EventEazy; any other address is the not-found page. */
export const pages = {
  home: { pattern: "/", visibility: "public", href: "/" },
  login: { pattern: "/login", visibility: "public", href: "/login" },
  register: {
    pattern: "/register",
    visibility: "public",
    href: "/register",
    variants: {
      /** Registration with a role chosen; a new supplier then goes on to the plans. */
      withRole: (role: Exclude<Role, "admin">) => withQuery("/register", { role }),
    },
  },
  forgotPassword: { pattern: "/forgot-password", visibility: "unlisted", href: "/forgot-password" },
  resetPassword: {
    pattern: "/reset-password",
    visibility: "unlisted",
    href: "/reset-password",
    variants: {
      /** The link a password-reset email carries. */
      withToken: (token: string) => withQuery("/reset-password", { token }),
    },
  },
  verifyEmail: {
    pattern: "/verify-email",
    visibility: "unlisted",
    href: "/verify-email",
    variants: {
      /** The link an email-confirmation email carries. */
      withToken: (token: string) => withQuery("/verify-email", { token }),
    },
  },
  dashboard: { pattern: "/dashboard", visibility: "private", href: "/dashboard" },
  profile: { pattern: "/profile", visibility: "private", href: "/profile" },
  suppliers: {
    pattern: "/suppliers",
    visibility: "public",
    href: "/suppliers",
    variants: {
      inCategory: (category: string) => withQuery("/suppliers", { category }),
      /**
       * One category's suppliers free on a day (`YYYY-MM-DD`), near a place when one is given:
       * a request's search for its event.
       */
      inCategoryFreeOn: (
        category: string,
        day: string,
        place?: { location: string; latitude: number; longitude: number } | null,
      ) =>
        withQuery("/suppliers", {
          category,
          availableOn: day,
          location: place?.location,
          latitude: place?.latitude,
          longitude: place?.longitude,
        }),
    },
  },
  suppliersInCategory: {
    pattern: "/suppliers/:category",
    visibility: "public",
    href: (category: string) => `/suppliers/${segment(category)}`,
  },
  suppliersInTown: {
    pattern: "/suppliers/:category/:town",
    visibility: "public",
    /** `town` is the town's address segment (`townSlug`). */
    href: (category: string, town: string) => `/suppliers/${segment(category)}/${segment(town)}`,
  },
  supplier: {
    pattern: "/supplier/:id",
    visibility: "public",
    href: (id: number) => `/supplier/${segment(id)}`,
  },
  supplierBySlug: {
    pattern: "/s/:slug",
    visibility: "public",
    href: (slug: string) => `/s/${segment(slug)}`,
  },
  organizer: {
    pattern: "/organizer/:id",
    visibility: "unlisted",
    href: (id: number) => `/organizer/${segment(id)}`,
  },
  createRequest: { pattern: "/create-request", visibility: "private", href: "/create-request" },
  myRequests: { pattern: "/my-requests", visibility: "private", href: "/my-requests" },
  request: {
    pattern: "/request/:id",
    visibility: "private",
    href: (id: number) => `/request/${segment(id)}`,
  },
  review: {
    pattern: "/review/:requestId/:supplierId",
    visibility: "private",
    href: (requestId: number, supplierId: number) =>
      `/review/${segment(requestId)}/${segment(supplierId)}`,
  },
  browseRequests: { pattern: "/browse-requests", visibility: "private", href: "/browse-requests" },
  /** A supplier's insights: how organizers find and choose them (Standard plan). */
  insights: { pattern: "/insights", visibility: "private", href: "/insights" },
  quotes: { pattern: "/quotes", visibility: "private", href: "/quotes" },
  messages: { pattern: "/messages", visibility: "private", href: "/messages" },
  conversation: {
    pattern: "/messages/:userId",
    visibility: "private",
    /** With a request, what is sent there is about that request. */
    href: (userId: number, requestId?: number) =>
      withQuery(`/messages/${segment(userId)}`, { request: requestId }),
  },
  bookings: { pattern: "/bookings", visibility: "private", href: "/bookings" },
  booking: {
    pattern: "/bookings/:id",
    visibility: "private",
    href: (id: number) => `/bookings/${segment(id)}`,
  },
  notifications: { pattern: "/notifications", visibility: "private", href: "/notifications" },
  alertSettings: { pattern: "/settings/alerts", visibility: "private", href: "/settings/alerts" },
  plans: {
    pattern: "/plans",
    visibility: "public",
    href: "/plans",
    variants: {
      /** The plans, saying which Standard plan page a supplier on the free plan came from. */
      from: (page: StandardPlanPage) => withQuery("/plans", { from: page }),
    },
  },
  featureRequests: {
    pattern: "/feature-requests",
    visibility: "public",
    href: "/feature-requests",
  },
  howItWorks: { pattern: "/how-it-works", visibility: "public", href: "/how-it-works" },
  successTips: { pattern: "/success-tips", visibility: "public", href: "/success-tips" },
  pricing: { pattern: "/pricing", visibility: "public", href: "/pricing" },
  privacy: { pattern: "/privacy", visibility: "public", href: "/privacy" },
  terms: { pattern: "/terms", visibility: "public", href: "/terms" },
  refundPolicy: { pattern: "/refund-policy", visibility: "public", href: "/refund-policy" },
  supplierGuidelines: {
    pattern: "/supplier-guidelines",
    visibility: "public",
    href: "/supplier-guidelines",
  },
  help: { pattern: "/help", visibility: "public", href: "/help" },
  contact: {
    pattern: "/contact",
    visibility: "public",
    href: "/contact",
    variants: {
      /** The contact form with its topic chosen. */
      about: (topic: ContactTopic) => withQuery("/contact", { topic }),
    },
  },
  admin: { pattern: "/admin", visibility: "private", href: "/admin" },
  adminSection: {
    pattern: "/admin/:section",
    visibility: "private",
    href: (section: string) => `/admin/${segment(section)}`,
  },
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof pages;

// Object.keys is typed as string[]; these are exactly the table's own keys.
export const PAGE_NAMES = Object.keys(pages) as PageName[];

const matchers = PAGE_NAMES.map((name) => {
  const parameterNames: string[] = [];
  const source = pages[name].pattern.replace(/:([a-zA-Z]+)/g, (_match, parameterName: string) => {
    parameterNames.push(parameterName);
    return "([^/]+)";
  });
  return { name, parameterNames, expression: new RegExp(`^${source}/?$`) };
});

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface PageMatch {
  name: PageName;
  /** The pattern's parameters, decoded. */
  parameters: Record<string, string>;
}

/** The page an address's path opens, or null for the not-found page. A trailing slash is allowed. */
export function matchPage(pathname: string): PageMatch | null {
  for (const { name, parameterNames, expression } of matchers) {
    const found = expression.exec(pathname);
    if (!found) continue;
    const parameters = Object.fromEntries(
      parameterNames.map((parameterName, index) => [
        parameterName,
        decodeSegment(found[index + 1] ?? ""),
      ]),
    );
    return { name, parameters };
  }
  return null;
}

export function isKnownPagePath(pathname: string): boolean {
  return matchPage(pathname) !== null;
}
