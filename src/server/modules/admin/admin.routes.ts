import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { adminBadgeRoutes } from "./admin-badges.routes";
import { adminCouponRoutes } from "./admin-coupons.routes";
import { adminFeatureRequestRoutes } from "./admin-feature-requests.routes";
import { adminReviewRoutes } from "./admin-reviews.routes";
import { adminUserRoutes } from "./admin-users.routes";

/**
 * The admin console's API, one plugin per section. Every route asks for an admin before it reads
 * anything: the guard is added here, before the sections, so each of them inherits it.
 */
export const adminRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, accessPolicy, notifier, clock },
) => {
  // Before the body or query is even validated: nobody but an admin learns what these routes accept.
  app.addHook("onRequest", async (request) => {
    await request.requireRole("admin");
  });
  // Moderation answers change under the admin's hands: like every /api answer by default, they
  // go out as `private, no-store` (plugins/cache-control.ts).

  await app.register(adminUserRoutes, { db, accessPolicy });
  await app.register(adminReviewRoutes, { db, clock });
  await app.register(adminFeatureRequestRoutes, { db, notifier });
  await app.register(adminCouponRoutes, { db });
  await app.register(adminBadgeRoutes, { db, notifier, clock });
};
