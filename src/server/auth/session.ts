import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionUser } from "../../contracts/auth/session";
import { activityStampDue, sessionVerdict } from "../../domain/auth/session-policy";
import { isRole, type Role } from "../../domain/kernel/roles";
import { isDatabaseUnavailable } from "../db/connection-errors";
import { forbidden, unauthenticated } from "../http/errors";
import type { GuardFactory } from "../http/operation-route";
import { type Auth, sessionLookupOf } from "./auth";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request (undefined = not looked up yet). */
    sessionUser?: SessionUser | null;
    /** The session behind sessionUser: its token and when it was last stamped active. */
    sessionInfo?: { token: string; lastActiveAt: Date };
  }
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  return headers;
}

interface CookieNames {
  session: string;
  dontRemember: string;
}
const cookieNamesByAuth = new WeakMap<Auth, Promise<CookieNames>>();

/** better-auth's cookie names as configured (with the `__Secure-` prefix on https). */
function cookieNames(auth: Auth): Promise<CookieNames> {
  let names = cookieNamesByAuth.get(auth);
  if (!names) {
    names = auth.$context.then((c) => ({
      session: c.authCookies.sessionToken.name,
      dontRemember: c.authCookies.dontRememberToken.name,
    }));
    cookieNamesByAuth.set(auth, names);
  }
  return names;
}

/** What a session lookup gives, from the fast path or from better-auth. */
interface FoundSession {
  session: { token: string; createdAt: Date; updatedAt: Date };
  user: {
    id: string;
    name: string;
    email: string;
    role?: string | null;
    banned?: boolean | null;
    firstName?: string | null;
    phone?: string | null;
    city?: string | null;
  };
}

/**
 * The session the request's cookie names: read in one statement (session-lookup.ts), or by
 * better-auth's getSession for the cases that write (expired, expiry to push). Visitors carry no
 * session cookie and cost no query (docs/decisions/0025).
 */
async function findSession(auth: Auth, request: FastifyRequest): Promise<FoundSession | null> {
  const names = await cookieNames(auth);
  const cookies = request.cookies ?? {};
  const lookup = sessionLookupOf(auth);
  const fast = lookup ? await lookup(cookies[names.session], cookies[names.dontRemember]) : null;
  if (fast && "found" in fast) return fast.found;
  if (fast && "signedOut" in fast) return null;
  return auth.api.getSession({ headers: toHeaders(request) });
}

/** Reads the session cookie. A session whose user record is gone counts as signed out. */
export async function loadSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  // A database that cannot be reached is not "signed out": the request answers 503 (faults.md),
  // so the web app does not send a signed-in user to the sign-in page during an outage.
  const session = await findSession(auth, request).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  });
  const u = session?.user;
  const role = u?.role;
  if (session && isRole(role)) {
    const { token, createdAt, updatedAt } = session.session;
    const verdict = sessionVerdict({
      role,
      createdAt: new Date(createdAt),
      lastActiveAt: new Date(updatedAt),
      now: new Date(),
    });
    if (verdict !== "valid") {
      // A staff session past its lifetime or idle too long ends here, on every instance.
      await (await auth.$context).internalAdapter.deleteSession(token).catch(() => undefined);
      request.sessionUser = null;
      return null;
    }
    request.sessionInfo = { token, lastActiveAt: new Date(updatedAt) };
  }
  request.sessionUser =
    u && isRole(role) && !u.banned
      ? {
          id: u.id,
          name: u.name,
          firstName: u.firstName || u.name.split(" ")[0] || u.name,
          email: u.email,
          phone: u.phone ?? null,
          city: u.city ?? null,
          role,
        }
      : null;
  return request.sessionUser;
}

/**
 * Records that a person used their session (a change they made, or the back office telling us
 * someone is at the keyboard): the staff inactivity timeout counts from here (docs/decisions/0044).
 * Reads and the live stream are not activity: an open tab refetching by itself must not keep an
 * unattended session alive.
 */
export async function recordActivity(auth: Auth, request: FastifyRequest): Promise<void> {
  const info = request.sessionInfo;
  const now = new Date();
  if (!info || !activityStampDue(info.lastActiveAt, now)) return;
  await (await auth.$context).internalAdapter.updateSession(info.token, { updatedAt: now }).catch(() => null);
  info.lastActiveAt = now;
}

const isChange = (request: FastifyRequest) => request.method !== "GET" && request.method !== "HEAD";

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The route guard of an operation whose declared access lets in `roles`. It runs as
 * preValidation, so a signed-out request gets 401 before any 400, and a signed-in one with
 * another role 403; a change a person makes counts as their session's activity.
 */
function requireRole(auth: Auth, roles: readonly Role[]): Guard {
  return async (request) => {
    const user = await loadSessionUser(auth, request);
    if (!user) throw unauthenticated();
    if (!roles.includes(user.role)) throw forbidden();
    if (isChange(request)) await recordActivity(auth, request);
  };
}

/**
 * The guard factory the app decorates itself with (app.ts): operationRoute builds every guarded
 * route's guard from its operation's declared access with it, so no route file builds one.
 */
export const roleGuards =
  (auth: Auth): GuardFactory =>
  (roles) =>
    requireRole(auth, roles);

/** The signed-in user inside the handler of an operation whose access asks for a signed-in caller. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthenticated();
  return request.sessionUser;
}
