import { cardPaymentNotifications } from "../card-payments/schema";
import type { Tx } from "../db/client";
import { unregisteredPurchases } from "../web-purchases/schema";
import { docsOf } from "./collections";
import type { ImportRun } from "./import-run";
import { Bad, type Doc, type Reader } from "./read";

/**
 * Web purchases awaiting confirmation and card-payment records of the old app (docs/decisions/0151):
 * their ids are kept, so the sales lookup still finds a purchase that became a sale, and a card
 * order that never finished there is brought over as expired: it reserved no stock here and must
 * neither ring the bell nor be released again by the expiry sweep.
 */
export interface OrderContext {
  userIds: Set<string>;
  note: (collection: string, id: string, text: string) => void;
  /** Card order ids already taken (one notification per order). */
  orderIds: Set<string>;
}

/** Card orders the old app had not finished: imported as expired. */
const UNFINISHED = ["pending_payment", "new"];
const CARD_STATUSES = ["pending_payment", "new", "viewed", "processed", "failed", "expired"];

/** The `items` list of an exported sale or web order, each line with its price in centavos. */
export function readItems(r: Reader) {
  return r.array("items").map((item, i) => {
    const ir = r.sub(item, `items[${i}]`);
    const quantity = ir.int("quantity");
    if (quantity <= 0) throw new Bad(`items[${i}].quantity: debe ser mayor que 0`);
    const price = ir.money("price");
    return {
      productId: ir.str("productId"),
      productName: ir.str("productName", ""),
      quantity,
      price,
      originalPrice: ir.money("originalPrice", price),
    };
  });
}

/** The delivery address of an exported sale or web order, from its `shippingInfo` reader. */
export function shippingAddress(ship: Reader) {
  return {
    address: ship.optStr("address"),
    city: ship.optStr("city"),
    cityId: ship.optStr("cityId"),
    department: ship.optStr("department"),
    municipality: ship.optStr("municipality"),
    note: ship.optStr("note"),
  };
}

function appliedDiscount(r: Reader) {
  const applied = r.obj("appliedDiscount");
  if (!applied) return null;
  const ar = r.sub(applied, "appliedDiscount");
  return { code: ar.str("code", ""), percentage: ar.num("percentage", 0), amount: ar.money("amount", 0) };
}

/** The buyer's account, or null (noted) when it is not among the imported users. */
function knownUser(collection: string, id: string, userId: string | null, ctx: OrderContext) {
  if (userId && !ctx.userIds.has(userId)) {
    ctx.note(collection, id, `customerUserId ${userId}: no existe, se deja vacío`);
    return null;
  }
  return userId;
}

async function importWebPurchase(tx: Tx, id: string, r: Reader, ctx: OrderContext): Promise<void> {
  const lines = readItems(r);
  const info = r.sub("customerInfo");
  const customerInfo = {
    name: info.optStr("name") ?? undefined,
    email: info.optStr("email"),
    phone: info.optStr("phone"),
    userId: info.optStr("userId"),
    customerId: info.optStr("customerId"),
  };
  const customerName = r.str("customerName", customerInfo.name ?? "");
  const total = r.money("total");
  const shippingCost = r.money("shippingCost", 0);
  const order: Doc = {
    items: lines,
    subtotal: r.money(
      "subtotal",
      lines.reduce((sum, l) => sum + l.originalPrice * l.quantity, 0),
    ),
    promoItemsDiscount: r.money("promoItemsDiscount", 0),
    appliedDiscount: appliedDiscount(r),
    shippingCost,
    extraCosts: [],
    extraCostsTotal: 0,
    total,
    customerInfo,
    customerName,
    ...(r.optStr("customerType") ? { customerType: r.optStr("customerType") } : {}),
    shippingInfo: shippingAddress(r.sub("shippingInfo")),
    paymentMethod: r.optStr("paymentMethod"),
  };
  if (total < 0 || shippingCost < 0) throw new Bad("importe negativo");
  const userId = knownUser(
    "unregistered_purchases",
    id,
    r.optStr("customerUserId") ?? customerInfo.userId,
    ctx,
  );
  await tx.insert(unregisteredPurchases).values({
    id,
    order,
    customerName,
    customerUserId: userId,
    total,
    status: r.str("status", "Pendiente de Confirmación"),
    isRead: r.bool("isRead", false),
    createdAt: new Date(r.time("createdAt", new Date().toISOString())),
  });
}

async function importCardNotification(tx: Tx, id: string, r: Reader, ctx: OrderContext): Promise<void> {
  const original = r.str("status", "pending_payment");
  if (!CARD_STATUSES.includes(original)) throw new Bad(`status: '${original}' no existe`);
  const unfinished = UNFINISHED.includes(original);
  if (unfinished)
    ctx.note(
      "card_payment_notifications",
      id,
      `estado ${original}: se importa como expired (sin reserva de stock ni alerta)`,
    );
  const lines = readItems(r);
  const info = r.sub("customerInfo");
  const orderId = r.str("orderId", id);
  if (ctx.orderIds.has(orderId)) throw new Bad(`orderId ${orderId}: repetido`);
  const createdAt = new Date(r.time("createdAt", new Date().toISOString()));
  const amount = r.money("amount");
  if (amount < 0) throw new Bad("amount: negativo");
  const userId = knownUser(
    "card_payment_notifications",
    id,
    r.optStr("customerUserId") ?? info.optStr("userId"),
    ctx,
  );
  await tx.insert(cardPaymentNotifications).values({
    id,
    orderId,
    orderNumber: r.str("orderNumber", orderId.slice(0, 6).toUpperCase()),
    customerName: r.str("customerName", info.optStr("name") ?? ""),
    customerEmail: r.optStr("customerEmail") ?? info.optStr("email"),
    customerPhone: r.optStr("customerPhone") ?? info.optStr("phone"),
    customerUserId: userId,
    amount,
    subtotal: r.money("subtotal", amount),
    shippingCost: r.money("shippingCost", 0),
    promoItemsDiscount: r.money("promoItemsDiscount", 0),
    appliedDiscount: appliedDiscount(r),
    cardBrand: r.optStr("cardBrand"),
    cardLast4: r.optStr("cardLast4")?.slice(-4) ?? null,
    transactionId: r.optStr("transactionId"),
    shippingAddress: r.optStr("shippingAddress"),
    shippingCity: r.optStr("shippingCity"),
    shippingInfo: shippingAddress(r.sub("shippingInfo")),
    customerType: r.str("customerType", "web-unregistered"),
    items: lines,
    itemCount: r.int(
      "itemCount",
      lines.reduce((sum, l) => sum + l.quantity, 0),
    ),
    // Unfinished there, it reserved nothing here: expired, so no sweep releases it and no bell rings.
    status: unfinished ? "expired" : original,
    isDirectPurchase: r.bool("isDirectPurchase", true),
    saleId: r.optStr("saleId"),
    sellerId: r.optStr("sellerId"),
    sellerName: r.optStr("sellerName"),
    source: r.str("source", "checkout"),
    gateway: r.str("gateway", "importado"),
    createdAt,
    viewedAt: datetime(r.optTime("viewedAt")),
    processedAt: datetime(r.optTime("processedAt")),
  });
  if (unfinished) r.used.delete("status"); // the original status goes to import_extras
  ctx.orderIds.add(orderId);
}

const datetime = (iso: string | null) => (iso ? new Date(iso) : null);

/** Both collections in turn, sharing the card order ids already taken (one notification per order). */
export async function importWebOrders(run: ImportRun, userIds: Set<string>): Promise<void> {
  const { tx } = run;
  const orderCtx = {
    userIds,
    note: run.note,
    orderIds: new Set(
      (await tx.select({ id: cardPaymentNotifications.orderId }).from(cardPaymentNotifications)).map(
        (o) => o.id,
      ),
    ),
  };
  const purchaseDocs = docsOf(run.exported, "unregistered_purchases");
  await run.eachNew(
    "unregistered_purchases",
    purchaseDocs,
    [unregisteredPurchases, unregisteredPurchases.id],
    async (id, r) => {
      await importWebPurchase(tx, id, r, orderCtx);
      run.keepExtras("unregistered_purchases", id, r);
    },
  );
  const cardDocs = docsOf(run.exported, "card_payment_notifications");
  await run.eachNew(
    "card_payment_notifications",
    cardDocs,
    [cardPaymentNotifications, cardPaymentNotifications.id],
    async (id, r) => {
      await importCardNotification(tx, id, r, orderCtx);
      run.keepExtras("card_payment_notifications", id, r);
    },
  );
}
