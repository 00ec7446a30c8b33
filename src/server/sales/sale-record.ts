import { eq, type SQLWrapper } from "drizzle-orm";
import { isRole, type Role } from "../../domain/kernel/roles";
import type { AuthoredHistoryEntry } from "../../domain/sales/sale-record";
import { type SaleRecordFields, type SaleRecordInput, saleRecord } from "../../domain/sales/sale-record";
import { users } from "../auth/schema";
import { afterCommit } from "../db/before-commit";
import type { Tx } from "../db/client";
import { assertStorableMoney } from "../http/storable";
import { countSaleRegistered } from "../metrics";
import { insertSale } from "./insert-sale";

/**
 * The write path of the one sale-record builder (docs/decisions/0045-one-sale-record-builder.md):
 * every sale source (Registrar Venta, card order, web-purchase conversion, seed, data import)
 * hands its parts to the domain's `saleRecord` and the record is written here, once.
 */
export async function recordNewSale(
  tx: Tx,
  input: SaleRecordInput,
  history: AuthoredHistoryEntry[],
  actorUserId: string | null,
  /** More rows the sale needs (its new customer), written in the sale's statement. */
  alsoWrite: readonly SQLWrapper[] = [],
): Promise<SaleRecordFields> {
  const record = saleRecord(input);
  assertStorableMoney(record);
  // A card checkout's payment was charged by the gateway: "Cobros con tarjeta (todos)" reads it.
  await insertSale(tx, record, history, actorUserId, alsoWrite, input.source === "card");
  afterCommit(tx, () => countSaleRegistered(input.source));
  return record;
}

/** The role of a buyer's account today (null without an account, or when it was deleted). */
export async function accountRoleOf(tx: Tx, userId: string | null): Promise<Role | null> {
  if (!userId) return null;
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row && isRole(row.role) ? row.role : null;
}
