import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { daysBetween, reminderDue } from "../../domain/service-orders/intake";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { storeNameOf } from "../../domain/settings/store-settings";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { enqueueEmail, mailBrand } from "../mail";
import { notifyUser } from "../notifications";
import { loadSettings } from "../settings";
import { type DeskConfig, numberOf, saleOfOrder, watchOf, whatsappOf } from "./desk-context";
import { atLeastDaysOld } from "./list-service-orders";
import { serviceOrders } from "./schema";
import { reminderEmail } from "./service-emails";
import { type DeskAuthor, lockServiceOrder, saveServiceOrder } from "./service-order-rows";

/** Who the history names for a reminder the store sent by itself. */
export const STORE_AUTHOR: DeskAuthor = { id: null, name: "Sistema" };

/**
 * A watch ready and not collected: its owner is reminded (email, notification, and the WhatsApp
 * text for the desk), at most once a day (the email's key is the order and the day). `onlyIfDue`:
 * the hourly job's call, which skips an order another instance or a person reminded meanwhile.
 */
async function remind(
  db: Db,
  who: DeskAuthor,
  id: string,
  config: DeskConfig,
  now: Date,
  onlyIfDue: { days: number } | null,
) {
  return db.transaction(async (tx) => {
    const order = await lockServiceOrder(tx, id);
    if (order.state !== "Listo para entregar" || !order.readyAt)
      throw new AppError("domain_rule", m.serviceNotReady);
    const today = shopDay(now);
    const last = order.reminderSentAt ? shopDay(order.reminderSentAt) : null;
    if (onlyIfDue && !reminderDue(shopDay(order.readyAt), last, today, onlyIfDue.days)) return null;
    const sale = await saleOfOrder(tx, order);
    const number = numberOf(order);
    const days = daysBetween(shopDay(order.readyAt), today);
    const brand = await mailBrand(tx, config.baseUrl);
    const address = sale.customerEmail?.trim();
    if (address) {
      await enqueueEmail(tx, {
        key: `service-reminder:${order.id}:${today}:${address.toLowerCase()}`,
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
      who,
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

/** "Enviar recordatorio" at the desk: always sent (at most one email a day). */
export async function sendServiceReminder(
  db: Db,
  who: DeskAuthor,
  id: string,
  config: DeskConfig,
  now = new Date(),
) {
  const answer = await remind(db, who, id, config, now, null);
  if (!answer) throw new Error("a reminder asked by hand is always sent");
  return answer;
}

/**
 * The hourly job: every watch waiting longer than the store's days whose owner was not reminded
 * in that many days gets a reminder. The SQL picks the candidates by the same day count as the
 * domain (compared in the feature's test); each is re-checked under its lock, so two instances
 * never remind twice. Answers how many were reminded.
 */
export async function remindUncollected(db: Db, config: DeskConfig, now = new Date()): Promise<number> {
  const days = (await loadSettings(db)).serviceUncollectedDays ?? 15;
  const edge = atLeastDaysOld(now, days);
  const due = await db
    .select({ id: serviceOrders.id })
    .from(serviceOrders)
    .where(
      and(
        eq(serviceOrders.state, "Listo para entregar"),
        lt(serviceOrders.readyAt, edge),
        or(isNull(serviceOrders.reminderSentAt), lt(serviceOrders.reminderSentAt, edge)),
      ),
    )
    .orderBy(asc(serviceOrders.readyAt))
    .limit(100);
  let sent = 0;
  for (const { id } of due) if (await remind(db, STORE_AUTHOR, id, config, now, { days })) sent++;
  return sent;
}
