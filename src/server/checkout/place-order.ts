import type { SessionUser } from "../../contracts/auth/session";
import type { CheckoutInput } from "../../contracts/checkout/checkout";
import { checkOrderUnits } from "../../domain/checkout/order-limits";
import { reserveStock } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { ADMIN_ROLES, orderNumber } from "../../domain/kernel/roles";
import { messagingMessages } from "../../domain/messages/messages-messaging";
import { pricingLine } from "../../domain/products/pricing";
import { creditForPurchase } from "../../domain/sales/credit-spend";
import { saleCustomerType } from "../../domain/sales/customer-type";
import { minimumDeposit } from "../../domain/sales/layaway";
import { creditMsg } from "../../domain/sales/messages-credit";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { priceSale } from "../../domain/sales/totals";
import { cardPaymentNotifications } from "../card-payments/schema";
import { sendTogether, sendWithCommit } from "../db/before-commit";
import type { Db, Tx } from "../db/client";
import { newId } from "../db/ids";
import { claimDiscountCode } from "../discount-codes";
import type { GatewayName } from "../gateways/payments/types";
import { AppError, invalid } from "../http/errors";
import { assertStorableMoney } from "../http/storable";
import { applyStockEffect, lockProducts } from "../inventory";
import { publish } from "../live/bus";
import { notifyRoles } from "../notifications";
import { wholesalePricesOf } from "../products";
import { availableCredit, holdCredit, queueOrderConfirmation } from "../sales";
import { cardReservationMs, readSettingsAhead } from "../settings";
import { activeShippingLocation } from "../shipping";
import { convertToSaleIn } from "../web-purchases";
import { unregisteredPurchases } from "../web-purchases/schema";
import { checkoutLayawayTerms } from "./layaway-terms";

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  /** What is left to pay by the chosen method once the credit is spent. */
  total: number;
  /** The credit covered the whole order: it is a sale already, nothing goes to the gateway. */
  paidWithCredit: boolean;
  customerName: string;
  customerEmail: string;
}

/** The shop's apartado terms for this buyer, or the reason there are none. */
async function layawayTermsFor(tx: Tx, user: SessionUser | null, withCredit: boolean) {
  if (!user) throw new AppError("domain_rule", layawayMsg.checkoutSignIn, "layaway");
  if (withCredit) throw new AppError("domain_rule", layawayMsg.checkoutNoCredit, "layaway");
  const terms = await checkoutLayawayTerms(tx, user);
  if (!terms) throw new AppError("domain_rule", layawayMsg.checkoutOff, "layaway");
  return terms;
}

/** The buyer's free credit held for the order, up to its total; refused for a guest or none free. */
async function holdBuyerCredit(tx: Tx, orderId: string, user: SessionUser | null, total: number) {
  if (!user) throw new AppError("domain_rule", creditMsg.signInForCredit, "useCredit");
  const credit = creditForPurchase(await availableCredit(tx, { customerId: null, userId: user.id }), total);
  if (credit <= 0) throw new AppError("domain_rule", creditMsg.noCreditToSpend, "useCredit");
  await holdCredit(tx, orderId, user.id, credit);
  return credit;
}

/**
 * Prices the order from the database inside one transaction that locks the products (id order)
 * and the discount code. A card order reserves its units and opens its card_payment_notification
 * (pending_payment) for what the card pays; a bank transfer becomes an unregistered_purchase
 * awaiting staff. Saldo a favor the buyer spends is held under the order's id (0251); an order the
 * credit pays whole is a sale at once.
 */
export async function placeOrder(
  db: Db,
  input: CheckoutInput,
  buyer: { user: SessionUser | null; ownerTokenHash: string; gateway: GatewayName },
  now: Date,
): Promise<PlacedOrder> {
  const orderId = newId();
  const number = orderNumber(orderId);
  return db.transaction(async (tx) => {
    // The products' lock, the shipping city and the settings (the reservation's minutes) go
    // together (docs/decisions/0254).
    readSettingsAhead(tx);
    const [locked, city] = await sendTogether(
      tx,
      () =>
        lockProducts(
          tx,
          input.items.map((i) => i.productId),
        ),
      () => activeShippingLocation(tx, input.shipping.cityId),
    );
    for (const item of input.items) {
      const product = locked.get(item.productId);
      // Unknown and hidden products look the same to a customer: not available.
      if (!product?.isPublic) throw new AppError("domain_rule", msg.productNotAvailable, "items");
    }
    // A wholesaler pays the wholesale price when it is lower (docs/decisions/0071).
    const role = buyer.user?.role ?? null;
    const wholesale = role === "wholesaler" ? await wholesalePricesOf(tx, [...locked.keys()]) : new Map();
    const lines = input.items.map((item) =>
      pricingLine(
        {
          id: item.productId,
          ...locked.get(item.productId)!,
          wholesalePrice: wholesale.get(item.productId) ?? null,
        },
        item.quantity,
        role,
      ),
    );
    const stock = reserveStock(lines, [...locked.values()], {
      saleId: orderId,
      notes: `Pedido web ${number} (pago con tarjeta pendiente)`,
    });
    if (!stock.ok) throw new AppError("domain_rule", stock.error.message, "items");
    // A guest's order is capped (docs/decisions/0047): it holds units and maybe a code use until staff act.
    const units = checkOrderUnits(lines, buyer.user !== null);
    if (!units.ok) throw new AppError("domain_rule", units.error.message, "items");

    if (!city) throw invalid(msg.chooseCity, "shipping.cityId");
    const merchandise = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const discount = await claimDiscountCode(tx, input.discountCode, now, merchandise);
    const priced = priceSale({ lines, shippingCost: city.cost, discountCode: discount });
    assertStorableMoney(priced);

    const user = buyer.user;
    const customerType = saleCustomerType({ accountRole: user?.role ?? null, fromWeb: true });
    const customerInfo = { ...input.contact, userId: user?.id ?? null, customerId: null };
    const shippingInfo = {
      address: input.shipping.address,
      city: city.city,
      cityId: city.id,
      department: input.shipping.department,
      municipality: input.shipping.municipality,
      note: input.shipping.note ?? "",
    };
    const order = {
      id: orderId,
      ...priced,
      extraDiscount: { amount: 0, reason: "" },
      customerInfo,
      customerName: input.contact.name,
      customerType,
      shippingInfo,
    };

    // An apartado (docs/decisions/0253): the method pays its minimum deposit now, the rest later.
    const layaway = input.layaway ? await layawayTermsFor(tx, user, input.useCredit === true) : null;
    // Saldo a favor spent on the order (docs/decisions/0251): held now, spent when it becomes a sale.
    const credit = input.useCredit ? await holdBuyerCredit(tx, orderId, user, priced.total) : 0;
    const toPay = layaway ? minimumDeposit(priced.total, layaway.depositPercent) : priced.total - credit;

    if (input.paymentMethod === "transfer" || toPay <= 0) {
      await tx.insert(unregisteredPurchases).values({
        id: orderId,
        order: { ...order, paymentMethod: "Transferencia bancaria", ...(layaway ? { layaway: true } : {}) },
        customerName: input.contact.name,
        customerUserId: user?.id ?? null,
        total: priced.total,
        ownerTokenHash: buyer.ownerTokenHash,
        createdAt: now,
      });
      await publish(tx, { topic: "unregistered_purchases", id: orderId, audience: { roles: ADMIN_ROLES } });
      await notifyRoles(tx, ADMIN_ROLES, {
        title: messagingMessages.newWebPurchaseTitle,
        body: messagingMessages.newWebPurchaseBody(number, input.contact.name, formatMoney(priced.total)),
        type: "purchase",
        link: "/admin/unregistered",
      });
      if (toPay <= 0) {
        // Paid whole with credit: nothing to wait for, the order is a sale now.
        await convertToSaleIn(tx, orderId, user!);
      }
      await queueOrderConfirmation(
        tx,
        {
          id: orderId,
          customerName: input.contact.name,
          ...priced,
          method: toPay <= 0 ? "credit" : "transfer",
          credit,
          ...(layaway ? { deposit: toPay } : {}),
        },
        { address: input.contact.email, name: input.contact.name },
      );
    } else {
      await applyStockEffect(tx, stock.value, locked, {
        userId: user?.id ?? null,
        userName: input.contact.name,
      });
      const expiresAt = new Date(now.getTime() + (await cardReservationMs(tx)));
      // Nothing reads its answer: it goes with the commit.
      await sendWithCommit(
        tx,
        tx.insert(cardPaymentNotifications).values({
          orderId,
          orderNumber: number,
          customerName: input.contact.name,
          customerEmail: input.contact.email,
          customerPhone: input.contact.phone,
          customerUserId: user?.id ?? null,
          // The card pays what the credit leaves (the credit is held under the order's id), or an
          // apartado's deposit: then the sale is worth the order's total.
          amount: toPay,
          layaway: layaway !== null,
          orderTotal: layaway ? priced.total : null,
          subtotal: priced.subtotal,
          shippingCost: priced.shippingCost,
          promoItemsDiscount: priced.promoItemsDiscount,
          appliedDiscount: priced.appliedDiscount,
          shippingAddress: input.shipping.address,
          shippingCity: city.city,
          shippingInfo,
          customerType,
          items: priced.items.map((i) => ({ ...i })),
          itemCount: priced.items.reduce((n, i) => n + i.quantity, 0),
          status: "pending_payment",
          isDirectPurchase: true,
          source: "checkout",
          gateway: buyer.gateway,
          ownerTokenHash: buyer.ownerTokenHash,
          // The owner's reservation minutes (Configuración, 15 by default); then the expiry job
          // gives the units back (docs/decisions/0020).
          expiresAt,
          createdAt: now,
        }),
      );
    }
    return {
      orderId,
      orderNumber: number,
      total: toPay,
      paidWithCredit: toPay <= 0,
      customerName: input.contact.name,
      customerEmail: input.contact.email,
    };
  });
}
