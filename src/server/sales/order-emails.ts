import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { type BalanceLine, balanceLines } from "../../domain/sales/balance-lines";
import { creditMsg } from "../../domain/sales/messages-credit";
import { orderChangeNotices } from "../../domain/sales/order-notices";
import { type SalePriceStory, salePriceStory } from "../../domain/sales/price-story";
import type { SaleRecord } from "../../domain/sales/sale-record";
import { balanceDue } from "../../domain/sales/totals";
import type { Tx } from "../db/client";
import { orderAccessUrl } from "../http/order-access";
import {
  button,
  composeEmail,
  enqueueEmail,
  enqueueEmailWithCommit,
  type Html,
  html,
  type MailBrand,
  mailBrand,
  type RenderedEmail,
  registerMailTemplate,
} from "../mail";
import { loadSettings } from "../settings";

/** What an order confirmation shows, whether the order is a paid card sale or a transfer waiting. */
export interface ConfirmedOrder {
  id: string;
  customerName: string;
  items: readonly { productName: string; quantity: number; price: number; originalPrice: number }[];
  subtotal: number;
  promoItemsDiscount: number;
  appliedDiscount: { code: string; amount: number } | null;
  shippingCost: number;
  /**
   * "card": paid now; "transfer": the customer still has to transfer what is left; "credit": paid
   * whole with their saldo a favor.
   */
  method: "card" | "transfer" | "credit";
  /** Saldo a favor the order spent (docs/decisions/0251). */
  credit?: number;
  /** An apartado's deposit, what a transfer order asks for now (docs/decisions/0253). */
  deposit?: number;
}

type BankAccount = { bankName: string; accountHolder: string; accountNumber: string; accountType: string };

const LINE_LABEL: Partial<Record<BalanceLine["kind"], string>> = {
  subtotal: msg.sumSubtotal,
  shipping: msg.sumShipping,
  promoDiscount: msg.promoDiscountLabel,
  codeDiscount: msg.sumCodeDiscount,
  total: msg.sumTotal,
};

/**
 * The totals as the order shows them (domain balanceLines), each with its label and amount; the
 * subtotal and the promotion are the ones the lines add up to (docs/decisions/0244).
 */
function totalsOf(order: ConfirmedOrder, story: SalePriceStory): [string, string][] {
  const lines = balanceLines({
    subtotal: story.subtotal,
    promoItemsDiscount: story.promoItemsDiscount,
    appliedDiscount: order.appliedDiscount,
    shippingCost: order.shippingCost,
  });
  const rows = lines.map((line): [string, string] => [
    line.kind === "codeDiscount" && line.code
      ? `${LINE_LABEL.codeDiscount} (${line.code})`
      : (LINE_LABEL[line.kind] ?? line.kind),
    `${line.negative ? "-" : ""}${formatMoney(line.amount)}`,
  ]);
  if (!order.credit) return rows;
  // Saldo a favor spent on the order (docs/decisions/0251): what it covered and what is left to pay.
  const total = lines.find((line) => line.kind === "total")?.amount ?? 0;
  return [
    ...rows,
    [creditMsg.creditAppliedLine, `-${formatMoney(order.credit)}`],
    [creditMsg.leftToPay, formatMoney(Math.max(0, total - order.credit))],
  ];
}

/**
 * "Ver mi compra": the order's page with its signed link (docs/decisions/0242), built from
 * BASE_URL only, so a guest without an account opens it as well as the buyer's account does.
 */
export const purchaseLink = (brand: MailBrand, saleId: string) =>
  orderAccessUrl(brand.baseUrl, saleId, new Date());

/** Order confirmation: the items, the totals, and for a transfer the store's bank accounts. */
export function orderConfirmationEmail(
  brand: MailBrand,
  order: ConfirmedOrder,
  bankAccounts: readonly BankAccount[],
): RenderedEmail {
  const number = `#${orderNumber(order.id)}`;
  const link = purchaseLink(brand, order.id);
  const transfer = order.method === "transfer";
  const subject = transfer
    ? `Recibimos su pedido ${number} en ${brand.storeName}`
    : `Confirmación de su compra ${number} en ${brand.storeName}`;
  const intro = transfer
    ? `Recibimos su pedido ${number}. Para completarlo, transfiera ${order.deposit ? `el depósito de su apartado, ${formatMoney(order.deposit)},` : order.credit ? "lo que queda por pagar" : "el total"} a una de nuestras cuentas y envíenos el comprobante; confirmaremos su compra al verificar el pago.`
    : order.method === "credit"
      ? `Su compra ${number} está pagada con su saldo a favor y confirmada. Gracias por su compra.`
      : `Su pago con tarjeta fue aprobado y su compra ${number} está confirmada. Gracias por su compra.`;
  // Each item at its regular price, its promotion on a row of its own, as the receipt prints them.
  const story = salePriceStory(order);
  const items = story.lines.map((line) => ({
    name: line.item.productName,
    quantity: line.quantity,
    // Named only where a promotion lowers the price, as the screens cross it out only there.
    regular:
      line.crossedOut === null
        ? null
        : `${msg.regularPriceLabel} ${msg.unitPriceEach(formatMoney(line.crossedOut))}`,
    amount: formatMoney(line.regularAmount),
    promotion:
      line.promotion > 0
        ? {
            label: msg.promoLineOnPaper(formatMoney(line.unitPrice)),
            amount: `-${formatMoney(line.promotion)}`,
          }
        : null,
  }));
  const totals = totalsOf(order, story);
  const banks = bankAccounts.map(
    (b) => `${b.bankName} · ${b.accountType} · ${b.accountNumber} · ${b.accountHolder}`,
  );
  const cell = "padding:6px 0;border-bottom:1px solid #eee";
  const itemRows: Html[] = items.map(
    (i) =>
      html`<tr><td style="${cell}">${i.name}${i.regular ? html`<br><span style="color:#666;font-size:12px">${i.regular}</span>` : null}</td><td style="${cell};text-align:center">${i.quantity}</td><td style="${cell};text-align:right;white-space:nowrap">${i.amount}</td></tr>
${i.promotion ? html`<tr><td colspan="2" style="${cell};color:#666">${i.promotion.label}</td><td style="${cell};text-align:right;white-space:nowrap">${i.promotion.amount}</td></tr>` : null}`,
  );
  const totalRows: Html[] = totals.map(
    ([label, amount], index) =>
      html`<tr><td colspan="2" style="padding:4px 0;${index === totals.length - 1 ? "font-weight:bold" : ""}">${label}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;${index === totals.length - 1 ? "font-weight:bold" : ""}">${amount}</td></tr>`,
  );
  const bankBlock = transfer
    ? html`<p style="margin-top:20px"><strong>Cuentas para su transferencia</strong></p>
${banks.length ? html`<ul>${banks.map((b) => html`<li>${b}</li>`)}</ul>` : html`<p>Escríbanos y le indicaremos la cuenta para transferir.</p>`}`
    : null;
  const textBanks = transfer
    ? `\n\nCuentas para su transferencia:\n${banks.length ? banks.map((b) => `- ${b}`).join("\n") : "Escríbanos y le indicaremos la cuenta para transferir."}`
    : "";
  return composeEmail(brand, {
    subject,
    greet: order.customerName,
    html: html`<p>${intro}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
<tr><th align="left" style="padding:6px 0">Producto</th><th style="padding:6px 0">Cant.</th><th align="right" style="padding:6px 0">Importe</th></tr>
${itemRows}
${totalRows}
</table>
${bankBlock}
<p>Adjuntamos el recibo en PDF.</p>
${button(link, "Ver mi compra")}`,
    text: `${intro}\n\n${items
      .map(
        (i) =>
          `${i.quantity} × ${i.name}${i.regular ? ` (${i.regular})` : ""}: ${i.amount}${i.promotion ? `\n  ${i.promotion.label}: ${i.promotion.amount}` : ""}`,
      )
      .join(
        "\n",
      )}\n\n${totals.map(([l, a]) => `${l}: ${a}`).join("\n")}${textBanks}\n\nAdjuntamos el recibo en PDF.\nVer mi compra: ${link}`,
  });
}

/**
 * Queues the order confirmation to the buyer's address, in the transaction that marks the card
 * order paid or stores the transfer purchase; the receipt PDF is attached when it is sent
 * (`saleReceipt` for a sale, `webPurchaseReceipt` for a transfer not yet converted).
 */
export async function queueOrderConfirmation(
  tx: Tx,
  order: ConfirmedOrder,
  to: { address: string | null | undefined; name: string },
): Promise<void> {
  const address = to.address?.trim();
  if (!address) return;
  const settings = await loadSettings(tx);
  const number = orderNumber(order.id);
  await enqueueEmailWithCommit(tx, {
    key: `order-confirmation:${order.id}:${address.toLowerCase()}`,
    template: order.method === "transfer" ? "order-confirmation-transfer" : "order-confirmation",
    to: { address, name: to.name },
    ...orderConfirmationEmail(await mailBrand(tx), order, settings.bankAccounts ?? []),
    attachments: [
      {
        filename: `recibo-${number}.pdf`,
        source: order.method === "transfer" ? "webPurchaseReceipt" : "saleReceipt",
        ref: order.id,
      },
    ],
  });
}

/** Shipped: the carrier, the tracking number and its link (when staff gave one). */
export function orderShippedEmail(
  brand: MailBrand,
  facts: {
    saleId: string;
    customerName: string;
    carrier: string | null;
    trackingNumber: string;
    trackingUrl: string | null;
  },
): RenderedEmail {
  const number = `#${orderNumber(facts.saleId)}`;
  const subject = `Su pedido ${number} va en camino`;
  const link = purchaseLink(brand, facts.saleId);
  const carrier = facts.carrier?.trim() || "—";
  const tracking = safeHttpUrl(facts.trackingUrl);
  return composeEmail(brand, {
    subject,
    greet: facts.customerName,
    html: html`<p>Enviamos su pedido ${number}.</p>
<p>Transportista: <strong>${carrier}</strong><br>Número de guía: <strong>${facts.trackingNumber}</strong></p>
${tracking ? button(tracking, "Rastrear mi envío") : null}
<p><a href="${link}">Ver mi compra</a></p>`,
    text: `Enviamos su pedido ${number}.\nTransportista: ${carrier}\nNúmero de guía: ${facts.trackingNumber}${tracking ? `\nRastrear mi envío: ${tracking}` : ""}\n\nVer mi compra: ${link}`,
  });
}

/** Delivered: the order arrived. */
export function orderDeliveredEmail(
  brand: MailBrand,
  facts: { saleId: string; customerName: string },
): RenderedEmail {
  const number = `#${orderNumber(facts.saleId)}`;
  const subject = `Su pedido ${number} fue entregado`;
  const link = purchaseLink(brand, facts.saleId);
  return composeEmail(brand, {
    subject,
    greet: facts.customerName,
    html: html`<p>Su pedido ${number} fue entregado. Gracias por comprar en ${brand.storeName}.</p>
${button(link, "Ver mi compra")}`,
    text: `Su pedido ${number} fue entregado. Gracias por comprar en ${brand.storeName}.\n\nVer mi compra: ${link}`,
  });
}

/** A tracking link staff typed is used only when it is a plain http(s) URL. */
function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Emails the customer (account or manual customer, at the sale's recorded address) when staff
 * ship or deliver the order. Which change counts as shipped or delivered is the same rule as the
 * in-app notices (domain orderChangeNotices), so both always agree.
 */
export async function queueShippingEmails(tx: Tx, before: SaleRecord, after: SaleRecord): Promise<void> {
  const address = after.customerEmail?.trim();
  if (!address) return;
  const state = (s: SaleRecord) => ({
    status: s.status,
    payments: s.payments,
    isDelivered: s.isDelivered,
    shipping: s.shipping,
    balance: balanceDue(s),
  });
  const kinds = new Set(
    orderChangeNotices(state(before), state(after), orderNumber(after.id)).map((n) => n.kind),
  );
  if (!kinds.has("shipped") && !kinds.has("delivered")) return;
  const brand = await mailBrand(tx);
  const to = { address, name: after.customerName };
  const tracking = after.shipping.trackingNumber;
  if (kinds.has("shipped") && tracking) {
    await enqueueEmail(tx, {
      key: `order-shipped:${after.id}:${tracking}:${address.toLowerCase()}`,
      template: "order-shipped",
      to,
      ...orderShippedEmail(brand, {
        saleId: after.id,
        customerName: after.customerName,
        carrier: after.shipping.carrier,
        trackingNumber: tracking,
        trackingUrl: after.shipping.trackingUrl,
      }),
    });
  }
  if (kinds.has("delivered")) {
    await enqueueEmail(tx, {
      key: `order-delivered:${after.id}:${after.deliveredAt ?? ""}:${address.toLowerCase()}`,
      template: "order-delivered",
      to,
      ...orderDeliveredEmail(brand, { saleId: after.id, customerName: after.customerName }),
    });
  }
}

const SAMPLE_ORDER: ConfirmedOrder = {
  id: "a1b2c3d4e5f6g7h8i9j0",
  customerName: "Ana Pérez",
  items: [
    { productName: "Reloj Citizen Eco-Drive", quantity: 1, price: 850_000, originalPrice: 950_000 },
    { productName: "Correa de cuero", quantity: 2, price: 45_000, originalPrice: 45_000 },
  ],
  subtotal: 1_040_000,
  promoItemsDiscount: 100_000,
  appliedDiscount: { code: "NAVIDAD", amount: 94_000 },
  shippingCost: 15_000,
  method: "card",
};
const SAMPLE_BANKS: BankAccount[] = [
  {
    bankName: "Banco Atlántida",
    accountType: "Ahorros",
    accountNumber: "1234567890",
    accountHolder: "Tienda S. de R.L.",
  },
];

registerMailTemplate({
  template: "order-confirmation",
  label: "Confirmación de compra con tarjeta",
  sample: (b) => orderConfirmationEmail(b, SAMPLE_ORDER, []),
});
registerMailTemplate({
  template: "order-confirmation-transfer",
  label: "Confirmación de pedido por transferencia",
  sample: (b) => orderConfirmationEmail(b, { ...SAMPLE_ORDER, method: "transfer" }, SAMPLE_BANKS),
});
registerMailTemplate({
  template: "order-shipped",
  label: "Pedido enviado",
  sample: (b) =>
    orderShippedEmail(b, {
      saleId: SAMPLE_ORDER.id,
      customerName: "Ana Pérez",
      carrier: "Cargo Expreso",
      trackingNumber: "CE-123456",
      trackingUrl: "https://www.cargoexpreso.com/rastreo?guia=CE-123456",
    }),
});
registerMailTemplate({
  template: "order-delivered",
  label: "Pedido entregado",
  sample: (b) => orderDeliveredEmail(b, { saleId: SAMPLE_ORDER.id, customerName: "Ana Pérez" }),
});
