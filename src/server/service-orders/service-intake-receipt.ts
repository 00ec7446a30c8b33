import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { type ReceiptPaper, receiptPaperOf } from "../../domain/receipts/printing";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { storeNameOf } from "../../domain/settings/store-settings";
import type { Db } from "../db/client";
import { PAPERS } from "../gateways/pdf/pdf-builder";
import { type ReceiptData, renderReceipt } from "../gateways/pdf/receipt-pdf";
import { receiptPage, receiptStoreLines } from "../receipts";
import { loadSettings } from "../settings";
import { numberOf, owedOn, saleOfOrder, watchOf } from "./desk-context";
import { readServiceOrder } from "./service-order-rows";

/**
 * The intake receipt: the watch as it came in, what was asked, the estimate, the deposit and the
 * claim code the customer brings back, on the same paper (letter, 80 or 58 mm) as a sale's receipt.
 */
async function intakeReceipt(db: Db, id: string, papel?: ReceiptPaper) {
  const order = await readServiceOrder(db, id);
  const sale = await saleOfOrder(db, order);
  const store = await loadSettings(db);
  const row = (label: string, value: string): [string, string, string, string] => [label, "", "", value];
  const details = [
    row(m.intakeWatch, watchOf(order)),
    row(m.intakeKind, order.kind),
    row(m.intakeProblem, order.problem),
    ...(order.condition ? [row(m.intakeCondition, order.condition)] : []),
    ...(order.accessories ? [row(m.intakeAccessories, order.accessories)] : []),
    ...(order.warranty ? [row(m.intakeWarranty, m.intakeWarrantyYes)] : []),
    ...(order.estimatedDate
      ? [row(m.intakeEstimatedDate, formatShopDate(`${order.estimatedDate}T12:00:00-06:00`))]
      : []),
  ];
  const number = numberOf(order);
  const data: ReceiptData = {
    storeName: storeNameOf(store.storeName),
    storeLines: receiptStoreLines(store),
    title: m.intakeTitle,
    orderLabel: m.intakeOrderLabel(number),
    dateLine: m.intakeDate(formatShopDate(order.receivedAt)),
    statusLine: m.intakeState(order.state),
    customerLines: [
      sale.customerName,
      ...[sale.customerPhone, sale.customerEmail].filter((v): v is string => Boolean(v)),
    ],
    itemHeader: m.intakeHeader,
    items: details,
    totals: [
      [
        m.intakeEstimatedPrice,
        sale.total > 0 || order.warranty ? formatMoney(sale.total) : m.intakeToBeQuoted,
      ],
      [m.intakePaid, formatMoney(sale.amountPaid)],
    ],
    paymentsTitle: m.intakeClaimTitle,
    payments: [order.claimCode, m.intakeClaimNote],
    balance: [m.intakeBalance, formatMoney(owedOn(sale))],
    bankTitle: "",
    bankAccounts: [],
    footer: m.intakeFooter,
  };
  return { data, paper: papel ?? receiptPaperOf(store.receiptPaper), number };
}

export async function serviceIntakeReceipt(db: Db, id: string, papel?: ReceiptPaper) {
  const { data, paper, number } = await intakeReceipt(db, id, papel);
  const pdf = await renderReceipt(data, PAPERS[paper]);
  return {
    pdf,
    filename: paper === "carta" ? `recepcion-${number}.pdf` : `recepcion-${number}-${paper}.pdf`,
  };
}

export async function serviceIntakeReceiptPage(db: Db, id: string, papel?: ReceiptPaper) {
  const { data, paper } = await intakeReceipt(db, id, papel);
  return receiptPage(data, paper);
}
