import type { StatementAccount } from "../../contracts/bank-statements/bank-statements";
import type { Db } from "../db/client";
import { accountView, statementThrough, storeAccounts } from "./store-accounts";

export async function listAccounts(db: Db): Promise<StatementAccount[]> {
  const accounts = await storeAccounts(db);
  const through = await statementThrough(db);
  return Promise.all(accounts.map((a) => accountView(db, a, through.get(a.accountKey) ?? null)));
}
