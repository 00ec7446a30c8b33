import { desc, eq, inArray, max } from "drizzle-orm";
import type { StatementAccount } from "../../contracts/bank-statements/bank-statements";
import type { ColumnMapping } from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { accountKey } from "../../domain/transfers/transfers";
import type { DbOrTx } from "../db/client";
import { notFound } from "../http/errors";
import { loadSettings } from "../settings";
import { bankStatementLines, bankStatementMappings, bankStatementUploads } from "./schema";

/** The store's accounts and what the statement knows of each: its mapping, how far it runs, its last upload. */

export type Account = { accountKey: string; bankName: string; accountNumber: string };

/** The store's accounts (Configuración), each with its key. */
export async function storeAccounts(db: DbOrTx): Promise<Account[]> {
  const { bankAccounts } = await loadSettings(db);
  return (bankAccounts ?? []).map((a) => ({
    accountKey: accountKey(a.accountNumber),
    bankName: a.bankName,
    accountNumber: a.accountNumber,
  }));
}

export async function findAccount(db: DbOrTx, key: string): Promise<Account> {
  const found = (await storeAccounts(db)).find((a) => a.accountKey === accountKey(key));
  if (!found) throw notFound(m.accountNotFound);
  return found;
}

export async function savedMapping(db: DbOrTx, key: string): Promise<ColumnMapping | null> {
  const [row] = await db
    .select({ mapping: bankStatementMappings.mapping })
    .from(bankStatementMappings)
    .where(eq(bankStatementMappings.accountKey, key));
  return row?.mapping ?? null;
}

/** How far each account's imported statement runs (its last day), by account key. */
export async function statementThrough(db: DbOrTx, keys?: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ accountKey: bankStatementLines.accountKey, last: max(bankStatementLines.bookedOn) })
    .from(bankStatementLines)
    .where(keys ? inArray(bankStatementLines.accountKey, keys) : undefined)
    .groupBy(bankStatementLines.accountKey);
  return new Map(rows.filter((r) => r.last).map((r) => [r.accountKey, r.last!]));
}

export async function accountView(
  db: DbOrTx,
  account: Account,
  through?: string | null,
): Promise<StatementAccount> {
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
