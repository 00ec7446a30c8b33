import type { StatementAccount } from "../../contracts/bank-statements/bank-statements";
import type { Db } from "../db/client";
import { publish } from "../live/bus";
import { ADMINS } from "./admins-audience";
import { asMapping, type MappingIn } from "./column-mapping";
import { bankStatementMappings } from "./schema";
import { accountView, findAccount } from "./store-accounts";

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
