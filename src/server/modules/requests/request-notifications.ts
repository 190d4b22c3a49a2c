import { and, arrayOverlaps, eq, isNull, not, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { eventRequests, users } from "#server/db/schema";
import { haversineKm } from "#server/lib/geo/distance";
import { unavailableThroughout } from "#server/modules/availability/availability.service";
import type { Notifier, NotifyInput } from "#server/modules/notifications/notifier";
import type { RequestView } from "#shared/contracts/requests";
import { categoryName } from "#shared/domain/categories";
import { formatLongDate } from "#shared/domain/format";
import { pages } from "#shared/paths";
import { toRequestView } from "./requests.service";

/**
 * Suppliers in the request's categories hear of it; when both sides have a place on the map,
 * only those whose service area reaches the event; never those who have marked every day of
 * the event unavailable.
 */
export async function notifyMatchingSuppliers(db: Db, notifier: Notifier, request: RequestView) {
  const [place] = await db
    .select({ latitude: eventRequests.latitude, longitude: eventRequests.longitude })
    .from(eventRequests)
    .where(eq(eventRequests.id, request.id));
  const suppliers = await db
    .select({
      id: users.id,
      latitude: users.latitude,
      longitude: users.longitude,
      serviceArea: users.serviceArea,
    })
    .from(users)
    .where(
      and(
        eq(users.role, "supplier"),
        isNull(users.suspendedAt),
        arrayOverlaps(users.categories, request.categories),
        not(
          unavailableThroughout(
            users.id,
            sql`${request.eventDateFrom}::date`,
            request.eventDateTo === null ? null : sql`${request.eventDateTo}::date`,
          ),
        ),
      ),
    );
  const reached = suppliers.filter(
    (supplier) =>
      place?.latitude == null ||
      place.longitude == null ||
      supplier.latitude === null ||
      supplier.longitude === null ||
      haversineKm(place.latitude, place.longitude, supplier.latitude, supplier.longitude) <=
        supplier.serviceArea,
  );
  await notifier.notifyMany(reached.map((supplier) => leadNotice(supplier.id, request)));
}

/**
 * What a supplier hears of a new request that suits them: a lead (in the app, by push and, as
 * their choices say, by email at once or in the daily digest). It names the request, the place,
 * the categories and the date, and nothing of how to reach the organizer.
 */
export function leadNotice(
  supplierId: number,
  request: Pick<
    RequestView,
    "id" | "title" | "location" | "categories" | "eventDateFrom" | "eventDateTo"
  >,
): NotifyInput {
  const what = request.categories.map(categoryName).join(", ");
  const when =
    request.eventDateTo && request.eventDateTo !== request.eventDateFrom
      ? `${formatLongDate(request.eventDateFrom)} to ${formatLongDate(request.eventDateTo)}`
      : formatLongDate(request.eventDateFrom);
  return {
    userId: supplierId,
    type: "request",
    alert: "leads",
    title: "New request in your categories",
    description: `"${request.title}" in ${request.location} (${what}).`,
    linkTo: pages.request.href(request.id),
    email: {
      subject: `New lead: ${request.title}`,
      text: `A new request suits your categories: "${request.title}" in ${request.location} (${what}), on ${when}.\n\nOpen it to read the details and send a quote.`,
      actionLabel: "View the request",
    },
  };
}

/**
 * An organizer's requests wait unseen until their address is confirmed; then their active ones
 * go out as new: dated now, and announced to the matching suppliers.
 */
export async function releaseWaitingRequests(db: Db, notifier: Notifier, organizerId: number) {
  const released = await db
    .update(eventRequests)
    .set({ createdAt: new Date(), updatedAt: new Date() })
    .where(and(eq(eventRequests.organizerId, organizerId), eq(eventRequests.status, "active")))
    .returning();
  if (released.length === 0) return;
  const [organizer] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, organizerId));
  for (const request of released)
    await notifyMatchingSuppliers(db, notifier, toRequestView(request, organizer?.name ?? ""));
}
