import { legacyCommission, toCentavos } from "../../domain/import/legacy-import";
import { formatMoney } from "../../domain/kernel/money";
import { percentText } from "../../domain/sales/commission";
import { paidFromRecords } from "../../domain/sales/payments";
import type { Payment, SaleMoney, SaleStatus } from "../../domain/sales/sale";
import { saleTotal } from "../../domain/sales/totals";
import { newId } from "../db/ids";
import { IMPORTER, type Note } from "./import-run";
import { Bad, type Reader } from "./read";
import type { ImportReport } from "./report";
import { readItems } from "./web-orders";

/** What reading a sale's money needs from the run. */
export interface SaleMoneyContext {
  /** Payment ids already taken: a repeated or missing one gets a new id. */
  paymentIds: Set<string>;
  report: ImportReport;
  note: Note;
}

/**
 * The money of an exported sale (its lines, payments, costs, discounts, commission, total and
 * refunds), read with the sale's reader already lenient (docs/decisions/0151): an amount is never
 * guessed, but a total that is not an amount is computed from its parts, an odd commission or
 * discount percentage is read as well as it can be, and each is noted with its original kept. A
 * paid amount its payments do not add up to marks the payment history as invalidated.
 */
export function readSaleMoney(
  id: string,
  r: Reader,
  status: SaleStatus,
  createdAt: string,
  ctx: SaleMoneyContext,
): SaleMoney {
  const items = readItems(r);
  if (!items.length) throw new Bad("items: la venta no tiene artículos");
  const payments: Payment[] = r.array("payments").map((p, i) => {
    const pr = r.sub(p, `payments[${i}]`);
    const amount = pr.money("amount");
    if (amount <= 0) throw new Bad(`payments[${i}].amount: debe ser mayor que 0`);
    let paymentId = pr.optStr("paymentId") ?? pr.optStr("id") ?? "";
    if (!paymentId || ctx.paymentIds.has(paymentId)) paymentId = newId();
    ctx.paymentIds.add(paymentId);
    const type = pr.str("type", "partial");
    return {
      paymentId,
      amount,
      date: pr.time("date", createdAt),
      recordedBy: pr.str("recordedBy", IMPORTER),
      type: type === "full" ? "full" : "partial",
      modifiedAt: pr.optTime("modifiedAt"),
    };
  });
  const extraCosts = r.array("extraCosts").map((c, i) => {
    const cr = r.sub(c, `extraCosts[${i}]`);
    return { description: cr.str("description", ""), amount: cr.money("amount") };
  });
  const applied = r.obj("appliedDiscount");
  const ar = r.sub(applied, "appliedDiscount");
  const ed = r.sub("extraDiscount");
  const money: SaleMoney = {
    items,
    subtotal: r.money("subtotal"),
    shippingCost: r.money("shippingCost", 0),
    extraCosts,
    extraCostsTotal: r.money(
      "extraCostsTotal",
      extraCosts.reduce((s, c) => s + c.amount, 0),
    ),
    promoItemsDiscount: r.money("promoItemsDiscount", 0),
    appliedDiscount: applied
      ? {
          code: ar.str("code", ""),
          percentage: Math.round(ar.num("percentage", 0)),
          amount: ar.money("amount", 0),
        }
      : null,
    extraDiscount: { amount: ed.money("amount", 0), reason: ed.str("reason", "") },
    total: 0, // below: the stored total, or computed from its parts when it is not an amount
    amountPaid: r.money("amountPaid", 0),
    refundedAmount: r.money("refundedAmount", 0),
    status,
    payments,
    refunds: [],
    paymentHistoryInvalidated: r.bool("paymentHistoryInvalidated", false),
    isDelivered: r.bool("isDelivered", false),
    shippedAt: r.optTime("shippedAt"),
    deliveredAt: r.optTime("deliveredAt"),
    cancellationReason: r.optStr("cancellationReason"),
    commission: { basisPoints: 0 },
  };
  // 7.5 % is a normal rate (basis points here); an odd one is read as well as it can be and its original kept.
  const commissionDoc = r.obj("commission");
  const commission = legacyCommission(commissionDoc?.percentage);
  money.commission = { basisPoints: commission.basisPoints };
  if (commission.odd) {
    r.used.delete("commission"); // the original goes to import_extras with the sale
    ctx.note(
      "sales",
      id,
      `commission.percentage ${JSON.stringify(commissionDoc?.percentage)}: se importa como ${percentText(commission.basisPoints)} %`,
    );
  }
  // A total that is not an amount is computed from its parts (never blanked); the original is kept and listed.
  const storedTotal = r.doc.total === undefined || r.doc.total === null ? null : toCentavos(r.doc.total);
  if (storedTotal?.ok) {
    money.total = r.money("total");
  } else {
    money.total = saleTotal(money);
    ctx.note(
      "sales",
      id,
      `total ${JSON.stringify(r.doc.total ?? null)}: no es un importe, se calcula de sus partes (${formatMoney(money.total)})`,
    );
  }
  // The amount is what counts and is kept; a percentage with decimals is shown rounded and its original kept.
  if (money.appliedDiscount && applied && applied.percentage !== money.appliedDiscount.percentage) {
    r.used.delete("appliedDiscount");
    ctx.note(
      "sales",
      id,
      `appliedDiscount.percentage ${String(applied.percentage)}: se muestra como ${money.appliedDiscount.percentage} %`,
    );
  }
  const amounts = [
    money.subtotal,
    money.shippingCost,
    money.extraCostsTotal,
    money.promoItemsDiscount,
    money.total,
    money.amountPaid,
    money.refundedAmount,
    money.extraDiscount.amount,
    ...extraCosts.map((c) => c.amount),
  ];
  if (amounts.some((a) => a < 0)) throw new Bad("importe negativo");
  // A refunded amount of the original has no dated record: it becomes one, dated when the sale was last cancelled (or created).
  if (money.refundedAmount > 0)
    money.refunds = [{ amount: money.refundedAmount, date: createdAt, recordedBy: IMPORTER }];
  const fromPayments = paidFromRecords(money);
  if (!money.paymentHistoryInvalidated && fromPayments !== money.amountPaid) {
    money.paymentHistoryInvalidated = true;
    ctx.report.invalidatedPayments.push({ id, stored: money.amountPaid, fromPayments });
  }
  return money;
}
