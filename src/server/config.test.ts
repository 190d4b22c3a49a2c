import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toBeInstanceOf(Error);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig defaults", () => {
  const config = loadConfig({});

  it("listens on port 3000 of every interface", () => {
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
  });

  it("keeps data in ./data, resolved to an absolute path", () => {
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it("seeds the demo data and uses the built-in database", () => {
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("runs in development on http://localhost:3000", () => {
    expect(config.env).toBe("development");
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("grants nobody free access and has no mail server or payment keys", () => {
    expect(config.freeAccessEmails).toEqual([]);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.stripe).toEqual({
      secretKey: undefined,
      publishableKey: undefined,
      webhookSecret: undefined,
      apiUrl: undefined,
    });
  });

  it("limits logins and registrations to 10, resets and contact messages to 5 per 15 minutes", () => {
    expect(config.rateLimits).toEqual({
      login: 10,
      loginPerAddress: 50,
      register: 10,
      passwordReset: 5,
      verifyEmail: 5,
      contact: 5,
      emailChange: 3,
      invitations: 30,
      pushSubscriptions: 20,
      windowMs: 15 * 60_000,
    });
    expect(config.supportEmail).toBe("support@eventeazy.co.uk");
  });

  it("limits each sender to 40 new conversations a day and 20 messages a minute", () => {
    expect(config.messageLimits).toEqual({ newConversationsPerDay: 40, perMinute: 20 });
  });

  it("lets an account hold 10 live streams on a server, and an address 50", () => {
    expect(config.liveStreamLimits).toEqual({ perAccount: 10, perAddress: 50 });
  });

  it("limits uploads to 30 a minute per account, 2 decodes at once and 40 megapixels", () => {
    expect(config.uploadLimits).toEqual({ perMinute: 30, decodesAtOnce: 2, maxPixels: 40_000_000 });
  });

  it("accepts bodies up to 1 MiB, does not trust proxies and logs at info", () => {
    expect(config.bodyLimitBytes).toBe(1_048_576);
    expect(config.trustProxy).toBe(0);
    expect(config.logLevel).toBe("info");
  });

  it("treats empty settings as unset", () => {
    const empty = loadConfig({
      PORT: "",
      DATABASE_URL: "",
      SEED_DEMO: "",
      PUBLIC_URL: "",
      SMTP_URL: "",
      TRUST_PROXY: "",
      FREE_ACCESS_EMAILS: "",
    });
    expect(empty.port).toBe(3000);
    expect(empty.publicUrl).toBe("http://localhost:3000");
    expect(empty.databaseUrl).toBeUndefined();
    expect(empty.seedDemo).toBe(true);
    expect(empty.smtpUrl).toBeUndefined();
    expect(empty.trustProxy).toBe(0);
    expect(empty.freeAccessEmails).toEqual([]);
  });
});

describe("loadConfig values", () => {
  it("reads the port and builds the public address from it", () => {
    const config = loadConfig({ PORT: "8080" });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it("takes PUBLIC_URL without its trailing slash", () => {
    expect(loadConfig({ PUBLIC_URL: "https://eventeazy.example/" }).publicUrl).toBe(
      "https://eventeazy.example",
    );
  });

  it("resolves a relative DATA_DIR and keeps an absolute one", () => {
    expect(loadConfig({ DATA_DIR: "var/lib/ee" }).dataDir).toBe(path.resolve("var/lib/ee"));
    const absolute = path.resolve("/srv/eventeazy");
    expect(loadConfig({ DATA_DIR: absolute }).dataDir).toBe(absolute);
  });

  it.each(["postgres://u:p@db:5432/eventeazy", "postgresql://db/eventeazy"])(
    "accepts the database address %s",
    (url) => {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    },
  );

  it.each([
    ["1", true],
    ["true", true],
    ["yes", true],
    ["on", true],
    ["0", false],
    ["false", false],
    ["no", false],
    ["off", false],
  ])("reads SEED_DEMO=%s as %s", (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it("parses FREE_ACCESS_EMAILS into a trimmed, lower-case list", () => {
    const config = loadConfig({
      FREE_ACCESS_EMAILS: " VIP@Example.test, Second@EXAMPLE.test ,, third@example.test,",
    });
    expect(config.freeAccessEmails).toEqual([
      "vip@example.test",
      "second@example.test",
      "third@example.test",
    ]);
  });

  it("reads the limits and the body size", () => {
    const config = loadConfig({
      LOGIN_RATE_LIMIT: "3",
      REGISTER_RATE_LIMIT: "4",
      PASSWORD_RESET_RATE_LIMIT: "2",
      CONTACT_RATE_LIMIT: "7",
      EMAIL_CHANGE_RATE_LIMIT: "2",
      LIVE_STREAMS_PER_ACCOUNT: "4",
      LIVE_STREAMS_PER_ADDRESS: "8",
      PUSH_SUBSCRIPTIONS_RATE_LIMIT: "9",
      RATE_LIMIT_WINDOW_MINUTES: "1",
      BODY_LIMIT_BYTES: "1024",
      TRUST_PROXY: "1",
    });
    expect(config.rateLimits).toEqual({
      login: 3,
      loginPerAddress: 50,
      register: 4,
      passwordReset: 2,
      verifyEmail: 5,
      contact: 7,
      emailChange: 2,
      invitations: 30,
      pushSubscriptions: 9,
      windowMs: 60_000,
    });
    expect(config.liveStreamLimits).toEqual({ perAccount: 4, perAddress: 8 });
    expect(config.bodyLimitBytes).toBe(1024);
    expect(config.trustProxy).toBe(1);
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    ["0", 0],
    ["false", 0],
    ["1", 1],
    ["true", 1],
    ["2", 2],
  ])("reads %s as %s proxy hops", (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it("reads a list of proxy addresses and ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "10.0.0.2, 192.168.0.0/16,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.2",
      "192.168.0.0/16",
      "fd00::/8",
    ]);
  });
});

describe("production", () => {
  const stripeKeys = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" };

  it("seeds no demo data unless SEED_DEMO=1 asks for it", () => {
    expect(loadConfig({ NODE_ENV: "production", ...stripeKeys }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "", ...stripeKeys }).seedDemo).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "1", ...stripeKeys }).seedDemo).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: "development" }).seedDemo).toBe(true);
  });

  it("refuses to start without Stripe's keys, naming the variables", () => {
    const error = configError({ NODE_ENV: "production" });
    expect(error.message).toContain("STRIPE_SECRET_KEY");
    expect(error.message).toContain("STRIPE_PUBLISHABLE_KEY");
    expect(error.message).toContain("PAYMENTS=test");
    expect(error.message).not.toContain("\n");
    expect(() =>
      loadConfig({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x" }),
    ).toThrowError(ConfigError);
  });

  it("takes payments with Stripe when its keys are set", () => {
    expect(loadConfig({ NODE_ENV: "production", ...stripeKeys }).paymentProvider).toBe("stripe");
  });

  it("uses the test card form only when PAYMENTS=test asks for it", () => {
    expect(loadConfig({ NODE_ENV: "production", PAYMENTS: "test" }).paymentProvider).toBe("test");
    expect(
      loadConfig({ NODE_ENV: "production", PAYMENTS: "test", ...stripeKeys }).paymentProvider,
    ).toBe("test");
  });
});

describe("PASSWORD_HASH_COST", () => {
  it("hashes at the standard cost unless told otherwise, in every environment", () => {
    for (const NODE_ENV of ["production", "development", "test"]) {
      const env = { NODE_ENV, PAYMENTS: "test" };
      expect(loadConfig(env).passwordHashCost).toBe("standard");
      expect(loadConfig({ ...env, PASSWORD_HASH_COST: "" }).passwordHashCost).toBe("standard");
      expect(loadConfig({ ...env, PASSWORD_HASH_COST: "standard" }).passwordHashCost).toBe(
        "standard",
      );
    }
  });

  it("takes the test cost under NODE_ENV=test alone, and refuses it anywhere else", () => {
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "test" }).passwordHashCost).toBe(
      "test",
    );
    const environments: Record<string, string>[] = [
      { NODE_ENV: "production" },
      { NODE_ENV: "development" },
      {},
    ];
    for (const environment of environments) {
      const error = configError({ ...environment, PAYMENTS: "test", PASSWORD_HASH_COST: "test" });
      expect(error.message).toContain("PASSWORD_HASH_COST=test");
    }
    expect(configError({ PASSWORD_HASH_COST: "cheap" }).message).toContain(
      "Invalid PASSWORD_HASH_COST",
    );
  });
});

describe("payments outside production", () => {
  it("uses the test card form without Stripe's keys, and Stripe with them", () => {
    expect(loadConfig({}).paymentProvider).toBe("test");
    expect(
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" })
        .paymentProvider,
    ).toBe("stripe");
  });

  it("refuses PAYMENTS=stripe without the keys", () => {
    expect(configError({ PAYMENTS: "stripe" }).message).toContain("STRIPE_SECRET_KEY");
  });
});

describe("DATABASE_POOL_SIZE", () => {
  it("keeps six PostgreSQL connections unless told otherwise", () => {
    expect(loadConfig({}).databasePoolSize).toBe(6);
    expect(loadConfig({ DATABASE_POOL_SIZE: "" }).databasePoolSize).toBe(6);
    expect(loadConfig({ DATABASE_POOL_SIZE: "20" }).databasePoolSize).toBe(20);
  });
});

describe("WORKERS", () => {
  it("runs one process unless asked for more", () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: "" }).workers).toBe(1);
    expect(loadConfig({ WORKERS: "4", DATABASE_URL: "postgres://db/eventeazy" }).workers).toBe(4);
  });

  it("refuses several workers on the embedded database, which one process opens", () => {
    expect(configError({ WORKERS: "2" }).message).toBe(
      "WORKERS=2 needs DATABASE_URL: the embedded database can be opened by one process only. Set DATABASE_URL=postgres://... to run several workers, or leave WORKERS unset for one.",
    );
    expect(loadConfig({ WORKERS: "1" }).workers).toBe(1);
  });
});

describe("loadConfig refuses bad values, naming the variable", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["PORT", "80.5"],
    ["DATABASE_URL", "mysql://x"],
    ["DATABASE_URL", "not a url"],
    ["SEED_DEMO", "maybe"],
    ["TRUST_PROXY", "sometimes"],
    ["TRUST_PROXY", "11"],
    ["TRUST_PROXY", "10.0.0.1, proxy.internal"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["PAYMENTS", "free"],
    ["NODE_ENV", "staging"],
    ["PUBLIC_URL", "not a url"],
    ["SMTP_URL", "http://mail.example"],
    ["LOGIN_RATE_LIMIT", "0"],
    ["LOGIN_RATE_LIMIT", "ten"],
    ["REGISTER_RATE_LIMIT", "-5"],
    ["BODY_LIMIT_BYTES", "1.5"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_POOL_SIZE", "1"],
    ["DATABASE_POOL_SIZE", "many"],
    ["WORKERS", "0"],
    ["WORKERS", "65"],
    ["WORKERS", "two"],
    ["S3_ENDPOINT", "not a url"],
    ["S3_FORCE_PATH_STYLE", "sometimes"],
    ["REDIS_URL", "http://127.0.0.1:6379"],
  ])("%s=%s", (variable, value) => {
    const error = configError({ [variable]: value });
    expect(error.message).toContain(variable);
    expect(error.message).toContain(`"${value}"`);
  });

  it("names the bad variable, not a good one beside it", () => {
    const error = configError({ PORT: "8080", SEED_DEMO: "maybe" });
    expect(error.message).toMatch(/^Invalid SEED_DEMO\b/);
    expect(error.message).not.toContain("PORT");
  });
});

describe("upload storage", () => {
  it("keeps uploads in DATA_DIR/uploads unless S3_BUCKET is set", () => {
    expect(loadConfig({}).storage).toEqual({ driver: "local" });
    expect(loadConfig({ S3_BUCKET: "" }).storage).toEqual({ driver: "local" });
  });

  it("uses an S3-compatible bucket with path-style addresses at its own endpoint", () => {
    expect(
      loadConfig({
        S3_BUCKET: "eventeazy-uploads",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "eu-west-2",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).storage,
    ).toEqual({
      driver: "s3",
      bucket: "eventeazy-uploads",
      region: "eu-west-2",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
  });

  it("addresses AWS itself by virtual host, with the SDK's own credentials when no keys are set", () => {
    expect(loadConfig({ S3_BUCKET: "b" }).storage).toEqual({
      driver: "s3",
      bucket: "b",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    const pathStyle = loadConfig({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "1" }).storage;
    expect(pathStyle.driver === "s3" && pathStyle.forcePathStyle).toBe(true);
  });

  it("refuses S3 settings without a bucket, and one key without the other", () => {
    expect(configError({ S3_ENDPOINT: "http://127.0.0.1:9000" }).message).toContain("S3_BUCKET");
    expect(configError({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" }).message).toContain(
      "S3_SECRET_ACCESS_KEY",
    );
  });
});

describe("Redis", () => {
  it("keeps limits and cache announcements in the process unless REDIS_URL is set", () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "" }).redis).toBeUndefined();
  });

  it("reads REDIS_URL and the prefix of every key", () => {
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redis).toEqual({
      url: "redis://127.0.0.1:6379",
      keyPrefix: "eventeazy:",
    });
    expect(
      loadConfig({ REDIS_URL: "rediss://cache.internal:6380/2", REDIS_KEY_PREFIX: "ee-staging:" })
        .redis,
    ).toEqual({ url: "rediss://cache.internal:6380/2", keyPrefix: "ee-staging:" });
  });
});

describe("Web Push", () => {
  const publicKey = `B${"A".repeat(86)}`;
  const privateKey = "A".repeat(43);

  it("generates its keys unless both are set, and signs as the support address", () => {
    expect(loadConfig({}).push).toEqual({
      vapidKeys: undefined,
      vapidSubject: "mailto:support@eventeazy.co.uk",
      endpointAllowlist: [],
    });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: "https://eventeazy.co.uk",
        PUSH_ENDPOINT_ALLOWLIST: " 127.0.0.1:4100, Push.Test ",
      }).push,
    ).toEqual({
      vapidKeys: { publicKey, privateKey },
      vapidSubject: "https://eventeazy.co.uk",
      endpointAllowlist: ["127.0.0.1:4100", "push.test"],
    });
  });

  it("stops start-up on a bad value, naming the variable", () => {
    expect(configError({ VAPID_PUBLIC_KEY: publicKey }).message).toBe(
      "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.",
    );
    expect(
      configError({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey }).message,
    ).toContain("Invalid VAPID_PUBLIC_KEY");
    expect(
      configError({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "no+good" }).message,
    ).toContain("Invalid VAPID_PRIVATE_KEY");
    expect(configError({ VAPID_SUBJECT: "support@eventeazy.co.uk" }).message).toContain(
      "Invalid VAPID_SUBJECT",
    );
    expect(configError({ PUSH_ENDPOINT_ALLOWLIST: "http://127.0.0.1:4100" }).message).toContain(
      "Invalid PUSH_ENDPOINT_ALLOWLIST",
    );
  });
});

describe("UNSUBSCRIBE_SECRET", () => {
  it("is unset by default (derived from the VAPID key) and taken when long enough", () => {
    expect(loadConfig({}).unsubscribeSecret).toBeUndefined();
    expect(loadConfig({ UNSUBSCRIBE_SECRET: "" }).unsubscribeSecret).toBeUndefined();
    const secret = "s".repeat(32);
    expect(loadConfig({ UNSUBSCRIBE_SECRET: secret }).unsubscribeSecret).toBe(secret);
  });

  it("stops start-up on a secret shorter than 32 characters, naming the variable", () => {
    expect(configError({ UNSUBSCRIBE_SECRET: "too-short" }).message).toContain(
      "Invalid UNSUBSCRIBE_SECRET: must be at least 32 characters",
    );
  });
});
