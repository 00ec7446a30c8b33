import path from "node:path";
import { z } from "zod";

/** Environment variables, parsed once. A bad configuration stops the process with a clear message. */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().url().optional(),
    BASE_URL: z.string().url().optional(),
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    TRUST_PROXY: z.enum(["true", "false"]).default("false"),
    PAYMENT_GATEWAY: z.enum(["sandbox", "pixelpay"]).optional(),
    SEED_DEMO: z.enum(["true", "false"]).optional(),
    AUTH_RATE_LIMIT: z.enum(["true", "false"]).default("true"),
    // Abuse limits (docs/decisions/0155, 0216); tests and benches raise them.
    CHECKOUT_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).default(5),
    CHECKOUT_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    CALLBACK_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
    SIGN_IN_LIMIT_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(5),
    SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
    SIGN_IN_LIMIT_PER_DEVICE: z.coerce.number().int().min(1).default(5),
    SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    // What one client or wholesaler account may create (docs/decisions/0157).
    TICKET_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3),
    TICKET_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(20),
    TICKET_REPLY_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    TICKET_REPLY_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(200),
    TICKET_PHOTO_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3),
    TICKET_PHOTO_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(30),
    // Counted in an integer column: at most 2,047 MB.
    TICKET_PHOTO_QUOTA_MB: z.coerce.number().int().min(1).max(2047).default(100),
    MESSAGE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    MESSAGE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(500),
    PAYMENT_LINK_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3),
    PAYMENT_LINK_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(20),
    ORDER_LOOKUP_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
    ORDER_LOOKUP_LIMIT_PER_ORDER: z.coerce.number().int().min(1).default(5),
    RESET_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
    REMINDER_EMAIL_LIMIT_PER_SENDER: z.coerce.number().int().min(1).default(60),
    REMINDER_EMAIL_LIMIT_PER_CUSTOMER: z.coerce.number().int().min(1).default(3),
    LINK_EMAIL_LIMIT_PER_SENDER: z.coerce.number().int().min(1).default(60),
    RESET_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
    STAFF_LINK_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    STAFF_LINK_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(300),
    LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(20),
    // Product pictures in an S3-compatible bucket instead of DATA_DIR/media (docs/decisions/0073).
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
    S3_PREFIX: z.string().default(""),
    // The old hosted storage imported pictures are shown from until downloaded (docs/decisions/0113); "" = none.
    IMPORTED_IMAGE_HOST: z
      .union([z.literal(""), z.string().url()])
      .default("https://firebasestorage.googleapis.com"),
    WEB_DIR: z.string().default("dist/web"),
    // How long SIGTERM waits for requests being answered before cutting them (docs/operations.md).
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Email (docs/decisions/0175): without SMTP_URL mail waits in the outbox, shown in Configuración › Correo.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default('"Tienda" <no-reply@localhost>'),
    MAIL_ENABLED: z.enum(["true", "false"]).default("true"),
    DKIM_DOMAIN: z.string().min(1).optional(),
    DKIM_SELECTOR: z.string().min(1).optional(),
    DKIM_PRIVATE_KEY: z.string().min(1).optional(),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
    MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).max(86_400_000).default(86_400_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(30),
    MAIL_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
    MAIL_POLL_MS: z.coerce.number().int().min(10).default(2000),
    MAIL_PURGE_DAYS: z.coerce.number().int().min(1).default(90),
    // GET /metrics answers a Prometheus scraper holding this bearer token; unset, the route is a 404 (docs/decisions/0210).
    METRICS_TOKEN: z
      .union([z.literal(""), z.string().min(32, "must be at least 32 characters (openssl rand -hex 32)")])
      .optional(),
    // Benchmark settings (bench/README.md): every abuse limit raised so load is measured, not refused.
    BENCH: z.enum(["true", "false"]).default("false"),
  })
  .superRefine((env, ctx) => {
    // Half a DKIM setting would silently send unsigned mail: all three or none, everywhere.
    const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY].filter(Boolean).length;
    if (dkim !== 0 && dkim !== 3)
      ctx.addIssue({
        code: "custom",
        path: ["DKIM_PRIVATE_KEY"],
        message: "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none",
      });
    if (env.NODE_ENV !== "production") return;
    if (!env.BETTER_AUTH_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required in production (32+ characters)",
      });
    if (!env.BASE_URL)
      ctx.addIssue({ code: "custom", path: ["BASE_URL"], message: "is required in production" });
    // The embedded database serves one process and has no online backup: production runs on
    // PostgreSQL (docs/decisions/0130).
    if (!env.DATABASE_URL)
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: "is required in production (postgres://…); the embedded database is for trying the shop",
      });
    if ((env.PAYMENT_GATEWAY ?? "sandbox") === "sandbox")
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_GATEWAY"],
        message: "must be a real gateway (pixelpay) in production",
      });
    if (env.BENCH === "true")
      ctx.addIssue({
        code: "custom",
        path: ["BENCH"],
        message: "benchmark settings (limits raised) are never allowed in production",
      });
    if (!env.SMTP_URL && env.MAIL_ENABLED !== "false")
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          "is required in production (smtp://user:pass@host:587), or MAIL_ENABLED=false to run without email",
      });
    if (env.SEED_DEMO === "true")
      ctx.addIssue({
        code: "custom",
        path: ["SEED_DEMO"],
        message: "demo accounts are never created in production",
      });
  });

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const bench = e.BENCH === "true";
  /** A limit at its configured value, or out of reach under benchmark settings. */
  const limit = (value: number) => (bench ? 1_000_000_000 : value);
  return {
    bench,
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    baseUrl: e.BASE_URL ?? `http://localhost:${e.PORT}`,
    // Outside production a fixed development secret keeps sessions across restarts.
    authSecret: e.BETTER_AUTH_SECRET ?? "development-only-secret-not-for-production-use-0000",
    trustProxy: e.TRUST_PROXY === "true",
    paymentGateway: e.PAYMENT_GATEWAY ?? "sandbox",
    // Demo data only on a fresh embedded database, never in production (README.md).
    seedDemo: !production && (e.SEED_DEMO ? e.SEED_DEMO === "true" : !e.DATABASE_URL),
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /** Origin the CSP allows images from, for imported products' pictures (docs/decisions/0113); null = none. */
    importedImageOrigin: e.IMPORTED_IMAGE_HOST ? new URL(e.IMPORTED_IMAGE_HOST).origin : null,
    /** Pictures in a bucket when S3_BUCKET is set; null keeps them on local disk. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          prefix: e.S3_PREFIX,
        }
      : null,
    authRateLimit: !bench && e.AUTH_RATE_LIMIT === "true",
    limits: {
      /** Orders per signed-in account or owner cookie, per 15 minutes. */
      checkoutPerClient: limit(e.CHECKOUT_LIMIT_PER_CLIENT),
      /** Orders per client IP, per 15 minutes. */
      checkoutPerIp: limit(e.CHECKOUT_LIMIT_PER_IP),
      /** Payment gateway callbacks per IP, per minute. */
      callbackPerIp: limit(e.CALLBACK_LIMIT_PER_IP),
      /** Sign-in attempts for one email from one IP, per 15 minutes (with AUTH_RATE_LIMIT). */
      signInPerAccountIp: limit(e.SIGN_IN_LIMIT_PER_ACCOUNT_IP),
      /** Sign-in attempts for one email from all IPs together, per 15 minutes (with AUTH_RATE_LIMIT). */
      signInPerAccount: limit(e.SIGN_IN_LIMIT_PER_ACCOUNT),
      /** Failed sign-ins through one device cookie, per 15 minutes, instead of the per-account figure. */
      signInPerDevice: limit(e.SIGN_IN_LIMIT_PER_DEVICE),
      /** Failed sign-ins from one IP for any emails, per 15 minutes; a known device cookie is exempt. */
      signInPerIp: limit(e.SIGN_IN_LIMIT_PER_IP),
      /** Per client or wholesaler account: created per minute and per day (docs/decisions/0157). */
      tickets: { perMinute: limit(e.TICKET_LIMIT_PER_MINUTE), perDay: limit(e.TICKET_LIMIT_PER_DAY) },
      ticketReplies: {
        perMinute: limit(e.TICKET_REPLY_LIMIT_PER_MINUTE),
        perDay: limit(e.TICKET_REPLY_LIMIT_PER_DAY),
      },
      ticketPhotos: {
        perMinute: limit(e.TICKET_PHOTO_LIMIT_PER_MINUTE),
        perDay: limit(e.TICKET_PHOTO_LIMIT_PER_DAY),
      },
      /** Bytes of stored (re-encoded) ticket photos per account. */
      ticketPhotoQuotaBytes: bench ? 2047 * 1024 * 1024 : e.TICKET_PHOTO_QUOTA_MB * 1024 * 1024,
      messages: { perMinute: limit(e.MESSAGE_LIMIT_PER_MINUTE), perDay: limit(e.MESSAGE_LIMIT_PER_DAY) },
      /** Payment links a client or wholesaler makes (staff links are not counted). */
      paymentLinks: {
        perMinute: limit(e.PAYMENT_LINK_LIMIT_PER_MINUTE),
        perDay: limit(e.PAYMENT_LINK_LIMIT_PER_DAY),
      },
      /** Refused order lookups (number + email or phone) per 15 minutes: per client IP and per order number. */
      orderLookups: {
        perIp: limit(e.ORDER_LOOKUP_LIMIT_PER_IP),
        perOrder: limit(e.ORDER_LOOKUP_LIMIT_PER_ORDER),
      },
      /** Password-reset emails asked for one address, per hour. */
      resetPerEmail: limit(e.RESET_LIMIT_PER_EMAIL),
      /** Cobranza reminders one staff account emails, per hour. */
      reminderEmailsPerSender: limit(e.REMINDER_EMAIL_LIMIT_PER_SENDER),
      /** Reminders emailed to one customer, per shop day window (24 h). */
      reminderEmailsPerCustomer: limit(e.REMINDER_EMAIL_LIMIT_PER_CUSTOMER),
      /** Payment and statement links one staff account emails to customers, per hour (both together). */
      linkEmailsPerSender: limit(e.LINK_EMAIL_LIMIT_PER_SENDER),
      /** Password-reset emails asked from one client IP, per hour. */
      resetPerIp: limit(e.RESET_LIMIT_PER_IP),
      /** Link sends and invitations one staff member asks for (a bulk send is one), decision 0196. */
      staffLinks: {
        perMinute: limit(e.STAFF_LINK_LIMIT_PER_MINUTE),
        perDay: limit(e.STAFF_LINK_LIMIT_PER_DAY),
      },
      /** Open live (SSE) streams per signed-in user, or per IP for visitors. */
      liveStreamsPerClient: limit(e.LIVE_STREAMS_PER_CLIENT),
    },
    webDir: path.resolve(e.WEB_DIR),
    /** The bearer token of GET /metrics; null: no metrics are collected and the route is a 404. */
    metricsToken: e.METRICS_TOKEN || null,
    mail: {
      /** Null: emails stay queued (shown in Configuración › Correo), never marked failed. */
      smtpUrl: e.MAIL_ENABLED === "true" ? (e.SMTP_URL ?? null) : null,
      from: e.MAIL_FROM,
      dkim:
        e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
          ? {
              domainName: e.DKIM_DOMAIN,
              keySelector: e.DKIM_SELECTOR,
              // A PEM key pasted into one line of an env file keeps its line breaks as "\n".
              privateKey: e.DKIM_PRIVATE_KEY.replace(/\\n/g, "\n"),
            }
          : null,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      retryMaxMs: e.MAIL_RETRY_MAX_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      leaseMs: e.MAIL_LEASE_MS,
      pollMs: e.MAIL_POLL_MS,
      purgeDays: e.MAIL_PURGE_DAYS,
    },
  };
}

export class ConfigError extends Error {}
