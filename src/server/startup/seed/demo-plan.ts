import type {
  equipmentOfferings,
  eventRequests,
  featureRequests,
  messages,
  notifications,
  quotes,
  reviews,
  users,
} from "#server/db/schema";
import { slugify } from "#server/lib/slug";
import { addDays, eachDay, ukToday } from "#shared/domain/calendar-days";
import type { CategoryKey } from "#shared/domain/categories";
import { formatLongDate, formatPounds } from "#shared/domain/format";
import {
  DEMO_ACCOUNTS,
  FEATURE_REQUESTS,
  GENERIC_REVIEW_COMMENTS,
  MESSAGE_THREADS,
  OFFERINGS,
  ORGANIZERS,
  QUOTE_CLOSINGS,
  QUOTE_NOTES,
  QUOTE_OPENINGS,
  QUOTE_PRICING,
  QUOTE_SERVICES,
  REQUESTS,
  type RequestSeed,
  type ReviewSeed,
  SAVED_SUPPLIERS,
  SUPPLIERS,
  type SupplierSeed,
  TOWNS,
  type TownKey,
} from "./demo-data";
import { type ImageJob, planSupplierImages } from "./demo-images";
import { demoQuoteTerms } from "./demo-quote-terms";
import { createRandom, type Random } from "./random";

type UserRow = Omit<typeof users.$inferInsert, "passwordHash"> & { username: string };
type RequestRow = Omit<typeof eventRequests.$inferInsert, "organizerId">;
type QuoteRow = Omit<typeof quotes.$inferInsert, "requestId" | "supplierId">;
type ReviewRow = Omit<typeof reviews.$inferInsert, "requestId" | "supplierId" | "organizerId">;
type OfferingRow = Omit<typeof equipmentOfferings.$inferInsert, "supplierId">;
type MessageRow = Omit<typeof messages.$inferInsert, "senderId" | "receiverId" | "requestId">;
type FeatureRequestRow = Omit<typeof featureRequests.$inferInsert, "userId">;
type NotificationRow = Omit<typeof notifications.$inferInsert, "userId" | "linkTo">;

/** Links point at ids the database has not assigned yet, so they are resolved when written. */
export type NotificationLink =
  | { kind: "request"; request: number }
  | { kind: "messages"; with: string }
  | { kind: "supplier"; supplier: string }
  | { kind: "path"; path: string };

/**
 * The whole demo data set, built in memory first. Users are referred to by username and
 * requests by their index in `requests`, because ids exist only once rows are inserted.
 */
export interface DemoPlan {
  users: UserRow[];
  requests: { organizer: string; row: RequestRow }[];
  quotes: { request: number; supplier: string; row: QuoteRow }[];
  reviews: { request: number; supplier: string; organizer: string; row: ReviewRow }[];
  offerings: { supplier: string; row: OfferingRow }[];
  messages: { sender: string; receiver: string; request: number; row: MessageRow }[];
  savedSuppliers: { organizer: string; supplier: string; createdAt: Date }[];
  featureRequests: {
    author: string;
    votes: { voter: string; createdAt: Date }[];
    row: FeatureRequestRow;
  }[];
  notifications: { user: string; link: NotificationLink; row: NotificationRow }[];
  /** Days suppliers have marked unavailable themselves (days booked by quotes come from the quotes). */
  blockedDays: { supplier: string; day: string }[];
  imageJobs: ImageJob[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Notifications and messages older than this count as already seen. */
const UNREAD_WINDOW_MS = 3 * DAY_MS;

interface SupplierDraft {
  seed: SupplierSeed;
  row: UserRow & { createdAt: Date; latitude: number; longitude: number };
  firstName: string;
  /** Quotes per calendar month, for the free plan's monthly limit. */
  quoteMonths: Map<string, { count: number; first: Date }>;
  ratings: number[];
}

interface OrganizerDraft {
  row: UserRow & { createdAt: Date };
}

interface RequestDraft {
  seed: RequestSeed;
  organizer: OrganizerDraft;
  row: RequestRow & { createdAt: Date; updatedAt: Date; latitude: number; longitude: number };
  start: Date;
  end: Date;
}

interface QuoteDraft {
  request: number;
  supplier: SupplierDraft;
  categories: CategoryKey[];
  /** The category this supplier was picked for, when the organizer accepted it. */
  acceptedFor: CategoryKey | null;
  row: QuoteRow & { createdAt: Date; updatedAt: Date; totalPence: number };
}

export function planDemoData(now: Date): DemoPlan {
  const random = createRandom("eventeazy-demo");
  const suppliers = SUPPLIERS.map((seed, index) => draftSupplier(seed, index, now, random));
  const organizers: OrganizerDraft[] = ORGANIZERS.map((seed) => {
    const createdAt = daysBefore(now, random.int(300, 480));
    return {
      row: {
        role: "organizer",
        name: seed.name,
        username: seed.username,
        email: `${seed.username}@example.co.uk`,
        ...place(seed.town, random),
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
  const organizerByUsername = new Map(organizers.map((o) => [o.row.username, o]));
  const supplierByUsername = new Map(suppliers.map((s) => [s.row.username, s]));

  const requests = REQUESTS.map((seed) =>
    draftRequest(seed, required(organizerByUsername, seed.organizer), now, random),
  );
  const quoteDrafts = requests.flatMap((request, index) =>
    draftQuotes(request, index, suppliers, now, random),
  );
  backdateQuotingSuppliers(quoteDrafts, random);
  const reviewDrafts = draftReviews(requests, quoteDrafts, now, random);
  applySupplierStats(suppliers);

  const imageJobs: ImageJob[] = [];
  for (const supplier of suppliers) {
    const images = planSupplierImages({
      slug: supplier.row.urlSlug ?? supplier.row.username,
      businessName: supplier.seed.businessName,
      categories: supplier.seed.categories,
      withCover: !supplier.seed.withoutCover,
      portfolioCount: isDemoSupplier(supplier.row.username)
        ? 4
        : random.chance(0.15)
          ? 0
          : random.int(2, 4),
    });
    supplier.row.coverImage = images.coverImage;
    supplier.row.profileImage = images.profileImage;
    supplier.row.portfolioImages = images.portfolioImages;
    imageJobs.push(...images.jobs);
  }

  const messageDrafts = draftMessages(requests, quoteDrafts, now, random);
  const allUsers: UserRow[] = [...organizers.map((o) => o.row), ...suppliers.map((s) => s.row)];
  const displayNames = new Map<string, string>([
    ...organizers.map((o) => [o.row.username, o.row.name] as const),
    ...suppliers.map((s) => [s.row.username, s.seed.businessName] as const),
  ]);

  return {
    users: allUsers,
    requests: requests.map((r) => ({ organizer: r.organizer.row.username, row: r.row })),
    quotes: quoteDrafts.map((q) => ({
      request: q.request,
      supplier: q.supplier.row.username,
      row: q.row,
    })),
    reviews: reviewDrafts.map(({ request, supplier, organizer, row }) => ({
      request,
      supplier,
      organizer,
      row,
    })),
    offerings: suppliers.flatMap((supplier) => draftOfferings(supplier, now, random)),
    messages: messageDrafts,
    savedSuppliers: SAVED_SUPPLIERS.map((saved) => {
      required(organizerByUsername, saved.organizer);
      required(supplierByUsername, saved.supplier);
      return { ...saved, createdAt: daysBefore(now, random.int(1, 30)) };
    }),
    featureRequests: draftFeatureRequests(allUsers, now, random),
    notifications: draftNotifications(
      requests,
      quoteDrafts,
      reviewDrafts,
      messageDrafts,
      suppliers,
      displayNames,
      now,
    ),
    blockedDays: draftBlockedDays(suppliers, requests, now),
    imageJobs,
  };
}

/** How far ahead demo suppliers have blocked days, in days: within every profile's three months. */
const BLOCKED_DAYS_AHEAD = 80;

/**
 * A few days most suppliers have blocked in the coming weeks (a wedding weekend, a holiday), so
 * profiles and dated searches show what availability looks like. The demo's own two suppliers
 * keep a clear calendar, and no day any request's event takes is blocked: a lead hidden from
 * its suppliers would be a lead the demo lost. The draws are the demo's own, apart from the
 * rest, so the other demo data stays as it was.
 */
function draftBlockedDays(
  suppliers: SupplierDraft[],
  requests: RequestDraft[],
  now: Date,
): { supplier: string; day: string }[] {
  const random = createRandom("eventeazy-demo-availability");
  const today = ukToday(now);
  const eventDays = new Set(
    requests.flatMap(({ row }) => eachDay(row.eventDateFrom, row.eventDateTo ?? row.eventDateFrom)),
  );
  const blocked: { supplier: string; day: string }[] = [];
  for (const supplier of suppliers) {
    if (isDemoSupplier(supplier.row.username) || random.chance(0.25)) continue;
    const days = new Set<string>();
    for (let span = random.int(1, 3); span > 0; span--) {
      const first = addDays(today, random.int(2, BLOCKED_DAYS_AHEAD));
      for (const day of eachDay(first, addDays(first, random.int(0, 2))))
        if (!eventDays.has(day)) days.add(day);
    }
    for (const day of [...days].sort()) blocked.push({ supplier: supplier.row.username, day });
  }
  return blocked;
}

function draftSupplier(
  seed: SupplierSeed,
  index: number,
  now: Date,
  random: Random,
): SupplierDraft {
  const createdAt = new Date(
    daysBefore(now, random.int(10, 540)).getTime() - random.int(0, 12) * HOUR_MS,
  );
  const updatedAt = new Date(
    createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime()),
  );
  const row: SupplierDraft["row"] = {
    role: "supplier",
    name: seed.name,
    username: seed.username,
    email: `${seed.username}@example.co.uk`,
    businessName: seed.businessName,
    urlSlug: slugify(seed.businessName),
    description: seed.description,
    // Ofcom keeps 07700 900000–900999 free for drama, so these numbers can never ring anyone.
    phone: `07700 900${String(101 + index * 7).padStart(3, "0")}`,
    website: `https://example-${seed.username}.co.uk`,
    categories: [...seed.categories],
    serviceArea: random.int(2, 20) * 5,
    priceRange: seed.priceRange,
    ...place(seed.town, random),
    createdAt,
    updatedAt,
  };
  if (seed.plan) {
    row.subscriptionActive = true;
    row.subscriptionType = seed.plan;
    row.subscriptionExpiry =
      seed.plan === "monthly"
        ? daysAfter(now, random.int(3, 27))
        : daysAfter(now, random.int(40, 330));
  }
  return {
    seed,
    row,
    firstName: seed.name.split(" ")[0] ?? seed.name,
    quoteMonths: new Map(),
    ratings: [],
  };
}

function place(townKey: TownKey, random: Random) {
  const town = TOWNS[townKey];
  // A small offset so suppliers in one town are not stacked on one point and distances differ.
  const latitude = round5(town.latitude + (random.next() - 0.5) * 0.04);
  const longitude = round5(town.longitude + (random.next() - 0.5) * 0.06);
  return {
    address: `${random.int(2, 180)} ${random.pick(town.streets)}, ${town.name}`,
    latitude,
    longitude,
  };
}

function draftRequest(
  seed: RequestSeed,
  organizer: OrganizerDraft,
  now: Date,
  random: Random,
): RequestDraft {
  const today = startOfUtcDay(now);
  const start = daysAfter(today, seed.startInDays);
  const end = daysAfter(start, (seed.lengthDays ?? 1) - 1);
  const multiDay = end > start;
  const createdAt = new Date(
    daysBefore(now, seed.postedDaysAgo).getTime() - random.int(0, 10) * HOUR_MS,
  );
  let updatedAt = createdAt;
  if (seed.status === "completed") updatedAt = daysAfter(end, random.int(1, 3));
  if (seed.status === "cancelled")
    updatedAt = minDate(daysAfter(createdAt, 14), daysBefore(now, 1));
  const town = TOWNS[seed.town];
  return {
    seed,
    organizer,
    start,
    end,
    row: {
      title: seed.title,
      description: seed.description,
      eventDate: multiDay ? `${isoDate(start)} to ${isoDate(end)}` : isoDate(start),
      eventDateFrom: isoDate(start),
      eventDateTo: multiDay ? isoDate(end) : null,
      location: seed.location,
      latitude: round5(town.latitude + (random.next() - 0.5) * 0.03),
      longitude: round5(town.longitude + (random.next() - 0.5) * 0.05),
      budget: seed.budget,
      attendees: seed.attendees,
      categories: [...seed.categories],
      status: seed.status,
      statusReason: seed.statusReason ?? null,
      createdAt,
      updatedAt,
    },
  };
}

/** Nearest suppliers in each category quote; on decided categories the nearest one won. */
function draftQuotes(
  request: RequestDraft,
  requestIndex: number,
  suppliers: SupplierDraft[],
  now: Date,
  random: Random,
): QuoteDraft[] {
  const { seed } = request;
  const decided = new Set<CategoryKey>(
    seed.status === "completed" ? seed.categories : (seed.decided ?? []),
  );
  const latest =
    seed.status === "active" ? new Date(now.getTime() - 20 * 60_000) : request.row.updatedAt;
  const drafts = new Map<string, QuoteDraft>();

  for (const category of seed.categories) {
    const candidates = suppliers
      .filter((s) => s.seed.categories.includes(category))
      .sort((a, b) => distanceKm(request.row, a.row) - distanceKm(request.row, b.row));
    const wanted = random.int(2, 3);
    let taken = 0;
    for (const supplier of candidates) {
      if (taken >= wanted) break;
      const existing = drafts.get(supplier.row.username);
      if (existing) {
        existing.categories.push(category);
      } else {
        const createdAt = minDate(
          new Date(request.row.createdAt.getTime() + random.int(3, 72) * HOUR_MS),
          latest,
        );
        const month = monthKey(createdAt);
        // Free plans allow one quote a month; skip a supplier who has used theirs. The free
        // demo account keeps this month's quote, so whoever logs in can try quoting.
        const isFreeDemo =
          supplier.row.username === DEMO_ACCOUNTS.freeSupplier && month === monthKey(now);
        if (!supplier.row.subscriptionActive && (supplier.quoteMonths.has(month) || isFreeDemo))
          continue;
        const usage = supplier.quoteMonths.get(month);
        supplier.quoteMonths.set(month, {
          count: (usage?.count ?? 0) + 1,
          first: usage && usage.first < createdAt ? usage.first : createdAt,
        });
        drafts.set(supplier.row.username, {
          request: requestIndex,
          supplier,
          categories: [category],
          acceptedFor: null,
          row: {
            price: "",
            // Filed under the service the supplier was first picked for (or later accepted for).
            service: category,
            totalPence: 0,
            description: "",
            additionalInfo: random.chance(0.4) ? random.pick(QUOTE_NOTES) : null,
            status: "pending",
            createdAt,
            updatedAt: createdAt,
          },
        });
      }
      const draft = drafts.get(supplier.row.username) as QuoteDraft;
      if (taken === 0 && decided.has(category)) draft.acceptedFor ??= category;
      taken++;
    }
  }

  const attendees = Number.parseInt(seed.attendees, 10) || 50;
  const days = seed.lengthDays ?? 1;
  for (const draft of drafts.values()) {
    const pounds = draft.categories.reduce((sum, category) => {
      const pricing = QUOTE_PRICING[category];
      return sum + pricing.base + pricing.perGuest * attendees;
    }, 0);
    // Later days of an event cost less than the first: set-up and travel are already paid.
    const total = pounds * (1 + 0.6 * (days - 1)) * (0.85 + random.next() * 0.4);
    const price = roundTo(total, total < 1000 ? 10 : 50);
    const services = draft.categories.map((category) => QUOTE_SERVICES[category]).join(", plus ");
    draft.row.price = String(price);
    draft.row.totalPence = price * 100;
    draft.row.service = draft.acceptedFor ?? draft.row.service;
    draft.row.description = `${random.pick(QUOTE_OPENINGS)} For your event on ${formatLongDate(request.start)}, we would provide ${services}. ${random.pick(QUOTE_CLOSINGS)}`;
    const decidedHere = draft.acceptedFor ?? draft.categories.find((c) => decided.has(c));
    if (!decidedHere) {
      if (seed.status === "active")
        Object.assign(draft.row, demoQuoteTerms(draft.categories, price, attendees, now));
      continue;
    }
    draft.row.status = draft.acceptedFor ? "accepted" : "rejected";
    const answeredAfter = seed.status === "active" ? random.int(2, 24) : random.int(24, 120);
    draft.row.updatedAt = minDate(
      new Date(draft.row.createdAt.getTime() + answeredAfter * HOUR_MS),
      latest,
    );
  }
  return [...drafts.values()];
}

/** A supplier must have joined before their first quote; move the join date back where needed. */
function backdateQuotingSuppliers(quoteDrafts: QuoteDraft[], random: Random) {
  for (const quote of quoteDrafts) {
    const { row } = quote.supplier;
    const latestJoin = daysBefore(quote.row.createdAt, 7);
    if (row.createdAt > latestJoin) row.createdAt = daysBefore(latestJoin, random.int(0, 60));
  }
}

interface ReviewDraft {
  request: number;
  supplier: string;
  organizer: string;
  row: ReviewRow & { createdAt: Date; rating: number };
}

/** Reviews only where the organizer accepted the supplier's quote on a completed event. */
function draftReviews(
  requests: RequestDraft[],
  quoteDrafts: QuoteDraft[],
  now: Date,
  random: Random,
): ReviewDraft[] {
  let genericIndex = 0;
  const drafts: ReviewDraft[] = [];
  for (const quote of quoteDrafts) {
    const request = requests[quote.request] as RequestDraft;
    if (request.seed.status !== "completed" || !quote.acceptedFor) continue;
    const review =
      request.seed.reviews?.[quote.acceptedFor] ??
      (GENERIC_REVIEW_COMMENTS[genericIndex++ % GENERIC_REVIEW_COMMENTS.length] as ReviewSeed);
    quote.supplier.ratings.push(review.rating);
    const createdAt = minDate(daysAfter(request.end, random.int(2, 12)), daysBefore(now, 1));
    const repliedAt = review.reply ? minDate(daysAfter(createdAt, 1), now) : null;
    drafts.push({
      request: quote.request,
      supplier: quote.supplier.row.username,
      organizer: request.organizer.row.username,
      row: {
        rating: review.rating,
        comment: review.comment.replaceAll("{first}", quote.supplier.firstName),
        createdAt,
        ...(review.reply && repliedAt
          ? { reply: review.reply, replyCreatedAt: repliedAt, replyUpdatedAt: repliedAt }
          : {}),
      },
    });
  }
  return drafts;
}

function applySupplierStats(suppliers: SupplierDraft[]) {
  for (const supplier of suppliers) {
    const { ratings, row, quoteMonths } = supplier;
    row.reviewCount = ratings.length;
    row.avgRating = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
    // The counter resets lazily at a month's first quote, so it holds the latest month's count.
    const latest = [...quoteMonths.values()].sort(
      (a, b) => b.first.getTime() - a.first.getTime(),
    )[0];
    if (latest) {
      row.quotesThisMonth = latest.count;
      row.lastQuoteReset = latest.first;
    }
  }
}

function draftOfferings(supplier: SupplierDraft, now: Date, random: Random): DemoPlan["offerings"] {
  const categories = supplier.seed.categories;
  const count = Math.min(random.int(1, 4), categories.length * 3);
  const offerings: DemoPlan["offerings"] = [];
  for (let i = 0; i < count; i++) {
    const category = categories[i % categories.length] as CategoryKey;
    const offering = OFFERINGS[category][Math.floor(i / categories.length)];
    if (!offering) continue;
    const createdAt = new Date(
      supplier.row.createdAt.getTime() +
        random.next() * (now.getTime() - supplier.row.createdAt.getTime()),
    );
    offerings.push({
      supplier: supplier.row.username,
      row: { ...offering, category, available: true, createdAt, updatedAt: createdAt },
    });
  }
  return offerings;
}

function draftMessages(
  requests: RequestDraft[],
  quoteDrafts: QuoteDraft[],
  now: Date,
  random: Random,
): DemoPlan["messages"] {
  const planned: DemoPlan["messages"] = [];
  for (const thread of MESSAGE_THREADS) {
    const requestIndex = requests.findIndex((r) => r.seed.title === thread.requestTitle);
    const request = requests[requestIndex];
    if (!request)
      throw new Error(`Demo message thread names an unknown request: ${thread.requestTitle}`);
    const quote = quoteDrafts.find(
      (q) => q.request === requestIndex && q.supplier.row.username === thread.supplier,
    );
    const gaps = thread.lines.map(() => random.int(1, 6) * HOUR_MS + random.int(0, 59) * 60_000);
    const span = gaps.reduce((a, b) => a + b, 0);
    const wantedStart = (quote?.row.updatedAt ?? daysAfter(request.row.createdAt, 1)).getTime();
    let time = Math.min(wantedStart, now.getTime() - 10 * 60_000 - span);
    thread.lines.forEach((line, index) => {
      time += gaps[index] ?? HOUR_MS;
      const fromOrganizer = line.from === "organizer";
      const isLast = index === thread.lines.length - 1;
      planned.push({
        sender: fromOrganizer ? thread.organizer : thread.supplier,
        receiver: fromOrganizer ? thread.supplier : thread.organizer,
        request: requestIndex,
        row: {
          content: line.text,
          read: !isLast || now.getTime() - time > UNREAD_WINDOW_MS,
          createdAt: new Date(time),
        },
      });
    });
  }
  return planned;
}

function draftFeatureRequests(
  allUsers: UserRow[],
  now: Date,
  random: Random,
): DemoPlan["featureRequests"] {
  const demoUsernames = new Set<string>([
    ...DEMO_ACCOUNTS.organizers,
    DEMO_ACCOUNTS.subscribedSupplier,
    DEMO_ACCOUNTS.freeSupplier,
  ]);
  return FEATURE_REQUESTS.map((seed) => {
    const createdAt = daysBefore(now, seed.postedDaysAgo);
    // Demo accounts never vote, so whoever logs in can try voting on every request.
    const voters = random
      .shuffle(allUsers.filter((u) => u.username !== seed.author && !demoUsernames.has(u.username)))
      .slice(0, seed.votes);
    const votes = voters.map((voter) => {
      const from = Math.max(createdAt.getTime(), (voter.createdAt ?? createdAt).getTime());
      return {
        voter: voter.username,
        createdAt: new Date(from + random.next() * (now.getTime() - from)),
      };
    });
    const updatedAt =
      seed.status === "pending"
        ? createdAt
        : daysAfter(createdAt, random.int(3, Math.max(3, seed.postedDaysAgo - 2)));
    return {
      author: seed.author,
      votes,
      row: {
        title: seed.title,
        description: seed.description,
        category: seed.category,
        priority: seed.priority,
        status: seed.status,
        votes: votes.length,
        createdAt,
        updatedAt,
      },
    };
  });
}

function draftNotifications(
  requests: RequestDraft[],
  quoteDrafts: QuoteDraft[],
  reviewDrafts: ReviewDraft[],
  messageDrafts: DemoPlan["messages"],
  suppliers: SupplierDraft[],
  displayNames: Map<string, string>,
  now: Date,
): DemoPlan["notifications"] {
  const planned: DemoPlan["notifications"] = [];
  const add = (
    user: string,
    link: NotificationLink,
    row: Omit<NotificationRow, "read" | "createdAt"> & { createdAt: Date },
  ) =>
    planned.push({
      user,
      link,
      row: { ...row, read: now.getTime() - row.createdAt.getTime() > UNREAD_WINDOW_MS },
    });

  for (const quote of quoteDrafts) {
    const request = requests[quote.request] as RequestDraft;
    add(
      request.organizer.row.username,
      { kind: "request", request: quote.request },
      {
        type: "quote",
        title: "New quote received",
        description: `${quote.supplier.seed.businessName} quoted ${formatPounds(quote.row.totalPence)} for "${request.seed.title}".`,
        createdAt: quote.row.createdAt,
      },
    );
    if (quote.row.status === "pending") continue;
    const accepted = quote.row.status === "accepted";
    add(
      quote.supplier.row.username,
      { kind: "path", path: "/quotes" },
      {
        type: "quote",
        title: accepted ? "Quote accepted" : "Quote not accepted",
        description: accepted
          ? `${request.organizer.row.name} accepted your quote for "${request.seed.title}".`
          : `${request.organizer.row.name} chose another supplier for "${request.seed.title}".`,
        createdAt: quote.row.updatedAt,
      },
    );
  }

  for (const review of reviewDrafts) {
    const request = requests[review.request] as RequestDraft;
    add(
      review.supplier,
      { kind: "supplier", supplier: review.supplier },
      {
        type: "review",
        title: "New review",
        description: `${request.organizer.row.name} gave you ${review.row.rating} stars for "${request.seed.title}".`,
        createdAt: review.row.createdAt,
      },
    );
  }

  const lastMessages = new Map<string, DemoPlan["messages"][number]>();
  for (const message of messageDrafts)
    lastMessages.set(`${message.sender}>${message.receiver}`, message);
  for (const message of lastMessages.values()) {
    const senderName = displayNames.get(message.sender) ?? message.sender;
    add(
      message.receiver,
      { kind: "messages", with: message.sender },
      {
        type: "message",
        title: "New message",
        description: `${senderName} sent you a message.`,
        createdAt: message.row.createdAt ?? now,
      },
    );
  }

  for (const supplier of suppliers) {
    const { subscriptionType, subscriptionExpiry } = supplier.row;
    if (!subscriptionType || !subscriptionExpiry) continue;
    const startedAt =
      subscriptionType === "monthly"
        ? daysBefore(subscriptionExpiry, 30)
        : daysBefore(subscriptionExpiry, 365);
    add(
      supplier.row.username,
      { kind: "path", path: "/plans" },
      {
        type: "payment",
        title: "Subscription activated",
        description: `Your ${subscriptionType} plan is active until ${formatLongDate(subscriptionExpiry)}.`,
        createdAt: maxDate(startedAt, supplier.row.createdAt),
      },
    );
  }
  return planned;
}

function isDemoSupplier(username: string): boolean {
  return username === DEMO_ACCOUNTS.subscribedSupplier || username === DEMO_ACCOUNTS.freeSupplier;
}

function required<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to an unknown user: ${key}`);
  return value;
}

function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

function minDate(a: Date, b: Date): Date {
  return a < b ? a : b;
}

function maxDate(a: Date, b: Date): Date {
  return a > b ? a : b;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

function round5(value: number): number {
  return Math.round(value * 100_000) / 100_000;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}
