import type { SessionUser } from "../../contracts/auth/session";
import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import type { Result } from "../../domain/kernel/result";
import type { Actor, HistoryEntry, SaleChange } from "../../domain/sales/sale";
import type { SaleRecord } from "../../domain/sales/sale-record";
import type { Db, Tx } from "../db/client";
import { followCodeUse } from "../discount-codes";
import { AppError, notFound } from "../http/errors";
import { assertStorableMoney } from "../http/storable";
import { readSettingsAhead } from "../settings";
import { queueAbonoReceipts } from "./abono-email";
import { actorOf, movementAuthor } from "./actor";
import { notifyCustomerOfChange } from "./customer-notices";
import { orRefuse } from "./domain-result";
import { type GuardedSaleChange, saleChangeGuard } from "./hooks";
import { loadSale } from "./load-sale";
import { queueShippingEmails } from "./order-emails";
import { readChildren } from "./sale-children";
import { toSaleDocument } from "./sale-document";
import { saveLockedSale } from "./save-sale";
import { followStatusChange } from "./stock-follow";

/** What an operation on a locked sale decides: the new record, its history, info texts. */
export interface RecordChange {
  record: SaleRecord;
  history: HistoryEntry[];
  notices: string[];
}

/** Lifts a domain SaleChange (money and status) onto the full record. */
export function fromDomain(sale: SaleRecord, result: Result<SaleChange>): RecordChange {
  const change = orRefuse(result);
  return { record: { ...sale, ...change.sale }, history: change.history, notices: change.notices };
}

export interface MutationOutcome {
  sale: SaleDocument;
  notices: string[];
}

/**
 * The one way a sale changes after its creation: in one transaction the sale row is locked
 * (concurrent edits queue here and each sees the previous one's result), a stale screen is
 * refused, the rule decides, stock follows a status change, and the sale is saved with its
 * history entry and live event. Any refusal rolls everything back. The answer is read once the
 * transaction has committed: the save travels with the COMMIT (docs/decisions/0254).
 */
export async function mutateSale(
  db: Db,
  saleId: string,
  user: SessionUser,
  expectedVersion: number | undefined,
  decide: (sale: SaleRecord, actor: Actor, tx: Tx) => RecordChange | Promise<RecordChange>,
): Promise<MutationOutcome> {
  const { outcome } = await db.transaction((tx) => changeSaleIn(tx, saleId, user, expectedVersion, decide));
  return outcome;
}

/** Who changes a sale: a signed-in person, or a gateway (no user id) recording a card payment. */
export type SaleAuthor = Pick<SessionUser, "name"> & { id: string | null };

/**
 * mutateSale inside a transaction the caller already holds, for a change that must commit with
 * the caller's own rows (a payment link turning paid with the payment it records). It waits for
 * the save's answer inside the transaction.
 */
export async function mutateSaleIn(...change: Parameters<typeof changeSaleIn>): Promise<MutationOutcome> {
  return (await changeSaleIn(...change)).outcome;
}

/**
 * The change itself. Its outcome is a promise answered with the statements sent with the commit
 * (db/before-commit.ts sendWithCommit), wrapped so the transaction does not wait for it.
 */
async function changeSaleIn(
  tx: Tx,
  saleId: string,
  user: SaleAuthor,
  expectedVersion: number | undefined,
  decide: (sale: SaleRecord, actor: Actor, tx: Tx) => RecordChange | Promise<RecordChange>,
  /** What a lower worth is, for the guard: a repricing, or a return (docs/decisions/0249). */
  worthChange: Extract<GuardedSaleChange, "reprice" | "return"> = "reprice",
): Promise<{ outcome: Promise<MutationOutcome> }> {
  // The settings a change may ask for (receipts, low stock) go with the sale's lock.
  readSettingsAhead(tx);
  const sale = await loadSale(tx, saleId, { forUpdate: true });
  if (!sale) throw notFound(msg.orderNotFound);
  if (expectedVersion !== undefined && expectedVersion !== sale.version) {
    throw new AppError("conflict", msg.staleWrite, "version");
  }
  const change = await decide(sale, actorOf(user), tx);
  if (change.record.status === "Cancelado" && sale.status !== "Cancelado")
    await saleChangeGuard.ask(tx, saleId, "cancel");
  if (change.record.total !== sale.total || change.record.extraDiscount.amount !== sale.extraDiscount.amount)
    await saleChangeGuard.ask(tx, saleId, worthChange);
  if (change.history.length > 0) {
    assertStorableMoney(change.record);
    // Units a return brings back have left the sale's bucket already; the rest follow its status.
    const kept = { ...sale, returnedLines: change.record.returnedLines };
    await followStatusChange(tx, kept, sale.status, change.record.status, movementAuthor(user));
    await followCodeUse(tx, sale.appliedDiscount?.code, sale.status, change.record.status);
    // Answered as GET /api/sales/:id reads it: one shape (order, date format) for a sale everywhere.
    const { saved } = await saveLockedSale(tx, sale, change.record, change.history, user.id);
    await notifyCustomerOfChange(tx, sale, change.record);
    await queueAbonoReceipts(tx, sale, change.record);
    await queueShippingEmails(tx, sale, change.record);
    const outcome = saved.then((s) => ({ sale: toSaleDocument(s.sale, s.history), notices: change.notices }));
    // Its rejection is the transaction's own, thrown by db.transaction; never unhandled here.
    outcome.catch(() => {});
    return { outcome };
  }
  const { history } = await readChildren(tx, saleId, ["history"]);
  return { outcome: Promise.resolve({ sale: toSaleDocument(sale, history), notices: change.notices }) };
}
