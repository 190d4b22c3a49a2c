import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AlertPreferences } from "#shared/contracts/alert-preferences";
import {
  BADGE_STATUSES,
  type EvidenceContentType,
  type PublicBadge,
} from "#shared/contracts/compliance-badges";
import type { QuoteDetails } from "#shared/contracts/quotes";
import { CATEGORY_KEYS } from "#shared/domain/categories";
import type { BadgeDetails } from "#shared/domain/compliance-badges";
import { BADGE_KINDS } from "#shared/domain/compliance-badges";

/** Free-text search over a supplier's names and description, as PostgreSQL's `simple` configuration splits them. */
export const SUPPLIER_SEARCH_VECTOR = sql.raw(
  `to_tsvector('simple', coalesce(business_name, '') || ' ' || name || ' ' || coalesce(description, ''))`,
);

/**
 * A supplier's starting price in pounds: the first amount their card's price line names, read as
 * migration 0014 reads an offering's ("From £1,250" is 1250, "£45.50 per hour" is 45.5).
 */
const STARTING_PRICE = sql.raw(
  `replace(substring(coalesce(price_range, lowest_offering_price) from '[0-9][0-9,]*(?:[.][0-9]+)?'), ',', '')::numeric`,
);

/**
 * The box around a supplier that holds every point their service area reaches (the bounding box
 * of `service_area` km around them, as `boundingBox` in lib/geo/distance draws it, plus about a
 * millimetre), or the whole map when they have no place on it: new leads find the suppliers who
 * may reach them with `@>` on one GiST index, then check the exact distance (docs/decisions/0047).
 * Longitudes are not wrapped at the antimeridian; a circle reaching a pole spans every longitude.
 * The same expression is used by the query.
 */
export const SUPPLIER_REACH_BOX = sql.raw(
  `(case when latitude is null or longitude is null then box(point(-180, -90), point(180, 90)) when cos(radians(latitude)) <= sin(service_area / 6371.0::double precision) then box(point(-180, latitude - degrees(service_area / 6371.0::double precision) - 1e-8), point(180, latitude + degrees(service_area / 6371.0::double precision) + 1e-8)) else box(point(longitude - degrees(asin(sin(service_area / 6371.0::double precision) / cos(radians(latitude)))) - 1e-8, latitude - degrees(service_area / 6371.0::double precision) - 1e-8), point(longitude + degrees(asin(sin(service_area / 6371.0::double precision) / cos(radians(latitude)))) + 1e-8, latitude + degrees(service_area / 6371.0::double precision) + 1e-8)) end)`,
);

/** PostgreSQL's text search vector, only ever written by the database (a generated column). */
/**
 * What a supplier's profile must hold before the directory shows them (decision 0057): a category,
 * a place on the map and a description. Kept in the stored column `listing_complete`.
 */
const LISTING_COMPLETE = sql.raw(
  "cardinality(categories) > 0 and latitude is not null and longitude is not null and coalesce(btrim(description), '') <> ''",
);

/**
 * The directory's listed suppliers, as every directory statement and every partial index of the
 * directory says it, so a statement's conditions prove the index's predicate.
 */
export const LISTED_SUPPLIER = "role = 'supplier' and suspended_at is null and listing_complete";

const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["organizer", "supplier", "admin"] })
      .notNull()
      .default("organizer"),
    name: text("name").notNull(),
    businessName: text("business_name"),
    urlSlug: text("url_slug"),
    description: text("description"),
    address: text("address"),
    phone: text("phone"),
    website: text("website"),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    serviceArea: integer("service_area").notNull().default(50),
    profileImage: text("profile_image"),
    coverImage: text("cover_image"),
    portfolioImages: text("portfolio_images").array().notNull().default(sql`'{}'::text[]`),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    priceRange: text("price_range"),
    /**
     * The price of the supplier's cheapest available offering, as written ("£45 per day"): what a
     * card shows when the supplier gives no price of their own. Kept by the database whenever an
     * offering changes (migration 0014), so a directory page reads it instead of searching.
     */
    lowestOfferingPrice: text("lowest_offering_price"),
    /**
     * The first amount of the card's price line (`price_range`, else `lowest_offering_price`) in
     * pounds: what the directory sorts by price and filters "up to £…" on. The same reading as
     * the cheapest offering's (migration 0014); null when the line names no amount.
     */
    startingPrice: numeric("starting_price", { mode: "number" }).generatedAlwaysAs(STARTING_PRICE),
    avgRating: real("avg_rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** The directory's ranking (docs/spec-contract.md §Ranking), kept in columns so one index serves it. */
    isTopRated: boolean("is_top_rated")
      .notNull()
      .generatedAlwaysAs(sql`avg_rating > 0 and review_count >= 2`),
    topRating: real("top_rating")
      .notNull()
      .generatedAlwaysAs(
        sql`case when avg_rating > 0 and review_count >= 2 then avg_rating else 0 end`,
      ),
    /**
     * The words a directory search matches (SUPPLIER_SEARCH_VECTOR), kept in a column so a search
     * that walks a ranking index tests each row without splitting its text again (decision 52).
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(SUPPLIER_SEARCH_VECTOR),
    /** Whether the profile holds what the directory needs to show it (LISTING_COMPLETE). */
    listingComplete: boolean("listing_complete").notNull().generatedAlwaysAs(LISTING_COMPLETE),
    subscriptionActive: boolean("subscription_active").notNull().default(false),
    subscriptionType: text("subscription_type", { enum: ["monthly", "yearly"] }),
    subscriptionExpiry: timestamp("subscription_expiry", { withTimezone: true }),
    subscriptionCancelAtPeriodEnd: boolean("subscription_cancel_at_period_end")
      .notNull()
      .default(false),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    freeAccess: boolean("free_access").notNull().default(false),
    monthlyQuoteLimit: integer("monthly_quote_limit").notNull().default(1),
    quotesThisMonth: integer("quotes_this_month").notNull().default(0),
    lastQuoteReset: timestamp("last_quote_reset", { withTimezone: true }),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    /** When the current email address was confirmed through its emailed link; null until then. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedReason: text("suspended_reason"),
    /**
     * The supplier's verified compliance badges as cards show them, kept by the badges module
     * (docs/decisions/0033) so a directory page reads no other table; readers drop the expired.
     */
    verifiedBadges: jsonb("verified_badges").$type<PublicBadge[]>().notNull().default([]),
    /** The last day of the latest verified insurance; the "Insured" filter compares it with today. */
    insuredUntil: date("insured_until"),
    /** The last day of a verified food hygiene rating of 4 or 5, for the "Food hygiene 4+" filter. */
    goodHygieneUntil: date("good_hygiene_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_url_slug_key").on(t.urlSlug),
    index("users_supplier_location_idx")
      .on(t.latitude, t.longitude)
      .where(sql`role = 'supplier' and latitude is not null`),
    index("users_categories_idx").using("gin", t.categories),
    // Insights' local comparisons (docs/decisions/0058): each quoter's place, read from the index
    // alone for the thousands of quotes a category holds in a year, not from each user's wide row.
    index("users_place_by_id_idx").on(t.id, t.latitude, t.longitude),
    // Which suppliers a new lead may reach (docs/decisions/0047): those whose reach box holds it.
    index("users_supplier_reach_idx")
      .using("gist", SUPPLIER_REACH_BOX)
      .where(sql`role = 'supplier' and suspended_at is null`),
    // Nearest-first radius search (docs/decisions/0023): a GiST index on each listed supplier's
    // point answers `<->` in distance order, one for every supplier and one per category, so a
    // category search reads only that category's suppliers, nearest first.
    index("users_nearby_idx")
      .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql.raw(LISTED_SUPPLIER)),
    ...CATEGORY_KEYS.map((key) =>
      index(`users_nearby_${key}_idx`)
        .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
        .where(sql.raw(`${LISTED_SUPPLIER} and categories @> '{${key}}'::text[]`)),
    ),
    // The badge filters (docs/decisions/0033): few suppliers carry a badge, so each filter has its
    // own nearest-first and ranking indexes rather than filtering a walk over everyone.
    ...(["insured_until", "good_hygiene_until"] as const).flatMap((column) => {
      const listed = sql.raw(`${LISTED_SUPPLIER} and ${column} is not null`);
      const name = column.replace("_until", "");
      return [
        index(`users_nearby_${name}_idx`)
          .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
          .where(listed),
        index(`users_directory_rank_${name}_idx`)
          .on(
            t.isTopRated.desc(),
            t.topRating.desc(),
            t.updatedAt.desc(),
            t.avgRating.desc(),
            t.id.desc(),
          )
          .where(listed),
      ];
    }),
    // The ranking within one category (decision 52), so a search without a place reads only that
    // category's suppliers, best first, and tests words on each as it goes.
    ...CATEGORY_KEYS.map((key) =>
      index(`users_directory_rank_${key}_idx`)
        .on(
          t.isTopRated.desc(),
          t.topRating.desc(),
          t.updatedAt.desc(),
          t.avgRating.desc(),
          t.id.desc(),
        )
        .where(sql.raw(`${LISTED_SUPPLIER} and categories @> '{${key}}'::text[]`)),
    ),
    index("users_directory_rank_idx")
      .on(
        t.isTopRated.desc(),
        t.topRating.desc(),
        t.updatedAt.desc(),
        t.avgRating.desc(),
        t.id.desc(),
      )
      .where(sql.raw(LISTED_SUPPLIER)),
    index("users_search_idx").using("gin", t.searchVector),
    // The directory's chosen orders (decision 55): a search without a place reads its page along
    // one of these, best first, as it does along the ranking's.
    index("users_directory_rating_idx")
      .on(t.avgRating.desc(), t.reviewCount.desc(), t.id.desc())
      .where(sql.raw(LISTED_SUPPLIER)),
    index("users_directory_reviews_idx")
      .on(t.reviewCount.desc(), t.avgRating.desc(), t.id.desc())
      .where(sql.raw(LISTED_SUPPLIER)),
    index("users_directory_price_idx")
      .on(t.startingPrice.asc().nullsLast(), t.id.asc())
      .where(sql.raw(LISTED_SUPPLIER)),
    index("users_directory_newest_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql.raw(LISTED_SUPPLIER)),
    check("users_service_area_check", sql`${t.serviceArea} between 1 and 500`),
  ],
);

export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a leaked table cannot be replayed as cookies. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  icon: text("icon").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const eventRequests = pgTable(
  "event_requests",
  {
    id: serial("id").primaryKey(),
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** As the spec shows it: the start date, or "start to end". */
    eventDate: text("event_date").notNull(),
    eventDateFrom: date("event_date_from").notNull(),
    eventDateTo: date("event_date_to"),
    location: text("location").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    budget: text("budget"),
    attendees: text("attendees"),
    categories: text("categories").array().notNull(),
    status: text("status", {
      enum: ["active", "completed", "cancelled", "found_supplier", "no_longer_needed", "expired"],
    })
      .notNull()
      .default("active"),
    statusReason: text("status_reason"),
    /** Kept with every quote sent, so lists never count quotes. */
    quoteCount: integer("quote_count").notNull().default(0),
    quoteLimit: integer("quote_limit").notNull().default(5),
    quoteLimitRaised: boolean("quote_limit_raised").notNull().default(false),
    /** The last new quote or change: a request quiet for 30 days expires. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the organizer was reminded that the request is about to expire. */
    expiryRemindedAt: timestamp("expiry_reminded_at", { withTimezone: true }),
    /** The first acceptance of a quote on it: one hire in the organizer's record. */
    hiredAt: timestamp("hired_at", { withTimezone: true }),
    /** The organizer's shortlist and the quotes they ruled out: quote ids, ascending. */
    shortlistedQuoteIds: integer("shortlisted_quote_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    hiddenQuoteIds: integer("hidden_quote_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** Pence per service (category key) the organizer set aside; a service left out has no line. */
    serviceBudgets: jsonb("service_budgets")
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("event_requests_organizer_idx").on(t.organizerId, t.createdAt),
    index("event_requests_status_created_idx").on(t.status, t.createdAt),
    index("event_requests_categories_idx").using("gin", t.categories),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => eventRequests.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    price: text("price").notNull(),
    /** The request's category the quote is for (`quote-services.ts`); quotes are compared per service. */
    service: text("service").notNull(),
    totalPence: integer("total_pence"),
    description: text("description").notNull(),
    additionalInfo: text("additional_info"),
    /** Total, deposit, cancellation, what is included and category answers; null on older quotes. */
    details: jsonb("details").$type<QuoteDetails>(),
    /** The last UK day the quote can be accepted; null when it does not expire. */
    validUntil: date("valid_until", { mode: "string" }),
    status: text("status", { enum: ["pending", "accepted", "rejected"] })
      .notNull()
      .default("pending"),
    /** The first time the request's organizer opened its quotes. */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    /** True when sending it took a place in the free plan's monthly allowance. */
    tookAllowance: boolean("took_allowance").notNull().default(false),
    /** When that place came back because the quote went unread. */
    allowanceReturnedAt: timestamp("allowance_returned_at", { withTimezone: true }),
    /** The quote's last renewal: the next may come a day later, so its organizer hears once a day. */
    renewedAt: timestamp("renewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quotes_request_supplier_key").on(t.requestId, t.supplierId),
    index("quotes_supplier_idx").on(t.supplierId, t.createdAt),
    // Insights' local comparisons: a category's quotes in a span of weeks (docs/decisions/0058),
    // read from the index alone: the supplier, request and price ride along, so the quotes' rows
    // are not fetched one by one.
    index("quotes_service_created_idx").on(
      t.service,
      t.createdAt,
      t.supplierId,
      t.requestId,
      t.totalPence,
    ),
    // The refund sweep's candidates: unread free quotes whose place has not come back.
    index("quotes_refund_candidates_idx")
      .on(t.createdAt)
      .where(sql`took_allowance and viewed_at is null and allowance_returned_at is null`),
  ],
);

/**
 * Every email EventEazy sends, written before it is handed over and marked once it was: a crash
 * between the commit and the send leaves it here for the scheduled work to send again.
 */
/** A small text file sent with an email, such as an `.ics` invitation. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const outgoingEmails = pgTable(
  "outgoing_emails",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    replyTo: text("reply_to"),
    /** Extra headers, such as List-Unsubscribe on alert emails. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files sent with it, such as a booking's `.ics`: small text, kept with the email. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    attempts: integer("attempts").notNull().default(0),
    /** The next attempt may start from here; a sender holds it ahead while it tries. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("outgoing_emails_due_idx").on(t.nextAttemptAt).where(sql`sent_at is null`)],
);

/**
 * A new lead's alerts still to write (docs/decisions/0047): one row per request, written in the
 * transaction that posts or releases it, walked in batches of suppliers by id and deleted once
 * every matching supplier has been reached. Several app servers take turns on it: a batch locks
 * the row (`for update skip locked`).
 */
export const leadAlertJobs = pgTable(
  "lead_alert_jobs",
  {
    requestId: integer("request_id")
      .primaryKey()
      .references(() => eventRequests.id, { onDelete: "cascade" }),
    /** The last supplier id a committed batch looked at; the next batch starts after it. */
    afterSupplierId: integer("after_supplier_id").notNull().default(0),
    /** Failed attempts in a row; a batch that commits sets it back to 0. */
    attempts: integer("attempts").notNull().default(0),
    /** The job may be worked from here on; a failure moves it later. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_alert_jobs_due_idx").on(t.nextAttemptAt)],
);

/** Each supplier told of each lead, once: the record that makes alerts exactly once. */
export const leadAlerts = pgTable(
  "lead_alerts",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => eventRequests.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.supplierId] }),
    index("lead_alerts_supplier_idx").on(t.supplierId),
  ],
);

/**
 * An organizer's record as suppliers see it, kept in the same transactions that change quotes
 * and requests so reading it never scans.
 */
export const organizerStats = pgTable("organizer_stats", {
  organizerId: integer("organizer_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  requestsPosted: integer("requests_posted").notNull().default(0),
  requestsHired: integer("requests_hired").notNull().default(0),
  quotesReceived: integer("quotes_received").notNull().default(0),
  quotesRead: integer("quotes_read").notNull().default(0),
  /** Hours from arrival to first reading of the latest read quotes, for the median. */
  readHours: real("read_hours").array().notNull().default(sql`'{}'::real[]`),
  /** The average and count of suppliers' shown reviews of this organizer. */
  avgRating: real("avg_rating").notNull().default(0),
  reviewCount: integer("review_count").notNull().default(0),
});

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null once the organizer deletes their account: the review stays, by "Deleted user". */
    organizerId: integer("organizer_id").references(() => users.id, { onDelete: "set null" }),
    requestId: integer("request_id").references(() => eventRequests.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** The reviewed supplier's one public answer; editable for a week after `replyCreatedAt`. */
    reply: text("reply"),
    replyCreatedAt: timestamp("reply_created_at", { withTimezone: true }),
    replyUpdatedAt: timestamp("reply_updated_at", { withTimezone: true }),
    /** The hire it tells of, when it was booked: then it waits for the supplier's review. */
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /**
     * When it became public; null while a booked hire's review waits for the other side's or
     * for `showsOn` (docs/decisions/0059). Reviews without a booking are shown as written.
     */
    shownAt: timestamp("shown_at", { withTimezone: true }).defaultNow(),
    /** The UK day a waiting review shows even if the other side never writes theirs. */
    showsOn: date("shows_on", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_request_supplier_key").on(t.requestId, t.supplierId),
    index("reviews_supplier_idx").on(t.supplierId, t.createdAt),
    index("reviews_booking_idx").on(t.bookingId),
    index("reviews_waiting_idx").on(t.showsOn).where(sql`${t.shownAt} is null`),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A supplier's review of the organizer of a booked hire, one per booking; like the organizer's
 * review of the supplier it waits until both are written or `showsOn` comes (docs/decisions/0059).
 */
export const organizerReviews = pgTable(
  "organizer_reviews",
  {
    id: serial("id").primaryKey(),
    /** Null once the booking is deleted with an account: the review stays. */
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null once the supplier deletes their account: the review stays, by "Deleted user". */
    supplierId: integer("supplier_id").references(() => users.id, { onDelete: "set null" }),
    requestId: integer("request_id").references(() => eventRequests.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    shownAt: timestamp("shown_at", { withTimezone: true }),
    showsOn: date("shows_on", { mode: "string" }).notNull(),
    /** Set by an admin: a hidden review leaves the organizer's page and rating. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** The reviewed organizer's one public answer; editable for a week after `replyCreatedAt`. */
    reply: text("reply"),
    replyCreatedAt: timestamp("reply_created_at", { withTimezone: true }),
    replyUpdatedAt: timestamp("reply_updated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("organizer_reviews_booking_key").on(t.bookingId),
    index("organizer_reviews_organizer_idx").on(t.organizerId, t.createdAt),
    index("organizer_reviews_waiting_idx").on(t.showsOn).where(sql`${t.shownAt} is null`),
    check("organizer_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** A signed-in user's flag on a review of an organizer, as `review_reports` is for suppliers'. */
export const organizerReviewReports = pgTable(
  "organizer_review_reports",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => organizerReviews.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.reporterId] })],
);

/** A signed-in user's flag on a review for the admins to look at; one per user per review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.reporterId] })],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    receiverId: integer("receiver_id").references(() => users.id, { onDelete: "set null" }),
    requestId: integer("request_id").references(() => eventRequests.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    read: boolean("read").notNull().default(false),
    /** Sent as the organizer's one question to every quoter on the request: its answers are compared. */
    askedEveryQuoter: boolean("asked_every_quoter").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_receiver_read_idx").on(t.receiverId, t.read),
    index("messages_pair_idx").on(t.senderId, t.receiverId, t.createdAt),
    index("messages_request_idx").on(t.requestId),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    discountType: text("discount_type", { enum: ["percent", "fixed"] }).notNull(),
    /** Percent (1–100) or pence off. */
    discountValue: integer("discount_value").notNull(),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    maxUses: integer("max_uses"),
    currentUses: integer("current_uses").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_upper_key").on(sql`upper(${t.code})`),
    check("coupons_discount_value_check", sql`${t.discountValue} > 0`),
  ],
);

export const couponUsages = pgTable(
  "coupon_usages",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("coupon_usages_coupon_user_key").on(t.couponId, t.userId)],
);

export const featureRequests = pgTable(
  "feature_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", {
      enum: ["ui", "functionality", "integration", "performance", "mobile", "other"],
    }).notNull(),
    priority: text("priority", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("medium"),
    status: text("status", { enum: ["pending", "in_progress", "completed", "rejected"] })
      .notNull()
      .default("pending"),
    votes: integer("votes").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("feature_requests_votes_idx").on(t.votes, t.createdAt)],
);

export const featureRequestVotes = pgTable(
  "feature_request_votes",
  {
    featureRequestId: integer("feature_request_id")
      .notNull()
      .references(() => featureRequests.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.featureRequestId, t.userId] })],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    used: boolean("used").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_resets_token_hash_key").on(t.tokenHash),
    index("password_resets_user_idx").on(t.userId),
  ],
);

/** Links that confirm an email address: stored hashed, valid for one address, used once. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_verifications_token_hash_key").on(t.tokenHash),
    index("email_verifications_user_idx").on(t.userId, t.createdAt),
  ],
);

export const equipmentOfferings = pgTable(
  "equipment_offerings",
  {
    id: serial("id").primaryKey(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    price: text("price"),
    image: text("image").array().notNull().default(sql`'{}'::text[]`),
    category: text("category").notNull(),
    available: boolean("available").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("equipment_offerings_supplier_idx").on(t.supplierId)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", {
      enum: ["message", "quote", "request", "payment", "review", "other"],
    }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    linkTo: text("link_to"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_created_idx").on(t.userId, t.createdAt)],
);

export const savedSuppliers = pgTable(
  "saved_suppliers",
  {
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizerId, t.supplierId] }),
    index("saved_suppliers_supplier_idx").on(t.supplierId),
  ],
);

/**
 * A supplier an organizer chose and invited to quote on one of their requests: the request
 * reaches them marked "Invited" whatever their categories or service area. At most
 * `INVITATIONS_PER_REQUEST` a request, counted under the request's row lock.
 */
export const requestInvitations = pgTable(
  "request_invitations",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => eventRequests.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.supplierId] }),
    index("request_invitations_supplier_idx").on(t.supplierId),
  ],
);

/** Payment provider events already applied, so a replayed webhook changes nothing. */
export const processedPaymentEvents = pgTable("processed_payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every subscription payment: started (pending) when the payer reaches the card form, succeeded
 * once the provider takes the money (or at once, for a coupon that makes the plan free).
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null when no provider took part: a coupon brought the price to zero. */
    provider: text("provider", { enum: ["test", "stripe"] }),
    planType: text("plan_type", { enum: ["monthly", "yearly"] }).notNull(),
    amountPence: integer("amount_pence").notNull(),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "succeeded"] })
      .notNull()
      .default("pending"),
    /** SHA-256 of the test provider's client secret: only the payer's browser holds the secret. */
    clientSecretHash: text("client_secret_hash"),
    /** The provider's own id for what is paid for, such as a Stripe subscription or invoice. */
    providerReference: text("provider_reference"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_client_secret_hash_key").on(t.clientSecretHash),
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_provider_reference_idx").on(t.providerReference),
    check("payments_amount_check", sql`${t.amountPence} >= 0`),
  ],
);

export const complianceBadges = pgTable(
  "compliance_badges",
  {
    id: serial("id").primaryKey(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: BADGE_KINDS }).notNull(),
    details: jsonb("details").$type<BadgeDetails>().notNull(),
    /** The last day the badge counts, from its details by the rules in shared/domain. */
    validUntil: date("valid_until").notNull(),
    status: text("status", { enum: BADGE_STATUSES }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** Private storage key of the evidence file (never under the public /uploads path). */
    evidenceKey: text("evidence_key").notNull(),
    evidenceType: text("evidence_type").$type<EvidenceContentType>().notNull(),
    evidenceName: text("evidence_name").notNull(),
    /** When the 30-day and 7-day reminders went out: each goes once. */
    remindedThirtyAt: timestamp("reminded_thirty_at", { withTimezone: true }),
    remindedSevenAt: timestamp("reminded_seven_at", { withTimezone: true }),
    /** When the sweep recorded the expiry and told the supplier. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("compliance_badges_supplier_idx").on(t.supplierId, t.createdAt),
    index("compliance_badges_review_idx").on(t.status, t.createdAt),
    // The sweep's reminders and expiries read only live badges, soonest first.
    index("compliance_badges_due_idx")
      .on(t.validUntil)
      .where(sql`status in ('pending', 'verified')`),
  ],
);

export type ComplianceBadgeRow = typeof complianceBadges.$inferSelect;

/**
 * Days a supplier can't take work, one row a day. A row without a quote is a day the supplier
 * blocked (by hand or by importing a calendar); a row with one is a day of the event that
 * quote booked when it was accepted, and goes with the quote. A day is unavailable when it has
 * any row. The directory's "Available on" filter asks (supplier_id, day) of the lookup index.
 */
export const unavailableDays = pgTable(
  "supplier_unavailable_days",
  {
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("supplier_unavailable_days_lookup_idx").on(t.supplierId, t.day),
    uniqueIndex("supplier_unavailable_days_blocked_key")
      .on(t.supplierId, t.day)
      .where(sql`quote_id is null`),
    uniqueIndex("supplier_unavailable_days_booked_key")
      .on(t.quoteId, t.day)
      .where(sql`quote_id is not null`),
  ],
);

export type UnavailableDayRow = typeof unavailableDays.$inferSelect;

/**
 * A supplier's bookings feed: anyone holding the secret link reads their bookings as
 * iCalendar. Only the link token's SHA-256 is kept; a new link replaces the old one.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  supplierId: integer("supplier_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A browser's Web Push subscription for a signed-in user, one row a device. The endpoint is the
 * push service's address for that browser: posting it again from another account moves it there.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.createdAt)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The VAPID key pair generated for a PostgreSQL deployment without configured keys: one row,
 * the first server to start writes it and every server reads the same one.
 */
export const vapidKeys = pgTable(
  "vapid_keys",
  {
    id: integer("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("vapid_keys_one_row", sql`${t.id} = 1`)],
);

/**
 * A user's alert choices (`AlertPreferences`): channels per kind, lead timing, quiet hours. No row
 * means the defaults. `lastDigestOn` is the UK day the last lead digest went out.
 */
export const alertPreferences = pgTable("alert_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  preferences: jsonb("preferences").$type<AlertPreferences>().notNull(),
  lastDigestOn: date("last_digest_on"),
  /** The supplier's weekly insights summary email; its unsubscribe link turns it off. */
  weeklySummaryEmail: boolean("weekly_summary_email").notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * One push to one device, written in the transaction of the change it tells of and deleted once
 * the push service took it. `nextAttemptAt` is when it may go: now, the end of the user's quiet
 * hours, a retry, or a sender's claim held ahead.
 */
export const outgoingPushes = pgTable(
  "outgoing_pushes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    tag: text("tag"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outgoing_pushes_due_idx").on(t.nextAttemptAt),
    index("outgoing_pushes_subscription_idx").on(t.subscriptionId),
  ],
);

/** A new lead waiting for its supplier's daily digest email; deleted when the digest is queued. */
export const leadDigestItems = pgTable(
  "lead_digest_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    linkTo: text("link_to"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_digest_items_user_idx").on(t.userId, t.id)],
);

/**
 * A supplier's account for receiving booking deposits: Stripe Connect Express, or the test
 * provider's stand-in. No row: set-up not started.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    /** Stripe's connected account id (`acct_…`), or the test provider's own. */
    accountId: text("account_id").notNull(),
    status: text("status", { enum: ["pending", "ready"] })
      .notNull()
      .default("pending"),
    /** SHA-256 of the test provider's one-time onboarding link token. */
    testTokenHash: text("test_token_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payout_accounts_account_key").on(t.accountId),
    uniqueIndex("payout_accounts_test_token_key").on(t.testTokenHash),
  ],
);

/**
 * What accepting a quote makes: the quote's total, deposit and cancellation terms fixed at that
 * moment, and where the deposit's money is (docs/decisions/0050). Every change of `status` is one
 * conditional update on the status it leaves, so it happens once whoever tries it.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    requestId: integer("request_id")
      .notNull()
      .references(() => eventRequests.id, { onDelete: "cascade" }),
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null when an older quote's price named no amount. */
    totalPence: integer("total_pence"),
    /** Paid on EventEazy; 0 when there is nothing to pay here. */
    depositPence: integer("deposit_pence").notNull(),
    cancellationPolicy: text("cancellation_policy", {
      enum: ["flexible", "moderate", "strict", "non_refundable", "custom"],
    }).notNull(),
    cancellationTerms: text("cancellation_terms"),
    eventFirstDay: date("event_first_day", { mode: "string" }).notNull(),
    eventLastDay: date("event_last_day", { mode: "string" }).notNull(),
    status: text("status", {
      enum: [
        "awaiting_deposit",
        "held",
        "releasing",
        "released",
        "refunding",
        "refunded",
        "disputed",
        "cancelled",
      ],
    })
      .notNull()
      .default("awaiting_deposit"),
    /** When `status` last changed: a step left half-done longer than a while is reconciled. */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who took the deposit. */
    provider: text("provider", { enum: ["test", "stripe"] }),
    /** The provider's payment (a Stripe PaymentIntent id). */
    paymentReference: text("payment_reference"),
    /** SHA-256 of the test provider's client secret. */
    clientSecretHash: text("client_secret_hash"),
    /** The charge the deposit's transfer draws on (`source_transaction`). */
    chargeReference: text("charge_reference"),
    paidPence: integer("paid_pence").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedPence: integer("refunded_pence").notNull().default(0),
    /** The refund under way while `refunding`. */
    refundingPence: integer("refunding_pence"),
    /** Refunds made so far: the next refund's idempotency key counts on from it. */
    refundCount: integer("refund_count").notNull().default(0),
    /** To the supplier, and the platform's fee, fixed when the release starts. */
    releasedPence: integer("released_pence").notNull().default(0),
    feePence: integer("fee_pence").notNull().default(0),
    transferReference: text("transfer_reference"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    proposedRefundPence: integer("proposed_refund_pence"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by", { enum: ["organizer", "supplier"] }),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    disputeReason: text("dispute_reason"),
    /** The card network's dispute, when it came from one (Stripe `dp_…`). */
    disputeReference: text("dispute_reference"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bookings_quote_key").on(t.quoteId),
    uniqueIndex("bookings_payment_reference_key").on(t.paymentReference),
    uniqueIndex("bookings_client_secret_hash_key").on(t.clientSecretHash),
    index("bookings_organizer_idx").on(t.organizerId, t.createdAt),
    index("bookings_supplier_idx").on(t.supplierId, t.createdAt),
    index("bookings_charge_idx").on(t.chargeReference),
    // The sweep's candidates: money held, or a step under way.
    index("bookings_money_idx")
      .on(t.status, t.statusChangedAt)
      .where(sql`status in ('awaiting_deposit', 'held', 'releasing', 'refunding')`),
    check(
      "bookings_amounts_check",
      sql`${t.depositPence} >= 0 and ${t.paidPence} >= 0 and ${t.refundedPence} >= 0 and ${t.releasedPence} >= 0 and ${t.feePence} >= 0 and ${t.refundedPence} + coalesce(${t.refundingPence}, 0) + ${t.releasedPence} + ${t.feePence} <= ${t.paidPence}`,
    ),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;

/** A booking's story: each step as it happened, for both sides' timelines. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: [
        "accepted",
        "deposit_paid",
        "released",
        "refund_proposed",
        "cancelled",
        "refunded",
        "disputed",
        "dispute_resolved",
      ],
    }).notNull(),
    amountPence: integer("amount_pence"),
    by: text("by", { enum: ["organizer", "supplier", "admin"] }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);

/**
 * A supplier's counted visits for one UK day (docs/decisions/0058): gathered in memory or Redis
 * and added here by the scheduled flush, so no page view writes to the database.
 */
export const supplierDailyInsights = pgTable(
  "supplier_daily_insights",
  {
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** Directory cards shown on a results page. */
    appearances: integer("appearances").notNull().default(0),
    profileViews: integer("profile_views").notNull().default(0),
    /** Profiles answered with the phone, email and website in them. */
    contactReveals: integer("contact_reveals").notNull().default(0),
    /** Requests the supplier opened. */
    leadViews: integer("lead_views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day] })],
);

/** One row per supplier per ISO week, claimed before the weekly summary email is queued. */
export const insightsWeeklySummaries = pgTable(
  "insights_weekly_summaries",
  {
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Monday (UK day) the week starts. */
    weekStart: date("week_start", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.weekStart] })],
);
