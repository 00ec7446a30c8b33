import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Role } from "../../src/domain/kernel/roles";
import { trustedAccountCreator } from "../../src/server/auth/create-user";
import { bootstrap, type Running } from "../../src/server/bootstrap";
import { loadConfig } from "../../src/server/config";
import { migratedPgliteImage } from "./pglite-image";
import { RAISED_ACCOUNT_LIMITS } from "./raised-limits";
import { createScratchDatabase } from "./scratch-database";

/**
 * Integration tests run on embedded PGlite, and also on PostgreSQL when TEST_DATABASE_URL
 * is set (CI). Each test file gets its own fresh database: an in-memory PGlite, or a new
 * PostgreSQL database created next to TEST_DATABASE_URL's and dropped afterwards.
 */
export type DbKind = "pglite" | "postgres";
/**
 * An HTTP answer as a test reads it. `json` stays `any`: each test asserts on the fields it
 * reads, and typing every answer would restate the contracts in the tests.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
export type TestAnswer = { status: number; json: any };

export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export const ORIGIN = "http://localhost:3000";

export interface TestApp extends Running {
  kind: DbKind;
  /** Creates an account with `role` and signs it in; returns its id and session cookie. */
  account(
    role: Role,
    overrides?: Partial<{ email: string; name: string; password: string }>,
  ): Promise<TestUser>;
  signIn(email: string, password: string): Promise<string>;
  /** A same-origin JSON request, optionally as a signed-in user. */
  request(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    opts?: { as?: TestUser | string; body?: unknown; headers?: Record<string, string> },
  ): Promise<TestAnswer & { headers: Record<string, unknown>; raw: Buffer }>;
}

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
  role: Role;
}

export async function startTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-test-"));
  // A DATABASE_URL in `env` names a database the caller keeps (a benchmark's shop): none is made.
  const pgDb =
    kind === "postgres" && !env.DATABASE_URL
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, "tienda_test")
      : null;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BASE_URL: ORIGIN,
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "false",
    // Tests place many orders and callbacks from one address; access-abuse.test.ts checks the defaults.
    CHECKOUT_LIMIT_PER_CLIENT: "100000",
    CHECKOUT_LIMIT_PER_IP: "100000",
    CALLBACK_LIMIT_PER_IP: "100000",
    ...RAISED_ACCOUNT_LIMITS,
    SEED_DEMO: "false",
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const pgliteImage = kind === "pglite" ? await migratedPgliteImage() : undefined;
  const running = await bootstrap(config, { inMemory: true, pgliteImage });
  const createAccount = trustedAccountCreator(running.ctx.auth, running.ctx.database.db);
  let counter = 0;

  const request: TestApp["request"] = async (method, url, opts = {}) => {
    const cookie = typeof opts.as === "string" ? opts.as : opts.as?.cookie;
    const headers: Record<string, string> = { origin: ORIGIN, host: "localhost:3000", ...opts.headers };
    if (cookie) headers.cookie = cookie;
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    const res = await running.app.inject({
      method,
      url,
      headers,
      payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    let json: unknown = null;
    try {
      json = res.json();
    } catch {
      json = res.body;
    }
    return { status: res.statusCode, json, headers: res.headers, raw: res.rawPayload };
  };

  const signIn = async (email: string, password: string) => {
    const res = await running.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: ORIGIN, host: "localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ email, password }),
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode}: ${res.body}`);
    return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  };

  return {
    ...running,
    kind,
    request,
    signIn,
    async account(role, overrides = {}) {
      counter += 1;
      const email = overrides.email ?? `${role}${counter}-${randomBytes(3).toString("hex")}@prueba.hn`;
      const password = overrides.password ?? "clave-segura-1";
      const name = overrides.name ?? `Prueba ${role} ${counter}`;
      const id = await createAccount({
        name,
        firstName: "Prueba",
        lastName: `${role} ${counter}`,
        email,
        password,
        role,
        phone: "9999-0000",
        city: "Tegucigalpa",
      });
      return { id, email, role, cookie: await signIn(email, password) };
    },
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
      await pgDb?.drop();
    },
  };
}
