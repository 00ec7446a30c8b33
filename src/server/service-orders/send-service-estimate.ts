import { and, eq, inArray, max } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { SendEstimateInput } from "../../contracts/service-orders/service-orders";
import { formatMoney } from "../../domain/kernel/money";
import {
  checkEstimateCoversPaid,
  type PartLine,
  validateEstimate,
} from "../../domain/service-orders/estimate";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { checkEstimateSendable } from "../../domain/service-orders/states";
import { storeNameOf } from "../../domain/settings/store-settings";
import type { Db, Tx } from "../db/client";
import { AppError } from "../http/errors";
import { enqueueEmail, mailBrand } from "../mail";
import { notifyUser } from "../notifications";
import { products } from "../products/schema";
import { orRefuse } from "../sales";
import { type DeskConfig, numberOf, saleOfOrder, watchOf, whatsappOf } from "./desk-context";
import { estimatePageUrl, signEstimateLink } from "./estimate-link";
import { serviceEstimates } from "./schema";
import { estimateEmail } from "./service-emails";
import { lockServiceOrder, saveServiceOrder } from "./service-order-rows";

/** The parts named by id, with their names and (unless staff set one) the product's price. */
async function priceParts(tx: Tx, parts: SendEstimateInput["parts"]): Promise<PartLine[]> {
  if (!parts.length) return [];
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      salePrice: products.salePrice,
      promoPrice: products.promoPrice,
      serialized: products.serialized,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        parts.map((p) => p.productId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return parts.map((part) => {
    const product = byId.get(part.productId);
    if (!product || product.archivedAt)
      throw new AppError("domain_rule", m.servicePartUnavailable(part.productId));
    if (product.serialized) throw new AppError("domain_rule", m.servicePartSerialized(product.name));
    return {
      productId: product.id,
      productName: product.name,
      quantity: part.quantity,
      price: part.price ?? product.promoPrice ?? product.salePrice,
    };
  });
}

/**
 * Staff send an estimate (docs/decisions/0248): labour and parts, checked by the domain, numbered
 * after the last; a waiting one is replaced (its link then answers nothing). The customer gets it by
 * email and a notification when they have them; the answer carries the signed link and the
 * WhatsApp text for the person at the desk to share.
 */
export async function sendServiceEstimate(
  db: Db,
  user: SessionUser,
  id: string,
  input: SendEstimateInput,
  config: DeskConfig,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockServiceOrder(tx, id);
    orRefuse(checkEstimateSendable(order.state));
    const lines = {
      labour: input.labour.map((l) => ({ description: l.description.trim(), amount: l.amount })),
      parts: await priceParts(tx, input.parts),
    };
    const totals = orRefuse(validateEstimate(lines, order.warranty));
    const sale = await saleOfOrder(tx, order);
    if (!order.warranty) orRefuse(checkEstimateCoversPaid(totals.total, sale.amountPaid));
    await tx
      .update(serviceEstimates)
      .set({ status: "reemplazado" })
      .where(and(eq(serviceEstimates.serviceOrderId, order.id), eq(serviceEstimates.status, "enviado")));
    const [last] = await tx
      .select({ n: max(serviceEstimates.n) })
      .from(serviceEstimates)
      .where(eq(serviceEstimates.serviceOrderId, order.id));
    const n = (last?.n ?? 0) + 1;
    const [estimate] = await tx
      .insert(serviceEstimates)
      .values({
        serviceOrderId: order.id,
        n,
        lines,
        total: totals.total,
        sentById: user.id,
        sentByName: user.name,
        sentAt: now,
      })
      .returning({ id: serviceEstimates.id });
    const number = numberOf(order);
    const total = formatMoney(order.warranty ? 0 : totals.total);
    await saveServiceOrder(
      tx,
      order,
      { state: "Presupuesto enviado" },
      { details: m.serviceEstimateSent(n, total) },
      { id: user.id, name: user.name },
      sale.customerUserId,
    );
    const url = estimatePageUrl(config.baseUrl, signEstimateLink(config.authSecret, estimate!.id, now));
    const brand = await mailBrand(tx, config.baseUrl);
    const address = sale.customerEmail?.trim();
    if (address) {
      await enqueueEmail(tx, {
        key: `service-estimate:${estimate!.id}:${address.toLowerCase()}`,
        template: "service-estimate",
        to: { address, name: sale.customerName },
        ...estimateEmail(brand, {
          customerName: sale.customerName,
          number,
          watch: watchOf(order),
          total,
          url,
        }),
      });
    }
    if (sale.customerUserId) {
      await notifyUser(tx, sale.customerUserId, {
        title: m.serviceEstimateTitle,
        body: m.serviceEstimateBody(number, total),
        type: "purchase",
        link: "/client/purchases",
      });
    }
    const whatsappText = m.serviceEstimateShare(storeNameOf(brand.storeName), number, total, url);
    return {
      estimateId: estimate!.id,
      url,
      whatsappText,
      whatsappUrl: whatsappOf(sale.customerPhone, whatsappText),
      emailed: Boolean(address),
    };
  });
}
