import type { SessionUser } from "../../contracts/auth/session";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { checkStaffMove, type ServiceState } from "../../domain/service-orders/states";
import { storeNameOf } from "../../domain/settings/store-settings";
import type { Db, Tx } from "../db/client";
import { enqueueEmail, mailBrand } from "../mail";
import { notifyUser } from "../notifications";
import { orRefuse, type SaleRecord } from "../sales";
import { type DeskConfig, money, numberOf, owedOn, saleOfOrder, watchOf, whatsappOf } from "./desk-context";
import { readyEmail } from "./service-emails";
import { lockServiceOrder, type ServiceOrderRecord, saveServiceOrder } from "./service-order-rows";

/**
 * "Listo para entregar" tells the customer (docs/decisions/0248): an email with the claim code and
 * what is left to pay, a notification in their account, and the WhatsApp text for the desk to share.
 */
export async function tellReady(tx: Tx, order: ServiceOrderRecord, sale: SaleRecord, config: DeskConfig) {
  const number = numberOf(order);
  const owed = owedOn(sale);
  const brand = await mailBrand(tx, config.baseUrl);
  const address = sale.customerEmail?.trim();
  if (address) {
    await enqueueEmail(tx, {
      key: `service-ready:${order.id}:${address.toLowerCase()}`,
      template: "service-ready",
      to: { address, name: sale.customerName },
      ...readyEmail(brand, {
        customerName: sale.customerName,
        number,
        watch: watchOf(order),
        claimCode: order.claimCode,
        owed: owed > 0 ? money(owed) : null,
      }),
    });
  }
  if (sale.customerUserId) {
    await notifyUser(tx, sale.customerUserId, {
      title: m.serviceReadyTitle,
      body: m.serviceReadyBody(number, order.claimCode),
      type: "purchase",
      link: "/client/purchases",
    });
  }
  const whatsappText = m.serviceReadyShare(storeNameOf(brand.storeName), number, order.claimCode);
  return {
    whatsappText,
    whatsappUrl: whatsappOf(sale.customerPhone, whatsappText),
    emailed: Boolean(address),
  };
}

/** A button's move (diagnosis, repair, ready); a repair never starts without an approved estimate. */
export async function moveServiceOrder(
  db: Db,
  user: SessionUser,
  id: string,
  to: ServiceState,
  config: DeskConfig,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockServiceOrder(tx, id);
    orRefuse(checkStaffMove(order.state, to));
    const sale = await saleOfOrder(tx, order);
    const ready = to === "Listo para entregar";
    await saveServiceOrder(
      tx,
      order,
      { state: to, ...(ready ? { readyAt: now, reminderSentAt: null } : {}) },
      { details: m.serviceMoved(order.state, to) },
      { id: user.id, name: user.name },
      sale.customerUserId,
    );
    if (ready) return tellReady(tx, order, sale, config);
    return { whatsappText: "", whatsappUrl: null, emailed: false };
  });
}
