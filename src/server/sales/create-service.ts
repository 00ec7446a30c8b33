import { and, eq, type SQLWrapper } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { CreateSaleInput } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { isAdmin, isRole, orderNumber, type Role } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { priceFor, pricingLine } from "../../domain/products/pricing";
import { clampCommission, percentToBasisPoints } from "../../domain/sales/commission";
import { layawayTermsOf, openLayaway, validateLayaway } from "../../domain/sales/layaway";
import { creditMsg } from "../../domain/sales/messages-credit";
import { registerPayment, typeOfReceivedPayment } from "../../domain/sales/payments";
import { createSale } from "../../domain/sales/sale-create";
import type { SaleBuyer } from "../../domain/sales/sale-record";
import { checkSaleTerms, sellerPriceFloor } from "../../domain/sales/sale-terms";
import { type PricingLine, payableTotal } from "../../domain/sales/totals";
import { users } from "../auth/schema";
import { customers } from "../customers/schema";
import type { Db, Tx } from "../db/client";
import { newId } from "../db/ids";
import { claimDiscountCode } from "../discount-codes";
import { AppError, invalid } from "../http/errors";
import { applyStockEffect, lockProducts } from "../inventory";
import { publish } from "../live/bus";
import { notifyUser } from "../notifications";
import { wholesalePricesOf } from "../products";
import { loadSettings, readSettingsAhead } from "../settings";
import { shippingLocations } from "../shipping/schema";
import { queueAbonoReceipts } from "./abono-email";
import { actorOf, movementAuthor } from "./actor";
import { nameCounterSerials } from "./counter-serials";
import { orRefuse } from "./domain-result";
import { recordNewSale } from "./sale-record";
import { findAssignableSeller } from "./sellers";
import { spendCreditIn } from "./spend-credit";
import { afterEffect, followStatusChange } from "./stock-follow";
import { transferAbonoRefusal } from "./transfer-abono-rule";

/** A clock a few minutes ahead on a phone must not make "now" a future date. */
const FUTURE_SLACK_MS = 5 * 60_000;

/** The settings' default commission, in basis points (docs/decisions/0150). */
export async function defaultCommission(db: Db | Tx): Promise<number> {
  return clampCommission((await loadSettings(db)).defaultCommissionBasisPoints ?? 0);
}

/** The role of the customer's account, when the sale is for an account (a wholesaler pays their price). */
async function accountRoleOf(tx: Tx, input: CreateSaleInput["customer"]): Promise<Role | null> {
  if (input.kind !== "user") return null;
  const [u] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
  return u && isRole(u.role) ? u.role : null;
}

/** Who buys: an account, a customer, or a new customer written in the sale's statement. */
export async function resolveBuyer(
  tx: Tx,
  input: CreateSaleInput["customer"],
  user: SessionUser,
): Promise<SaleBuyer & { insert?: SQLWrapper }> {
  if (input.kind === "user") {
    const [u] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!u) throw invalid(msg.customerRequired, "customer");
    return {
      customerId: null,
      userId: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      accountRole: isRole(u.role) ? u.role : null,
    };
  }
  if (input.kind === "customer") {
    const [c] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
    if (!c) throw invalid(msg.customerRequired, "customer");
    return {
      customerId: c.id,
      userId: null,
      name: c.name,
      email: c.email,
      phone: c.phone,
      accountRole: null,
    };
  }
  // The new customer's row is written with the sale, in the sale's own statement (insertSale).
  const customerId = newId();
  const row = {
    id: customerId,
    name: input.name,
    phone: input.phone || null,
    email: input.email || null,
    city: input.city || null,
    address: input.address || null,
    createdById: user.id,
  };
  await publish(tx, {
    topic: "customers",
    id: customerId,
    audience: { roles: ["seller", "admin", "superadmin"] },
  });
  return {
    customerId,
    userId: null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    accountRole: null,
    insert: tx.insert(customers).values(row),
  };
}

async function resolveShipping(tx: Tx, input: CreateSaleInput["shipping"]) {
  const blank = { carrier: null, trackingNumber: null, trackingUrl: null };
  if (input.mode === "pickup") {
    const shipping = {
      address: null,
      city: null,
      cityId: null,
      department: null,
      municipality: null,
      note: input.note || null,
      ...blank,
    };
    return { cost: 0, shipping };
  }
  const [city] = await tx
    .select()
    .from(shippingLocations)
    .where(and(eq(shippingLocations.id, input.cityId), eq(shippingLocations.isActive, true)));
  if (!city) throw invalid(msg.shippingCityRequired, "shipping.cityId");
  const shipping = {
    address: input.address,
    city: city.city,
    cityId: city.id,
    department: city.department,
    municipality: input.municipality || city.city,
    note: input.note || null,
    ...blank,
  };
  return { cost: city.cost, shipping };
}

async function resolveSeller(tx: Tx, user: SessionUser, sellerId: string | null | undefined) {
  if (!isAdmin(user.role)) {
    // docs/product/roles.md: a seller sells as themself; naming anyone else is refused.
    if (sellerId && sellerId !== user.id)
      throw new AppError("forbidden", msg.sellerSellsAsThemself, "sellerId");
    return { id: user.id, name: user.name };
  }
  return sellerId ? findAssignableSeller(tx, sellerId) : { id: user.id, name: user.name };
}

function saleDateOf(input: string | null | undefined, now: Date): Date {
  if (!input) return now;
  const date = new Date(input);
  if (date.getTime() > now.getTime() + FUTURE_SLACK_MS) throw invalid(msg.saleDateInFuture, "saleDate");
  return date;
}

/**
 * Registrar Venta: one transaction prices the sale from the locked products,
 * reserves the units, records the optional first payment through the domain rules (stock
 * follows the status it produces), writes the history and tells the buyer if they have an
 * account. Any refusal leaves nothing behind (not even the new customer record).
 */
export async function registerSale(
  db: Db,
  user: SessionUser,
  input: CreateSaleInput,
): Promise<{ id: string; orderNumber: string }> {
  const now = new Date();
  return db.transaction((tx) => registerSaleIn(tx, user, input, now));
}

/** registerSale inside a transaction the caller holds (an exchange's new sale, docs/decisions/0249). */
export async function registerSaleIn(
  tx: Tx,
  user: SessionUser,
  input: CreateSaleInput,
  now: Date,
): Promise<{ id: string; orderNumber: string }> {
  const actor = actorOf(user, now);
  const saleId = newId();
  const seller = await resolveSeller(tx, user, input.sellerId);
  const saleDate = saleDateOf(input.saleDate, now);
  // The settings (commission, low-stock threshold, receipts) go with the products' lock.
  readSettingsAhead(tx);
  const locked = await lockProducts(
    tx,
    input.items.map((i) => i.productId),
  );
  // A deleted (archived) watch is gone from the store: a new sale treats it as missing, by name.
  const archivedNames = new Map<string, string>();
  for (const [id, product] of locked) {
    if (!product.archived) continue;
    archivedNames.set(id, product.name);
    locked.delete(id);
  }
  // A wholesaler customer's lines default to their price (docs/decisions/0071).
  const buyerRole = await accountRoleOf(tx, input.customer);
  const wholesale = buyerRole === "wholesaler" ? await wholesalePricesOf(tx, [...locked.keys()]) : new Map();
  const wholesaleOf = (id: string): number | null => wholesale.get(id) ?? null;
  const lines: PricingLine[] = input.items.map((item) => {
    const p = locked.get(item.productId);
    // The storefront's line (promotion included, crossed-out reference kept); staff may charge another price.
    const line = p
      ? pricingLine(
          { ...p, id: p.productId, wholesalePrice: wholesaleOf(p.productId) },
          item.quantity,
          buyerRole,
        )
      : null;
    return {
      productId: item.productId,
      productName: p?.name ?? archivedNames.get(item.productId) ?? item.productId,
      quantity: item.quantity,
      price: item.price ?? line?.price ?? 0,
      originalPrice: line?.originalPrice ?? 0,
      salePrice: line?.salePrice ?? 0,
    };
  });
  const { cost, shipping } = await resolveShipping(tx, input.shipping);
  const discountCode = await claimDiscountCode(tx, input.discountCode, now);
  const defaultBasisPoints = await defaultCommission(tx);
  // The form speaks percentages with up to 2 decimals; the sale holds basis points.
  const asked =
    input.commissionPercentage === null || input.commissionPercentage === undefined
      ? input.commissionPercentage
      : percentToBasisPoints(input.commissionPercentage);
  const commission = asked ?? defaultBasisPoints;
  const created = orRefuse(
    createSale(
      {
        saleId,
        lines,
        shippingCost: cost,
        discountCode,
        extraDiscount: input.extraDiscount,
        commissionBasisPoints: commission,
      },
      [...locked.values()],
      actor,
    ),
  );
  // What only an admin may decide at sale time (docs/decisions/0046-seller-sale-terms.md).
  orRefuse(
    checkSaleTerms(created.sale, {
      role: isRole(user.role) ? user.role : null,
      lines: lines.map((line) => {
        const p = locked.get(line.productId);
        // A seller may charge a wholesaler their price, never less (docs/decisions/0071).
        const floor = p
          ? Math.min(
              sellerPriceFloor(p),
              priceFor({ ...p, wholesalePrice: wholesaleOf(p.productId) }, buyerRole),
            )
          : 0;
        return { productName: line.productName, price: line.price, floor };
      }),
      extraDiscount: input.extraDiscount?.amount ?? 0,
      commissionBasisPoints: asked,
      defaultCommission: defaultBasisPoints,
      firstPayment: input.firstPayment,
    }),
  );
  let sale = created.sale;
  const history = [...created.history];
  let firstPayment = input.firstPayment;
  if (input.layaway) {
    // An apartado (docs/decisions/0250): the deposit is the first payment, at least the shop's
    // minimum; the sale stays open until the term's last day, so its units stay held.
    const terms = layawayTermsOf(await loadSettings(tx));
    const deposit = orRefuse(
      validateLayaway(payableTotal(sale), firstPayment?.amount ?? 0, terms.depositPercent),
    );
    if (firstPayment) firstPayment = { ...firstPayment, type: typeOfReceivedPayment(sale, deposit) };
    const opened = openLayaway(sale, history, shopDay(saleDate), terms);
    sale = opened.sale;
    history.splice(0, history.length, ...opened.history);
  }
  if (firstPayment) {
    // The same rule as an abono in the order dialog: while the store asks for the account and
    // reference, a first payment by transfer cannot be entered without them.
    const refused = await transferAbonoRefusal(tx, firstPayment.method);
    if (refused) throw new AppError("domain_rule", refused, "firstPayment.method");
    // One millisecond later, so the history (ordered by time) reads creation, then payment.
    const payer = actorOf(user, new Date(now.getTime() + 1));
    const paid = orRefuse(registerPayment(sale, { ...firstPayment, paymentId: newId() }, payer));
    sale = paid.sale;
    history.push(...paid.history);
  }
  const { insert: customerInsert, ...buyer } = await resolveBuyer(tx, input.customer, user);
  await applyStockEffect(tx, created.stock, locked, movementAuthor(user));
  await followStatusChange(
    tx,
    { id: saleId, items: sale.items },
    "Pendiente",
    sale.status,
    movementAuthor(user),
    afterEffect(locked, created.stock),
  );
  await nameCounterSerials(
    tx,
    { id: saleId, status: sale.status },
    input.items,
    locked,
    movementAuthor(user),
  );
  const recorded = await recordNewSale(
    tx,
    {
      source: "register",
      id: saleId,
      sale,
      buyer,
      shipping,
      seller,
      saleDate: saleDate.toISOString(),
    },
    history,
    user.id,
    customerInsert ? [customerInsert] : [],
  );
  if (input.creditAmount) {
    // Saldo a favor spent at the counter: admins only, as every traspaso (docs/decisions/0251).
    if (!isAdmin(user.role)) throw new AppError("forbidden", creditMsg.creditAdminsOnly, "creditAmount");
    if (!buyer.customerId && !buyer.userId)
      throw new AppError("domain_rule", creditMsg.creditNeedsCustomer, "creditAmount");
    await spendCreditIn(
      tx,
      user,
      { customerId: buyer.customerId, userId: buyer.userId },
      saleId,
      input.creditAmount,
    );
  }
  // The first abono taken at the counter gets its receipt by email, as every later one does.
  await queueAbonoReceipts(tx, { payments: [] }, recorded);
  if (buyer.userId) {
    await notifyUser(tx, buyer.userId, {
      title: msg.purchaseRegisteredTitle,
      body: msg.purchaseRegisteredBody(orderNumber(saleId), formatMoney(sale.total)),
      type: "purchase",
      link: `/client/purchases/${saleId}`,
    });
  }
  return { id: saleId, orderNumber: orderNumber(saleId) };
}
