import { existsSync } from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import helmet from "helmet";
import { setSpanishValidationMessages } from "../contracts/kernel/zod-locale";
import { isBackOfficeDocument } from "../domain/kernel/back-office-document";
import { msg } from "../domain/kernel/messages";
import { STORE_NAME } from "../domain/kernel/store";
import type { Auth } from "./auth/auth";
import { roleGuards } from "./auth/session";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { features } from "./features";
import type { ImageStorage } from "./gateways/image-storage";
import { createPaymentGateway } from "./gateways/payments";
import { trackAllowedMethods } from "./http/allowed-methods";
import { AppError, errorHandler } from "./http/errors";
import { COMPRESSION } from "./http/kept-json";
import { finishOpenApiDocument } from "./http/openapi-document";
import { setOrderAccessSecret } from "./http/order-access";
import {
  BODY_LIMIT,
  boundedJsonParser,
  clientErrorHandler,
  frameworkErrors,
  holdsUnstorable,
} from "./http/request-guards";
import { requestIdOf } from "./http/request-id";
import { sameOriginGuard } from "./http/same-origin";
import type { LiveBus } from "./live/bus";

export interface AppContext {
  config: Config;
  database: Database;
  auth: Auth;
  bus: LiveBus;
  storage: ImageStorage;
}

/**
 * Paths other servers call (payment gateway callbacks, a mail provider's one-click unsubscribe);
 * they authenticate by signature.
 */
const isServerToServer = (p: string) =>
  p.startsWith("/api/payments/callback/") || p === "/api/mail/unsubscribe";

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  setSpanishValidationMessages();
  const { config } = ctx;
  // The key of the links that open an order without an account, for the features that sign them.
  setOrderAccessSecret(config.authSecret);
  const app = Fastify({
    logger: { level: config.logLevel },
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Node's and Fastify's own refusals (431, bad URL encoding) in Spanish, in the API's error format.
    clientErrorHandler,
    frameworkErrors,
    // Live streams never end on their own: closing the server must end them.
    forceCloseConnections: true,
  });
  // Learns every API route as it is registered, for the 405 of a method a path does not take.
  const allowedMethods = trackAllowedMethods(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // JSON only (ARCHITECTURE.md); every other body type answers 415. Uploads register multipart themselves.
  app.removeContentTypeParser("text/plain");
  // JSON nesting is bounded before parsing: a deeply nested body is a 400, never a stack overflow.
  const defaultJsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, boundedJsonParser(defaultJsonParser));

  // Security headers on every answer. Built once: @fastify/helmet rebuilt this middleware (and
  // re-parsed the CSP) on every request, ~4 % of a busy server's CPU (bench/README.md, profiles).
  // The back office's pages may also compile WebAssembly (the camera's barcode reader); every
  // other page keeps the strict policy (docs/decisions/0199).
  const headersWith = (scriptSrc: string[]) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            "data:",
            "blob:",
            ...(config.importedImageOrigin ? [config.importedImageOrigin] : []),
          ],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", "data:"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: config.baseUrl.startsWith("https://") ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: config.baseUrl.startsWith("https://"),
    });
  const securityHeaders = headersWith(["'self'"]);
  const backOfficeHeaders = headersWith(["'self'", "'wasm-unsafe-eval'"]);
  app.addHook("onRequest", (request, reply, done) =>
    (isBackOfficeDocument(request.url) ? backOfficeHeaders : securityHeaders)(
      request.raw,
      reply.raw,
      (error) => done(error instanceof Error ? error : undefined),
    ),
  );
  // Answers up to 64 KB in one call (docs/decisions/0218); kept answers the same way (0228).
  await app.register(compress, COMPRESSION);
  await app.register(cookie);
  app.addHook("onRequest", sameOriginGuard(isServerToServer));
  // PostgreSQL text cannot hold U+0000 or a lone surrogate: refused here for every route, not as a database error (500).
  app.addHook("preValidation", async (request) => {
    if (holdsUnstorable(request.params) || holdsUnstorable(request.query) || holdsUnstorable(request.body)) {
      throw new AppError("invalid_input", msg.textInvalid);
    }
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${STORE_NAME} API`,
        version: "1.0.0",
        description: "API de la tienda (JSON). Errores: {error:{code,message,field?}}.",
      },
      components: {
        securitySchemes: {
          // The HttpOnly session cookie better-auth sets at sign-in (docs/decisions/0001).
          session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      finishOpenApiDocument("openapiObject" in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  // Every route's guard comes from its operation's declared access (operationRoute asks for it
  // here); no route file states who may call it (docs/decisions/0230).
  app.decorate("guardFor", roleGuards(ctx.auth));

  const deps = { ...ctx, db: ctx.database.db, gateway: createPaymentGateway(config) };
  for (const feature of features) await feature.register(app, deps);

  await registerWebApp(app, config.webDir, allowedMethods);
  return app;
}

/**
 * A path the single-page app answers, that is every GET outside /api whose last segment has no file
 * extension, whatever its Accept headers (link previews, uptime checks and load-balancer probes
 * ask without text/html). A missing file (`/logo.png`) or folder (`/assets/`) stays a 404.
 */
function isAppRoute(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const pathname = url.split("?")[0] ?? "";
  if (pathname === "/api" || pathname.startsWith("/api/") || (pathname.endsWith("/") && pathname !== "/"))
    return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/**
 * The built single-page app: hashed assets cached for a year, index.html never cached. What no
 * route answers: the app for its own paths; on an API path another method takes, 405 with Allow
 * (and OPTIONS answered with the same list); anything else a JSON 404.
 */
async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  allowedMethods: (path: string) => string[],
) {
  const indexFile = path.join(webDir, "index.html");
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      // Looked up per request, so a rebuilt dist/web is served without restarting the server.
      wildcard: true,
      // "/" is the app itself; any other folder has no index.html and falls through to the 404 handler.
      index: "index.html",
      // Assets are brotli/gzip-compressed at build time (scripts/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && isAppRoute(request.method, request.url)) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", webDir);
    }
    const pathname = request.url.split("?")[0] ?? "";
    const served = pathname.startsWith("/api/") ? allowedMethods(pathname) : [];
    if (served.length && !served.includes(request.method)) {
      const allow = [...served, "OPTIONS"].join(", ");
      if (request.method === "OPTIONS") return reply.status(204).header("allow", allow).send();
      return reply
        .status(405)
        .header("allow", allow)
        .send({ error: { code: "method_not_allowed", message: msg.methodNotAllowed } });
    }
    return reply.status(404).send({ error: { code: "not_found", message: msg.notFound } });
  });
}
