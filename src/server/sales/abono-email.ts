import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import type { PaymentType, SaleMoney } from "../../domain/sales/sale";
import type { SaleRecord } from "../../domain/sales/sale-record";
import { balanceDue } from "../../domain/sales/totals";
import type { Tx } from "../db/client";
import { saleUnits } from "../inventory";
import {
  button,
  composeEmail,
  enqueueEmailWithCommit,
  html,
  type MailBrand,
  mailBrand,
  registerMailTemplate,
} from "../mail";
import { loadSettings } from "../settings";

interface AbonoFacts {
  customerName: string;
  order: string;
  amount: number;
  date: string;
  balance: number;
  /** A Pago Completo is a payment, not an abono, in the words the customer reads. */
  type: PaymentType;
  /** The watches of a paid-off sale, each by serial with its warranty's last day (docs/decisions/0247). */
  watches?: { productName: string; serial: string; warrantyEnd: string | null }[];
}

/** The receipt of a payment: what was paid, when, and what is left; the receipt PDF goes attached. */
export function abonoEmail(brand: MailBrand, facts: AbonoFacts, link: string) {
  const what = facts.type === "full" ? "pago" : "abono";
  const subject = `Recibo de su ${what} al pedido ${facts.order}`;
  const amount = formatMoney(facts.amount);
  const balance = formatMoney(facts.balance);
  const date = formatShopDate(facts.date);
  const watches = (facts.watches ?? []).map(
    (w) =>
      `${w.productName}: ${msg.unitPaperLine(w.serial, w.warrantyEnd ? formatShopDate(w.warrantyEnd) : null)}`,
  );
  return composeEmail(brand, {
    subject,
    greet: facts.customerName,
    html: html`<p>Recibimos su ${what} de <strong>${amount}</strong> el ${date} al pedido ${facts.order}.</p>
<p>Saldo pendiente: <strong>${balance}</strong></p>
${watches.map((w) => html`<p>${w}</p>`)}
<p>Adjuntamos el recibo en PDF.</p>
${button(link, "Ver mis compras")}`,
    text: `Recibimos su ${what} de ${amount} el ${date} al pedido ${facts.order}.\nSaldo pendiente: ${balance}\n${watches.map((w) => `${w}\n`).join("")}\nAdjuntamos el recibo en PDF.\n${link}`,
  });
}

registerMailTemplate({
  template: "abono-receipt",
  label: "Recibo de abono",
  sample: (b) =>
    abonoEmail(
      b,
      {
        customerName: "Ana Pérez",
        order: "#A1B2C3",
        amount: 150_000,
        date: "2026-11-27T16:00:00Z",
        balance: 350_000,
        type: "partial",
      },
      new URL("/client/purchases", b.baseUrl).href,
    ),
});

/**
 * Queues a receipt for each abono a change added, to the sale's customer email (an account's or a
 * manual customer's), in the change's transaction; Configuración › Ventas can turn it off.
 */
export async function queueAbonoReceipts(
  tx: Tx,
  before: Pick<SaleRecord, "payments">,
  after: Pick<SaleRecord, "id" | "customerEmail" | "customerName" | "saleDate"> & SaleMoney,
): Promise<void> {
  const address = after.customerEmail?.trim();
  if (!address) return;
  const known = new Set(before.payments.map((p) => p.paymentId));
  const added = after.payments.filter((p) => !known.has(p.paymentId));
  if (!added.length) return;
  if ((await loadSettings(tx)).abonoReceiptEmails === false) return;
  const brand = await mailBrand(tx);
  const number = orderNumber(after.id);
  const order = `#${number}`;
  // A sale paid off names its watches and their warranty (read only then: an abono costs nothing more).
  const watches =
    after.status === "Completado"
      ? (await saleUnits(tx, after)).map((u) => ({
          ...u,
          productName: after.items.find((i) => i.productId === u.productId)?.productName ?? "",
        }))
      : [];
  for (const payment of added) {
    await enqueueEmailWithCommit(tx, {
      key: `abono:${payment.paymentId}:${address.toLowerCase()}`,
      template: "abono-receipt",
      to: { address, name: after.customerName },
      ...abonoEmail(
        brand,
        {
          customerName: after.customerName,
          order,
          amount: payment.amount,
          date: payment.date,
          balance: balanceDue(after),
          type: payment.type,
          watches,
        },
        new URL("/client/purchases", brand.baseUrl).href,
      ),
      attachments: [{ filename: `recibo-${number}.pdf`, source: "saleReceipt", ref: after.id }],
    });
  }
}
