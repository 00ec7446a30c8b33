import { and, asc, eq, gt, gte, inArray, lte } from "drizzle-orm";
import type {
  Reconciliation,
  ReconciliationDeclaration,
} from "../../contracts/bank-statements/bank-statements";
import {
  MATCH_WINDOW_DAYS,
  proposeMatches,
  reconciliationTotals,
} from "../../domain/bank-statements/bank-statements";
import { orderNumber } from "../../domain/kernel/roles";
import { users } from "../auth/schema";
import type { Db, DbOrTx } from "../db/client";
import { sales } from "../sales/schema";
import { transferDeclarations } from "../transfers/schema";
import {
  asCredit,
  type LineRow,
  type OpenDeclaration,
  openDeclarations,
  unmatchedCredits,
} from "./match-candidates";
import { bankStatementLines } from "./schema";
import { accountView, findAccount } from "./store-accounts";

const lineView = (l: LineRow) => ({
  id: l.id,
  date: l.bookedOn,
  description: l.description,
  reference: l.reference,
  credit: l.credit,
  debit: l.debit,
});

const declarationView = (d: OpenDeclaration, proposedLineId: string | null): ReconciliationDeclaration => ({
  id: d.id,
  kind: d.kind,
  orderId: d.orderId,
  orderNumber: orderNumber(d.orderId),
  customerName: d.customerName,
  reference: d.reference,
  paidOn: d.paidOn,
  amount: d.amount,
  proposedLineId,
});

/**
 * One account's period: its credits matched and not (with the proposal for each), the declared
 * transfers no credit backs, and totals that add up to the statement's own credits.
 */
export async function reconciliation(db: Db, key: string, from: string, to: string): Promise<Reconciliation> {
  const account = await findAccount(db, key);
  const k = account.accountKey;
  const [view, open, unmatched, periodLines] = await Promise.all([
    accountView(db, account),
    openDeclarations(db, k),
    unmatchedCredits(db, k),
    db
      .select({ line: bankStatementLines, d: transferDeclarations, by: users.name })
      .from(bankStatementLines)
      .leftJoin(transferDeclarations, eq(transferDeclarations.id, bankStatementLines.declarationId))
      .leftJoin(users, eq(users.id, bankStatementLines.matchedBy))
      .where(
        and(
          eq(bankStatementLines.accountKey, k),
          gte(bankStatementLines.bookedOn, from),
          lte(bankStatementLines.bookedOn, to),
          gt(bankStatementLines.credit, 0),
        ),
      )
      .orderBy(
        asc(bankStatementLines.bookedOn),
        asc(bankStatementLines.createdAt),
        asc(bankStatementLines.id),
      ),
  ]);
  const proposals = proposeMatches(unmatched.map(asCredit), open);
  const byCredit = new Map(proposals.map((p) => [p.creditId, p]));
  const byDeclaration = new Map(proposals.map((p) => [p.declarationId, p.creditId]));
  const names = await matchedNames(
    db,
    periodLines.flatMap((r) => (r.d ? [r.d] : [])),
  );
  const matched = periodLines.flatMap(({ line, d, by }) =>
    d && line.matchedAt
      ? [
          {
            line: lineView(line),
            declaration: {
              id: d.id,
              // The payment a web order's confirmation recorded makes it no abono.
              kind: d.paymentId && !d.paidByConfirmation ? ("abono" as const) : ("web-order" as const),
              orderId: d.orderId,
              orderNumber: orderNumber(d.orderId),
              customerName: names.get(d.orderId) ?? null,
              reference: d.reference,
              paidOn: d.paidOn,
              amount: d.amount,
              proposedLineId: null,
            },
            matchedAt: line.matchedAt.toISOString(),
            matchedBy: by ?? null,
          },
        ]
      : [],
  );
  const unmatchedInPeriod = periodLines
    .filter(({ line }) => !line.declarationId)
    .map(({ line }) => {
      const p = byCredit.get(line.id);
      return { line: lineView(line), proposal: p ? { declarationId: p.declarationId, by: p.by } : null };
    });
  // Backed means confirmed: a declaration a credit is only proposed for still waits for staff, so
  // it stays here (with its proposal) until confirmed, as the matched total counts confirmed lines only.
  const unbacked = open
    .filter((d) => d.paidOn >= from && d.paidOn <= to)
    .map((d) => declarationView(d, byDeclaration.get(d.id) ?? null));
  const totals = reconciliationTotals(
    periodLines.map(({ line }) => ({ amount: line.credit, matched: line.declarationId !== null })),
  );
  return {
    account: view,
    from,
    to,
    windowDays: MATCH_WINDOW_DAYS,
    totals: { ...totals, unbacked: unbacked.reduce((s, d) => s + d.amount, 0) },
    matched,
    unmatched: unmatchedInPeriod,
    unbacked,
    candidates: open.map((d) => declarationView(d, byDeclaration.get(d.id) ?? null)),
  };
}

/** The customer's name of the orders matched lines point to (a converted web order is a sale now). */
async function matchedNames(db: DbOrTx, ds: { orderId: string }[]): Promise<Map<string, string>> {
  if (!ds.length) return new Map();
  const rows = await db
    .select({ id: sales.id, name: sales.customerName })
    .from(sales)
    .where(
      inArray(
        sales.id,
        ds.map((d) => d.orderId),
      ),
    );
  return new Map(rows.filter((r) => r.name).map((r) => [r.id, r.name]));
}
