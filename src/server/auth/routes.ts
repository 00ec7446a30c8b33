import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  signInEmail as signInEmailOperation,
  signOut,
  signUpEmail,
} from "../../contracts/auth/auth";
import { getMe, recordSessionActivity } from "../../contracts/auth/session";
import type { ErrorBody } from "../../contracts/kernel/common";
import { msg } from "../../domain/kernel/messages";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { AUTH_BODY_LIMIT } from "../http/request-guards";
import type { Auth } from "./auth";
import { CLIENT_IP_HEADER } from "./auth";
import { passwordResetLimits } from "./reset-limits";
import { loadSessionUser, toHeaders } from "./session";
import { signInThrottle } from "./sign-in-throttle";

/** better-auth's error codes, answered in Spanish in the store's error format. */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: msg.loginFailure,
  INVALID_EMAIL: msg.invalidEmail,
  INVALID_PASSWORD: msg.currentPasswordWrong,
  PASSWORD_TOO_SHORT: msg.passwordNewTooShort,
  PASSWORD_TOO_LONG: msg.passwordTooLong,
  USER_ALREADY_EXISTS: msg.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: msg.emailTaken,
  USER_NOT_FOUND: msg.accountNotFound,
  SESSION_EXPIRED: msg.sessionExpired,
  FAILED_TO_GET_SESSION: msg.unauthenticated,
  // A disabled account (docs/decisions/0061) cannot sign in.
  BANNED_USER: msg.accountIsDisabled,
  // Registration and profile take only an active shipping city (auth.ts hook).
  CITY_INACTIVE: msg.cityNotOffered,
};

function spanishAuthError(status: number, text: string): ErrorBody {
  let code = "";
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (typeof parsed.code === "string") code = parsed.code;
  } catch {
    // better-auth answered without a JSON body: the status decides.
  }
  const byStatus =
    status === 429
      ? msg.tooManyAttempts
      : status === 401
        ? msg.unauthenticated
        : status === 403
          ? code.includes("ORIGIN")
            ? msg.crossOrigin
            : msg.forbidden
          : status === 404
            ? msg.notFound
            : status < 500
              ? msg.invalidInput
              : msg.internalError;
  const fallback = status === 429 ? "too_many_requests" : status >= 500 ? "internal" : "invalid_input";
  return { error: { code: code || fallback, message: AUTH_MESSAGES[code] ?? byStatus } };
}

/** The decoded path inside /api/auth (e.g. "/sign-in/email"), or null when it cannot be decoded. */
function authPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, "http://x").pathname)
      .toLowerCase()
      .replace(/^\/api\/auth/, "")
      .replace(/\/+/g, "/")
      .replace(/\/$/, "");
  } catch {
    return null;
  }
}

/** Under /api/auth/ and outside the admin plugin's endpoints, however the path is spelled. */
function isOpenAuthPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return false;
  }
  return decoded.startsWith("/api/auth/") && !/^\/api\/auth\/+admin(\/|$)/.test(decoded);
}

/**
 * better-auth mounted at /api/auth/* (docs/decisions/0001), and GET /api/me.
 * The admin plugin's own HTTP endpoints stay closed: its permission model cannot say
 * "only a superadmin grants superadmin", so staff actions go through our team routes.
 */
export async function authRoutes(
  app: FastifyInstance,
  { auth, config, db }: { auth: Auth; config: Config; db: Db },
) {
  // Sign-in throttled on failed attempts, per email+address, per account or device and per address;
  // better-auth's own per-address rule is off for sign-in (docs/decisions/0216).
  const throttle = config.authRateLimit ? signInThrottle(db, config) : null;
  const signInEmail = (request: { url: string; body: unknown }) => {
    if (authPath(request.url) !== "/sign-in/email") return null;
    const email = (request.body as { email?: unknown } | null)?.email;
    return typeof email === "string" ? email.trim().toLowerCase().slice(0, 254) : null;
  };

  /** Forwards a request to better-auth and answers its reply, refusals in Spanish. */
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // Decided on the URL better-auth will route, not the raw one: `new URL` resolves dot
    // segments (`/api/auth/./admin/…`, `%2e%2e`), which would otherwise reach the admin plugin.
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    if (!isOpenAuthPath(url.pathname))
      return reply.status(404).send({ error: { code: "not_found", message: msg.notFound } });
    // better-auth's error page is English HTML; the store has no OAuth flow that would send anyone there.
    if (authPath(request.url) === "/error")
      return reply.status(400).send({ error: { code: "auth_error", message: msg.authFailed } });
    const headers = toHeaders(request);
    headers.set(CLIENT_IP_HEADER, request.ip);
    const hasBody = request.method !== "GET" && request.body !== undefined && request.body !== null;
    const call = () =>
      auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
    const email = throttle ? signInEmail(request) : null;
    let response: Response;
    if (throttle && email !== null) {
      let answered: Response | undefined;
      await throttle(request, reply, email, async () => {
        answered = await call();
        return answered.status;
      });
      response = answered!;
    } else {
      response = await call();
    }
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      const k = key.toLowerCase();
      if (k !== "set-cookie" && (response.ok || k !== "content-length")) reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    const text = response.body ? await response.text() : null;
    // better-auth words its refusals in English: answered in Spanish, in the store's error format.
    if (!response.ok && response.status >= 400) {
      return reply
        .type("application/json; charset=utf-8")
        .send(spanishAuthError(response.status, text ?? ""));
    }
    return reply.send(text);
  };
  const resetLimits = config.authRateLimit
    ? passwordResetLimits(db, config, (request) => authPath(request.url) === "/request-password-reset")
    : [];
  const guarded = { bodyLimit: AUTH_BODY_LIMIT, preValidation: resetLimits };

  // The endpoints the web calls are routes of their own (validated, bounded, documented); every
  // other better-auth endpoint goes through the catch-all. Both forward the same way.
  for (const operation of [signInEmailOperation, signUpEmail, signOut, requestPasswordReset, resetPassword]) {
    operationRoute(app, operation, guarded, (request, reply) => forward(request, reply));
  }
  // A password change is for the signed-in (its declared access): signed out, a 401 before its body is read.
  operationRoute(app, changePassword, guarded, (request, reply) => forward(request, reply));
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    ...guarded,
    schema: { hide: true },
    handler: forward,
  });

  operationRoute(app, getMe, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { user: await loadSessionUser(auth, request) };
  });

  // The guard its access asks for stamps the activity, as for every change a signed-in person makes.
  operationRoute(app, recordSessionActivity, {}, async () => ({
    ok: true as const,
  }));
}
