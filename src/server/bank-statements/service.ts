import { createHash } from "node:crypto";
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, max, or } from "drizzle-orm";
import type { z } from "zod";
import type {
  columnMappingInput,
  Reconciliation,
  ReconciliationDeclaration,
  StatementAccount,
  StatementImport,
  StatementPreview,
} from "../../contracts/bank-statements";
import type { SessionUser } from "../../contracts/session";
import {
  type BankState,
  bankState,
  type ColumnMapping,
  checkConfirmation,
  checkMapping,
  type DeclaredTransfer,
  lineIdentities,
  MATCH_WINDOW_DAYS,
  previewStatement as previewRows,
  proposeMatches,
  readStatement,
  reconciliationTotals,
  type StatementCredit,
} from "../../domain/bank-statements";
import { bankStatementMsg as m } from "../../domain/messages-bank-statements";
import { formatMoney } from "../../domain/money";
import { orderNumber } from "../../domain/roles";
import { accountKey, TRANSFER_METHOD } from "../../domain/transfers";
import { users } from "../auth/schema";
import type { Db, DbOrTx } from "../db/client";
import { AppError, notFound } from "../http/errors";
import { publish } from "../live/bus";
import { orRefuse } from "../sales";
import { salePayments, sales } from "../sales/schema";
import { loadSettings } from "../settings";
import { transferDeclarations } from "../transfers/schema";
import { convertToSaleIn } from "../web-purchases";
import { unregisteredPurchases } from "../web-purchases/schema";
import { readStatementFile } from "./read-file";
import { bankStatementLines, bankStatementMappings, bankStatementUploads } from "./schema";

const ADMINS = { roles: ["admin", "superadmin"] as const };
type MappingIn = z.output<typeof columnMappingInput>;
type Account = { accountKey: string; bankName: string; accountNumber: string };

/** The store's accounts (Configuración), each with its key. */
async function storeAccounts(db: DbOrTx): Promise<Account[]> {
  const { bankAccounts } = await loadSettings(db);
  return (bankAccounts ?? []).map((a) => ({
    accountKey: accountKey(a.accountNumber),
    bankName: a.bankName,
    accountNumber: a.accountNumber,
  }));
}

async function findAccount(db: DbOrTx, key: string): Promise<Account> {
  const found = (await storeAccounts(db)).find((a) => a.accountKey === accountKey(key));
  if (!found) throw notFound(m.accountNotFound);
  return found;
}

async function savedMapping(db: DbOrTx, key: string): Promise<ColumnMapping | null> {
  const [row] = await db
    .select({ mapping: bankStatementMappings.mapping })
    .from(bankStatementMappings)
    .where(eq(bankStatementMappings.accountKey, key));
  return row?.mapping ?? null;
}

/** How far each account's imported statement runs (its last day), by account key. */
async function statementThrough(db: DbOrTx, keys?: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ accountKey: bankStatementLines.accountKey, last: max(bankStatementLines.bookedOn) })
    .from(bankStatementLines)
    .where(keys ? inArray(bankStatementLines.accountKey, keys) : undefined)
    .groupBy(bankStatementLines.accountKey);
  return new Map(rows.filter((r) => r.last).map((r) => [r.accountKey, r.last!]));
}

async function accountView(db: DbOrTx, account: Account, through?: string | null): Promise<StatementAccount> {
  const [mapping, [upload], last] = await Promise.all([
    savedMapping(db, account.accountKey),
    db
      .select()
      .from(bankStatementUploads)
      .where(eq(bankStatementUploads.accountKey, account.accountKey))
      .orderBy(desc(bankStatementUploads.createdAt))
      .limit(1),
    through === undefined ? statementThrough(db, [account.accountKey]) : null,
  ]);
  return {
    ...account,
    mapping,
    statementThrough: through === undefined ? (last?.get(account.accountKey) ?? null) : through,
    lastUpload: upload
      ? {
          at: upload.createdAt.toISOString(),
          fileName: upload.fileName,
          newLines: upload.newLines,
          knownLines: upload.knownLines,
        }
      : null,
  };
}

export async function listAccounts(db: Db): Promise<StatementAccount[]> {
  const accounts = await storeAccounts(db);
  const through = await statementThrough(db);
  return Promise.all(accounts.map((a) => accountView(db, a, through.get(a.accountKey) ?? null)));
}

const asMapping = (input: MappingIn): ColumnMapping => orRefuse(checkMapping(input as ColumnMapping));

export async function saveMapping(
  db: Db,
  key: string,
  input: MappingIn,
  userId: string,
): Promise<StatementAccount> {
  const account = await findAccount(db, key);
  const mapping = asMapping(input);
  return db.transaction(async (tx) => {
    await tx
      .insert(bankStatementMappings)
      .values({ accountKey: account.accountKey, mapping, updatedBy: userId })
      .onConflictDoUpdate({
        target: bankStatementMappings.accountKey,
        set: { mapping, updatedBy: userId, updatedAt: new Date() },
      });
    await publish(tx, { topic: "unregistered_purchases", id: null, audience: ADMINS });
    return accountView(tx, account);
  });
}

/** The first rows of a file as a mapping (not yet saved) would read them. */
export async function preview(
  db: Db,
  key: string,
  bytes: Buffer,
  input: MappingIn,
): Promise<StatementPreview> {
  await findAccount(db, key);
  const mapping = asMapping(input);
  const grid = await readStatementFile(bytes);
  const read = previewRows(grid, mapping);
  return {
    headers: read.headers,
    columns: read.columns,
    rows: read.rows.map((r) => ({
      row: r.row,
      cells: r.cells,
      date: r.line?.date ?? null,
      description: r.line?.description ?? "",
      reference: r.line?.reference ?? "",
      credit: r.line ? r.line.credit : null,
      debit: r.line ? r.line.debit : null,
      error: r.error,
    })),
  };
}

const hashOf = (identity: string) => createHash("sha256").update(identity).digest("hex");

/**
 * A statement file of one account, read with its saved mapping, imported in one transaction:
 * a bad row refuses the whole file; each line is stored once (its identity's hash under a unique
 * index), so a file sent again or an overlapping period adds only what is new.
 */
export async function importStatement(
  db: Db,
  key: string,
  bytes: Buffer,
  fileName: string,
  userId: string,
): Promise<StatementImport> {
  const account = await findAccount(db, key);
  const mapping = await savedMapping(db, account.accountKey);
  if (!mapping) throw new AppError("domain_rule", m.mappingMissing);
  const lines = orRefuse(readStatement(await readStatementFile(bytes), mapping));
  const identities = lineIdentities(account.accountKey, lines);
  const days = lines.map((l) => l.date).sort();
  const firstDay = days[0]!;
  const lastDay = days[days.length - 1]!;
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .insert(bankStatementUploads)
      .values({
        accountKey: account.accountKey,
        fileName: fileName.slice(0, 200) || "estado-de-cuenta",
        newLines: 0,
        knownLines: 0,
        firstDay,
        lastDay,
        uploadedBy: userId,
      })
      .returning({ id: bankStatementUploads.id });
    let fresh = 0;
    for (let i = 0; i < lines.length; i += 500) {
      const chunk = lines.slice(i, i + 500).map((l, j) => ({
        uploadId: upload!.id,
        accountKey: account.accountKey,
        lineHash: hashOf(identities[i + j]!),
        bookedOn: l.date,
        description: l.description.slice(0, 500),
        reference: l.reference.slice(0, 100),
        credit: l.credit,
        debit: l.debit,
      }));
      const inserted = await tx
        .insert(bankStatementLines)
        .values(chunk)
        .onConflictDoNothing({ target: bankStatementLines.lineHash })
        .returning({ id: bankStatementLines.id });
      fresh += inserted.length;
    }
    const known = lines.length - fresh;
    await tx
      .update(bankStatementUploads)
      .set({ newLines: fresh, knownLines: known })
      .where(eq(bankStatementUploads.id, upload!.id));
    await publish(tx, { topic: "unregistered_purchases", id: null, audience: ADMINS });
    return {
      newLines: fresh,
      knownLines: known,
      firstDay,
      lastDay,
      creditTotal: lines.reduce((s, l) => s + l.credit, 0),
      message: m.imported(fresh, known),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Matching

type OpenDeclaration = DeclaredTransfer & {
  kind: "web-order" | "abono";
  orderId: string;
  customerName: string | null;
  reference: string;
};

/**
 * Declared transfers still waiting for the bank: a pending web order's (its purchase still in
 * Compras Web) and an abono's whose payment still exists and is still a transfer, neither verified.
 */
async function openDeclarations(db: DbOrTx, key?: string): Promise<OpenDeclaration[]> {
  const rows = await db
    .select({
      d: transferDeclarations,
      purchaseName: unregisteredPurchases.customerName,
      saleName: sales.customerName,
      abonoAmount: salePayments.amount,
    })
    .from(transferDeclarations)
    .leftJoin(
      unregisteredPurchases,
      and(isNull(transferDeclarations.paymentId), eq(unregisteredPurchases.id, transferDeclarations.orderId)),
    )
    .leftJoin(salePayments, eq(salePayments.id, transferDeclarations.paymentId))
    .leftJoin(
      sales,
      and(isNotNull(transferDeclarations.paymentId), eq(sales.id, transferDeclarations.orderId)),
    )
    .where(
      and(
        isNull(transferDeclarations.verifiedAt),
        key ? eq(transferDeclarations.accountKey, key) : undefined,
        or(
          and(isNull(transferDeclarations.paymentId), isNotNull(unregisteredPurchases.id)),
          // An abono edited into cash or card since is no longer a transfer to back.
          and(isNotNull(transferDeclarations.paymentId), eq(salePayments.method, TRANSFER_METHOD)),
        ),
      ),
    )
    .orderBy(asc(transferDeclarations.paidOn), asc(transferDeclarations.id));
  return rows.map(({ d, purchaseName, saleName, abonoAmount }) => ({
    id: d.id,
    accountKey: d.accountKey,
    paidOn: d.paidOn,
    // An abono's amount may have been edited since it was declared: the bank must back what it says now.
    amount: abonoAmount ?? d.amount,
    referenceKey: d.referenceKey,
    kind: d.paymentId ? "abono" : "web-order",
    orderId: d.orderId,
    customerName: (d.paymentId ? saleName : purchaseName) || null,
    reference: d.reference,
  }));
}

async function unmatchedCredits(db: DbOrTx, key?: string) {
  return db
    .select()
    .from(bankStatementLines)
    .where(
      and(
        key ? eq(bankStatementLines.accountKey, key) : undefined,
        isNull(bankStatementLines.declarationId),
        gt(bankStatementLines.credit, 0),
      ),
    );
}

type LineRow = typeof bankStatementLines.$inferSelect;
const asCredit = (l: LineRow): StatementCredit => ({
  id: l.id,
  accountKey: l.accountKey,
  date: l.bookedOn,
  amount: l.credit,
  reference: l.reference,
  description: l.description,
});
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
              kind: d.paymentId ? ("abono" as const) : ("web-order" as const),
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
  const unbacked = open
    .filter((d) => d.paidOn >= from && d.paidOn <= to && !byDeclaration.has(d.id))
    .map((d) => declarationView(d, null));
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

/**
 * Staff confirm that a credit backs a declared transfer, in one transaction holding the line's and
 * the declaration's row locks: a web order's purchase is converted exactly as Convertir does
 * (which marks its declaration verified); an abono's declaration is marked verified by them.
 * A line already matched or a declaration already verified is refused: never confirmed twice.
 */
export async function confirmMatch(
  db: Db,
  lineId: string,
  declarationId: string,
  user: SessionUser,
): Promise<{ message: string; orderNumber: string; saleId: string | null }> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId))
      .for("update");
    if (!line) throw notFound(m.lineNotFound);
    const [d] = await tx
      .select()
      .from(transferDeclarations)
      .where(eq(transferDeclarations.id, declarationId))
      .for("update");
    const open = d ? (await openDeclarations(tx, d.accountKey)).find((x) => x.id === d.id) : undefined;
    const refusal = checkConfirmation(
      { credit: line.credit, accountKey: line.accountKey, matched: line.declarationId !== null },
      d
        ? {
            accountKey: d.accountKey,
            amount: open?.amount ?? d.amount,
            verified: d.verifiedAt !== null || !open,
          }
        : null,
      formatMoney,
    );
    if (!refusal.ok)
      throw new AppError(
        refusal.error.code === "conflict" ? "conflict" : "domain_rule",
        refusal.error.message,
      );
    const declaration = d!;
    const number = orderNumber(declaration.orderId);
    let saleId: string | null = null;
    if (declaration.paymentId) {
      // The declaration keeps the amount the bank backed, which is the abono's as it stands now.
      await tx
        .update(transferDeclarations)
        .set({ verifiedAt: new Date(), verifiedBy: user.id, amount: line.credit })
        .where(and(eq(transferDeclarations.id, declaration.id), isNull(transferDeclarations.verifiedAt)));
    } else {
      saleId = (await convertToSaleIn(tx, declaration.orderId, user)).saleId;
    }
    const [matched] = await tx
      .update(bankStatementLines)
      .set({ declarationId: declaration.id, matchedAt: new Date(), matchedBy: user.id })
      .where(and(eq(bankStatementLines.id, line.id), isNull(bankStatementLines.declarationId)))
      .returning({ id: bankStatementLines.id });
    if (!matched) throw new AppError("conflict", m.lineAlreadyMatched);
    await publish(tx, { topic: "unregistered_purchases", id: declaration.orderId, audience: ADMINS });
    return {
      message: declaration.paymentId ? m.confirmedAbono(number) : m.confirmedWebOrder(number),
      orderNumber: number,
      saleId,
    };
  });
}

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
