import type { SessionUser } from "../../contracts/session";
import { formatMoney, paymentTypeLabel, saleCustomerTypeLabel } from "../../domain";
import { msg } from "../../domain/messages";
import { orderNumber } from "../../domain/roles";
import { formatShopDate } from "../../domain/shop-calendar";
import { STORE_TAGLINE } from "../../domain/store";
import { storeNameOf } from "../../domain/store-settings";
import { balanceDue } from "../../domain/totals";
import type { Db } from "../db/client";
import { type ReceiptData, renderReceipt } from "../gateways/pdf/receipt-pdf";
import { notFound } from "../http/errors";
import { loadSale, maySeeSale, type SaleRecord } from "../sales";
import { loadSettings } from "../settings";

/** Dates print as the shop's calendar days, like the order dialog shows them. */
const dateText = formatShopDate;

/**
 * The receipt's content. When amountPaid was set by hand
 * (paymentHistoryInvalidated, docs/product/states.md) the payment list no longer explains it, so only the
 * amount paid is printed.
 */
export function receiptData(
  sale: SaleRecord,
  store: {
    bankAccounts: Array<{
      bankName: string;
      accountHolder: string;
      accountNumber: string;
      accountType: string;
    }>;
    storeName?: string;
    legalName?: string;
    rtn?: string;
    phone?: string;
    address?: string;
    whatsappNumber?: string;
    storeEmail?: string;
  },
): ReceiptData {
  const money = formatMoney;
  const totals: Array<[string, string]> = [[msg.sumSubtotal, money(sale.subtotal)]];
  if (sale.promoItemsDiscount) totals.push([msg.promoDiscountLabel, `-${money(sale.promoItemsDiscount)}`]);
  if (sale.appliedDiscount)
    totals.push([
      `${msg.sumCodeDiscount} (${sale.appliedDiscount.code})`,
      `-${money(sale.appliedDiscount.amount)}`,
    ]);
  if (sale.shippingCost) totals.push([msg.sumShipping, money(sale.shippingCost)]);
  for (const c of sale.extraCosts) totals.push([c.description, money(c.amount)]);
  totals.push([msg.sumTotal, money(sale.total)]);
  if (sale.extraDiscount.amount)
    totals.push([
      `${msg.extraDiscountSection}${sale.extraDiscount.reason ? ` (${sale.extraDiscount.reason})` : ""}`,
      `-${money(sale.extraDiscount.amount)}`,
    ]);
  if (sale.refundedAmount) totals.push([msg.refundedLabel, money(sale.refundedAmount)]);
  const payments =
    sale.paymentHistoryInvalidated || sale.payments.length === 0
      ? [`${msg.receiptAmountPaid}: ${money(sale.amountPaid)}`]
      : [
          ...sale.payments.map(
            (p) => `${dateText(p.date)} · ${paymentTypeLabel(p.type)} · ${money(p.amount)}`,
          ),
          `${msg.receiptAmountPaid}: ${money(sale.amountPaid)}`,
        ];
  const ship = sale.shipping;
  return {
    // The store's data from Configuración, never a second copy.
    storeName: storeNameOf(store.storeName),
    storeLines: [
      ...(store.legalName ? [store.legalName] : [STORE_TAGLINE]),
      ...(store.rtn ? [`RTN: ${store.rtn}`] : []),
      ...(store.address ? [store.address] : []),
      ...(store.phone ? [`Tel.: ${store.phone}`] : []),
      ...(store.whatsappNumber ? [`WhatsApp: +504 ${store.whatsappNumber}`] : []),
      ...(store.storeEmail ? [store.storeEmail] : []),
    ],
    title: msg.receiptTitle,
    orderLabel: msg.orderTitle(orderNumber(sale.id)),
    dateLine: `${msg.receiptDate}: ${dateText(sale.saleDate)}`,
    statusLine: `${msg.statusLabel}: ${sale.status}`,
    customerLines: [
      `${msg.customerLabel}: ${sale.customerName}`,
      saleCustomerTypeLabel(sale.customerType),
      ...[sale.customerPhone, sale.customerEmail].filter((v): v is string => Boolean(v)),
      ...(ship.city ? [[ship.address, ship.city, ship.department].filter(Boolean).join(", ")] : [msg.pickup]),
    ],
    itemHeader: [msg.receiptItems, msg.receiptQty, msg.receiptPrice, msg.receiptAmount],
    items: sale.items.map((i) => [
      i.productName,
      String(i.quantity),
      money(i.price),
      money(i.price * i.quantity),
    ]),
    totals,
    paymentsTitle: msg.receiptPayments,
    payments,
    balance: [msg.balanceLabel, money(balanceDue(sale))],
    bankTitle: msg.receiptBankAccounts,
    bankAccounts: store.bankAccounts.map(
      (b) => `${b.bankName} · ${b.accountType} · ${b.accountNumber} · ${b.accountHolder}`,
    ),
    footer: msg.receiptThanks,
  };
}

/** The receipt PDF of a sale for an email attachment (the email was queued for its customer). */
export async function receiptPdfOf(db: Db, id: string): Promise<Buffer> {
  const sale = await loadSale(db, id);
  if (!sale) throw notFound(msg.orderNotFound);
  return renderReceipt(receiptData(sale, await loadSettings(db)));
}

export async function saleReceipt(
  db: Db,
  user: SessionUser,
  id: string,
): Promise<{ pdf: Buffer; filename: string }> {
  const sale = await loadSale(db, id);
  if (!sale || !maySeeSale(user, sale)) throw notFound(msg.orderNotFound);
  const pdf = await renderReceipt(receiptData(sale, await loadSettings(db)));
  return { pdf, filename: `recibo-${orderNumber(sale.id)}.pdf` };
}
