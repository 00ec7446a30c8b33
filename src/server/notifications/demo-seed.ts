import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { balanceDue } from "../../domain/sales/totals";
import type { DemoSeed } from "../feature";
import { userNotifications } from "./schema";

const DAY = 86_400_000;

/** A few notifications for the accounts that bought, following what happened to their orders. */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  const list: (typeof userNotifications.$inferInsert)[] = [
    {
      userId: world.userIds.client,
      title: "¡Bienvenida a Tiempo HN!",
      body: "Gracias por registrarse. Use el código BIENVENIDA10 para obtener un 10 % de descuento en su primera compra.",
      type: "other",
      link: "/",
      isRead: true,
      createdAt: new Date(world.now.getTime() - 50 * DAY),
    },
  ];
  for (const { record: sale, updatedAt } of world.sales.sales) {
    if (!sale.customerUserId) continue;
    const number = orderNumber(sale.id);
    const link = `/client/purchases/${sale.id}`;
    const base = { userId: sale.customerUserId, type: "purchase", link, createdAt: updatedAt };
    if (sale.status === "Enviado") {
      list.push({
        ...base,
        title: "Pedido enviado",
        body: `Su pedido #${number} va en camino con ${sale.shipping.carrier}. Guía: ${sale.shipping.trackingNumber}.`,
        isRead: false,
      });
    } else if (sale.status === "Abonado") {
      list.push({
        ...base,
        title: "Abono registrado",
        body: `Registramos su abono al pedido #${number}. Saldo pendiente: ${formatMoney(balanceDue(sale))}.`,
        isRead: false,
      });
    } else if (sale.status === "Completado") {
      list.push({
        ...base,
        title: "Pedido completado",
        body: `Su pedido #${number} está pagado y entregado. ¡Gracias por su compra!`,
        isRead: true,
      });
    } else if (sale.status === "Cancelado") {
      list.push({
        ...base,
        title: "Pedido cancelado",
        body: `Su pedido #${number} fue cancelado: ${sale.cancellationReason}.`,
        isRead: true,
      });
    } else {
      list.push({
        ...base,
        title: "Pedido recibido",
        body: `Recibimos su pedido #${number} por ${formatMoney(sale.total)}. Le avisaremos cuando registremos su pago.`,
        isRead: false,
      });
    }
  }
  await tx.insert(userNotifications).values(list);
}
