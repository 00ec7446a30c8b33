import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { loadConfig } from "../config";

/**
 * Sign-in counts failed attempts only (docs/decisions/0216): a counter computer where staff sign in
 * and out all day is never throttled for succeeding, guesses are, parallel guesses cannot slip past
 * the count, and a stranger's guesses cannot lock the owner's known device out.
 */
const DEFAULTS = loadConfig({ NODE_ENV: "test" }).limits;
const PASSWORD = "clave-segura-1";

describe("sign-in throttle at its default figures", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { AUTH_RATE_LIMIT: "true" });
  }, 180_000);
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: ip,
      headers: {
        host: "localhost:3000",
        origin: ORIGIN,
        "content-type": "application/json",
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify({ email, password }),
    });
  const cookiesOf = (res: Awaited<ReturnType<typeof attempt>>) =>
    res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const deviceCookieOf = (res: Awaited<ReturnType<typeof attempt>>) => {
    const c = res.cookies.find((x) => x.name.startsWith("dv_"));
    return c ? `${c.name}=${c.value}` : "";
  };
  /** better-auth's own per-address rule counts per minute: moves its window into the past. */
  const aMinuteLater = () =>
    t.ctx.database.db.execute(sql`update rate_limit set last_request = last_request - 61000`);
  /** A new account that has never signed in (t.account signs in once). */
  const fresh = async (role: "seller" | "admin" = "seller") => {
    const u = await t.account(role);
    return u.email;
  };

  it("thirty correct sign-ins (in and out) from one address in a minute all succeed; then the sixth wrong password is refused", async () => {
    // A shop's staff behind one address sign in all morning: successes never count.
    const email = await fresh();
    const colleague = await fresh("admin");
    const ip = "10.30.0.1";
    for (let i = 0; i < 30; i++) {
      const res = await attempt(i % 2 ? colleague : email, PASSWORD, ip);
      expect(res.statusCode, res.body).toBe(200);
      const out = await t.request("POST", "/api/auth/sign-out", { as: cookiesOf(res), body: {} });
      expect(out.status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULTS.signInPerAccountIp + 1; i++) {
      const res = await attempt(email, "adivinanza", ip);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error.message).toBe(msg.tooManyAttempts);
        // Our 15-minute window, not better-auth's one-minute rule.
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(60);
      }
    }
    expect(statuses).toEqual([...Array(DEFAULTS.signInPerAccountIp).fill(401), 429]);
    // Once throttled, even the right password from that address waits.
    expect((await attempt(email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it("a success clears the address's failures for that email", async () => {
    const email = await fresh();
    const ip = "10.31.0.1";
    for (let i = 0; i < DEFAULTS.signInPerAccountIp - 1; i++) {
      expect((await attempt(email, "adivinanza", ip)).statusCode).toBe(401);
    }
    expect((await attempt(email, PASSWORD, ip)).statusCode).toBe(200);
    await aMinuteLater();
    for (let i = 0; i < DEFAULTS.signInPerAccountIp; i++) {
      expect((await attempt(email, "adivinanza", ip)).statusCode).toBe(401);
    }
    expect((await attempt(email, "adivinanza", ip)).statusCode).toBe(429);
  });

  it("parallel guesses from one address get no more than the limit's answers", async () => {
    const email = await fresh();
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => attempt(email, "adivinanza", "10.32.0.1")),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(DEFAULTS.signInPerAccountIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9 - DEFAULTS.signInPerAccountIp);
  });

  it("a stranger locking the account out does not lock out a device that signed in before", async () => {
    const email = await fresh("admin");
    const home = "10.33.0.1";
    const first = await attempt(email, PASSWORD, home);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^dv_[A-Za-z0-9_-]{16}=/);
    const setCookie = String(first.headers["set-cookie"]);
    expect(setCookie).toMatch(/dv_[^;]+;[^,]*HttpOnly/i);
    // Guesses from many addresses, each under the per-address figure, reach the account's ceiling.
    let n = 0;
    let status = 401;
    while (status === 401 && n < DEFAULTS.signInPerAccount + 5) {
      status = (await attempt(email, "adivinanza", `10.34.${Math.floor(n / 4)}.${n % 4}`)).statusCode;
      if (status === 401) n += 1;
    }
    expect(status).toBe(429);
    expect(n).toBe(DEFAULTS.signInPerAccount);
    // A browser without the device cookie, even the owner's at home, waits for the lock…
    expect((await attempt(email, PASSWORD, home)).statusCode).toBe(429);
    // …a device cookie made for another account or made up opens nothing…
    const other = await attempt(await fresh(), PASSWORD, "10.35.0.1");
    const forged = device.replace(/=.*$/, `=${"A".repeat(22)}.${"B".repeat(43)}`);
    expect(
      (await attempt(email, PASSWORD, home, deviceCookieOf(other).replace(/^[^=]+/, device.split("=")[0]!)))
        .statusCode,
    ).toBe(429);
    expect((await attempt(email, PASSWORD, home, forged)).statusCode).toBe(429);
    // …and the device that signed in before still signs in.
    const known = await attempt(email, PASSWORD, home, device);
    expect(known.statusCode).toBe(200);
  });

  it("a device cookie has its own failure limit and stays under the email+address limit", async () => {
    const email = await fresh("admin");
    const counter = "10.36.0.1";
    const device = deviceCookieOf(await attempt(email, PASSWORD, counter));
    // At the shared counter: the email+address figure applies with the cookie too.
    for (let i = 0; i < DEFAULTS.signInPerAccountIp; i++) {
      expect((await attempt(email, "adivinanza", counter, device)).statusCode).toBe(401);
    }
    expect((await attempt(email, PASSWORD, counter, device)).statusCode).toBe(429);
    // From other addresses the cookie's own figure counts its failures (the 5 above included).
    const other = await fresh("admin");
    const otherDevice = deviceCookieOf(await attempt(other, PASSWORD, "10.37.0.1"));
    for (let i = 0; i < DEFAULTS.signInPerDevice; i++) {
      expect((await attempt(other, "adivinanza", `10.38.0.${i}`, otherDevice)).statusCode).toBe(401);
    }
    expect((await attempt(other, PASSWORD, "10.38.1.1", otherDevice)).statusCode).toBe(429);
    // The same account from a device without a cookie is counted per account, not refused yet.
    expect((await attempt(other, PASSWORD, "10.38.1.2")).statusCode).toBe(200);
  });
  it("a spray of wrong passwords on many emails from one address is refused; a device known there still signs in", async () => {
    const office = "10.40.0.1";
    const staff = await fresh("seller");
    const device = deviceCookieOf(await attempt(staff, PASSWORD, office));
    expect(device).not.toBe("");
    for (let i = 0; i < DEFAULTS.signInPerIp; i++) {
      expect((await attempt(`rociado${i}@prueba.hn`, "adivinanza", office)).statusCode).toBe(401);
    }
    // The next guess on yet another email, and a real account without its device cookie, are refused…
    expect((await attempt("rociado-final@prueba.hn", "adivinanza", office)).statusCode).toBe(429);
    expect((await attempt(await fresh(), PASSWORD, office)).statusCode).toBe(429);
    // …while the salesperson's own browser, known to this account, signs in as every day.
    expect((await attempt(staff, PASSWORD, office, device)).statusCode).toBe(200);
  });
});
