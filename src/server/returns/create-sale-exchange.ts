import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { CreateExchangeInput } from "../../contracts/returns/returns";
import type { CreateSaleInput } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { refundCredit } from "../../domain/sales/credit";
import { creditForPurchase } from "../../domain/sales/credit-spend";
import { registerPayment } from "../../domain/sales/payments";
import { creditBalance } from "../../domain/sales/sale-ledger";
import { balanceDue } from "../../domain/sales/totals";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { AppError, notFound } from "../http/errors";
import { issueInvoiceIn } from "../invoices";
import { invoices } from "../invoices/schema";
import {
  availableCredit,
  fromDomain,
  loadSale,
  mutateSaleIn,
  registerSaleIn,
  spendCreditIn,
  transferAbonoRefusal,
  transferCreditIn,
} from "../sales";
import { applyReturnIn } from "./apply-return";
import { readReturnRow } from "./return-rows";
import { saleReturns } from "./schema";

/**
 * An exchange in one step (docs/decisions/0249), one transaction: the return is applied (its nota de
 * crédito too when the sale was invoiced), the new watches become a new sale of the same customer
 * (serialized units named, so their warranty starts with it), the return's saldo a favor pays the
 * new sale as a traspaso, and the difference is collected now or left owing — or, when the new
 * sale costs less, given back now or left as saldo a favor. Any refusal writes nothing.
 */
export async function createSaleExchange(
  db: Db,
  saleId: string,
  user: SessionUser,
  input: CreateExchangeInput,
) {
  return db.transaction(async (tx) => {
    const original = await loadSale(tx, saleId, { forUpdate: true });
    if (!original) throw notFound(msg.orderNotFound);
    const customer: CreateSaleInput["customer"] | null = original.customerId
      ? { kind: "customer", customerId: original.customerId }
      : original.customerUserId
        ? { kind: "user", userId: original.customerUserId }
        : null;
    if (!customer) throw new AppError("domain_rule", m.exchangeNeedsCustomer);
    const creditBefore = creditBalance(original);
    const returned = await applyReturnIn(tx, saleId, user, {
      lines: input.lines,
      reason: input.reason,
      lateReason: input.lateReason,
      version: input.version,
    });
    const now = new Date();
    const created = await registerSaleIn(
      tx,
      user,
      {
        customer,
        items: input.items,
        shipping: { mode: "pickup" },
        sellerId: original.sellerId,
      },
      now,
    );
    const fresh = await loadSale(tx, created.id);
    if (!fresh) throw notFound(msg.orderNotFound);
    // Only the saldo this return created moves; an older saldo stays where it was.
    const afterReturn = await loadSale(tx, saleId);
    const available = Math.max(0, creditBalance(afterReturn ?? original) - creditBefore);
    const moved = Math.min(available, balanceDue(fresh));
    if (moved > 0) await transferCreditIn(tx, saleId, user, { amount: moved, toSaleId: created.id });
    if (input.useCredit) {
      // The customer's older saldo a favor pays what is still owed, as far as it is free (0251).
      const owner = { customerId: original.customerId, userId: original.customerUserId };
      const owed = balanceDue((await loadSale(tx, created.id)) ?? fresh);
      const spend = creditForPurchase(await availableCredit(tx, owner), owed);
      if (spend > 0) await spendCreditIn(tx, user, owner, created.id, spend);
    }
    if (input.payment) {
      const { method, date } = input.payment;
      const refused = await transferAbonoRefusal(tx, method);
      if (refused) throw new AppError("domain_rule", refused, "payment.method");
      await mutateSaleIn(tx, created.id, user, undefined, (sale, actor) => {
        const owed = balanceDue(sale);
        if (owed <= 0) return { record: sale, history: [], notices: [] };
        const payment = { amount: owed, date, type: "full" as const, method, paymentId: newId() };
        return fromDomain(sale, registerPayment(sale, payment, actor));
      });
    }
    const left = available - moved;
    // The original's document as it stands now: after the refund, or re-read after the traspaso
    // (a mutation that decides nothing writes nothing and answers the sale).
    const outcome = await mutateSaleIn(tx, saleId, user, undefined, (sale, actor) => {
      if (!input.refund || left <= 0) return { record: sale, history: [], notices: [] };
      const change = fromDomain(
        sale,
        refundCredit(sale, left, actor, { method: input.refund.method, date: input.refund.date }),
      );
      return { ...change, notices: [m.exchangeRefunded(formatMoney(left))] };
    });
    await tx
      .update(saleReturns)
      .set({ exchangeSaleId: created.id })
      .where(eq(saleReturns.id, returned.returnId));
    const row = await readReturnRow(tx, returned.returnId);
    if (!row) throw notFound(msg.orderNotFound);
    // An invoiced sale's exchange takes its nota de crédito and the new sale's factura together,
    // for the same buyer.
    let factura: string | null = null;
    if (row.creditNote) {
      const [old] = await tx
        .select({ buyerName: invoices.buyerName, buyerRtn: invoices.buyerRtn })
        .from(invoices)
        .where(
          and(eq(invoices.saleId, saleId), eq(invoices.kind, "factura"), eq(invoices.status, "Emitida")),
        );
      const issued = await issueInvoiceIn(tx, created.id, user, {
        buyerName: old?.buyerName,
        buyerRtn: old?.buyerRtn ?? undefined,
      });
      factura = issued.invoice.number;
    }
    const newSale = await loadSale(tx, created.id);
    if (!newSale) throw notFound(msg.orderNotFound);
    return {
      ...outcome,
      notices: [
        m.exchanged(returned.number, created.orderNumber),
        ...outcome.notices,
        ...(factura ? [m.exchangeInvoiced(row.creditNote?.number ?? "", factura)] : []),
      ],
      return: row,
      newSale: {
        id: created.id,
        orderNumber: created.orderNumber,
        total: newSale.total,
        balance: balanceDue(newSale),
      },
    };
  });
}
