import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { displayNameColumns } from "#server/db/columns";
import { users } from "#server/db/schema";
import { findPlaceNamed } from "#server/lib/geo/gazetteer";
import type { PageMeta } from "#server/plugins/client";
import { CATEGORY_KEYS, categoryName, isCategoryKey } from "#shared/domain/categories";
import { canonicalLandingPath } from "#shared/domain/directory-landing";
import {
  directoryWhat,
  directoryWhatInSentence,
  directoryWhere,
} from "#shared/domain/directory-titles";
import { DIRECTORY_TOWNS, townSlug, townWordsOf } from "#shared/domain/directory-towns";
import { displayName } from "#shared/domain/display-name";
import { COVER_BANNER_SIZES, uploadCopy, uploadSrcSet } from "#shared/domain/image-sizes";
import {
  matchPage,
  PAGE_NAMES,
  type PageDefinition,
  type PageMatch,
  type PageName,
  pages,
} from "#shared/paths";
import { localBusiness } from "./structured-data";

const SITE = "EventEazy";
const DEFAULT_DESCRIPTION =
  "EventEazy is the UK events marketplace: post your event for free and get quotes from venues, caterers, photographers, DJs and more.";

type PublicPageName = {
  [Name in PageName]: (typeof pages)[Name]["visibility"] extends "public" ? Name : never;
}[PageName];

/** Titles of the public pages that say the same to everyone; the directory and supplier profiles are described from their data. */
const PAGE_META: Record<
  Exclude<
    PublicPageName,
    "suppliers" | "suppliersInCategory" | "suppliersInTown" | "supplier" | "supplierBySlug"
  >,
  PageMeta
> = {
  home: {
    title: `${SITE} – Find the perfect suppliers for your next event`,
    description: DEFAULT_DESCRIPTION,
  },
  howItWorks: {
    title: `How It Works | ${SITE}`,
    description:
      "Post a request, receive quotes from UK event suppliers, compare them and book the right one. Free for organizers.",
  },
  successTips: {
    title: `Success Tips | ${SITE}`,
    description:
      "Advice for event organizers and suppliers: plan 3–4 months ahead, write clear requests and reply within 24 hours.",
  },
  pricing: {
    title: `Pricing & Fees | ${SITE}`,
    description:
      "No commission, and organizers pay nothing. Suppliers start free or choose Standard at £20 a month or £200 a year.",
  },
  privacy: {
    title: `Privacy Policy | ${SITE}`,
    description: "How EventEazy collects, uses and protects your personal data under UK GDPR.",
  },
  terms: {
    title: `Terms of Service | ${SITE}`,
    description: "The terms for using EventEazy, the UK events marketplace.",
  },
  refundPolicy: {
    title: `Refund Policy | ${SITE}`,
    description:
      "Cancel a Standard plan at any time and keep it to the end of the period; double charges and wrong amounts are refunded in full.",
  },
  supplierGuidelines: {
    title: `Supplier Guidelines | ${SITE}`,
    description:
      "What organizers can expect from every EventEazy supplier: honest profiles, clear quotes in pounds, replies within 24 hours.",
  },
  help: {
    title: `Help Centre | ${SITE}`,
    description:
      "Answers about requests and quotes, supplier plans and billing, refunds, and staying safe on EventEazy.",
  },
  contact: {
    title: `Contact Us | ${SITE}`,
    description: "Write to the EventEazy support team; we reply by email within one working day.",
  },
  login: { title: `Log In | ${SITE}`, description: DEFAULT_DESCRIPTION },
  register: {
    title: `Sign Up | ${SITE}`,
    description:
      "Join EventEazy free: post event requests as an organizer, or get found and send quotes as a supplier.",
  },
  plans: {
    title: `Subscription Plans | ${SITE}`,
    description:
      "Unlimited quotes and visible contact details for event suppliers: £20 a month or £200 a year.",
  },
  featureRequests: {
    title: `Feature Requests | ${SITE}`,
    description: "Suggest and vote on what EventEazy builds next.",
  },
};

function truncate(text: string, length: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= length ? clean : `${clean.slice(0, length - 1).trimEnd()}…`;
}

async function supplierMeta(
  db: Db,
  lookup: { id: number } | { slug: string },
  pageUrl: string,
  publicUrl: string,
): Promise<PageMeta | null> {
  const [supplier] = await db
    .select({
      ...displayNameColumns(users),
      description: users.description,
      address: users.address,
      categories: users.categories,
      latitude: users.latitude,
      longitude: users.longitude,
      priceRange: users.priceRange,
      coverImage: users.coverImage,
      profileImage: users.profileImage,
      avgRating: users.avgRating,
      reviewCount: users.reviewCount,
    })
    .from(users)
    .where(
      and(
        "id" in lookup ? eq(users.id, lookup.id) : eq(users.urlSlug, lookup.slug),
        eq(users.role, "supplier"),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!supplier) return null;
  const name = displayName(supplier);
  const services = supplier.categories.map(categoryName).join(", ");
  const place = supplier.address?.split(",").at(-1)?.trim();
  return {
    title: `${name}${services ? ` – ${services}` : ""}${place ? ` in ${place}` : ""} | ${SITE}`,
    description: truncate(
      supplier.description ||
        `${name} on EventEazy: ${services || "event services"}${place ? ` in ${place}` : ""}.`,
      160,
    ),
    ...(supplier.coverImage ? { leadImage: coverPreload(supplier.coverImage) } : {}),
    structuredData: localBusiness({ ...supplier, name }, { pageUrl, publicUrl }),
  };
}

/** A profile opens with its cover: WebP copies where they exist, as the page's <picture> picks. */
function coverPreload(coverImage: string): NonNullable<PageMeta["leadImage"]> {
  const webp = uploadSrcSet(coverImage, "webp");
  return webp
    ? {
        href: uploadCopy(coverImage, 960, "webp"),
        srcSet: webp,
        sizes: COVER_BANNER_SIZES,
        type: "image/webp",
      }
    : { href: coverImage, sizes: COVER_BANNER_SIZES };
}

const isPageMetaName = (name: PageName): name is keyof typeof PAGE_META => name in PAGE_META;

function describeDirectory(
  category: string | null,
  location: string | null,
  options: { isTown?: boolean } = {},
): PageMeta {
  const what = directoryWhat(category);
  const where = directoryWhere(location ? truncate(location, 60) : null, options);
  return {
    title: `${what}${where} | ${SITE}`,
    description: `Find ${directoryWhatInSentence(category)}${where} on EventEazy: compare profiles, portfolios and reviews, then request quotes for free.`,
  };
}

const NOT_FOUND_META: PageMeta = {
  title: `404 Page Not Found | ${SITE}`,
  description: "This page does not exist.",
  noIndex: true,
  notFound: true,
};

/**
 * /suppliers/{category} and /suppliers/{category}/{town}: a category the site has, a town it
 * knows. Another spelling of the category or town ("venues", "DJs", "Leeds") is sent on to the
 * canonical address.
 */
function describeDirectoryLanding(page: PageMatch, pathname: string): PageMeta {
  const { category = "", town } = page.parameters;
  const canonical = canonicalLandingPath(category, town);
  if (!canonical) return NOT_FOUND_META;
  if (canonical !== pathname) return { ...NOT_FOUND_META, redirect: canonical };
  if (!isCategoryKey(category)) return NOT_FOUND_META;
  if (town === undefined) return describeDirectory(category, null);
  const place = findPlaceNamed(townWordsOf(town));
  return place ? describeDirectory(category, place.name, { isTown: true }) : NOT_FOUND_META;
}

function supplierLookup(page: PageMatch): { id: number } | { slug: string } | null {
  if (page.name === "supplierBySlug") {
    const slug = page.parameters.slug ?? "";
    return /^[\w-]+$/.test(slug) ? { slug } : null;
  }
  const id = page.parameters.id ?? "";
  return /^\d+$/.test(id) ? { id: Number(id) } : null;
}

/** The title and description the server writes into the page's HTML, so search engines see them without running script. */
export async function describePage(
  db: Db,
  pathname: string,
  search: URLSearchParams,
  publicUrl: string,
): Promise<PageMeta> {
  const page = matchPage(pathname);
  if (page && isPageMetaName(page.name)) return PAGE_META[page.name];
  if (page?.name === "suppliers")
    return describeDirectory(search.get("category"), search.get("location"));
  if (page?.name === "suppliersInCategory" || page?.name === "suppliersInTown")
    return describeDirectoryLanding(page, pathname);
  if (page?.name === "supplier" || page?.name === "supplierBySlug") {
    const lookup = supplierLookup(page);
    const meta = lookup
      ? await supplierMeta(db, lookup, `${publicUrl}${pathname}`, publicUrl)
      : null;
    if (meta) return meta;
    return {
      title: `Supplier Not Found | ${SITE}`,
      description: DEFAULT_DESCRIPTION,
      noIndex: true,
    };
  }
  return {
    title: SITE,
    description: DEFAULT_DESCRIPTION,
    noIndex: page === null || pages[page.name].visibility !== "public",
  };
}

/** Public supplier profiles for the sitemap, most recently updated first. A sitemap holds at most 50,000 addresses. */
export async function listSitemapSuppliers(db: Db, limit = 45_000) {
  return db
    .select({ id: users.id, urlSlug: users.urlSlug, updatedAt: users.updatedAt })
    .from(users)
    .where(
      and(eq(users.role, "supplier"), isNull(users.suspendedAt), sql`${users.listingComplete}`),
    )
    .orderBy(desc(users.updatedAt))
    .limit(limit);
}

/** The directory's landing pages: one per category, and one per category in each large town. */
export const SITEMAP_LANDING_PATHS: string[] = CATEGORY_KEYS.flatMap((category) => [
  pages.suppliersInCategory.href(category),
  ...DIRECTORY_TOWNS.map((town) => pages.suppliersInTown.href(category, townSlug(town))),
]);

/** The public pages whose address has no parameters, each listed in the sitemap. */
export const SITEMAP_PAGE_PATHS: string[] = PAGE_NAMES.flatMap((name) => {
  const page: PageDefinition = pages[name];
  return page.visibility === "public" && typeof page.href === "string" ? [page.href] : [];
});

/**
 * The address prefixes robots.txt asks crawlers to leave alone: every page that is not public,
 * cut at its first parameter, without prefixes another one already covers.
 */
export const ROBOTS_DISALLOWED_PREFIXES: string[] = PAGE_NAMES.filter(
  (name) => pages[name].visibility !== "public",
)
  .map((name) => pages[name].pattern.split(":")[0] ?? "")
  .sort()
  .filter(
    (prefix, index, sorted) =>
      !sorted.slice(0, index).some((shorter) => prefix.startsWith(shorter)),
  );
