import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import type { AccessPolicy } from "#server/lib/access-policy";
import type { ImageDecoder } from "#server/lib/images/image-decoder";
import type { LiveEvents } from "#server/lib/live-events/live-events";
import type { Mailer } from "#server/lib/mail/mailer";
import type { Notifier } from "#server/lib/notifier-interface";
import type { PaymentProvider } from "#server/lib/payments/payment-provider";
import type { ImageStore } from "#server/lib/storage/image-store";
import type { VisitCounter } from "#server/lib/visit-counter-interface";
import type { KeyedLimit } from "#server/plugins/rate-limits";

/** What every route module receives from buildApp. */
export interface RouteDependencies {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** Stores a user's notification (and emails it when asked and allowed). */
  notifier: Notifier;
  /** Per-user live events for open pages, across every app server (LISTEN/NOTIFY). */
  liveEvents: LiveEvents;
  /** Who has free access by configuration (FREE_ACCESS_EMAILS), built once from the config. */
  accessPolicy: AccessPolicy;
  /** The time for rules that wait days; tests move it forward. */
  clock: () => Date;
  /** Where uploaded images live (DATA_DIR/uploads or the S3 bucket). */
  imageStore: ImageStore;
  /**
   * Counts a password typed for an account (`login-` + `loginAttemptKey`) against
   * LOGIN_RATE_LIMIT: at login, and wherever else a password is checked, so each check is one
   * more guess against the same limit.
   */
  loginAttempts: KeyedLimit;
  /** The one queue for every image decoded or encoded (IMAGE_DECODES_AT_ONCE). */
  imageDecoder: ImageDecoder;
  /** Suppliers' profile views, appearances, contact reveals and lead views, gathered for insights. */
  visits: VisitCounter;
}

/** Route modules that take payments also receive the configured payment provider. */
export interface PaymentRouteOptions extends RouteDependencies {
  payments: PaymentProvider;
}
