import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const PRODUCTION = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://tienda@db:5432/tienda",
  BASE_URL: "https://tienda.example.hn",
  BETTER_AUTH_SECRET: "x".repeat(32),
  PAYMENT_GATEWAY: "pixelpay",
  SMTP_URL: "smtp://tienda:clave@mail.example.hn:587",
};

/** The message a refused configuration stops the process with. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("configuration accepted");
}

describe("configuration", () => {
  it("accepts a complete production configuration", () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ production: true, seedDemo: false, shutdownGraceMs: 10_000 });
  });

  it.each([
    ["DATABASE_URL", "is required in production"],
    ["BASE_URL", "is required in production"],
    ["BETTER_AUTH_SECRET", "is required in production"],
    ["PAYMENT_GATEWAY", "must be a real gateway"],
  ])("production without %s is refused, naming it", (name, why) => {
    const env: Record<string, string> = { ...PRODUCTION };
    delete env[name];
    expect(refusal(env)).toContain(`${name}: ${why}`);
  });

  it("names every missing production variable at once", () => {
    const message = refusal({ NODE_ENV: "production", SEED_DEMO: "true" });
    for (const name of ["SEED_DEMO", "DATABASE_URL", "BASE_URL", "BETTER_AUTH_SECRET", "PAYMENT_GATEWAY"])
      expect(message).toContain(`  ${name}: `);
  });

  it("names a malformed variable", () => {
    expect(refusal({ PORT: "http" })).toMatch(/^ {2}PORT: /m);
  });

  it("takes a metrics token of 32+ characters; empty or unset turns /metrics off", () => {
    expect(refusal({ METRICS_TOKEN: "corto" })).toMatch(
      /^ {2}METRICS_TOKEN: must be at least 32 characters/m,
    );
    expect(loadConfig({ METRICS_TOKEN: "t".repeat(32) }).metricsToken).toBe("t".repeat(32));
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeNull();
    expect(loadConfig({}).metricsToken).toBeNull();
  });

  it("keeps every abuse limit at its configured value unless BENCH=true raises them all", () => {
    const normal = loadConfig({ CHECKOUT_LIMIT_PER_IP: "7" });
    expect(normal).toMatchObject({ bench: false, authRateLimit: true });
    expect(normal.limits).toMatchObject({ checkoutPerIp: 7, checkoutPerClient: 5, liveStreamsPerClient: 20 });
    const bench = loadConfig({ BENCH: "true", CHECKOUT_LIMIT_PER_IP: "7" });
    expect(bench).toMatchObject({ bench: true, authRateLimit: false });
    // Figures per minute and per day are nested: every number at any depth is raised.
    const figures = (o: object): number[] =>
      Object.values(o).flatMap((v) => (typeof v === "number" ? [v] : figures(v as object)));
    expect(figures(bench.limits).length).toBeGreaterThan(10);
    for (const value of figures(bench.limits)) expect(value).toBeGreaterThanOrEqual(1_000_000_000);
  });

  it("DKIM is all three settings or none", () => {
    const dkim = { DKIM_DOMAIN: "tienda.example.hn", DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: "-----BEGIN…" };
    expect(loadConfig({ ...PRODUCTION, ...dkim }).mail.dkim).toEqual({
      domainName: "tienda.example.hn",
      keySelector: "s1",
      privateKey: "-----BEGIN…",
    });
    expect(loadConfig(PRODUCTION).mail.dkim).toBeNull();
    const oneLine = loadConfig({ ...PRODUCTION, ...dkim, DKIM_PRIVATE_KEY: "-----BEGIN\\nabc\\n-----END" });
    expect(oneLine.mail.dkim?.privateKey).toBe("-----BEGIN\nabc\n-----END");
    const { DKIM_PRIVATE_KEY: _, ...half } = dkim;
    expect(refusal({ ...PRODUCTION, ...half })).toContain("DKIM_PRIVATE_KEY: DKIM_DOMAIN, DKIM_SELECTOR");
    expect(refusal({ DKIM_SELECTOR: "s1" })).toContain("set all three or none");
  });

  it("production refuses to start without a mail server unless MAIL_ENABLED=false says so", () => {
    const { SMTP_URL: _, ...withoutMail } = PRODUCTION;
    expect(refusal(withoutMail)).toContain("SMTP_URL: is required in production");
    expect(loadConfig({ ...withoutMail, MAIL_ENABLED: "false" }).mail.smtpUrl).toBeNull();
    expect(loadConfig(PRODUCTION).mail).toMatchObject({ smtpUrl: PRODUCTION.SMTP_URL, purgeDays: 90 });
    expect(refusal({ SMTP_URL: "http://mail" })).toContain("SMTP_URL: must start with smtp://");
  });

  it("production refuses benchmark settings", () => {
    expect(refusal({ ...PRODUCTION, BENCH: "true" })).toContain("BENCH: ");
  });

  it("runs on the embedded database outside production", () => {
    expect(loadConfig({})).toMatchObject({ production: false, databaseUrl: undefined, seedDemo: true });
  });
});
