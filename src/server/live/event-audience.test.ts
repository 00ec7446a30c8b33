import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { assertNothingPrivateToEveryone, type BusMessage, mayHear, TOPICS_WITH_PUBLIC_IDS } from "./bus";

/**
 * A live event's payload never says more than every listener of its audience may read. The
 * audience "everyone" includes a visitor with no account, who may read a public product, a
 * shipping location and the settings — nothing else, not even an id.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The text of every `publish(…)` / `publishAll(…)` call in the server's code, with its place. */
function publishCalls(): Array<{ where: string; text: string }> {
  const calls: Array<{ where: string; text: string }> = [];
  for (const file of sourceFiles(SERVER_DIR)) {
    if (file.endsWith(path.join("live", "bus.ts"))) continue;
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/\bpublish(All)?\(/g)) {
      let depth = 0;
      let end = match.index + match[0].length - 1;
      for (; end < source.length; end++) {
        if (source[end] === "(") depth++;
        if (source[end] === ")" && --depth === 0) break;
      }
      const line = source.slice(0, match.index).split("\n").length;
      calls.push({
        where: `${path.relative(SERVER_DIR, file)}:${line}`,
        text: source.slice(match.index, end + 1),
      });
    }
  }
  return calls;
}

describe("every publish call, as written", () => {
  const calls = publishCalls().filter((c) => !/^(export )?(async )?function/.test(c.text));

  it("finds the server's publish calls", () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it("an event to everyone carries no id, or one of a topic everyone reads; a product's only when it is public", () => {
    const wrong: string[] = [];
    for (const { where, text } of calls) {
      if (!/everyone|EVERYONE/.test(text)) continue;
      const topic = /topic: "([a-z_]+)"/.exec(text)?.[1];
      const idIsNull = /\bid: null\b/.test(text);
      if (!topic) wrong.push(`${where}: topic not spelled in the call`);
      else if (!idIsNull && !TOPICS_WITH_PUBLIC_IDS.has(topic as BusMessage["topic"]))
        wrong.push(`${where}: a '${topic}' id to everyone`);
      // A product's id goes to everyone only when the product is (or just was) public.
      else if (topic === "products" && !idIsNull && !/isPublic|visibleToEveryone/.test(text))
        wrong.push(`${where}: a product's id to everyone whether or not it is public`);
    }
    expect(wrong).toEqual([]);
  });

  it("the bus itself refuses an id to everyone on a topic whose ids are not public", () => {
    expect(() =>
      assertNothingPrivateToEveryone({
        topic: "discount_codes",
        id: "SECRETO40",
        audience: { everyone: true },
      }),
    ).toThrow();
    expect(() =>
      assertNothingPrivateToEveryone({
        topic: "discount_codes",
        id: "SECRETO40",
        audience: { roles: ["admin"] },
      }),
    ).not.toThrow();
    expect(() =>
      assertNothingPrivateToEveryone({ topic: "discount_codes", id: null, audience: { everyone: true } }),
    ).not.toThrow();
  });
});

describe.each(DB_KINDS)("what a visitor's stream hears on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  const heard: BusMessage[] = [];
  let stop: () => void;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
    // Exactly what GET /api/live sends a signed-out browser.
    stop = t.ctx.bus.subscribe((message) => {
      if (mayHear(message.audience, null)) heard.push(message);
    });
  });
  afterAll(async () => {
    stop();
    await t.close();
  });

  const settle = () => new Promise((r) => setTimeout(r, 300));

  it("hears that discount codes changed, never a code's name", async () => {
    heard.length = 0;
    const body = { code: "SECRETO40", percentage: 40 };
    expect((await t.request("POST", "/api/discount-codes", { as: admin, body })).status).toBe(200);
    const renamed = { ...body, code: "OTRO40" };
    expect(
      (await t.request("PUT", "/api/discount-codes/SECRETO40", { as: admin, body: renamed })).status,
    ).toBe(200);
    expect((await t.request("PUT", "/api/discount-codes/OTRO40", { as: admin, body: renamed })).status).toBe(
      200,
    );
    expect((await t.request("DELETE", "/api/discount-codes/OTRO40", { as: admin })).status).toBe(200);
    await settle();
    const codes = heard.filter((m) => m.topic === "discount_codes");
    // An open checkout still re-quotes on each change.
    expect(codes.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(heard)).not.toMatch(/SECRETO40|OTRO40/i);
  });

  it("hears nothing of a hidden product's stock, edits or visibility switch", async () => {
    const hidden = await addProduct(t.ctx.database.db, { isPublic: false, quantity: 3 });
    const shown = await addProduct(t.ctx.database.db, { quantity: 3 });
    await settle();
    heard.length = 0;
    const increase = (id: string) =>
      t.request("POST", `/api/inventory/products/${id}/stock-increase`, { as: admin, body: { amount: 2 } });
    expect((await increase(hidden)).status).toBe(200);
    expect((await increase(shown)).status).toBe(200);
    const visibility = (id: string, isPublic: boolean) =>
      t.request("POST", `/api/inventory/products/${id}/visibility`, { as: admin, body: { isPublic } });
    expect((await visibility(hidden, false)).status).toBe(200);
    await settle();
    expect(heard.some((m) => m.id === hidden)).toBe(false);
    // The public one's stock is on the storefront: its tabs hear it.
    expect(heard.some((m) => m.topic === "products" && m.id === shown)).toBe(true);
    // Made public, it is news to everyone.
    expect((await visibility(hidden, true)).status).toBe(200);
    await settle();
    expect(heard.some((m) => m.id === hidden)).toBe(true);
  });

  it("every event a visitor heard names only what a visitor may read", () => {
    const wrong = heard.filter((m) => m.id !== null && !TOPICS_WITH_PUBLIC_IDS.has(m.topic));
    expect(wrong).toEqual([]);
  });
});
