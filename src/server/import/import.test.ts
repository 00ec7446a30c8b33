import { eq, sql } from "drizzle-orm";
import { FirebaseScrypt } from "firebase-scrypt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { generateExport } from "../../../tests/support/test-export";
import { picture } from "../../../tests/support/test-upload";
import { paidFromRecords } from "../../domain/sales/payments";
import { balanceDue } from "../../domain/sales/totals";
import { accounts, users } from "../auth/schema";
import { cardPaymentNotifications } from "../card-payments/schema";
import { lookupOrder } from "../checkout/order-lookup";
import { releaseExpiredOrders } from "../payments/callbacks";
import { productImages, products } from "../products/schema";
import { sales } from "../sales/schema";
import { unregisteredPurchases } from "../web-purchases/schema";
import { checkData, type ImportReport, importExternalImages, runImport } from ".";
import { importExtras, productExternalImages } from "./schema";

// The project's hash parameters as `firebase auth:export` documents them (a test project's).
const HASH = {
  signerKey: "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==",
  saltSeparator: "Bw==",
  rounds: 8,
  memCost: 14,
};
const PASSWORD = "mi-clave-de-antes";

async function tableCounts(app: TestApp) {
  const db = app.ctx.database.db;
  const out: Record<string, number> = {};
  for (const t of [
    "user",
    "account",
    "customers",
    "products",
    "inventory_movements",
    "sales",
    "money_entries",
    "sale_history",
    "sale_items",
    "internal_messages",
    "support_tickets",
    "support_ticket_messages",
    "user_notifications",
    "shipping_locations",
    "discount_codes",
    "import_extras",
    "unregistered_purchases",
    "card_payment_notifications",
    "settings",
  ]) {
    const rows = await db.execute(sql.raw(`select count(*)::int as n from "${t}"`));
    const list = (rows as unknown as { rows?: { n: number }[] }).rows ?? (rows as unknown as { n: number }[]);
    out[t] = Number(list[0]?.n);
  }
  return out;
}

describe.each(DB_KINDS)("data import (%s)", (kind) => {
  let app: TestApp;
  let admin: TestUser;
  let imported: ImportReport;
  const generated = generateExport({ sales: 240 });
  const signInUid = generated.userIds[4] as string;
  const otherUid = generated.userIds[5] as string;
  let authUsers: {
    localId: string;
    email: string;
    passwordHash: string;
    salt: string;
    displayName: string;
  }[];

  beforeAll(async () => {
    app = await startTestApp(kind);
    admin = await app.account("admin");
    // The reference implementation computes the original hashes, not our code.
    const scrypt = new FirebaseScrypt(HASH);
    authUsers = [];
    for (const uid of [signInUid, otherUid]) {
      const salt = Buffer.from(`sal-${uid}`).toString("base64");
      authUsers.push({
        localId: uid,
        email: `${uid}@x`,
        passwordHash: await scrypt.hash(PASSWORD, salt),
        salt,
        displayName: "X",
      });
    }
  }, 60_000);
  afterAll(() => app?.close());

  it("a failure in the middle leaves the database as it was", async () => {
    const before = await tableCounts(app);
    await expect(runImport(app.ctx.database.db, generated.data, { failAfter: "sales" })).rejects.toThrow(
      /provocado/,
    );
    expect(await tableCounts(app)).toEqual(before);
  }, 60_000);

  it("--dry-run reports the counts and writes nothing", async () => {
    const before = await tableCounts(app);
    const report = await runImport(app.ctx.database.db, generated.data, { dryRun: true });
    for (const [c, want] of Object.entries(generated.expected)) {
      expect({ c, imported: report.counts[c]?.imported, skipped: report.counts[c]?.skipped }).toEqual({
        c,
        ...want,
      });
    }
    expect(await tableCounts(app)).toEqual(before);
  }, 60_000);

  it("imports every collection with the right counts, reasons, extras and a clean check", async () => {
    const report = await runImport(app.ctx.database.db, generated.data, { authUsers, hashConfig: HASH });
    imported = report;
    for (const [c, want] of Object.entries(generated.expected)) {
      expect({ c, imported: report.counts[c]?.imported, skipped: report.counts[c]?.skipped }).toEqual({
        c,
        ...want,
      });
    }
    const reasons = report.skipped.map((s) => `${s.collection}:${s.reason}`).join("\n");
    expect(reasons).toMatch(/products:quantity: stock negativo/);
    expect(reasons).toMatch(/inventory_movements:productId noexiste/);
    expect(reasons).toMatch(/internal_messages:threadId hilo-perdido/);
    // A total that is not an amount no longer skips the sale (nor its payments): computed from its parts, listed.
    expect(reasons).not.toMatch(/sales:total/);
    expect(
      report.notes.some(
        (n) => n.id === generated.textTotalSaleId && /no es un importe, se calcula/.test(n.note),
      ),
    ).toBe(true);
    expect(
      report.notes.some((n) => n.id === generated.roundedSaleIds[0] && /más de 2 decimales/.test(n.note)),
    ).toBe(true);
    expect(report.notes.some((n) => /customerId nadie: no existe/.test(n.note))).toBe(true);
    expect(report.invalidatedPayments.map((s) => s.id)).toEqual([generated.invalidatedSaleId]);
    expect(report.extras.products).toContain("sku");
    expect(report.extras.shipping_locations).toContain("estimatedDays");
    // Every collection of the real layout is read: none is left out.
    expect(report.unknownCollections).toEqual([]);
    expect(report.stopped).toBe(false);
    expect(report.extras.config).toContain("instagramUrl");
    expect(report.extras.config).toContain("rtn");
    expect(report.needsReset.length).toBe(38);
    expect(report.check.violations).toEqual([]);
    expect(report.check.ok).toBe(true);
    const db = app.ctx.database.db;
    expect((await db.select().from(importExtras)).length).toBeGreaterThan(60);
    expect((await db.select().from(productExternalImages)).length).toBe(60);
    // The storefront shows the pictures from the old storage until they are brought in, and the CSP allows that host.
    const detail = await app.request("GET", "/api/catalog/p000003xxxxxxxxxxxxx");
    expect(detail.json.images[0].src).toBe("https://firebasestorage.googleapis.com/v0/b/tienda/o/p3.jpg");
    expect(String(detail.headers["content-security-policy"])).toContain(
      "https://firebasestorage.googleapis.com",
    );
    const [invalid] = await db.select().from(sales).where(eq(sales.id, generated.invalidatedSaleId));
    expect(invalid?.amountPaid).toBe(12345);
    expect(invalid?.paymentHistoryInvalidated).toBe(true);
  }, 60_000);

  it("a 7.5 % commission is kept exactly; a rate it cannot hold is kept rounded, noted, its original in the extras", async () => {
    const db = app.ctx.database.db;
    const decimal = await app.request("GET", `/api/sales/${generated.decimalCommissionSaleId}`, {
      as: admin,
    });
    expect(decimal.status).toBe(200);
    expect(decimal.json.commission).toEqual({ percentage: 7.5 });
    const [row] = await db
      .select({ bp: sales.commissionBasisPoints })
      .from(sales)
      .where(eq(sales.id, generated.decimalCommissionSaleId));
    expect(row?.bp).toBe(750);
    const odd = await app.request("GET", `/api/sales/${generated.oddCommissionSaleId}`, { as: admin });
    expect(odd.json.commission).toEqual({ percentage: 7.56 });
    const [extras] = await db
      .select()
      .from(importExtras)
      .where(eq(importExtras.docId, generated.oddCommissionSaleId));
    expect(extras?.data).toMatchObject({ commission: { percentage: 7.555 } });
    const [loyalty] = await db
      .select()
      .from(importExtras)
      .where(eq(importExtras.docId, generated.decimalCommissionSaleId));
    expect(loyalty?.data).toEqual({ loyaltyPoints: 12 });
    // The default commission of the old settings, in basis points.
    const settings = await app.request("GET", "/api/settings", { as: admin });
    expect(settings.json.defaultCommissionPercentage).toBe(7.5);
    // Each old field is judged by Configuración's own rules: the valid ones are taken, an RTN the
    // store would refuse is not (it stays in the extras, listed in the report above).
    expect(settings.json).toMatchObject({
      storeName: "Relojería Antigua",
      phone: "2222-0000",
      address: "Col. Palmira, Tegucigalpa",
      lowStockThreshold: 4,
    });
    expect(settings.json.rtn).not.toBe("sin RTN");
  }, 60_000);

  it("a sale with odd fields that have a default is kept with its money; the originals are kept and listed", async () => {
    const db = app.ctx.database.db;
    const sid = generated.oddFieldsSaleId;
    const sale = await app.request("GET", `/api/sales/${sid}`, { as: admin });
    expect(sale.status).toBe(200);
    expect(sale.json).toMatchObject({ status: "Abonado", amountPaid: 10_000, isDelivered: false });
    expect(sale.json.payments.map((p: { amount: number }) => p.amount)).toEqual([10_000]);
    const [extras] = await db.select().from(importExtras).where(eq(importExtras.docId, sid));
    expect(extras?.data).toMatchObject({ isDelivered: "sí", shippedAt: "ayer", customerName: 42 });
    expect(extras?.data).toMatchObject({ payments: [expect.objectContaining({ date: "ayer" })] });
    const notes = imported.notes.filter((n) => n.id === sid).map((n) => n.note.split(":")[0]);
    expect(notes).toEqual(
      expect.arrayContaining(["isDelivered", "shippedAt", "customerName", "payments[0].date"]),
    );
  }, 60_000);

  it("web purchases and card-payment records come over with their ids; unfinished card orders as expired, with no stock effect", async () => {
    const db = app.ctx.database.db;
    // The sales lookup still finds the sale a web purchase became, by the purchase's id.
    const converted = await lookupOrder(db, generated.convertedPurchaseId);
    expect(converted?.kind === "sale" && converted.sale.id).toBe(generated.convertedSaleId);
    // Then the purchases awaiting confirmation (in Compras Web) and the card orders, by their ids.
    expect((await lookupOrder(db, "w000001xxxxxxxxxxxxx"))?.kind).toBe("web_purchase");
    expect((await lookupOrder(db, "co000003xxxxxxxxxxxx"))?.kind).toBe("card_payment");
    const webPurchases = await app.request("GET", "/api/web-purchases", { as: admin });
    expect(webPurchases.json.items.length).toBe(5);
    const [rounded] = await db
      .select()
      .from(unregisteredPurchases)
      .where(eq(unregisteredPurchases.id, "w000002xxxxxxxxxxxxx"));
    expect(rounded?.total).toBe(185_051); // L. 1,850.505 rounded half away from zero
    expect(
      imported.notes.some((n) => n.id === "w000002xxxxxxxxxxxxx" && /más de 2 decimales/.test(n.note)),
    ).toBe(true);
    const cards = await db.select().from(cardPaymentNotifications);
    const unfinished = cards.filter((c) => generated.unfinishedCardIds.includes(c.id));
    expect(unfinished.map((c) => c.status)).toEqual(["expired", "expired"]);
    expect(unfinished.every((c) => c.releasedAt === null)).toBe(true);
    expect(cards.find((c) => c.id === "cp000000xxxxxxxxxxxx")?.status).toBe("processed");
    expect(cards.find((c) => c.id === "cp000000xxxxxxxxxxxx")?.amount).toBe(210_050);
    // The bell does not ring for old orders, and the expiry sweep leaves them alone (their stock was never reserved here).
    const bell = await app.request("GET", "/api/card-payments", { as: admin });
    expect(bell.json.unseen).toBe(0);
    const stockBefore = await db
      .select({ id: products.id, q: products.quantity, r: products.inProgressStock })
      .from(products);
    expect(await releaseExpiredOrders(db, new Date(Date.UTC(2030, 0, 1)))).toBe(0);
    expect(
      await db.select({ id: products.id, q: products.quantity, r: products.inProgressStock }).from(products),
    ).toEqual(stockBefore);
    const [originalStatus] = await db
      .select()
      .from(importExtras)
      .where(eq(importExtras.docId, generated.unfinishedCardIds[0] as string));
    expect(originalStatus?.data).toMatchObject({ status: "pending_payment", orderData: expect.any(Object) });
  }, 60_000);

  it("a collection the import does not read stops it, unless named with --skip", async () => {
    const before = await tableCounts(app);
    const withExtra = { ...generated.data, wishlists: { a: { productId: "x" } } };
    const stopped = await runImport(app.ctx.database.db, withExtra);
    expect(stopped.unknownCollections).toEqual(["wishlists"]);
    expect(stopped.stopped).toBe(true);
    expect(await tableCounts(app)).toEqual(before);
    const skipped = await runImport(app.ctx.database.db, withExtra, { skip: ["wishlists"], dryRun: true });
    expect(skipped.unknownCollections).toEqual([]);
    expect(skipped.skippedCollections).toEqual(["wishlists"]);
    expect(skipped.stopped).toBe(false);
  }, 60_000);

  it("an imported sale reads through GET /api/sales/:id with the domain's balances", async () => {
    for (const sid of [
      ...generated.roundedSaleIds,
      generated.invalidatedSaleId,
      "s000010xxxxxxxxxxxxx",
      "s000033xxxxxxxxxxxxx",
    ]) {
      const res = await app.request("GET", `/api/sales/${sid}`, { as: admin });
      expect(res.status).toBe(200);
      const s = res.json;
      expect(s.orderNumber).toBe(sid.slice(0, 6).toUpperCase());
      if (!s.paymentHistoryInvalidated) expect(s.amountPaid).toBe(paidFromRecords(s));
      expect(s.balance).toBe(balanceDue(s));
      expect(s.payments.length).toBe(
        generated.data.sales?.[sid]?.payments ? (generated.data.sales[sid].payments as unknown[]).length : 0,
      );
    }
    const odd = await app.request("GET", `/api/sales/${generated.roundedSaleIds[0]}`, { as: admin });
    expect(odd.json.shippingCost).toBe(10001);
  }, 60_000);

  it("an imported user signs in with their original password and the stored hash becomes ours", async () => {
    const db = app.ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, signInUid));
    const [before] = await db.select().from(accounts).where(eq(accounts.userId, signInUid));
    expect(before?.password?.startsWith("firebase-scrypt$")).toBe(true);
    await expect(app.signIn(user!.email, "otra-clave-1")).rejects.toThrow();
    await app.signIn(user!.email, PASSWORD);
    const [after] = await db.select().from(accounts).where(eq(accounts.userId, signInUid));
    expect(after?.password?.startsWith("$argon2id$")).toBe(true);
    await app.signIn(user!.email, PASSWORD);
    // Clientes Web marks who came without a password (staff send them a reset), not who kept theirs.
    const noPassword = await app.request("GET", "/api/web-clients?q=u6%40antigua.hn", { as: admin });
    expect(noPassword.json.items.map((r: { needsPasswordReset: boolean }) => r.needsPasswordReset)).toEqual([
      true,
    ]);
    const kept = await app.request("GET", `/api/web-clients?q=${encodeURIComponent(user!.email)}`, {
      as: admin,
    });
    expect(kept.json.items.map((r: { needsPasswordReset: boolean }) => r.needsPasswordReset)).toEqual([
      false,
    ]);
    // The other imported account still has its legacy hash until it signs in.
    const [other] = await db.select().from(accounts).where(eq(accounts.userId, otherUid));
    expect(other?.password?.startsWith("firebase-scrypt$")).toBe(true);
  }, 60_000);

  it("a second run changes nothing", async () => {
    const before = await tableCounts(app);
    const report = await runImport(app.ctx.database.db, generated.data, { authUsers, hashConfig: HASH });
    for (const [c, want] of Object.entries(generated.expected))
      expect({ c, imported: report.counts[c]?.imported, existing: report.counts[c]?.existing }).toEqual({
        c,
        imported: 0,
        existing: want.imported,
      });
    expect(await tableCounts(app)).toEqual(before);
    expect((await checkData(app.ctx.database.db)).ok).toBe(true);
  }, 60_000);

  it("the pictures left on the old storage are brought in by the image command", async () => {
    const db = app.ctx.database.db;
    const png = await picture();
    const result = await importExternalImages(db, app.ctx.storage, async (url) => {
      if (url.endsWith("/p0.jpg")) throw new Error("sin internet");
      return png;
    });
    expect(result.converted).toBe(59);
    expect(result.failed.map((f) => f.url)).toEqual([expect.stringContaining("/p0.jpg")]);
    expect((await db.select().from(productExternalImages)).length).toBe(1);
    expect((await db.select().from(productImages)).length).toBe(59);
  }, 60_000);
});
