import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCity, addProduct, addSettings, checkoutBody, saleViaApi } from "../../../tests/support/factory";
import { startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { newId } from "../db/ids";
import { contractOperations } from "./operation-registry";

const PRISM = path.resolve(import.meta.dirname, "../../../node_modules/.bin/prism");

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * Real API traffic through a contract-validating proxy nobody here wrote: `@stoplight/prism-cli`
 * in proxy mode forwards every request to the running server and checks each answer against the
 * OpenAPI document the server publishes. Every GET operation (signed out and as a superadmin, with
 * real ids) and a round of writes — checkout, sale, payment, customer, ticket, message — go
 * through it; any response that does not match the document fails the test.
 */
describe("every real answer matches the published OpenAPI document (prism proxy)", () => {
  let t: TestApp;
  let dir: string;
  let prism: ChildProcess;
  let log = "";
  let base = "";
  let origin = "";
  let boss: TestUser;
  let client: TestUser;

  beforeAll(async () => {
    t = await startTestApp("pglite");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    dir = await mkdtemp(path.join(tmpdir(), "contract-proxy-"));
    const file = path.join(dir, "openapi.json");
    await writeFile(file, JSON.stringify(t.app.swagger()));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prism = spawn(PRISM, ["proxy", file, origin, "--port", String(port), "--host", "127.0.0.1"], {
      env: { ...process.env, NO_COLOR: "1" },
    });
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`prism did not start:\n${log}`)), 90_000);
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes("Prism is listening")) {
          clearTimeout(timer);
          resolve();
        }
      };
      prism.stdout?.on("data", read);
      prism.stderr?.on("data", read);
    });
    await ready;
    [boss, client] = await Promise.all([t.account("superadmin"), t.account("client")]);
  }, 150_000);
  afterAll(async () => {
    prism?.kill();
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const via = async (method: string, url: string, as?: TestUser, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin,
        ...(as ? { cookie: as.cookie } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    const text = await res.text();
    return { status: res.status, json: text.startsWith("{") ? JSON.parse(text) : null };
  };

  it("prism finds no response that breaks the document", async () => {
    const db = t.ctx.database.db;
    await addSettings(db, { defaultCommissionBasisPoints: 500, whatsappNumber: "9999-0000" });
    const productId = await addProduct(db, { quantity: 50, image: true });
    const cityId = await addCity(db);

    // Writes, as the web does them.
    expect(
      (await via("POST", "/api/checkout/quote", client, { items: [{ productId, quantity: 1 }], cityId }))
        .status,
    ).toBeLessThan(500);
    const order = await via(
      "POST",
      "/api/checkout",
      client,
      checkoutBody(cityId, [{ productId, quantity: 1 }], { paymentMethod: "transfer" }),
    );
    expect(order.status).toBe(200);
    const sale = await via("POST", "/api/sales", boss, {
      customer: { kind: "new", name: "Cliente Proxy", phone: "9999-1234" },
      items: [{ productId, quantity: 1 }],
      shipping: { mode: "pickup" },
    });
    expect(sale.status).toBe(200);
    const saleId = sale.json.id as string;
    expect(
      (
        await via("POST", `/api/sales/${saleId}/payments`, boss, {
          amount: 1_000,
          date: "2025-06-10",
          type: "partial",
        })
      ).status,
    ).toBe(200);
    const customer = await via("POST", "/api/customers", boss, {
      name: "Cliente Proxy Dos",
      phone: "9000-1111",
    });
    expect(customer.status).toBe(200);
    const ticket = await via("POST", "/api/support/tickets", client, {
      subject: "Correa",
      category: "Producto",
      message: "¿Hay correas?",
    });
    expect(ticket.status).toBe(200);
    const seller = await t.account("seller");
    const thread = await via("POST", "/api/messages", boss, {
      recipientIds: [seller.id],
      subject: "Caja",
      content: "Revisar",
    });
    expect(thread.status).toBe(200);
    await saleViaApi(t, boss, [{ productId, quantity: 1 }]);

    // Every GET operation, signed out and as a superadmin (the client for customers' own pages).
    const ids: Record<string, string> = {
      "/api/catalog/": productId,
      "/api/products/": productId,
      "/api/inventory/products/": productId,
      "/api/sales/": saleId,
      "/api/orders/": order.json.orderId,
      "/api/web-purchases/": order.json.orderId,
      "/api/customers/": customer.json.id,
      "/api/customers/merged/": `c:${customer.json.id}`,
      "/api/support/tickets/": ticket.json.id,
      "/api/messages/": thread.json.threadId,
      "/api/payments/": "sandbox",
      "/api/reports/": "receivable",
    };
    const fill = (p: string) =>
      p.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
        const prefix = p.slice(0, p.indexOf(`:${name}`));
        const key = Object.keys(ids)
          .filter((k) => prefix === k)
          .sort((a, b) => b.length - a.length)[0];
        return key ? ids[key]! : newId();
      });
    const ops = (await contractOperations()).filter(({ operation: o }) => o.method === "GET");
    let sent = 0;
    for (const { operation: o } of ops) {
      const who = o.access === "customers" || o.access === "customers-and-admins" ? client : boss;
      for (const as of [undefined, who]) {
        const res = await via("GET", fill(o.path), as);
        expect(res.status, `${o.id}`).toBeLessThan(500);
        sent++;
      }
    }
    // Let prism flush its last lines.
    await new Promise((r) => setTimeout(r, 500));
    const violations = log.split("\n").filter((line) => /Violation: response/.test(line));
    const context = violations.map((v) => {
      const at = log.lastIndexOf("Forwarding", log.indexOf(v));
      return `${log.slice(at, log.indexOf("\n", at)).trim()} → ${v.trim()}`;
    });
    expect(context).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    expect(log.match(/Forwarding/g)?.length ?? 0).toBeGreaterThanOrEqual(sent);
  }, 240_000);
});
