import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  coupons,
  equipmentOfferings,
  eventRequests,
  featureRequests,
  featureRequestVotes,
  messages,
  notifications,
  organizerStats,
  quotes,
  reviews,
  savedSuppliers,
  unavailableDays,
  users,
} from "#server/db/schema";
import { hashPassword } from "#server/lib/passwords";
import type { ImageStore } from "#server/lib/storage/image-store";
import { bookedDaysOf, isEventCalledOff } from "#shared/contracts/availability";
import { QUOTES_PER_REQUEST_MAX } from "#shared/domain/fair-leads";
import { DEMO_COUPONS } from "./demo-coupons";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-data";
import { renderImages } from "./demo-images";
import { type DemoPlan, type NotificationLink, planDemoData } from "./demo-plan";

export interface DemoLogin {
  role: "organizer" | "supplier" | "admin";
  username: string;
  password: string;
}

export interface DemoSeedOptions {
  /** Where the suppliers' demo images go, as uploads do. */
  imageStore: ImageStore;
  /** Every demo account's password; the published demo password unless another is given. */
  password?: string;
}

/** Fills an empty database with a believable marketplace: suppliers, requests, quotes, reviews. */
export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<DemoLogin[]> {
  const password = options.password ?? DEMO_PASSWORD;
  const plan = planDemoData(new Date());
  // Images render on sharp's worker threads while rows go in; one transaction means a failed
  // seed leaves the database empty, so the next start simply tries again.
  await db.transaction(async (tx) => {
    await Promise.all([
      renderImages(plan.imageJobs, options.imageStore),
      insertPlan(tx, plan, password),
    ]);
  });
  return [
    ...DEMO_ACCOUNTS.organizers.map((username) => ({
      role: "organizer" as const,
      username,
      password,
    })),
    { role: "supplier", username: DEMO_ACCOUNTS.subscribedSupplier, password },
    { role: "supplier", username: DEMO_ACCOUNTS.freeSupplier, password },
    { role: "admin", username: DEMO_ACCOUNTS.admin, password },
  ];
}

async function insertPlan(db: Db, plan: DemoPlan, password: string): Promise<void> {
  // Every demo user shares one password, and argon2id is slow by design: hash it once.
  const passwordHash = await hashPassword(password);

  const insertedUsers = await db
    .insert(users)
    .values(plan.users.map((user) => ({ ...user, passwordHash, emailVerifiedAt: user.createdAt })))
    .returning({ id: users.id, username: users.username });
  // Apart from the plan, whose random draws would all shift with one more user in it.
  await db.insert(users).values({
    role: "admin",
    username: DEMO_ACCOUNTS.admin,
    email: `${DEMO_ACCOUNTS.admin}@example.co.uk`,
    name: "EventEazy Admin",
    passwordHash,
    emailVerifiedAt: new Date(),
  });
  await db.insert(coupons).values(DEMO_COUPONS);
  const userIds = new Map(insertedUsers.map((user) => [user.username, user.id]));
  const userId = (username: string) => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`Demo seed: no user ${username}`);
    return id;
  };

  const insertedRequests = await db
    .insert(eventRequests)
    .values(
      plan.requests.map((request) => ({ ...request.row, organizerId: userId(request.organizer) })),
    )
    .returning({ id: eventRequests.id, title: eventRequests.title });
  const idsByTitle = new Map(insertedRequests.map((request) => [request.title, request.id]));
  const requestIds = plan.requests.map((request) => {
    const id = idsByTitle.get(request.row.title);
    if (id === undefined) throw new Error(`Demo seed: no request ${request.row.title}`);
    return id;
  });
  const requestId = (index: number) => requestIds[index] as number;

  const insertedQuotes = await db
    .insert(quotes)
    .values(
      plan.quotes.map((quote) => ({
        ...quote.row,
        requestId: requestId(quote.request),
        supplierId: userId(quote.supplier),
      })),
    )
    .returning({ id: quotes.id, supplierId: quotes.supplierId, status: quotes.status });
  // An accepted quote books its event's days, as accepting one does, unless the event is off.
  const bookedDays = insertedQuotes.flatMap((quote, index) => {
    const request = plan.requests[plan.quotes[index]?.request ?? -1]?.row;
    if (quote.status !== "accepted" || !request || isEventCalledOff(request.status ?? "active"))
      return [];
    const event = {
      eventDateFrom: request.eventDateFrom,
      eventDateTo: request.eventDateTo ?? null,
    };
    return bookedDaysOf(event).map((day) => ({
      supplierId: quote.supplierId,
      day,
      quoteId: quote.id,
    }));
  });
  if (bookedDays.length > 0) await db.insert(unavailableDays).values(bookedDays);
  if (plan.blockedDays.length > 0)
    await db
      .insert(unavailableDays)
      .values(plan.blockedDays.map(({ supplier, day }) => ({ supplierId: userId(supplier), day })));
  // The fair-leads counters are kept as quotes change; the demo's quotes arrive all at once. An
  // active demo request counts as fresh, so the first sweep does not expire it. A request the
  // demo gives as many quotes as its cap has had the cap raised by its organizer, so it still
  // has room and stays on Browse Requests.
  await db.execute(sql`
    update ${eventRequests} r set
      quote_count = q.total,
      quote_limit = case when q.total >= r.quote_limit
        then greatest(${QUOTES_PER_REQUEST_MAX}, q.total + 1) else r.quote_limit end,
      quote_limit_raised = q.total >= r.quote_limit,
      hired_at = q.first_accepted,
      last_activity_at = case when r.status = 'active' then now() else r.updated_at end
    from (
      select er.id, count(qt.id)::int as total,
        min(qt.updated_at) filter (where qt.status = 'accepted') as first_accepted
      from ${eventRequests} er left join ${quotes} qt on qt.request_id = er.id group by er.id
    ) q
    where q.id = r.id`);
  await db.execute(sql`update ${quotes} set viewed_at = updated_at where status <> 'pending'`);
  await db.execute(sql`
    insert into ${organizerStats} (organizer_id, requests_posted, requests_hired, quotes_received, quotes_read, read_hours)
    select r.organizer_id, count(distinct r.id)::int, count(distinct r.id) filter (where r.hired_at is not null)::int,
      count(q.id)::int, count(q.viewed_at)::int,
      coalesce(array_agg(round((extract(epoch from q.viewed_at - q.created_at) / 3600)::numeric, 2)::real)
        filter (where q.viewed_at is not null), '{}')
    from ${eventRequests} r left join ${quotes} q on q.request_id = r.id
    group by r.organizer_id`);
  await db.insert(reviews).values(
    plan.reviews.map((review) => ({
      ...review.row,
      requestId: requestId(review.request),
      supplierId: userId(review.supplier),
      organizerId: userId(review.organizer),
    })),
  );
  await db.insert(equipmentOfferings).values(
    plan.offerings.map((offering) => ({
      ...offering.row,
      supplierId: userId(offering.supplier),
    })),
  );
  await db.insert(messages).values(
    plan.messages.map((message) => ({
      ...message.row,
      senderId: userId(message.sender),
      receiverId: userId(message.receiver),
      requestId: requestId(message.request),
    })),
  );
  await db.insert(savedSuppliers).values(
    plan.savedSuppliers.map((saved) => ({
      organizerId: userId(saved.organizer),
      supplierId: userId(saved.supplier),
      createdAt: saved.createdAt,
    })),
  );

  const insertedFeatureRequests = await db
    .insert(featureRequests)
    .values(
      plan.featureRequests.map((request) => ({ ...request.row, userId: userId(request.author) })),
    )
    .returning({ id: featureRequests.id, title: featureRequests.title });
  const featureRequestIds = new Map(insertedFeatureRequests.map((r) => [r.title, r.id]));
  const votes = plan.featureRequests.flatMap((request) =>
    request.votes.map((vote) => ({
      featureRequestId: featureRequestIds.get(request.row.title) as number,
      userId: userId(vote.voter),
      createdAt: vote.createdAt,
    })),
  );
  if (votes.length > 0) await db.insert(featureRequestVotes).values(votes);

  const linkTo = (link: NotificationLink): string => {
    switch (link.kind) {
      case "request":
        return `/request/${requestId(link.request)}`;
      case "messages":
        return `/messages/${userId(link.with)}`;
      case "supplier":
        return `/supplier/${userId(link.supplier)}`;
      case "path":
        return link.path;
    }
  };
  await db.insert(notifications).values(
    plan.notifications.map((notification) => ({
      ...notification.row,
      userId: userId(notification.user),
      linkTo: linkTo(notification.link),
    })),
  );
}
