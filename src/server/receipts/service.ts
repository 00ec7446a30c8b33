import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { addressLine } from "../../domain/checkout/address";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { orderNumber } from "../../domain/kernel/roles";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { STORE_TAGLINE } from "../../domain/kernel/store";
import { type ReceiptPaper, receiptPaperOf, receiptThanksOf } from "../../domain/receipts/printing";
import { saleCustomerTypeLabel } from "../../domain/sales/customer-type";
import {
  isOpenStatus,
  layawayTermsOf,
  policySentence,
  type StoredLayawaySettings,
} from "../../domain/sales/layaway";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { paymentTypeLabel } from "../../domain/sales/payments";
import { type LinePriceStory, salePriceStory } from "../../domain/sales/price-story";
import { openSale } from "../../domain/sales/sale-create";
import { balanceDue, hasPendingBalance } from "../../domain/sales/totals";
import { storeNameOf } from "../../domain/settings/store-settings";
import type { Db } from "../db/client";
import { PAPERS } from "../gateways/pdf/pdf-builder";
import { type ReceiptData, renderReceipt } from "../gateways/pdf/receipt-pdf";
import { notFound } from "../http/errors";
import { type SaleUnit, saleUnits } from "../inventory";
import { loadSale, maySeeSale, type SaleRecord } from "../sales";
import { loadSettings } from "../settings";
import { storedOrder } from "../web-purchases";
import { unregisteredPurchases } from "../web-purchases/schema";
import { receiptPage } from "./receipt-page";

/** Dates print as the shop's calendar days, like the order dialog shows them. */
const dateText = formatShopDate;

/**
 * The receipt's content. When amountPaid was set by hand
 * (paymentHistoryInvalidated, docs/product/states.md) the payment list no longer explains it, so only the
 * amount paid is printed.
 */
export function receiptData(
  sale: SaleRecord,
  units: readonly SaleUnit[],
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
    receiptThanks?: string;
  } & StoredLayawaySettings,
): ReceiptData {
  const money = formatMoney;
  // The lines and the first two totals come from one story, so the lines add up to them (docs/decisions/0244).
  const story = salePriceStory(sale);
  const totals: Array<[string, string]> = [[msg.sumSubtotal, money(story.subtotal)]];
  if (story.promoItemsDiscount) totals.push([msg.promoDiscountLabel, `-${money(story.promoItemsDiscount)}`]);
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
  const openLayaway = sale.layawayUntil && isOpenStatus(sale.status) ? sale.layawayUntil : null;
  return {
    // The store's data from Configuración, never a second copy.
    storeName: storeNameOf(store.storeName),
    storeLines: receiptStoreLines(store),
    title: msg.receiptTitle,
    orderLabel: msg.orderTitle(orderNumber(sale.id)),
    dateLine: `${msg.receiptDate}: ${dateText(sale.saleDate)}`,
    statusLine: `${msg.statusLabel}: ${sale.status}${openLayaway ? ` · ${layawayMsg.layawayLine(dateText(openLayaway))}` : ""}`,
    customerLines: [
      `${msg.customerLabel}: ${sale.customerName}`,
      saleCustomerTypeLabel(sale.customerType),
      ...[sale.customerPhone, sale.customerEmail].filter((v): v is string => Boolean(v)),
      ...(ship.city ? [addressLine(ship)] : [msg.pickup]),
    ],
    itemHeader: [msg.receiptItems, msg.receiptQty, msg.regularPriceLabel, msg.receiptAmount],
    items: receiptItemRows(story.lines, units),
    totals,
    paymentsTitle: msg.receiptPayments,
    payments,
    balance: [msg.balanceLabel, money(balanceDue(sale))],
    bankTitle: msg.receiptBankAccounts,
    // Where to deposit matters only while something is still owed: a paid receipt lists none.
    bankAccounts: (hasPendingBalance({ status: sale.status, balance: balanceDue(sale) })
      ? store.bankAccounts
      : []
    ).map((b) => `${b.bankName} · ${b.accountType} · ${b.accountNumber} · ${b.accountHolder}`),
    // An open apartado's receipt states its deadline and the expiry policy (docs/decisions/0250).
    footer: [
      ...(openLayaway ? [policySentence(openLayaway, layawayTermsOf(store))] : []),
      receiptThanksOf(store.receiptThanks, msg.receiptThanks),
    ].join(" "),
  };
}

/** The store's lines under its name on every receipt (Configuración's data, never a second copy). */
export function receiptStoreLines(store: {
  legalName?: string;
  rtn?: string;
  phone?: string;
  address?: string;
  whatsappNumber?: string;
  storeEmail?: string;
}): string[] {
  return [
    ...(store.legalName ? [store.legalName] : [STORE_TAGLINE]),
    ...(store.rtn ? [`RTN: ${store.rtn}`] : []),
    ...(store.address ? [store.address] : []),
    ...(store.phone ? [`Tel.: ${store.phone}`] : []),
    ...(store.whatsappNumber ? [`WhatsApp: +504 ${store.whatsappNumber}`] : []),
    ...(store.storeEmail ? [store.storeEmail] : []),
  ];
}

/**
 * Each item at its regular price (the subtotal's column), and below a promoted item the promotion
 * it takes back with the price per unit it leaves; the amounts of the column add up to the
 * subtotal, those of the promotion rows to the promotion discount.
 */
export function receiptItemRows(
  lines: readonly (LinePriceStory & { item: { productId?: string; productName: string } })[],
  units: readonly SaleUnit[] = [],
): Array<[string, string, string, string]> {
  return lines.flatMap(
    (line, index): Array<[string, string, string, string]> => [
      [
        line.item.productName,
        String(line.quantity),
        formatMoney(line.regularUnitPrice),
        formatMoney(line.regularAmount),
      ],
      ...(line.promotion > 0
        ? [
            [
              `  ${msg.promoLineOnPaper(formatMoney(line.unitPrice))}`,
              "",
              "",
              `-${formatMoney(line.promotion)}`,
            ] as [string, string, string, string],
          ]
        : []),
      // Its watches by serial with the warranty's last day, under the product's first line.
      ...(lines.findIndex((l) => l.item.productId === line.item.productId) === index
        ? units
            .filter((u) => u.productId === line.item.productId)
            .map((u): [string, string, string, string] => [
              `  ${msg.unitPaperLine(u.serial, u.warrantyEnd ? formatShopDate(u.warrantyEnd) : null)}`,
              "",
              "",
              "",
            ])
        : []),
    ],
  );
}

/**
 * The receipt PDF of a bank-transfer web purchase for its order confirmation: the purchase as
 * placed (nothing paid yet, Pendiente) on the same receipt a sale prints. Once staff converted it,
 * the sale keeps the purchase's id and its own receipt is sent instead.
 */
export async function webPurchaseReceiptPdf(db: Db, id: string): Promise<Buffer> {
  const [row] = await db.select().from(unregisteredPurchases).where(eq(unregisteredPurchases.id, id));
  if (!row) return receiptPdfOf(db, id);
  const order = storedOrder.parse(row.order);
  const { extraDiscount, ...priced } = order;
  const record: SaleRecord = {
    ...openSale(priced, extraDiscount ?? { amount: 0, reason: "" }, 0),
    id: row.id,
    version: 0,
    customerId: null,
    customerUserId: row.customerUserId,
    customerName: order.customerName ?? row.customerName,
    customerEmail: order.customerInfo.email,
    customerPhone: order.customerInfo.phone,
    customerType: order.customerType ?? "web-unregistered",
    shipping: { ...order.shippingInfo, carrier: null, trackingNumber: null, trackingUrl: null },
    sellerId: null,
    sellerName: null,
    isCardPayment: false,
    paymentData: null,
    originalUnregisteredId: null,
    saleDate: row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
  return renderReceipt(receiptData(record, [], await loadSettings(db)));
}

/** The receipt PDF of a sale for an email attachment (the email was queued for its customer). */
export async function receiptPdfOf(db: Db, id: string): Promise<Buffer> {
  const sale = await loadSale(db, id);
  if (!sale) throw notFound(msg.orderNotFound);
  return renderReceipt(receiptData(sale, await saleUnits(db, sale), await loadSettings(db)));
}

/** A sale's receipt for someone who may see it: its content and the paper (theirs, else Configuración's). */
async function readableReceipt(db: Db, user: SessionUser, id: string, papel: ReceiptPaper | undefined) {
  const sale = await loadSale(db, id);
  if (!sale || !maySeeSale(user, sale)) throw notFound(msg.orderNotFound);
  const store = await loadSettings(db);
  return {
    data: receiptData(sale, await saleUnits(db, sale), store),
    paper: papel ?? receiptPaperOf(store.receiptPaper),
    number: orderNumber(sale.id),
  };
}

export async function saleReceipt(
  db: Db,
  user: SessionUser,
  id: string,
  papel?: ReceiptPaper,
): Promise<{ pdf: Buffer; filename: string }> {
  const { data, paper, number } = await readableReceipt(db, user, id, papel);
  const pdf = await renderReceipt(data, PAPERS[paper]);
  return { pdf, filename: paper === "carta" ? `recibo-${number}.pdf` : `recibo-${number}-${paper}.pdf` };
}

/** The receipt as a page to print from the browser. */
export async function saleReceiptPage(db: Db, user: SessionUser, id: string, papel?: ReceiptPaper) {
  const { data, paper } = await readableReceipt(db, user, id, papel);
  return receiptPage(data, paper);
}
