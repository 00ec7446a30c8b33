import type { SessionUser } from "../../contracts/auth/session";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { daysBetween } from "../../domain/service-orders/intake";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { storeNameOf } from "../../domain/settings/store-settings";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { enqueueEmail, mailBrand } from "../mail";
import { notifyUser } from "../notifications";
import { type DeskConfig, numberOf, saleOfOrder, watchOf, whatsappOf } from "./desk-context";
import { reminderEmail } from "./service-emails";
import { lockServiceOrder, saveServiceOrder } from "./service-order-rows";

/**
 * A watch ready and not collected: its owner is reminded (email, notification, and the WhatsApp
 * text for the desk), once per day at most (the email's key is the order and the day).
 */
export async function sendServiceReminder(
  db: Db,
  user: SessionUser,
  id: string,
  config: DeskConfig,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockServiceOrder(tx, id);
    if (order.state !== "Listo para entregar" || !order.readyAt)
      throw new AppError("domain_rule", m.serviceNotReady);
    const sale = await saleOfOrder(tx, order);
    const number = numberOf(order);
    const days = daysBetween(shopDay(order.readyAt), shopDay(now));
    const brand = await mailBrand(tx, config.baseUrl);
    const address = sale.customerEmail?.trim();
    if (address) {
      await enqueueEmail(tx, {
        key: `service-reminder:${order.id}:${shopDay(now)}:${address.toLowerCase()}`,
        template: "service-reminder",
        to: { address, name: sale.customerName },
        ...reminderEmail(brand, {
          customerName: sale.customerName,
          number,
          watch: watchOf(order),
          claimCode: order.claimCode,
          days,
        }),
      });
    }
    if (sale.customerUserId)
      await notifyUser(tx, sale.customerUserId, {
        title: m.serviceReadyTitle,
        body: m.serviceReadyBody(number, order.claimCode),
        type: "purchase",
        link: "/client/purchases",
      });
    await saveServiceOrder(
      tx,
      order,
      { reminderSentAt: now },
      { details: m.serviceReminderSent },
      { id: user.id, name: user.name },
      sale.customerUserId,
    );
    const whatsappText = m.serviceReadyShare(storeNameOf(brand.storeName), number, order.claimCode);
    return {
      whatsappText,
      whatsappUrl: whatsappOf(sale.customerPhone, whatsappText),
      emailed: Boolean(address),
    };
  });
}
