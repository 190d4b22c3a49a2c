import { createServer } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import type { AccessPolicy } from "./lib/access-policy";
import { createImageDecoder } from "./lib/images/image-decoder";
import { createLiveEvents } from "./lib/live-events/live-events";
import { redactUrl, serializeError } from "./lib/logging";
import { createMailer } from "./lib/mail/create-mailer";
import { createQueuedMailer } from "./lib/mail/email-queue";
import { createPaymentProvider } from "./lib/payments/create-payment-provider";
import { createImageStore } from "./lib/storage/create-image-store";
import { adminRoutes } from "./modules/admin/admin.routes";
import { alertPreferenceRoutes } from "./modules/alert-preferences/alert-preferences.routes";
import { createUnsubscribeKeyLoader } from "./modules/alert-preferences/unsubscribe-links";
import { authRoutes } from "./modules/auth/auth.routes";
import { availabilityRoutes } from "./modules/availability/availability.routes";
import { bookingAdminRoutes, bookingRoutes } from "./modules/bookings/bookings.routes";
import { categoryRoutes } from "./modules/categories/categories.routes";
import { createCategoryCache } from "./modules/categories/categories.service";
import { complianceBadgeRoutes } from "./modules/compliance-badges/compliance-badges.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { couponRoutes } from "./modules/coupons/coupons.routes";
import { emailVerificationRoutes } from "./modules/email-verification/email-verification.routes";
import { equipmentRoutes } from "./modules/equipment/equipment.routes";
import { featureRequestRoutes } from "./modules/feature-requests/feature-requests.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { insightRoutes } from "./modules/insights/insights.routes";
import { createVisitCounter } from "./modules/insights/visit-counter";
import { sendWeeklySummaries } from "./modules/insights/weekly-summary";
import { invitationRoutes } from "./modules/invitations/invitations.routes";
import { liveEventRoutes } from "./modules/live-events/live-events.routes";
import { locationRoutes } from "./modules/locations/locations.routes";
import { mapRoutes } from "./modules/map/map.routes";
import { messageRoutes } from "./modules/messages/messages.routes";
import { notificationRoutes } from "./modules/notifications/notifications.routes";
import { createNotifier } from "./modules/notifications/notifier";
import { organizerRoutes } from "./modules/organizers/organizers.routes";
import { passwordResetRoutes } from "./modules/password-reset/password-reset.routes";
import { paymentRoutes, stripeWebhookRoutes } from "./modules/payments/payments.routes";
import { payoutRoutes } from "./modules/payouts/payouts.routes";
import { pushRoutes } from "./modules/push/push.routes";
import { createVapidKeyLoader } from "./modules/push/push.service";
import { createPushDispatcher } from "./modules/push/push-queue";
import { quoteRoutes } from "./modules/quotes/quotes.routes";
import { createLeadAlerts, releaseRequestsOnConfirmation } from "./modules/requests/lead-alerts";
import { requestRoutes } from "./modules/requests/requests.routes";
import { organizerReviewRoutes } from "./modules/reviews/organizer-reviews.routes";
import { reviewRoutes } from "./modules/reviews/reviews.routes";
import type { RouteDependencies } from "./modules/route-dependencies";
import { savedSupplierRoutes } from "./modules/saved-suppliers/saved-suppliers.routes";
import { createScheduledWork } from "./modules/scheduled-work/scheduled-work";
import { seoRoutes } from "./modules/seo/seo.routes";
import { describePage } from "./modules/seo/seo.service";
import { subscriptionRoutes } from "./modules/subscriptions/subscriptions.routes";
import { createDirectoryCache, type DirectoryChanges } from "./modules/suppliers/directory-cache";
import { supplierRoutes } from "./modules/suppliers/suppliers.routes";
import { uploadRoutes } from "./modules/uploads/uploads.routes";
import { userRoutes } from "./modules/users/users.routes";
import { registerCacheControl } from "./plugins/cache-control";
import { registerClient } from "./plugins/client";
import { registerErrorHandling } from "./plugins/errors";
import { categoriesHotPath, type HotPath } from "./plugins/hot-path";
import { registerInputGuard } from "./plugins/input-guard";
import { registerOpenApi } from "./plugins/openapi";
import { keyedLimit, registerRateLimits } from "./plugins/rate-limits";
import { pageContentSecurityPolicy, registerSecurity, securityHeaders } from "./plugins/security";
import { registerSession } from "./plugins/session";
import { registerUploads } from "./plugins/uploads";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The connection settings Fastify passes to a server factory, its defaults filled in. */
interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

export interface AppDependencies {
  database: DatabaseHandle;
  /** Where the log goes instead of standard output. */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The time for the rules that wait days (allowance refunds, expiries, reminders) and for the
   * scheduled work; tests move it forward. The real clock by default.
   */
  clock?: () => Date;
}

/** Builds the whole server without listening, so tests can `inject` and benchmarks can `listen`. */
export async function buildApp(
  config: AppConfig,
  { database, logStream, onRoute, clock = () => new Date() }: AppDependencies,
): Promise<FastifyInstance> {
  let hotPath: HotPath | undefined;
  const proxies = config.trustProxy;
  const app = Fastify({
    serverFactory: (handler, factoryOptions) => {
      const options = factoryOptions as ServerTimeouts;
      const server = createServer((request, response) => {
        if (hotPath?.(request, response)) return;
        handler(request, response);
      });
      // What Fastify sets on a server it makes itself. Node's own keep-alive of 5 s would close
      // idle connections that a proxy or client is about to reuse, and they would be reset.
      server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      return server;
    },
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            redact: ["req.headers.cookie", "req.headers.authorization"],
            serializers: {
              // A failed query's error carries the values it was sent with: none may be logged.
              err: serializeError,
              // Reset links and calendar feeds carry their key in the address: no log may hold one.
              req: (request) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    bodyLimit: config.bodyLimitBytes,
    // A hop count as proxy-addr reads one (Fastify's types leave numbers out): trust the nearest hops.
    trustProxy: typeof proxies === "number" ? (_address, hop) => hop < proxies : proxies,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerInputGuard(app);
  registerCacheControl(app);
  // JSON and HTML on the fly; built assets are already compressed on disk and pass through.
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurity(app, config);
  // Shared by every app server: rate-limit counters and the directory cache's announcements.
  // Redis's client is loaded only when Redis is configured.
  const redisClients = config.redis && (await import("./lib/redis/redis"));
  const [redis, redisSubscriber] =
    config.redis && redisClients
      ? [redisClients.connectRedis(config.redis), redisClients.connectRedisSubscriber(config.redis)]
      : [];
  for (const connection of [redis, redisSubscriber])
    connection?.on("error", (error: unknown) => app.log.warn({ err: error }, "Redis error"));
  app.addHook("onClose", async () => {
    redis?.disconnect();
    redisSubscriber?.disconnect();
  });
  await registerRateLimits(app, redis);
  await registerSession(app, config, database.db);
  await registerOpenApi(app);

  const { db } = database;
  const categoryCache = createCategoryCache(db);
  const mailer = createQueuedMailer({
    db,
    transport: createMailer(config, app.log),
    log: app.log,
    clock,
  });
  const liveEvents = await createLiveEvents(database, {
    log: app.log,
    ...(database.kind === "pglite" ? { probeIntervalMs: 0 } : {}),
  });
  app.addHook("onClose", async () => liveEvents.close());
  const vapidKeys = createVapidKeyLoader(config, database);
  const unsubscribeKey = createUnsubscribeKeyLoader(config, vapidKeys);
  const pushes = createPushDispatcher({
    db,
    sender: async () => ({
      vapid: { subject: config.push.vapidSubject, ...(await vapidKeys()) },
      endpointAllowlist: config.push.endpointAllowlist,
      log: app.log,
    }),
    clock,
    log: app.log,
  });
  const notifier = createNotifier({
    db,
    mailer,
    config,
    liveEvents,
    log: app.log,
    pushes,
    unsubscribeKey,
    clock,
  });
  let directoryChanges: DirectoryChanges = liveEvents;
  if (config.redis && redis && redisSubscriber) {
    const { createRedisDirectoryChanges } = await import(
      "./modules/suppliers/redis-directory-changes"
    );
    const overRedis = await createRedisDirectoryChanges({
      db,
      settings: config.redis,
      redis,
      subscriber: redisSubscriber,
      log: app.log,
    });
    app.addHook("onClose", async () => overRedis.close());
    directoryChanges = overRedis;
  }
  const directoryCache = createDirectoryCache(config.directoryCacheSeconds, directoryChanges);
  // Any answered write may have changed a supplier: the next directory search catches up first.
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method)) directoryCache.noteWrite();
    done(null, payload);
  });
  const leadAlerts = createLeadAlerts({ db, notifier, config, mailer, clock, log: app.log });
  app.decorate("leadAlerts", leadAlerts);
  const payments = await createPaymentProvider(config);
  const visits = createVisitCounter({ db, clock, redis, log: app.log });
  const scheduledWork = createScheduledWork({
    db,
    notifier,
    mailer,
    leadAlerts,
    config,
    clock,
    log: app.log,
    payments,
    insights: {
      visits,
      sendWeeklySummaries: (now) => sendWeeklySummaries({ db, config, unsubscribeKey }, now),
    },
  });
  app.decorate("scheduledWork", scheduledWork);
  scheduledWork.start(config.scheduledWorkIntervalMs);
  scheduledWork.startFlushingVisits(config.insightsFlushIntervalMs);
  app.addHook("onClose", async () => {
    // Lead alert jobs stop after their batch under way, in the sweep too; the next sweep goes on.
    const leadAlertsStopped = leadAlerts.stop();
    await scheduledWork.stop();
    await leadAlertsStopped;
    await notifier.drain();
    await mailer.close();
  });
  const accessPolicy: AccessPolicy = { freeAccessEmails: config.freeAccessEmails };
  const imageStore = createImageStore(config);
  const imageDecoder = createImageDecoder({
    decodesAtOnce: config.uploadLimits.decodesAtOnce,
    maxPixels: config.uploadLimits.maxPixels,
  });
  app.decorate("imageDecoder", imageDecoder);
  const deps: RouteDependencies = {
    db,
    config,
    mailer,
    notifier,
    liveEvents,
    accessPolicy,
    clock,
    imageStore,
    loginAttempts: keyedLimit(app, {
      max: config.rateLimits.login,
      timeWindow: config.rateLimits.windowMs,
    }),
    imageDecoder,
    visits,
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(categoryRoutes, { categoryCache });
      await api.register(authRoutes, { prefix: "/auth", ...deps });
      await api.register(emailVerificationRoutes, {
        prefix: "/auth",
        ...deps,
        // An organizer's requests waited unseen; they go out now, as new, with the confirmation.
        onEmailConfirmed: releaseRequestsOnConfirmation(leadAlerts, clock),
      });
      await api.register(messageRoutes, { prefix: "/messages", ...deps });
      await api.register(liveEventRoutes, { prefix: "/events", ...deps });
      await api.register(supplierRoutes, {
        prefix: "/suppliers",
        db,
        accessPolicy,
        directoryCache,
        clock,
        visits,
      });
      await api.register(locationRoutes, { prefix: "/locations" });
      await api.register(mapRoutes, { prefix: "/map", config });
      await api.register(uploadRoutes, { prefix: "/upload", ...deps });
      await api.register(complianceBadgeRoutes, { prefix: "/badges", ...deps });
      await api.register(availabilityRoutes, deps);
      await api.register(equipmentRoutes, { prefix: "/equipment-offerings", ...deps });
      await api.register(userRoutes, deps);
      await api.register(savedSupplierRoutes, { prefix: "/saved-suppliers", ...deps });
      await api.register(organizerRoutes, { prefix: "/organizer", ...deps });
      await api.register(requestRoutes, { prefix: "/requests", ...deps, leadAlerts });
      await api.register(invitationRoutes, { prefix: "/requests", ...deps });
      await api.register(notificationRoutes, { prefix: "/notifications", ...deps });
      await api.register(pushRoutes, { prefix: "/push", ...deps, vapidKeys });
      await api.register(alertPreferenceRoutes, { ...deps, unsubscribeKey });
      await api.register(contactRoutes, { prefix: "/contact", ...deps });
      await api.register(passwordResetRoutes, { prefix: "/password-reset", ...deps });
      await api.register(quoteRoutes, { prefix: "/quotes", ...deps });
      await api.register(reviewRoutes, { prefix: "/reviews", ...deps });
      await api.register(organizerReviewRoutes, { prefix: "/organizer-reviews", ...deps });
      await api.register(insightRoutes, { prefix: "/insights", ...deps });
      await api.register(featureRequestRoutes, { prefix: "/feature-requests", ...deps });
      await api.register(couponRoutes, deps);
      await api.register(paymentRoutes, { ...deps, payments });
      await api.register(bookingRoutes, { prefix: "/bookings", ...deps, payments });
      await api.register(payoutRoutes, { prefix: "/payouts", ...deps, payments });
      await api.register(bookingAdminRoutes, { prefix: "/admin", ...deps, payments });
      await api.register(subscriptionRoutes, { prefix: "/subscription", ...deps, payments });
      if (payments.name === "stripe" && payments.acceptsWebhooks)
        await api.register(stripeWebhookRoutes, { db, notifier, stripe: payments });
      await api.register(adminRoutes, { prefix: "/admin", ...deps });
    },
    { prefix: "/api" },
  );

  hotPath = categoriesHotPath(() => categoryCache.peek(), securityHeaders(config));

  await registerUploads(app, config.dataDir, imageStore, imageDecoder);
  await app.register(seoRoutes, deps);
  await registerClient(app, config.clientDir, {
    publicUrl: config.publicUrl,
    describePage: (pathname, search) => describePage(db, pathname, search, config.publicUrl),
    contentSecurityPolicy: (pageNonce, styleAttributeHashes) =>
      pageContentSecurityPolicy(config, pageNonce, styleAttributeHashes),
  });
  return app;
}
