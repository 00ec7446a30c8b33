import { eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { percentText } from "../../domain/commission";
import { HISTORY_EVENTS } from "../../domain/history";
import { legacyCommission, toCentavos } from "../../domain/legacy-import";
import { formatMoney } from "../../domain/money";
import { paidFromRecords } from "../../domain/payments";
import { normaliseBarcode, normaliseReference } from "../../domain/product-codes";
import { isRole, type Role, splitFullName } from "../../domain/roles";
import type { HistoryEntry, Payment, SaleMoney, SaleStatus } from "../../domain/sale";
import { SALE_STATUSES } from "../../domain/sale";
import { ADJUSTMENT_REASONS, INVENTORY_MOVEMENT_TYPES } from "../../domain/stock";
import { TICKET_CATEGORIES, TICKET_STATUSES } from "../../domain/support";
import { saleTotal } from "../../domain/totals";
import { encodeLegacyHash, type FirebaseHashConfig, NO_PASSWORD } from "../auth/legacy-scrypt";
import type { Db, Tx } from "../db/client";
import { newId } from "../db/ids";
import {
  accounts,
  cardPaymentNotifications,
  customers,
  discountCodes,
  importExtras,
  internalMessages,
  inventoryMovements,
  productExternalImages,
  products,
  sales,
  settings,
  shippingLocations,
  supportTicketMessages,
  supportTickets,
  unregisteredPurchases,
  userNotifications,
  users,
} from "../db/schema";
import { publish } from "../live/bus";
import { recordNewSale } from "../sales";
import { SETTINGS_ID } from "../settings";
import { type CheckResult, checkData } from "./check";
import { docsOf, unreadCollections } from "./collections";
import { Bad, type Doc, Reader } from "./read";
import { importCardNotification, importWebPurchase, readItems } from "./web-orders";

function collectionsLeftOut(exported: Doc, skip: readonly string[]) {
  const { skipped, unknown } = unreadCollections(exported, skip);
  return { unknownCollections: unknown, skippedCollections: skipped };
}

/** One user of `firebase auth:export --format=json`. */
export interface AuthUser {
  localId: string;
  email?: string;
  passwordHash?: string;
  salt?: string;
  displayName?: string;
  createdAt?: string;
  lastSignedInAt?: string;
}

export interface ImportOptions {
  authUsers?: AuthUser[];
  hashConfig?: FirebaseHashConfig;
  dryRun?: boolean;
  /** Collections of the export the operator chose not to import (`--skip`). */
  skip?: string[];
  /** Tests: throw after writing this collection, to prove the transaction leaves nothing behind. */
  failAfter?: string;
}

export interface CollectionCount {
  read: number;
  imported: number;
  /** Already in the database (a second run). */
  existing: number;
  skipped: number;
}

export interface ImportReport {
  dryRun: boolean;
  /** Collections of the export would be lost (unknownCollections): nothing was written. */
  stopped: boolean;
  counts: Record<string, CollectionCount>;
  skipped: { collection: string; id: string; reason: string }[];
  /** Kept, with a note: a dropped reference, an amount rounded to the centavo. */
  notes: { collection: string; id: string; note: string }[];
  /** Fields our schema does not name, per collection (kept in import_extras). */
  extras: Record<string, string[]>;
  invalidatedPayments: { id: string; stored: number; fromPayments: number }[];
  /** Accounts created without a usable password (no --auth or no hash): staff send them a reset. */
  needsReset: string[];
  /** Collections of the export not imported and not named with --skip: the import fails (docs/decisions/0151). */
  unknownCollections: string[];
  /** Collections of the export left out with --skip. */
  skippedCollections: string[];
  check: CheckResult;
}

/** Thrown to undo a dry run's writes; carries what the run would have done. */
class Rollback extends Error {
  constructor(readonly report: ImportReport) {
    super("dry run");
  }
}

const IMPORTER = "Importación";

function subDocs(doc: Doc, sub: string): [string, Doc][] {
  const subs = doc.subCollection;
  if (!subs || typeof subs !== "object") return [];
  const out: [string, Doc][] = [];
  for (const [path, coll] of Object.entries(subs as Doc)) {
    if (path.split("/").pop() !== sub || !coll || typeof coll !== "object") continue;
    for (const [id, d] of Object.entries(coll as Doc))
      if (d && typeof d === "object") out.push([id, d as Doc]);
  }
  return out;
}

/**
 * Imports an export of the old document database (docs/decisions/0110) in one
 * transaction: all or nothing, document ids kept, a document already present left as it is.
 */
export async function runImport(db: Db, exported: Doc, opts: ImportOptions = {}): Promise<ImportReport> {
  try {
    return await db.transaction(async (tx) => {
      const report = await importInto(tx, exported, opts);
      // A collection nobody reads would be lost unnoticed: nothing is kept until the operator imports or skips it.
      if (opts.dryRun || report.unknownCollections.length) throw new Rollback(report);
      return report;
    });
  } catch (error) {
    if (error instanceof Rollback)
      return { ...error.report, stopped: error.report.unknownCollections.length > 0 };
    throw error;
  }
}

async function importInto(tx: Tx, exported: Doc, opts: ImportOptions): Promise<ImportReport> {
  const report: ImportReport = {
    dryRun: !!opts.dryRun,
    stopped: false,
    counts: {},
    skipped: [],
    notes: [],
    extras: {},
    invalidatedPayments: [],
    needsReset: [],
    ...collectionsLeftOut(exported, opts.skip ?? []),
    check: { ok: true, products: 0, sales: 0, violations: [] },
  };
  const extrasRows: { collection: string; docId: string; data: Doc }[] = [];
  const count = (c: string) => {
    report.counts[c] ??= { read: 0, imported: 0, existing: 0, skipped: 0 };
    return report.counts[c];
  };
  const skip = (c: string, id: string, reason: string) => {
    count(c).skipped++;
    report.skipped.push({ collection: c, id, reason });
  };
  const note = (c: string, id: string, text: string) => report.notes.push({ collection: c, id, note: text });
  const keepExtras = (c: string, id: string, r: Reader) => {
    const extra = r.extras();
    const keys = Object.keys(extra);
    if (!keys.length) return;
    report.extras[c] ??= [];
    const list = report.extras[c];
    for (const k of keys) if (!list.includes(k)) list.push(k);
    extrasRows.push({ collection: c, docId: id, data: extra });
  };
  const rounded = (c: string, id: string, r: Reader) => {
    for (const field of r.rounded) note(c, id, `importe con más de 2 decimales redondeado: ${field}`);
  };
  /** Runs one document's mapping; a Bad field skips it. */
  const each = async (
    c: string,
    docs: [string, Doc][],
    existing: Set<string>,
    fn: (id: string, r: Reader) => Promise<void>,
  ) => {
    for (const [id, doc] of docs) {
      count(c).read++;
      if (existing.has(id)) {
        count(c).existing++;
        continue;
      }
      const r = new Reader(doc, `${c}/${id}`);
      try {
        await fn(id, r);
        count(c).imported++;
        rounded(c, id, r);
      } catch (error) {
        if (error instanceof Bad) skip(c, id, error.message);
        else throw error;
      }
    }
    if (opts.failAfter === c) throw new Error(`fallo provocado después de ${c}`);
  };
  /** Ids of `ids` already in the table (a second run leaves those documents as they are). */
  const existingOf = async (table: PgTable, column: PgColumn, ids: string[]) => {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = await tx
        .select({ id: column })
        .from(table as typeof users)
        .where(inArray(column, ids.slice(i, i + 5000)));
      for (const row of rows) found.add(String(row.id));
    }
    return found;
  };

  // ── settings (config/settings), merged over what the store has.
  const config = docsOf(exported, "config").filter(([id]) => id === "settings");
  const configDone = (await existingOf(importExtras, importExtras.docId, ["settings"])).size > 0;
  for (const [, doc] of config) {
    count("config").read++;
    if (configDone) {
      count("config").existing++;
      continue;
    }
    const [row] = await tx.select({ data: settings.data }).from(settings).where(eq(settings.id, SETTINGS_ID));
    const r = new Reader(doc, "config/settings");
    try {
      const data: Doc = { ...(row?.data ?? { bankAccounts: [] }) };
      for (const key of [
        "storeName",
        "legalName",
        "phone",
        "whatsappNumber",
        "storeEmail",
        "address",
        "rtn",
      ]) {
        const v = r.optStr(key);
        if (v !== null) data[key] = v;
      }
      for (const key of ["bankAccounts", "carriers"]) if (doc[key] !== undefined) data[key] = r.array(key);
      const pages = r.obj("pages");
      if (pages) data.pages = pages;
      for (const key of ["lowStockThreshold", "cardReservationMinutes"]) {
        const v = r.optInt(key);
        if (v !== null) data[key] = v;
      }
      // A percentage in the old app (7.5), basis points here (docs/decisions/0150).
      if (doc.defaultCommissionPercentage !== undefined && doc.defaultCommissionPercentage !== null) {
        const commission = legacyCommission(doc.defaultCommissionPercentage);
        data.defaultCommissionBasisPoints = commission.basisPoints;
        if (!commission.odd) r.used.add("defaultCommissionPercentage");
      }
      r.used.add("logoUrl"); // a picture on the old storage: kept in the extras below
      await tx
        .insert(settings)
        .values({ id: SETTINGS_ID, data: data as never })
        .onConflictDoUpdate({ target: settings.id, set: { data: data as never, updatedAt: sql`now()` } });
      // Always written: its row also marks the settings as imported (a second run leaves them).
      const extra = { ...r.extras(), ...(doc.logoUrl ? { logoUrl: doc.logoUrl } : {}) };
      if (Object.keys(extra).length) report.extras.config = Object.keys(extra);
      extrasRows.push({ collection: "config", docId: "settings", data: extra });
      count("config").imported++;
    } catch (error) {
      if (error instanceof Bad) skip("config", "settings", error.message);
      else throw error;
    }
  }

  // ── users (accounts), with the auth export's password hashes.
  const authById = new Map((opts.authUsers ?? []).map((u) => [u.localId, u]));
  const userDocs = docsOf(exported, "users");
  for (const u of opts.authUsers ?? [])
    if (!userDocs.some(([id]) => id === u.localId))
      userDocs.push([u.localId, { email: u.email, name: u.displayName }]);
  const roleOf = new Map<string, Role>();
  const existingUsers = await existingOf(
    users,
    users.id,
    userDocs.map(([id]) => id),
  );
  for (const id of existingUsers) {
    const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (row && isRole(row.role)) roleOf.set(id, row.role);
  }
  const emails = new Set(
    (await tx.select({ email: users.email }).from(users)).map((u) => u.email.toLowerCase()),
  );
  const notificationDocs: [string, Doc, string][] = [];
  for (const [id, doc] of userDocs)
    for (const [nid, n] of subDocs(doc, "notifications")) notificationDocs.push([nid, n, id]);
  await each("users", userDocs, existingUsers, async (id, r) => {
    const auth = authById.get(id);
    const email = (r.optStr("email") ?? auth?.email ?? "").trim().toLowerCase();
    if (!email.includes("@")) throw new Bad("email: falta o no es válido");
    if (emails.has(email)) throw new Bad(`email ${email}: ya lo usa otra cuenta`);
    const name = (r.optStr("name") ?? r.optStr("displayName") ?? auth?.displayName ?? email).trim();
    const role = r.str("role", "client");
    if (!isRole(role)) throw new Bad(`role: '${role}' no existe`);
    const split = splitFullName(name);
    const createdAt = new Date(
      r.time(
        "createdAt",
        auth?.createdAt ? new Date(Number(auth.createdAt)).toISOString() : new Date().toISOString(),
      ),
    );
    const lastSignIn = auth?.lastSignedInAt ? new Date(Number(auth.lastSignedInAt)) : null;
    await tx.insert(users).values({
      id,
      name,
      email,
      emailVerified: false,
      role,
      firstName: r.optStr("firstName") ?? split.firstName,
      lastName: r.optStr("lastName") ?? split.lastName,
      phone: r.optStr("phone"),
      city: r.optStr("city"),
      banned: r.bool("banned", false),
      createdAt,
      updatedAt: createdAt,
      lastSignInAt: lastSignIn && !Number.isNaN(lastSignIn.getTime()) ? lastSignIn : null,
    });
    const password =
      auth?.passwordHash && auth.salt && opts.hashConfig
        ? encodeLegacyHash(opts.hashConfig, auth.salt, auth.passwordHash)
        : NO_PASSWORD;
    if (password === NO_PASSWORD) report.needsReset.push(email);
    await tx
      .insert(accounts)
      .values({ id: newId(), accountId: id, providerId: "credential", userId: id, password, createdAt });
    emails.add(email);
    roleOf.set(id, role);
    keepExtras("users", id, r);
  });
  const userIds = new Set([...roleOf.keys()]);

  // ── notifications (users/{uid}/notifications).
  const ownerOf = new Map(notificationDocs.map(([id, , owner]) => [id, owner]));
  const existingNotifications = await existingOf(
    userNotifications,
    userNotifications.id,
    notificationDocs.map(([id]) => id),
  );
  await each(
    "notifications",
    notificationDocs.map(([id, doc]) => [id, doc]),
    existingNotifications,
    async (id, r) => {
      const owner = ownerOf.get(id) as string;
      if (!userIds.has(owner)) throw new Bad(`usuario ${owner}: no existe`);
      const type = r.str("type", "other");
      await tx.insert(userNotifications).values({
        id,
        userId: owner,
        title: r.str("title", ""),
        body: r.str("body", r.str("message", "")),
        type: ["purchase", "message", "other"].includes(type) ? type : "other",
        link: r.optStr("link"),
        isRead: r.bool("isRead", false),
        createdAt: new Date(r.time("createdAt", new Date().toISOString())),
      });
    },
  );

  // ── customers.
  const customerDocs = docsOf(exported, "customers");
  const existingCustomers = await existingOf(
    customers,
    customers.id,
    customerDocs.map(([id]) => id),
  );
  const customerIds = new Set(existingCustomers);
  await each("customers", customerDocs, existingCustomers, async (id, r) => {
    const createdById = r.optStr("createdById");
    if (createdById && !userIds.has(createdById))
      note("customers", id, `createdById ${createdById}: no existe, se deja vacío`);
    await tx.insert(customers).values({
      id,
      name: r.str("name"),
      email: r.optStr("email"),
      phone: r.optStr("phone"),
      city: r.optStr("city"),
      address: r.optStr("address"),
      rtn: r.optStr("rtn"),
      notes: r.str("notes", ""),
      createdById: createdById && userIds.has(createdById) ? createdById : null,
      createdAt: new Date(r.time("createdAt", new Date().toISOString())),
    });
    customerIds.add(id);
    keepExtras("customers", id, r);
  });

  // ── shipping locations (city unique).
  const locationDocs = docsOf(exported, "shipping_locations");
  const existingLocations = await existingOf(
    shippingLocations,
    shippingLocations.id,
    locationDocs.map(([id]) => id),
  );
  const cities = new Set(
    (await tx.select({ city: shippingLocations.city }).from(shippingLocations)).map((c) => c.city),
  );
  await each("shipping_locations", locationDocs, existingLocations, async (id, r) => {
    const city = r.str("city").trim();
    if (cities.has(city)) throw new Bad(`city ${city}: repetida`);
    const cost = r.money("cost", 0);
    if (cost < 0) throw new Bad("cost: negativo");
    await tx.insert(shippingLocations).values({
      id,
      city,
      department: r.str("department", ""),
      municipality: r.str("municipality", ""),
      cost,
      isActive: r.bool("isActive", true),
      createdAt: new Date(r.time("createdAt", new Date().toISOString())),
    });
    cities.add(city);
    keepExtras("shipping_locations", id, r);
  });

  // ── discount codes (the code is the id).
  const codeDocs = docsOf(exported, "discount_codes").map(([id, d]): [string, Doc] => [id.toUpperCase(), d]);
  const existingCodes = await existingOf(
    discountCodes,
    discountCodes.code,
    codeDocs.map(([id]) => id),
  );
  await each("discount_codes", codeDocs, existingCodes, async (id, r) => {
    r.used.add("code");
    const percentage = r.int("percentage");
    if (percentage < 1 || percentage > 100) throw new Bad("percentage: fuera de 1–100");
    const usageCount = r.int("usageCount", 0);
    const usageLimit = r.optInt("usageLimit");
    const minPurchase = r.money("minPurchase", 0);
    if (usageCount < 0 || (usageLimit ?? 0) < 0 || minPurchase < 0)
      throw new Bad("usos o compra mínima negativos");
    const startsAt = r.optTime("startsAt");
    const expiresAt = r.optTime("expiresAt");
    await tx.insert(discountCodes).values({
      code: id,
      percentage,
      isActive: r.bool("isActive", true),
      startsAt: startsAt ? new Date(startsAt) : null,
      expiresAt: expiresAt ? new Date(expiresAt) : null,
      usageLimit,
      usageCount,
      minPurchase,
      createdAt: new Date(r.time("createdAt", new Date().toISOString())),
    });
    keepExtras("discount_codes", id, r);
  });

  // ── products (their old pictures stay external; stock opens with an 'ingreso').
  const productDocs = docsOf(exported, "products");
  const existingProducts = await existingOf(
    products,
    products.id,
    productDocs.map(([id]) => id),
  );
  const productIds = new Set(existingProducts);
  const opening = new Map<
    string,
    { name: string; quantity: number; createdAt: Date; image: string | null }
  >();
  // A maker reference or barcode the export has is kept, in its canonical form; one that is
  // invalid or already another product's skips the product with the reason (both are unique).
  const seenCodes = new Set<string>();
  const importedCode = (r: Reader, field: "reference" | "barcode") => {
    const raw = r.optStr(field);
    const result = (field === "reference" ? normaliseReference : normaliseBarcode)(raw ?? "");
    if (!result.ok) throw new Bad(`${field}: ${result.error.message}`);
    if (result.value === null) return null;
    const key = `${field}:${result.value}`;
    if (seenCodes.has(key)) throw new Bad(`${field}: repetido (${result.value})`);
    seenCodes.add(key);
    return result.value;
  };
  await each("products", productDocs, existingProducts, async (id, r) => {
    const quantity = r.int("quantity", 0);
    const inProgressStock = r.int("inProgressStock", 0);
    const totalSold = r.int("totalSold", 0);
    if (quantity < 0) throw new Bad(`quantity: stock negativo (${quantity})`);
    if (inProgressStock < 0 || totalSold < 0) throw new Bad("inProgressStock/totalSold: negativo");
    const salePrice = r.money("salePrice");
    const promoPrice = r.optMoney("promoPrice");
    const originalPublicPrice = r.optMoney("originalPublicPrice");
    const wholesalePrice = r.optMoney("wholesalePrice");
    const unitCost = r.optMoney("unitCost");
    if ([salePrice, promoPrice, originalPublicPrice, wholesalePrice, unitCost].some((p) => (p ?? 0) < 0))
      throw new Bad("precio negativo");
    const name = r.str("name");
    const images = r.strings("imageUrls");
    const createdAt = new Date(r.time("createdAt", new Date().toISOString()));
    await tx.insert(products).values({
      id,
      name,
      brand: r.str("brand", ""),
      description: r.str("description", ""),
      model: r.str("model", ""),
      reference: importedCode(r, "reference"),
      barcode: importedCode(r, "barcode"),
      quantity,
      inProgressStock,
      totalSold,
      salePrice,
      promoPrice: promoPrice && promoPrice > 0 ? promoPrice : null,
      originalPublicPrice,
      wholesalePrice,
      unitCost,
      isPublic: r.bool("isPublic", true),
      isFeatured: r.bool("isFeatured", false),
      createdAt,
      updatedAt: createdAt,
    });
    if (images.length)
      await tx
        .insert(productExternalImages)
        .values(images.map((url, position) => ({ productId: id, position, url })));
    productIds.add(id);
    opening.set(id, { name, quantity, createdAt, image: images[0] ?? null });
    keepExtras("products", id, r);
  });

  // ── inventory movements of the old ledger, then each new product's opening balance.
  const movementDocs = docsOf(exported, "inventory_movements");
  const existingMovements = await existingOf(
    inventoryMovements,
    inventoryMovements.id,
    movementDocs.map(([id]) => id),
  );
  const moved = new Map<string, number>();
  const saleIdsInExport = new Set(docsOf(exported, "sales").map(([id]) => id));
  await each("inventory_movements", movementDocs, existingMovements, async (id, r) => {
    const productId = r.str("productId");
    if (!opening.has(productId))
      throw new Bad(`productId ${productId}: no existe (o no es de esta importación)`);
    const type = r.str("type");
    if (!(INVENTORY_MOVEMENT_TYPES as readonly string[]).includes(type))
      throw new Bad(`type: '${type}' no existe`);
    const reason = r.optStr("reason");
    const quantityChange = r.int("quantityChange");
    const relatedSaleId = r.optStr("relatedSaleId");
    if (relatedSaleId && !saleIdsInExport.has(relatedSaleId))
      note("inventory_movements", id, `relatedSaleId ${relatedSaleId}: no existe`);
    const userId = r.optStr("userId");
    await tx.insert(inventoryMovements).values({
      id,
      productId,
      productName: r.str("productName", opening.get(productId)?.name ?? ""),
      imageUrl: r.optStr("imageUrl"),
      type,
      quantityChange,
      stockBefore: r.int("stockBefore", 0),
      stockAfter: r.int("stockAfter", 0),
      reason: reason && (ADJUSTMENT_REASONS as readonly string[]).includes(reason) ? reason : null,
      notes: r.str("notes", ""),
      timestamp: new Date(r.time("timestamp", new Date().toISOString())),
      userId: userId && userIds.has(userId) ? userId : null,
      userName: r.str("userName", IMPORTER),
      relatedSaleId,
    });
    moved.set(productId, (moved.get(productId) ?? 0) + quantityChange);
  });
  for (const [productId, p] of opening) {
    const change = p.quantity - (moved.get(productId) ?? 0);
    if (change === 0) continue;
    await tx.insert(inventoryMovements).values({
      productId,
      productName: p.name,
      imageUrl: p.image,
      type: change > 0 ? "ingreso" : "ajuste manual",
      reason: change > 0 ? null : "corrección",
      quantityChange: change,
      stockBefore: 0,
      stockAfter: change,
      notes: "Stock inicial (importación)",
      timestamp: new Date(p.createdAt.getTime() - 1),
      userId: null,
      userName: IMPORTER,
    });
  }
  if (opts.failAfter === "opening") throw new Error("fallo provocado después del stock inicial");

  // ── sales, through the one sale-record builder.
  const saleDocs = docsOf(exported, "sales");
  const existingSales = await existingOf(
    sales,
    sales.id,
    saleDocs.map(([id]) => id),
  );
  const paymentIds = new Set<string>();
  await each("sales", saleDocs, existingSales, async (id, r) => {
    await importSale(tx, id, r, { userIds, roleOf, customerIds, paymentIds, report, note });
    keepExtras("sales", id, r);
  });

  // ── web purchases awaiting confirmation and card-payment records, ids kept (docs/decisions/0151).
  const orderCtx = {
    userIds,
    note,
    orderIds: new Set(
      (await tx.select({ id: cardPaymentNotifications.orderId }).from(cardPaymentNotifications)).map(
        (o) => o.id,
      ),
    ),
  };
  const purchaseDocs = docsOf(exported, "unregistered_purchases");
  const existingPurchases = await existingOf(
    unregisteredPurchases,
    unregisteredPurchases.id,
    purchaseDocs.map(([id]) => id),
  );
  await each("unregistered_purchases", purchaseDocs, existingPurchases, async (id, r) => {
    await importWebPurchase(tx, id, r, orderCtx);
    keepExtras("unregistered_purchases", id, r);
  });
  const cardDocs = docsOf(exported, "card_payment_notifications");
  const existingCards = await existingOf(
    cardPaymentNotifications,
    cardPaymentNotifications.id,
    cardDocs.map(([id]) => id),
  );
  await each("card_payment_notifications", cardDocs, existingCards, async (id, r) => {
    await importCardNotification(tx, id, r, orderCtx);
    keepExtras("card_payment_notifications", id, r);
  });

  // ── internal messages (a thread is its first message's id).
  const messageDocs = docsOf(exported, "internal_messages");
  const messageIds = new Set(messageDocs.map(([id]) => id));
  const existingMessages = await existingOf(internalMessages, internalMessages.id, [...messageIds]);
  await each("internal_messages", messageDocs, existingMessages, async (id, r) => {
    const threadId = r.str("threadId", id);
    if (!messageIds.has(threadId)) throw new Bad(`threadId ${threadId}: el hilo no existe`);
    const senderId = r.optStr("senderId");
    const participantIds = r.strings("participantIds");
    const isRead = r.bool("isRead", false);
    await tx.insert(internalMessages).values({
      id,
      threadId,
      participantIds,
      senderId: senderId && userIds.has(senderId) ? senderId : null,
      senderName: r.str("senderName", ""),
      subject: r.str("subject", ""),
      content: r.str("content"),
      isRead,
      readBy: isRead ? participantIds : senderId ? [senderId] : [],
      deletedBy: r.strings("deletedBy"),
      createdAt: new Date(r.time("createdAt", new Date().toISOString())),
    });
  });

  // ── support tickets and their messages.
  const ticketDocs = docsOf(exported, "support_tickets");
  const existingTickets = await existingOf(
    supportTickets,
    supportTickets.id,
    ticketDocs.map(([id]) => id),
  );
  await each("support_tickets", ticketDocs, existingTickets, async (id, r) => {
    const userId = r.str("userId");
    if (!userIds.has(userId)) throw new Bad(`userId ${userId}: no existe`);
    const category = r.str("category", "Otro");
    const status = r.str("status", "Abierto");
    if (!(TICKET_CATEGORIES as readonly string[]).includes(category))
      throw new Bad(`category: '${category}' no existe`);
    if (!(TICKET_STATUSES as readonly string[]).includes(status))
      throw new Bad(`status: '${status}' no existe`);
    const createdAt = new Date(r.time("createdAt", new Date().toISOString()));
    const messages = r.array("messages").map((m, i) => {
      const mr = r.sub(m, `messages[${i}]`);
      const content = mr.obj("content");
      const text = typeof content?.text === "string" ? content.text : mr.str("content", "");
      return {
        ticketId: id,
        senderId: mr.optStr("senderId"),
        senderName: mr.str("senderName", ""),
        senderRole: mr.str("senderRole", "client"),
        timestamp: new Date(mr.time("timestamp", createdAt.toISOString())),
        content: { type: "text" as const, text },
      };
    });
    await tx.insert(supportTickets).values({
      id,
      userId,
      userName: r.str("userName", ""),
      subject: r.str("subject"),
      category,
      status,
      relatedPurchaseId: r.optStr("relatedPurchaseId"),
      createdAt,
      lastUpdatedAt: new Date(r.time("lastUpdatedAt", createdAt.toISOString())),
    });
    if (messages.length) await tx.insert(supportTicketMessages).values(messages);
  });

  for (let i = 0; i < extrasRows.length; i += 1000)
    await tx
      .insert(importExtras)
      .values(extrasRows.slice(i, i + 1000))
      .onConflictDoNothing();
  if (opts.failAfter === "end") throw new Error("fallo provocado al final");
  report.check = await checkData(tx);
  // A store that is already serving (PostgreSQL) drops its cached catalogue when the import commits.
  await publish(tx, { topic: "products", id: null, audience: { everyone: true } });
  return report;
}

interface SaleContext {
  userIds: Set<string>;
  roleOf: Map<string, Role>;
  customerIds: Set<string>;
  paymentIds: Set<string>;
  report: ImportReport;
  note: (c: string, id: string, text: string) => void;
}

async function importSale(tx: Tx, id: string, r: Reader, ctx: SaleContext): Promise<void> {
  const status = r.str("status", "Pendiente") as SaleStatus;
  if (!SALE_STATUSES.includes(status)) throw new Bad(`status: '${status}' no existe`);
  const createdAt = r.time("createdAt");
  // From here an odd text, yes/no or date gives way to its default and its original is kept (docs/decisions/0151):
  // the sale, its amounts, payments and status are never dropped for it.
  r.lenient = true;
  const items = readItems(r);
  if (!items.length) throw new Bad("items: la venta no tiene artículos");
  const payments: Payment[] = r.array("payments").map((p, i) => {
    const pr = r.sub(p, `payments[${i}]`);
    const amount = pr.money("amount");
    if (amount <= 0) throw new Bad(`payments[${i}].amount: debe ser mayor que 0`);
    let paymentId = pr.optStr("paymentId") ?? pr.optStr("id") ?? "";
    if (!paymentId || ctx.paymentIds.has(paymentId)) paymentId = newId();
    ctx.paymentIds.add(paymentId);
    const type = pr.str("type", "partial");
    return {
      paymentId,
      amount,
      date: pr.time("date", createdAt),
      recordedBy: pr.str("recordedBy", IMPORTER),
      type: type === "full" ? "full" : "partial",
      modifiedAt: pr.optTime("modifiedAt"),
    };
  });
  const extraCosts = r.array("extraCosts").map((c, i) => {
    const cr = r.sub(c, `extraCosts[${i}]`);
    return { description: cr.str("description", ""), amount: cr.money("amount") };
  });
  const applied = r.obj("appliedDiscount");
  const ar = r.sub(applied, "appliedDiscount");
  const ed = r.sub("extraDiscount");
  const money: SaleMoney = {
    items,
    subtotal: r.money("subtotal"),
    shippingCost: r.money("shippingCost", 0),
    extraCosts,
    extraCostsTotal: r.money(
      "extraCostsTotal",
      extraCosts.reduce((s, c) => s + c.amount, 0),
    ),
    promoItemsDiscount: r.money("promoItemsDiscount", 0),
    appliedDiscount: applied
      ? {
          code: ar.str("code", ""),
          percentage: Math.round(ar.num("percentage", 0)),
          amount: ar.money("amount", 0),
        }
      : null,
    extraDiscount: { amount: ed.money("amount", 0), reason: ed.str("reason", "") },
    total: 0, // below: the stored total, or computed from its parts when it is not an amount
    amountPaid: r.money("amountPaid", 0),
    refundedAmount: r.money("refundedAmount", 0),
    status,
    payments,
    refunds: [],
    paymentHistoryInvalidated: r.bool("paymentHistoryInvalidated", false),
    isDelivered: r.bool("isDelivered", false),
    shippedAt: r.optTime("shippedAt"),
    deliveredAt: r.optTime("deliveredAt"),
    cancellationReason: r.optStr("cancellationReason"),
    commission: { basisPoints: 0 },
  };
  // 7.5 % is a normal rate (basis points here); an odd one is read as well as it can be and its original kept.
  const commissionDoc = r.obj("commission");
  const commission = legacyCommission(commissionDoc?.percentage);
  money.commission = { basisPoints: commission.basisPoints };
  if (commission.odd) {
    r.used.delete("commission"); // the original goes to import_extras with the sale
    ctx.note(
      "sales",
      id,
      `commission.percentage ${JSON.stringify(commissionDoc?.percentage)}: se importa como ${percentText(commission.basisPoints)} %`,
    );
  }
  // A total that is not an amount is computed from its parts (never blanked); the original is kept and listed.
  const storedTotal = r.doc.total === undefined || r.doc.total === null ? null : toCentavos(r.doc.total);
  if (storedTotal?.ok) {
    money.total = r.money("total");
  } else {
    money.total = saleTotal(money);
    ctx.note(
      "sales",
      id,
      `total ${JSON.stringify(r.doc.total ?? null)}: no es un importe, se calcula de sus partes (${formatMoney(money.total)})`,
    );
  }
  // The amount is what counts and is kept; a percentage with decimals is shown rounded and its original kept.
  if (money.appliedDiscount && applied && applied.percentage !== money.appliedDiscount.percentage) {
    r.used.delete("appliedDiscount");
    ctx.note(
      "sales",
      id,
      `appliedDiscount.percentage ${String(applied.percentage)}: se muestra como ${money.appliedDiscount.percentage} %`,
    );
  }
  const amounts = [
    money.subtotal,
    money.shippingCost,
    money.extraCostsTotal,
    money.promoItemsDiscount,
    money.total,
    money.amountPaid,
    money.refundedAmount,
    money.extraDiscount.amount,
    ...extraCosts.map((c) => c.amount),
  ];
  if (amounts.some((a) => a < 0)) throw new Bad("importe negativo");
  // A refunded amount of the original has no dated record: it becomes one, dated when the sale was last cancelled (or created).
  if (money.refundedAmount > 0)
    money.refunds = [{ amount: money.refundedAmount, date: createdAt, recordedBy: IMPORTER }];
  const fromPayments = paidFromRecords(money);
  if (!money.paymentHistoryInvalidated && fromPayments !== money.amountPaid) {
    money.paymentHistoryInvalidated = true;
    ctx.report.invalidatedPayments.push({ id, stored: money.amountPaid, fromPayments });
  }

  const info = r.sub("customerInfo");
  const ship = r.sub("shippingInfo");
  const card = r.sub("paymentData");
  const ref = (field: string, value: string | null, known: Set<string>) => {
    if (value && !known.has(value)) {
      ctx.note("sales", id, `${field} ${value}: no existe, se deja vacío`);
      return null;
    }
    return value;
  };
  const customerUserId = ref(
    "customerInfo.userId",
    info.optStr("userId") ?? r.optStr("customerUserId"),
    ctx.userIds,
  );
  const customerId = ref("customerId", r.optStr("customerId") ?? info.optStr("customerId"), ctx.customerIds);
  const sellerId = ref("sellerId", r.optStr("sellerId"), ctx.userIds);
  const history: HistoryEntry[] = r.array("history").map((h, i) => {
    const hr = r.sub(h, `history[${i}]`);
    return {
      event: hr.str("event", ""),
      user: hr.str("user", IMPORTER),
      timestamp: hr.time("timestamp", createdAt),
      details: hr.str("details", ""),
    };
  });
  // Every payment has its history entry (the checker's rule): the missing ones are written, marked as imported.
  const entries =
    history.filter((h) => h.event === HISTORY_EVENTS.paymentRegistered).length +
    (history.some(
      (h) => h.event === HISTORY_EVENTS.saleCreated || h.event === HISTORY_EVENTS.convertedFromWebPurchase,
    )
      ? 1
      : 0);
  for (const p of payments.slice(0, Math.max(0, payments.length - entries)))
    history.push({
      event: HISTORY_EVENTS.paymentRegistered,
      user: p.recordedBy,
      timestamp: p.date,
      details: "Pago importado",
    });

  const customerName = r.str("customerName", info.optStr("name") ?? "");
  await recordNewSale(
    tx,
    {
      id,
      source: "import",
      sale: money,
      buyer: {
        customerId,
        userId: customerUserId,
        name: customerName,
        email: info.optStr("email"),
        phone: info.optStr("phone"),
        accountRole: customerUserId ? (ctx.roleOf.get(customerUserId) ?? null) : null,
      },
      shipping: {
        address: ship.optStr("address"),
        city: ship.optStr("city"),
        cityId: ship.optStr("cityId"),
        department: ship.optStr("department"),
        municipality: ship.optStr("municipality"),
        note: ship.optStr("note"),
      },
      tracking: {
        carrier: ship.optStr("carrier"),
        trackingNumber: ship.optStr("trackingNumber"),
        trackingUrl: ship.optStr("trackingUrl"),
      },
      saleDate: r.time("saleDate", createdAt),
      createdAt,
      seller: sellerId ? { id: sellerId, name: r.str("sellerName", "") } : null,
    },
    history,
    null,
  );
  // What the builder cannot know of an imported sale: how it was paid and where it came from (docs/decisions/0110).
  const customerType = r.optStr("customerType");
  const isCard = r.bool("isCardPayment", false);
  const originalUnregisteredId = r.optStr("originalUnregisteredId");
  if (isCard || originalUnregisteredId || customerType === "web-unregistered") {
    await tx
      .update(sales)
      .set({
        isCardPayment: isCard,
        cardBrand: card.optStr("card_brand"),
        cardAccount: card.optStr("card_account")?.slice(-4) ?? null,
        transactionId: card.optStr("transaction_id"),
        originalUnregisteredId,
        ...(customerType === "web-unregistered" ? { customerType } : {}),
      })
      .where(eq(sales.id, id));
  }
  for (const field of ["orderNumber", "version", "balance", "customerUserId", "sellerName"])
    if (!r.odd.includes(field)) r.used.add(field);
  for (const field of r.odd)
    ctx.note(
      "sales",
      id,
      `${field}: valor no válido, se importa con el valor por omisión (original en import_extras)`,
    );
}
