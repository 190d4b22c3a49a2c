import { and, arrayOverlaps, eq, isNull } from "drizzle-orm";
import type { RequestView } from "../../../shared/contracts/requests";
import { categoryName } from "../../../shared/domain/categories";
import type { Db } from "../../db/client";
import { eventRequests, users } from "../../db/schema";
import { haversineKm } from "../../lib/geo/distance";
import type { Notifier } from "../notifications/notifier";

/**
 * Suppliers in the request's categories hear of it; when both sides have a place on the map,
 * only those whose service area reaches the event.
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
  const what = request.categories.map(categoryName).join(", ");
  await notifier.notifyMany(
    reached.map((supplier) => ({
      userId: supplier.id,
      type: "request" as const,
      title: "New request in your categories",
      description: `"${request.title}" in ${request.location} (${what}).`,
      linkTo: `/request/${request.id}`,
    })),
  );
}
