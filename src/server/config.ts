import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import {
  QUOTE_REFUND_DAYS,
  QUOTES_PER_REQUEST,
  QUOTES_PER_REQUEST_MAX,
} from "#shared/domain/fair-leads";
import { type MapTileSource, parseTileTemplate } from "#shared/domain/map-tiles";

/**
 * PostgreSQL connections a server process keeps by default. More connections than the database
 * has cores only queue for them: on two cores, six served the directory's varied searches about
 * a tenth faster than ten did, since the app's own event loop then waits less for a turn.
 */
export const DEFAULT_POOL_SIZE = 6;

/**
 * How hard a password hash is to make. `standard` is OWASP's argon2id baseline (19 MiB, 2 passes,
 * 1 lane) and the only cost outside the test suite; `test` is argon2id's smallest, for tests that
 * register thousands of accounts (refused below unless NODE_ENV=test). Each hash names its own
 * cost, so either kind verifies whatever the setting.
 */
export type PasswordHashCost = "standard" | "test";

const optionalFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((value) =>
    value === undefined || value === "" ? undefined : ["1", "true", "yes", "on"].includes(value),
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** An address or a CIDR range, IPv4 or IPv6: "10.0.0.2", "10.0.0.0/8", "fd00::/8". */
function isAddressOrRange(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

function isBase64urlOfLength(text: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, "base64url").length === bytes;
}

/**
 * How many proxies stand between the client and EventEazy, or which addresses they have. The
 * client address is then the entry of X-Forwarded-For that the nearest trusted proxy wrote, never
 * one the client could write itself. "true"/"yes"/"on" mean the common single reverse proxy.
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((value, context): number | string[] => {
    const text = (value ?? "").trim().toLowerCase();
    if (text === "" || ["false", "no", "off"].includes(text)) return 0;
    if (["true", "yes", "on"].includes(text)) return 1;
    if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: "custom",
      message: "must be a number of proxy hops (0-10) or a comma-separated list of proxy addresses",
    });
    return z.NEVER;
  });

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
  .optional()
  .or(z.literal("").transform(() => undefined));

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // An empty PORT means unset, like every other setting (coerced, "" would be port 0: a random one).
  PORT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).max(65535).default(3000),
  ),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl,
  DATABASE_POOL_SIZE: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(2).max(100).default(DEFAULT_POOL_SIZE),
  ),
  WORKERS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(64).default(1),
  ),
  /** Unset: demo data in development and tests, never in production. */
  SEED_DEMO: optionalFlag,
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  FREE_ACCESS_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("EventEazy <no-reply@eventeazy.local>"),
  SUPPORT_EMAIL: z.email().default("support@eventeazy.co.uk"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
  /** "test" asks for the built-in test card form even where Stripe would be required. */
  PAYMENTS: z
    .enum(["stripe", "test", ""])
    .optional()
    .transform((value) => value || undefined),
  LOGIN_RATE_LIMIT: positiveInt(10),
  REGISTER_RATE_LIMIT: positiveInt(10),
  PASSWORD_RESET_RATE_LIMIT: positiveInt(5),
  LOGIN_ADDRESS_RATE_LIMIT: positiveInt(50),
  VERIFY_EMAIL_RATE_LIMIT: positiveInt(5),
  CONTACT_RATE_LIMIT: positiveInt(5),
  EMAIL_CHANGE_RATE_LIMIT: positiveInt(3),
  INVITATION_RATE_LIMIT: positiveInt(30),
  PUSH_SUBSCRIPTIONS_RATE_LIMIT: positiveInt(20),
  LIVE_STREAMS_PER_ACCOUNT: positiveInt(10),
  LIVE_STREAMS_PER_ADDRESS: positiveInt(50),
  NEW_CONVERSATIONS_PER_DAY: positiveInt(40),
  MESSAGES_PER_MINUTE: positiveInt(20),
  UPLOADS_PER_MINUTE: positiveInt(30),
  IMAGE_DECODES_AT_ONCE: positiveInt(2),
  IMAGE_MAX_MEGAPIXELS: positiveInt(40),
  CALENDAR_IMPORTS_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  BODY_LIMIT_BYTES: positiveInt(1_048_576),
  TRUST_PROXY: trustedProxies,
  DIRECTORY_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** The directory map's tiles; unset, the map shows its pins on a plain background. */
  MAP_TILE_URL: optionalText.superRefine((value, context) => {
    const parsed = value === undefined ? undefined : parseTileTemplate(value);
    if (parsed && "error" in parsed) context.addIssue({ code: "custom", message: parsed.error });
  }),
  MAP_TILE_ATTRIBUTION: optionalText.refine(
    (value) => value === undefined || value.length <= 200,
    "must be at most 200 characters",
  ),
  QUOTES_PER_REQUEST: z.coerce
    .number()
    .int()
    .min(1)
    .max(QUOTES_PER_REQUEST_MAX)
    .default(QUOTES_PER_REQUEST),
  QUOTE_REFUND_DAYS: z.coerce.number().int().min(1).max(365).default(QUOTE_REFUND_DAYS),
  DEPOSIT_RELEASE_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  PLATFORM_FEE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .refine((percent) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6), {
      message: "PLATFORM_FEE_PERCENT takes at most two decimal places.",
    })
    .default(0),
  SCHEDULED_WORK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  INSIGHTS_FLUSH_SECONDS: z.coerce.number().int().min(0).max(3_600).default(5),
  LEAD_ALERT_BATCH_SIZE: z.coerce.number().int().min(1).max(5_000).default(500),
  LEAD_ALERTS_AT_ONCE: optionalFlag,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Unset: path-style addresses (endpoint/bucket/key) whenever S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: optionalFlag,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  REDIS_KEY_PREFIX: z.string().default("eventeazy:"),
  VAPID_PUBLIC_KEY: optionalText.refine(
    (value) => value === undefined || isBase64urlOfLength(value, 65),
    "must be a base64url P-256 public key (65 bytes), as web-push generate-vapid-keys prints it",
  ),
  VAPID_PRIVATE_KEY: optionalText.refine(
    (value) => value === undefined || isBase64urlOfLength(value, 32),
    "must be a base64url P-256 private key (32 bytes), as web-push generate-vapid-keys prints it",
  ),
  /** Unset: mailto: SUPPORT_EMAIL. */
  VAPID_SUBJECT: optionalText.refine(
    (value) => value === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value),
    "must be a mailto: address or an https:// URL",
  ),
  PUSH_ENDPOINT_ALLOWLIST: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (entries) =>
        entries.every((entry) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(entry)),
      "must be a comma-separated list of host names or host:port",
    ),
  /** Signs the unsubscribe links of alert emails. Unset: derived from the VAPID private key. */
  UNSUBSCRIBE_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    "must be at least 32 characters (e.g. openssl rand -base64 32)",
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PASSWORD_HASH_COST: z
    .enum(["standard", "test", ""])
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections each server process keeps open (one of them listens for live events). */
  databasePoolSize: number;
  /** Server processes sharing the port; more than one needs PostgreSQL. */
  workers: number;
  seedDemo: boolean;
  publicUrl: string;
  freeAccessEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the contact form's messages go. */
  supportEmail: string;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiUrl?: string };
  /** Who takes the payments: Stripe, or the built-in test card form where no money moves. */
  paymentProvider: "stripe" | "test";
  rateLimits: {
    /** Login attempts per account in the window, whatever name or address is typed. */
    login: number;
    /** Login attempts per client address in the window, across accounts (password spraying). */
    loginPerAddress: number;
    register: number;
    passwordReset: number;
    /** Confirmation links per account (and per client) in the window. */
    verifyEmail: number;
    /** Contact form messages per client in the window. */
    contact: number;
    /** Email address changes per account in the window (each sends two emails). */
    emailChange: number;
    /** Calls inviting suppliers to requests, per account and per client in the window (each may email 10). */
    invitations: number;
    /** Push subscriptions saved per account in the window (each new one sends a push). */
    pushSubscriptions: number;
    windowMs: number;
  };
  /** Per sender, besides the per-client limits: conversations begun per day, messages per minute. */
  messageLimits: { newConversationsPerDay: number; perMinute: number };
  /** Live event streams open at once on one app server, per account and per client address. */
  liveStreamLimits: { perAccount: number; perAddress: number };
  /** Image uploads per account per minute, decodes at once, and the largest image decoded. */
  uploadLimits: { perMinute: number; decodesAtOnce: number; maxPixels: number };
  /** Uploaded calendars read at once, each in its own worker thread; a few more wait their turn. */
  calendarImportsAtOnce: number;
  /**
   * How long one calendar may take to read before its worker is ended; CALENDAR_READ_TIME_LIMIT_MS
   * unless set. Not a setting: tests that only need a reading ended set it shorter.
   */
  calendarReadTimeLimitMs?: number;
  bodyLimitBytes: number;
  /**
   * Behind reverse proxies: their number (hops) or their addresses. The client address is the
   * X-Forwarded-For entry the nearest trusted proxy wrote; 0 ignores the header.
   */
  trustProxy: number | string[];
  /** How long a directory search answer is reused; 0 turns the cache off. */
  directoryCacheSeconds: number;
  /** The directory map's background tiles; absent, the map asks no other site for anything. */
  mapTiles: MapTileSource | undefined;
  /** Quotes a new request takes, and days an unread free-plan quote waits to give its place back. */
  fairLeads: { quotesPerRequest: number; quoteRefundDays: number };
  /**
   * Booking deposits: UK days after the event's last day before a deposit is released to the
   * supplier, and the platform's percentage kept from it.
   */
  bookings: { depositReleaseDays: number; platformFeePercent: number };
  /** How often refunds, expiries, reminders and unsent emails are swept; 0 leaves it to callers. */
  scheduledWorkIntervalMs: number;
  /**
   * How often counted visits (profile views, appearances, contact reveals, lead views) are added
   * to the daily roll-up; 0 leaves it to the sweeps and to shutdown.
   */
  insightsFlushIntervalMs: number;
  /**
   * New leads' alerts (docs/decisions/0047): suppliers written per batch, and whether the server
   * works a lead's job as soon as it is posted (otherwise the next sweep does).
   */
  leadAlerts: { batchSize: number; atOnce: boolean };
  /** Where uploaded images live: DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageConfig;
  /**
   * Shared state for several app servers: rate-limit counters and the directory cache's
   * announcements. Absent: both stay in this process, as on one machine.
   */
  redis: { url: string; keyPrefix: string } | undefined;
  /**
   * Web Push: the VAPID keys (absent: generated once and kept, see the push module), the subject
   * push services may contact, and the hosts (or host:port) a push endpoint may use even though
   * they are not public https addresses.
   */
  push: {
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    vapidSubject: string;
    endpointAllowlist: string[];
  };
  /**
   * The secret that signs alert emails' unsubscribe links; absent, one is derived from the VAPID
   * private key (configured or generated once and kept), so every app server shares it.
   */
  unsubscribeSecret: string | undefined;
  logLevel: string;
  /** How hard password hashes are to make: `test` (the cheapest) only ever with NODE_ENV=test. */
  passwordHashCost: PasswordHashCost;
  /** Where the built client lives; absent in API-only setups such as tests. */
  clientDir?: string;
}

export type StorageConfig =
  | { driver: "local" }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      /** Another address than AWS's, for S3-compatible stores (MinIO, R2, Spaces...). */
      endpoint: string | undefined;
      /** Absent: the AWS SDK's own chain (environment, instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

function mapTileSource(e: z.infer<typeof EnvSchema>): MapTileSource | undefined {
  if (!e.MAP_TILE_URL) {
    if (e.MAP_TILE_ATTRIBUTION)
      throw new ConfigError("MAP_TILE_ATTRIBUTION needs MAP_TILE_URL: it credits the tiles shown.");
    return undefined;
  }
  if (!e.MAP_TILE_ATTRIBUTION)
    throw new ConfigError(
      "MAP_TILE_URL needs MAP_TILE_ATTRIBUTION, the credit the tile provider asks for (e.g. © OpenStreetMap contributors).",
    );
  const parsed = parseTileTemplate(e.MAP_TILE_URL);
  if ("error" in parsed) throw new ConfigError(`MAP_TILE_URL ${parsed.error}`);
  return {
    urlTemplate: e.MAP_TILE_URL,
    attribution: e.MAP_TILE_ATTRIBUTION,
    imageSource: parsed.imageSource,
  };
}

function storageConfig(e: z.infer<typeof EnvSchema>): StorageConfig {
  const s3Settings = [e.S3_ENDPOINT, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (!e.S3_BUCKET) {
    if (s3Settings.some(Boolean))
      throw new ConfigError("S3_ENDPOINT, S3_REGION and the S3 keys need S3_BUCKET to be set.");
    return { driver: "local" };
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.");
  return {
    driver: "s3",
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? "us-east-1",
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
}

/** Parses the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? "environment");
    throw new ConfigError(
      `Invalid ${variable}: ${issue?.message ?? "bad value"} (got "${env[variable] ?? ""}")`,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const hasStripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY);
  if (e.PAYMENTS === "stripe" && !hasStripeKeys)
    throw new ConfigError(
      "PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to be set.",
    );
  if (isProduction && !hasStripeKeys && e.PAYMENTS !== "test")
    throw new ConfigError(
      "In production set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS=test for the test card form (no money moves).",
    );
  if (e.WORKERS > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      `WORKERS=${e.WORKERS} needs DATABASE_URL: the embedded database can be opened by one process only. Set DATABASE_URL=postgres://... to run several workers, or leave WORKERS unset for one.`,
    );
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.");
  if (e.PASSWORD_HASH_COST === "test" && e.NODE_ENV !== "test")
    throw new ConfigError(
      `PASSWORD_HASH_COST=test is for the test suite alone (NODE_ENV=test), not NODE_ENV=${e.NODE_ENV}: unset it.`,
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    workers: e.WORKERS,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    freeAccessEmails: e.FREE_ACCESS_EMAILS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      apiUrl: e.STRIPE_API_URL,
    },
    paymentProvider: hasStripeKeys && e.PAYMENTS !== "test" ? "stripe" : "test",
    rateLimits: {
      login: e.LOGIN_RATE_LIMIT,
      register: e.REGISTER_RATE_LIMIT,
      passwordReset: e.PASSWORD_RESET_RATE_LIMIT,
      loginPerAddress: e.LOGIN_ADDRESS_RATE_LIMIT,
      verifyEmail: e.VERIFY_EMAIL_RATE_LIMIT,
      contact: e.CONTACT_RATE_LIMIT,
      emailChange: e.EMAIL_CHANGE_RATE_LIMIT,
      invitations: e.INVITATION_RATE_LIMIT,
      pushSubscriptions: e.PUSH_SUBSCRIPTIONS_RATE_LIMIT,
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
    },
    messageLimits: {
      newConversationsPerDay: e.NEW_CONVERSATIONS_PER_DAY,
      perMinute: e.MESSAGES_PER_MINUTE,
    },
    liveStreamLimits: {
      perAccount: e.LIVE_STREAMS_PER_ACCOUNT,
      perAddress: e.LIVE_STREAMS_PER_ADDRESS,
    },
    uploadLimits: {
      perMinute: e.UPLOADS_PER_MINUTE,
      decodesAtOnce: e.IMAGE_DECODES_AT_ONCE,
      maxPixels: e.IMAGE_MAX_MEGAPIXELS * 1_000_000,
    },
    calendarImportsAtOnce: e.CALENDAR_IMPORTS_AT_ONCE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    directoryCacheSeconds: e.DIRECTORY_CACHE_SECONDS,
    mapTiles: mapTileSource(e),
    fairLeads: { quotesPerRequest: e.QUOTES_PER_REQUEST, quoteRefundDays: e.QUOTE_REFUND_DAYS },
    bookings: {
      depositReleaseDays: e.DEPOSIT_RELEASE_DAYS,
      platformFeePercent: e.PLATFORM_FEE_PERCENT,
    },
    scheduledWorkIntervalMs: e.SCHEDULED_WORK_SECONDS * 1000,
    insightsFlushIntervalMs: e.INSIGHTS_FLUSH_SECONDS * 1000,
    leadAlerts: { batchSize: e.LEAD_ALERT_BATCH_SIZE, atOnce: e.LEAD_ALERTS_AT_ONCE ?? true },
    storage: storageConfig(e),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
      endpointAllowlist: e.PUSH_ENDPOINT_ALLOWLIST,
    },
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET,
    logLevel: e.LOG_LEVEL,
    passwordHashCost: e.PASSWORD_HASH_COST ?? "standard",
  };
}
