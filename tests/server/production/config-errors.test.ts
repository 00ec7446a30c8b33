import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileServer, run } from "./compiled-server";

/** What an operator sees when the compiled server is started with a bad configuration. */
let build: ReturnType<typeof compileServer>;
beforeAll(() => {
  build = compileServer();
});
afterAll(() => build.remove());

const start = (env: Record<string, string>) =>
  run([process.execPath, path.join(build.dir, "main.js")], { PATH: process.env.PATH, ...env });

describe("compiled server with a bad configuration", () => {
  it("exits 1 naming each missing production variable, without a stack trace", async () => {
    const server = start({ NODE_ENV: "production" });
    expect(await server.exited).toBe(1);
    const output = server.output();
    for (const name of ["DATABASE_URL", "BASE_URL", "BETTER_AUTH_SECRET", "PAYMENT_GATEWAY"])
      expect(output).toContain(`${name}: `);
    expect(output).not.toContain("    at ");
  });

  it("exits 1 naming the PixelPay keys that are missing, before touching the database", async () => {
    const server = start({
      NODE_ENV: "production",
      // Nothing listens here: the refusal must come before any connection attempt.
      DATABASE_URL: "postgres://tienda@127.0.0.1:1/tienda",
      BASE_URL: "https://tienda.example.hn",
      BETTER_AUTH_SECRET: "s".repeat(40),
      PAYMENT_GATEWAY: "pixelpay",
      PIXELPAY_KEY_ID: "llave",
      MAIL_ENABLED: "false",
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      "Configuración inválida: PixelPay necesita PIXELPAY_SECRET_KEY, PIXELPAY_ENDPOINT",
    );
  });
});
