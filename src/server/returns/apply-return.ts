import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { CreateReturnInput } from "../../contracts/returns/returns";
import { returnStock } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import type { Centavos } from "../../domain/kernel/money";
import { isAdmin, orderNumber } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import {
  applyReturn,
  checkReturnable,
  checkReturnRefund,
  checkWindow,
  DEFAULT_RETURN_WINDOW_DAYS,
  planReturnLines,
  type ReturnLineRecord,
  type ReturnLineRequest,
  windowStart,
} from "../../domain/returns/returns";
import { refundCredit } from "../../domain/sales/credit";
import { creditBalance } from "../../domain/sales/sale-ledger";
import type { Tx } from "../db/client";
import { notFound } from "../http/errors";
import { applyStockEffect, lockProducts, returnSaleUnits } from "../inventory";
import { issueCreditNote } from "../invoices";
import {
  fromDomain,
  type MutationOutcome,
  maySeeSale,
  movementAuthor,
  mutateSaleIn,
  orRefuse,
} from "../sales";
import { loadSettings } from "../settings";
import { saleReturns } from "./schema";

/** The return the decision wrote, for its nota de crédito. */
interface Recorded {
  id: string;
  number: string;
  lines: ReturnLineRecord[];
  value: Centavos;
}

/** What applying a return needs: the lines, why, an admin's late reason and the refund given now. */
export interface ReturnRequest {
  lines: readonly ReturnLineRequest[];
  reason: string;
  lateReason?: string | null;
  refund?: CreateReturnInput["refund"];
  version?: number;
}

/**
 * Applies a return on a sale inside the caller's transaction (docs/decisions/0249), under the
 * sale's lock: the rules decide the lines and their values; the units leave the sale's bucket
 * back to stock ('devolución', and out again as 'dañado' when not for sale), serialized watches
 * by their serials; the sale's worth falls by the return's value (the guard hears a "return", not
 * a repricing); what it leaves paid beyond the new worth is saldo a favor, of which the refund
 * asked is given back by its method and day (a journal entry); the return is recorded, and an
 * invoiced sale's nota de crédito issued from its own CAI range. `existingId`: a seller's request
 * being applied (its row is updated rather than a new one written).
 */
export async function applyReturnIn(
  tx: Tx,
  saleId: string,
  user: SessionUser,
  request: ReturnRequest,
  existingId?: string,
): Promise<{ outcome: MutationOutcome; returnId: string; number: string }> {
  const settings = await loadSettings(tx);
  let recorded: Recorded | null = null;
  const outcome = await mutateSaleIn(
    tx,
    saleId,
    user,
    request.version,
    async (sale, actor) => {
      if (!maySeeSale(user, sale)) throw notFound(msg.orderNotFound);
      orRefuse(checkReturnable(sale));
      const window = orRefuse(
        checkWindow(windowStart(sale, sale.saleDate), {
          windowDays: settings.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
          today: shopDay(actor.now),
          isAdmin: isAdmin(user.role),
          lateReason: request.lateReason,
        }),
      );
      const locked = await lockProducts(
        tx,
        sale.items.map((i) => i.productId),
      );
      const serialized = new Set([...locked.values()].filter((p) => p.serialized).map((p) => p.productId));
      const plan = orRefuse(planReturnLines(sale, request.lines, serialized));
      const creditBefore = creditBalance(sale);
      const priced = applyReturn(sale, plan, { number: "", lateReason: window.lateReason }, actor);
      const created: Centavos = Math.max(0, creditBalance(priced.sale) - creditBefore);
      const refund = orRefuse(checkReturnRefund(request.refund?.amount ?? 0, created));
      const row = {
        saleId,
        status: "Aplicada",
        lines: plan.lines,
        value: plan.value,
        refunded: refund,
        refundMethod: refund > 0 ? (request.refund?.method ?? null) : null,
        credited: created - refund,
        reason: request.reason.trim(),
        lateReason: window.lateReason,
        decidedById: user.id,
        decidedByName: user.name,
        decidedAt: new Date(actor.now),
      };
      const [saved] = existingId
        ? await tx.update(saleReturns).set(row).where(eq(saleReturns.id, existingId)).returning()
        : await tx
            .insert(saleReturns)
            .values({ ...row, requestedById: user.id, requestedByName: user.name })
            .returning();
      if (!saved) throw notFound(msg.orderNotFound);
      const number = m.returnNumber(saved.number);
      recorded = { id: saved.id, number, lines: plan.lines, value: plan.value };
      const notes = `${number} · Venta ${orderNumber(saleId)}`;
      const who = movementAuthor(user);
      const effect = orRefuse(
        returnStock(
          plan.lines.map((l) => ({
            productId: l.productId,
            productName: l.productName,
            quantity: l.quantity,
            forSale: l.destination === "stock",
          })),
          sale.status,
          [...locked.values()],
          { saleId, notes },
        ),
      );
      await applyStockEffect(tx, effect, locked, who, { unitsNamed: true });
      for (const l of plan.lines)
        await returnSaleUnits(
          tx,
          { saleId, productId: l.productId, serials: l.serials, forSale: l.destination === "stock", notes },
          who,
        );
      const applied = applyReturn(sale, plan, { number, lateReason: window.lateReason }, actor);
      if (refund === 0)
        return {
          record: { ...sale, ...applied.sale },
          history: applied.history,
          notices: [m.applied(number)],
        };
      const refunded = fromDomain(
        { ...sale, ...applied.sale },
        refundCredit(applied.sale, refund, actor, {
          method: request.refund?.method ?? "efectivo",
          date: request.refund?.date ?? actor.now,
        }),
      );
      return {
        ...refunded,
        history: [...applied.history, ...refunded.history],
        notices: [m.applied(number)],
      };
    },
    "return",
  );
  // The decision recorded the return whenever it did not refuse (a refusal throws).
  const done = recorded as Recorded | null;
  if (!done) throw notFound(msg.orderNotFound);
  const note = await issueCreditNote(tx, {
    saleId,
    returnId: done.id,
    returnNumber: done.number,
    reason: request.reason.trim(),
    lines: done.lines,
    value: done.value,
    user: { id: user.id, name: user.name },
  });
  if (note) await tx.update(saleReturns).set({ creditNoteId: note.id }).where(eq(saleReturns.id, done.id));
  return { outcome, returnId: done.id, number: done.number };
}
