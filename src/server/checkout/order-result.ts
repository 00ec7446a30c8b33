import { eq } from "drizzle-orm";
import type { OrderResult, OrderState } from "../../contracts/checkout/orders";
import { orderNumber } from "../../domain/kernel/roles";
import { DEFAULT_PAYMENT_METHOD } from "../../domain/reports/reports";
import type { SaleItem } from "../../domain/sales/sale";
import { balanceDue, collectableBalance, hasPendingBalance } from "../../domain/sales/totals";
import { cardPaymentNotifications } from "../card-payments/schema";
import type { DbOrTx } from "../db/client";
import { loadStoreInfo } from "../settings";
import { orderDeclarations } from "../transfers/schema";
import { storedItems, storedOrder } from "../web-purchases";
import { lookupOrder } from "./order-lookup";

/**
 * Who asks: the signed-in user (if any), the hash of this browser's order token (if any), and
 * whether the request carried the order's own signed link (http/order-access.ts), valid now.
 */
export interface Viewer {
  userId: string | null;
  /** SHA-256 of each order-owner token this browser holds (owner-token.ts). */
  ownerTokenHashes: readonly string[];
  /** The request's signed token opens the order asked for (checked by the route against its id). */
  holdsOrderLink?: boolean;
}

const owns = (viewer: Viewer, row: { customerUserId: string | null; ownerTokenHash?: string | null }) =>
  viewer.holdsOrderLink === true ||
  (viewer.userId !== null && row.customerUserId === viewer.userId) ||
  (row.ownerTokenHash != null && viewer.ownerTokenHashes.includes(row.ownerTokenHash));

interface Money {
  items: SaleItem[];
  subtotal: number;
  promoItemsDiscount: number;
  appliedDiscount: { code?: string; amount: number } | null;
  shippingCost: number;
  total: number;
  extraCostsTotal?: number;
  extraDiscount?: { amount: number };
  amountPaid?: number;
}

function result(
  id: string,
  state: OrderState,
  customerName: string,
  m: Money,
  createdAt: Date | string,
): OrderResult {
  return {
    orderId: id,
    orderNumber: orderNumber(id),
    state,
    customerName,
    items: m.items.map((i) => ({
      productName: i.productName,
      quantity: i.quantity,
      price: i.price,
      originalPrice: i.originalPrice,
    })),
    subtotal: m.subtotal,
    promoItemsDiscount: m.promoItemsDiscount,
    codeDiscount: m.appliedDiscount?.amount ?? 0,
    discountCode: m.appliedDiscount?.code || null,
    shippingCost: m.shippingCost,
    total: m.total,
    extraCostsTotal: m.extraCostsTotal ?? 0,
    extraDiscount: m.extraDiscount?.amount ?? 0,
    amountPaid: m.amountPaid ?? 0,
    createdAt: new Date(createdAt).toISOString(),
    bankAccounts: [],
    transfer: null,
    saleStatus: null,
    payments: [],
    balance: 0,
    canPayByCard: false,
  };
}

/**
 * What /payment/success shows (docs/decisions/0020, 0242): the server's state of the order — and
 * once it is a sale, its status, payments and balance — only to the account that bought, the
 * browser that placed it, or whoever holds the order's signed link. Anyone else gets null, which
 * the route answers exactly like an order that does not exist.
 */
export async function orderResult(db: DbOrTx, id: string, viewer: Viewer): Promise<OrderResult | null> {
  const found = await lookupOrder(db, id);
  if (!found) return null;
  if (found.kind === "sale") {
    const { sale } = found;
    const [card] = await db
      .select({ ownerTokenHash: cardPaymentNotifications.ownerTokenHash })
      .from(cardPaymentNotifications)
      .where(eq(cardPaymentNotifications.orderId, sale.id));
    if (!owns(viewer, { customerUserId: sale.customerUserId, ownerTokenHash: card?.ownerTokenHash }))
      return null;
    // The declaration a converted transfer order was declared with stays under the order's id; a
    // card order was never declared as a transfer, so its page costs no query for it.
    const declared = sale.isCardPayment
      ? new Map<string, never>()
      : await orderDeclarations(db, [sale.originalUnregisteredId ?? sale.id]);
    const balance = collectableBalance({ status: sale.status, balance: balanceDue(sale) });
    // The buyer signed in to their account may pay what is still owed by transfer: the page lists
    // the store's accounts and their open declaration (one the bank or staff verified is done).
    const declaresBalance =
      viewer.userId !== null &&
      viewer.userId === sale.customerUserId &&
      hasPendingBalance({ status: sale.status, balance });
    const declaration = declared.get(sale.originalUnregisteredId ?? sale.id) ?? null;
    return {
      ...result(sale.id, sale.isCardPayment ? "paid" : "confirmed", sale.customerName, sale, sale.createdAt),
      bankAccounts: declaresBalance ? (await loadStoreInfo(db)).bankAccounts : [],
      transfer: declaresBalance ? (declaration?.verifiedAt ? null : declaration) : declaration,
      saleStatus: sale.status,
      payments: sale.payments.map((p) => ({
        paymentId: p.paymentId,
        date: p.date,
        amount: p.amount,
        type: p.type,
        method: p.method ?? DEFAULT_PAYMENT_METHOD,
      })),
      balance,
      canPayByCard: hasPendingBalance({ status: sale.status, balance }),
    };
  }
  if (found.kind === "web_purchase") {
    const { purchase } = found;
    if (!owns(viewer, purchase)) return null;
    const order: Money = storedOrder.parse(purchase.order);
    const [info, declared] = await Promise.all([loadStoreInfo(db), orderDeclarations(db, [purchase.id])]);
    return {
      ...result(purchase.id, "awaiting_transfer", purchase.customerName, order, purchase.createdAt),
      bankAccounts: info.bankAccounts,
      transfer: declared.get(purchase.id) ?? null,
      balance: order.total,
    };
  }
  const n = found.notification;
  if (!owns(viewer, n)) return null;
  const state: OrderState = n.status === "pending_payment" ? "confirming" : n.saleId ? "paid" : "failed";
  const money = {
    items: storedItems.parse(n.items),
    subtotal: n.subtotal,
    promoItemsDiscount: n.promoItemsDiscount,
    appliedDiscount: n.appliedDiscount,
    shippingCost: n.shippingCost,
    total: n.amount,
  };
  return result(n.orderId, state, n.customerName, money, n.createdAt);
}
