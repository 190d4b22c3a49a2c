import path from "node:path";
import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
    .optional()
    .transform((value) =>
      value === undefined || value === "" ? fallback : ["1", "true", "yes", "on"].includes(value),
    );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
  .optional()
  .or(z.literal("").transform(() => undefined));

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
  SEED_DEMO: flag(true),
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
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
  LOGIN_RATE_LIMIT: positiveInt(10),
  REGISTER_RATE_LIMIT: positiveInt(10),
  PASSWORD_RESET_RATE_LIMIT: positiveInt(5),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  BODY_LIMIT_BYTES: positiveInt(1_048_576),
  TRUST_PROXY: flag(false),
  DIRECTORY_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  freeAccessEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiUrl?: string };
  rateLimits: { login: number; register: number; passwordReset: number; windowMs: number };
  bodyLimitBytes: number;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (rate limits need it). */
  trustProxy: boolean;
  /** How long a directory search answer is reused; 0 turns the cache off. */
  directoryCacheSeconds: number;
  logLevel: string;
  /** Where the built client lives; absent in API-only setups such as tests. */
  clientDir?: string;
}

export class ConfigError extends Error {}

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    freeAccessEmails: e.FREE_ACCESS_EMAILS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      apiUrl: e.STRIPE_API_URL,
    },
    rateLimits: {
      login: e.LOGIN_RATE_LIMIT,
      register: e.REGISTER_RATE_LIMIT,
      passwordReset: e.PASSWORD_RESET_RATE_LIMIT,
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    directoryCacheSeconds: e.DIRECTORY_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
  };
}
