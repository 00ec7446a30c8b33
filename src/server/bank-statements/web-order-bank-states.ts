import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { type BankState, bankState, proposeMatches } from "../../domain/bank-statements/bank-statements";
import type { Db } from "../db/client";
import { transferDeclarations } from "../transfers/schema";
import { unregisteredPurchases } from "../web-purchases/schema";
import { asCredit, openDeclarations, unmatchedCredits } from "./match-candidates";
import { statementThrough } from "./store-accounts";

/** Compras Web's filter: where each pending web order's declared transfer stands with the bank. */
export async function webOrderStates(db: Db): Promise<{ states: Record<string, BankState> }> {
  const [open, credits, through, verified] = await Promise.all([
    openDeclarations(db),
    unmatchedCredits(db),
    statementThrough(db),
    db
      .select({ orderId: transferDeclarations.orderId })
      .from(transferDeclarations)
      .innerJoin(unregisteredPurchases, eq(unregisteredPurchases.id, transferDeclarations.orderId))
      .where(and(isNull(transferDeclarations.paymentId), isNotNull(transferDeclarations.verifiedAt))),
  ]);
  const proposed = new Set(proposeMatches(credits.map(asCredit), open).map((p) => p.declarationId));
  const states: Record<string, BankState> = {};
  for (const d of open) {
    if (d.kind !== "web-order") continue;
    states[d.orderId] = bankState(
      { paidOn: d.paidOn, verified: false },
      through.get(d.accountKey) ?? null,
      proposed.has(d.id),
    );
  }
  for (const v of verified) states[v.orderId] = "verified";
  return { states };
}
