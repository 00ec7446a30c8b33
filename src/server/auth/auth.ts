import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { eq } from "drizzle-orm";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../domain/kernel/constants";
import { msg } from "../../domain/kernel/messages";
import { ADMIN_ROLES } from "../../domain/kernel/roles";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import type { LiveBus } from "../live/bus";
import { isLegacyHash } from "./legacy-scrypt";
import { hashPassword, verifyPassword } from "./password";
import { accounts, rateLimits, sessions, users, verifications } from "./schema";
import { createSessionLookup, type SessionLookup } from "./session-lookup";

/** Sessions last 30 days; an active one has its expiry pushed at most once a day. */
const SESSION = { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 };

/** The one-statement session reader of each auth instance (session-lookup.ts). */
const sessionLookups = new WeakMap<object, SessionLookup>();
export const sessionLookupOf = (auth: Auth): SessionLookup | undefined => sessionLookups.get(auth);

/**
 * The instance keeps sessions in memory once its live bus listens (bootstrap; docs/decisions/0255);
 * answers how to stop.
 */
export const keepSessionsWith = (auth: Auth, bus: LiveBus): (() => void) =>
  sessionLookups.get(auth)?.keepWith(bus) ?? (() => {});

/** Header our Fastify edge sets from request.ip (honouring TRUST_PROXY) for better-auth's rate limit. */
export const CLIENT_IP_HEADER = "x-store-client-ip";

/**
 * The emails better-auth causes (account recovery, notices, welcome), written to the outbox by the
 * mail feature; bootstrap hands them in so this platform folder does not import a feature.
 */
export interface AuthMail {
  resetLink(user: { id: string; name: string; email: string }, token: string): Promise<void>;
  passwordChanged(user: { id: string; name: string; email: string }): Promise<void>;
  welcome(user: { id: string; name: string; email: string }): Promise<void>;
}

/**
 * What better-auth must ask of the features, handed in by bootstrap (a platform folder imports
 * no feature): the account emails, and whether a city (registration, profile) is one the store
 * ships to.
 */
export interface AuthHooks {
  mail: AuthMail | null;
  cityOffered(city: string): Promise<boolean>;
}

/** A reset link works for one hour and once (its verification row is consumed). */
export const RESET_LINK_SECONDS = 60 * 60;

export function createAuth(db: Db, config: Config, hooks: AuthHooks) {
  const lookup = createSessionLookup(db, { secret: config.authSecret, ...SESSION });
  const auth = createBetterAuth(db, config, hooks, () => lookup.forget());
  assertSessionLookupHolds(auth.options);
  sessionLookups.set(auth, lookup);
  return auth;
}

/**
 * The one-statement session lookup decides like better-auth's getSession only while sessions
 * live in the database and are refreshed on read (docs/decisions/0224). Turning on any of these
 * would make it skip a revocation or a refresh, so the server refuses to start instead.
 */
export function assertSessionLookupHolds(
  options: Pick<BetterAuthOptions, "secondaryStorage" | "session">,
): void {
  const session = options.session;
  if (
    options.secondaryStorage ||
    session?.cookieCache?.enabled ||
    session?.deferSessionRefresh ||
    session?.disableSessionRefresh
  )
    throw new Error("auth: session-lookup.ts assumes database sessions refreshed on read");
}

function createBetterAuth(
  db: Db,
  config: Config,
  { mail, cityOffered }: AuthHooks,
  /** Told after better-auth changed or deleted a session or an account, in this process. */
  sessionsWritten: () => void,
) {
  // This instance drops its kept sessions at once; the others hear the database's announcement.
  const written = { after: async () => sessionsWritten() };
  const baseOrigin = new URL(config.baseUrl).origin;
  const scheme = new URL(config.baseUrl).protocol;
  return betterAuth({
    appName: "Tienda",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    // Same-origin only: the configured base URL, or the host the request itself was sent to.
    trustedOrigins: (request) => {
      const host = request?.headers.get("host");
      return host ? [baseOrigin, `${scheme}//${host}`] : [baseOrigin];
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      // Account recovery: the link goes out by email through the outbox; every session of the
      // account ends when the password is reset.
      sendResetPassword: async ({ user, token }) => {
        await mail?.resetLink(user, token);
      },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await mail?.passwordChanged(user);
      },
      password: {
        hash: hashPassword,
        // An imported legacy hash that verifies is replaced by ours in the same request (docs/decisions/0112).
        verify: async (input) => {
          const ok = await verifyPassword(input);
          if (ok && isLegacyHash(input.hash)) {
            const rehashed = await hashPassword(input.password);
            await db
              .update(accounts)
              .set({ password: rehashed, updatedAt: new Date() })
              .where(eq(accounts.password, input.hash));
          }
          return ok;
        },
      },
    },
    user: {
      additionalFields: {
        phone: { type: "string", required: false },
        city: { type: "string", required: false },
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
      },
    },
    session: SESSION,
    // Reset and invitation tokens are kept only as hashes: a leaked database opens no account.
    verification: { storeIdentifier: "hashed" },
    advanced: {
      database: { generateId: () => newId() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      // better-auth turns its origin (CSRF) check off under test runners; keep it on so the
      // tests exercise the same defence production relies on (docs/decisions/0001).
      disableOriginCheck: false,
    },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Not counted here: better-auth counts every request, successes included, so a shop's staff
        // behind one address would be refused after ten good sign-ins a minute. Sign-in is limited by
        // failures only, in sign-in-throttle.ts (decision 0216).
        "/sign-in/email": false,
        "/sign-up/email": { window: 60, max: 5 },
        "/change-password": { window: 60, max: 10 },
        "/request-password-reset": { window: 60 * 15, max: 5 },
      },
    },
    plugins: [
      admin({
        defaultRole: "client",
        adminRoles: [...ADMIN_ROLES],
        roles: { client: userAc, wholesaler: userAc, seller: userAc, admin: adminAc, superadmin: adminAc },
      }),
    ],
    databaseHooks: {
      // Equipo shows when each member last signed in; sessions themselves are deleted at sign-out.
      session: {
        create: {
          after: async (session) => {
            await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, session.userId));
          },
        },
        update: written,
        delete: written,
      },
      user: { update: written, delete: written },
    },
    hooks: {
      // A welcome on registration and a notice when a password is changed, once better-auth has
      // done it (a refused request returns before this runs with no new session/user).
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (returned instanceof Error || !mail) return;
        if (ctx.path === "/sign-up/email" && ctx.context.newSession)
          await mail.welcome(ctx.context.newSession.user);
        if (ctx.path === "/change-password" && ctx.context.session)
          await mail.passwordChanged(ctx.context.session.user);
      }),
      // Every self-registration becomes a client (docs/product/operations.md): drop any role the body carries.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email" && ctx.body && typeof ctx.body === "object") {
          delete (ctx.body as Record<string, unknown>).role;
        }
        // The city of an account (registration, profile) must be an active shipping location.
        const city = (ctx.body as Record<string, unknown> | undefined)?.city;
        if ((ctx.path === "/sign-up/email" || ctx.path === "/update-user") && city !== undefined) {
          const offered = typeof city === "string" && (await cityOffered(city));
          if (!offered)
            throw new APIError("BAD_REQUEST", { message: msg.cityNotOffered, code: "CITY_INACTIVE" });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createBetterAuth>;
