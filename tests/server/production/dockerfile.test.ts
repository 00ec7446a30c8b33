import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileServer, freshDatabase, root, run, scratchDir, waitHealthy } from "./compiled-server";
import {
  type BuildMetafile,
  harnessesIn,
  packagesCompiledIn,
  packagesLoadedAtStart,
  packagesLoadedBy,
  packagesNeededByCompiledIn,
} from "./runtime-packages";

/**
 * No Docker engine runs here, so the image's own commands are run as the image would: the
 * Dockerfile's final-stage ENV, CMD and HEALTHCHECK read from the file, in a folder laid out like
 * the image's /app (dist/server next to node_modules), on PostgreSQL as production requires.
 */
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
const stages = dockerfile.split(/^FROM /m);
const finalStage = stages.at(-1) ?? "";
const stageNamed = (name: string) =>
  stages.find((stage) => stage.split("\n")[0]?.endsWith(` AS ${name}`)) ?? "";
// Continued lines first: a greedy first line would end the match before its trailing backslash.
const instruction = (name: string) =>
  finalStage.match(new RegExp(`^${name} ((?:.*\\\\\\n)*.*)`, "m"))?.[1]?.replace(/\\\n/g, " ") ?? "";
const execForm = (text: string) => JSON.parse(text.slice(text.indexOf("["))) as string[];

const imageEnv = Object.fromEntries(
  [...instruction("ENV").matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]),
);
const cmd = execForm(instruction("CMD"));
const healthcheck = execForm(instruction("HEALTHCHECK"));

const PORT = 3903;
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let app: ReturnType<typeof scratchDir>;
let metafile: BuildMetafile;
beforeAll(() => {
  app = scratchDir();
  const metafilePath = path.join(app.dir, "metafile.json");
  compileServer(path.join(app.dir, "dist/server"), { metafile: metafilePath });
  metafile = JSON.parse(readFileSync(metafilePath, "utf8")) as BuildMetafile;
});
afterAll(() => app.remove());

describe("Dockerfile", () => {
  it("runs the compiled server as a non-root user in production, with a health check", () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(imageEnv.NODE_ENV).toBe("production");
    // The same young-generation size as `npm run start:prod`.
    expect(imageEnv.NODE_OPTIONS).toBe("--max-semi-space-size=16");
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts["start:prod"]).toContain(imageEnv.NODE_OPTIONS);
    expect(cmd).toEqual([
      "node",
      "--enable-source-maps",
      "--import",
      "./dist/server/otel.js",
      "dist/server/main.js",
    ]);
    expect(pkg.scripts["start:prod"]).toContain("--import ./dist/server/otel.js dist/server/main.js");
    expect(healthcheck).toEqual(["node", "dist/server/healthcheck.js"]);
    expect(dockerfile).toMatch(/^FROM node:24-/m);
  });

  it("compiles no test harness into the server: only src/ code, no tests/ file and no test", () => {
    expect(Object.keys(metafile.inputs)).toContain("src/server/main.ts");
    expect(harnessesIn(metafile)).toEqual([]);
    // The check itself sees a harness that a production file would import.
    expect(
      harnessesIn({ inputs: { "tests/support/test-app.ts": {}, "src/server/a.test.ts": {} }, outputs: {} }),
    ).toEqual(["src/server/a.test.ts", "tests/support/test-app.ts"]);
  });

  it("starts without PGlite: a server on PostgreSQL never loads it (imported only when the database is PGlite)", () => {
    const atStart = packagesLoadedAtStart(metafile, "main.js");
    expect(atStart).toContain("pg");
    expect(atStart).not.toContain("@electric-sql/pglite");
  });

  it("compiles drizzle-orm in: Node never resolves its files one by one (docs/decisions/0257)", () => {
    const external = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(external.filter((p) => p.includes("drizzle"))).toEqual([]);
    // better-auth's drizzle adapter with it, so both use the one copy.
    expect(packagesCompiledIn(metafile)).toEqual([
      "@better-auth/drizzle-adapter",
      "better-auth",
      "drizzle-orm",
    ]);
    // What their code still imports at run time is installed with a dependency: pg and PGlite
    // are ones, better-auth depends on @better-auth/core.
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const installedWith = (name: string) =>
      Object.keys(
        (
          JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as {
            dependencies?: Record<string, string>;
          }
        ).dependencies ?? {},
      );
    const installed = new Set([
      ...Object.keys(pkg.dependencies),
      ...Object.keys(pkg.dependencies).flatMap(installedWith),
    ]);
    expect(packagesNeededByCompiledIn(metafile).filter((name) => !installed.has(name))).toEqual([]);
  });

  it("installs the packages the compiled server loads and no other: no web library or build tool", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    // Both ways: a package the server loads but only devDependencies name is missing from the
    // image, and one the server does not load (react, vite, tsx...) only makes the image bigger.
    expect(packagesLoadedBy(metafile, root)).toEqual(Object.keys(pkg.dependencies).sort());
    // Only what "dependencies" reaches: with devDependencies still in package.json, npm ci
    // --omit=dev keeps the dev packages that a production one names as an optional peer
    // (better-auth: react, vitest, drizzle-kit, and vite, tsx, esbuild behind them).
    const runtimeDeps = stageNamed("runtime-deps");
    expect(runtimeDeps).toMatch(/^RUN npm pkg delete devDependencies && npm ci --omit=dev /m);
    expect(finalStage).toMatch(/^COPY --from=runtime-deps \/app\/node_modules \.\/node_modules$/m);
    expect(finalStage).not.toMatch(/^COPY --from=build \/app\/node_modules/m);
  });

  it.skipIf(!postgres)(
    "its CMD serves on PostgreSQL and its HEALTHCHECK follows the server",
    async () => {
      const database = await freshDatabase();
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        ...imageEnv,
        // Paths of the image's /app and /data, here in the scratch folder; the port is this test's.
        DATA_DIR: path.join(app.dir, "data"),
        WEB_DIR: path.join(root, "dist/web"),
        PORT: String(PORT),
        // What compose's .env gives it.
        DATABASE_URL: database?.url,
        BASE_URL: "https://tienda.example.hn",
        BETTER_AUTH_SECRET: "prueba-de-imagen-".repeat(3),
        PAYMENT_GATEWAY: "pixelpay",
        PIXELPAY_KEY_ID: "llave",
        PIXELPAY_SECRET_KEY: "secreto",
        PIXELPAY_ENDPOINT: "https://pixelpay.example.hn",
        // Nothing listens there: mail waits in the outbox and the shop still starts.
        SMTP_URL: "smtp://127.0.0.1:1",
        LOG_LEVEL: "warn",
      };
      const check = async () => (await run(healthcheck, env, app.dir).exited) as number;
      expect(await check()).toBe(1);
      const server = run(cmd, env, app.dir);
      try {
        await waitHealthy(server, PORT);
        expect(await check()).toBe(0);
        server.process.kill("SIGTERM");
        expect(await server.exited).toBe(0);
        expect(await check()).toBe(1);
      } finally {
        if (server.process.exitCode === null) server.process.kill("SIGKILL");
        await server.exited;
        await database?.drop();
      }
    },
    90_000,
  );
});
