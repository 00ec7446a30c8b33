import { eq, sql } from "drizzle-orm";
import { checkDiscountCode } from "../../domain/discount-code";
import { codeUseOnStatusChange } from "../../domain/order-limits";
import { isRole, type Role } from "../../domain/roles";
import { type SaleRecordFields, type SaleRecordInput, saleRecord } from "../../domain/sale-record";
import { readDiscountCode } from "../checkout/pricing";
import type { Tx } from "../db/client";
import { discountCodes, users } from "../db/schema";
import { assertStorableMoney } from "../db/storable";
import { invalid } from "../http/errors";
import { publish } from "../live/bus";
import { type AuthoredHistoryEntry, insertSale } from "./repository";

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
): Promise<SaleRecordFields> {
  const record = saleRecord(input);
  assertStorableMoney(record);
  await insertSale(tx, record, history, actorUserId);
  return record;
}

/** The role of a buyer's account today (null without an account, or when it was deleted). */
export async function accountRoleOf(tx: Tx, userId: string | null): Promise<Role | null> {
  if (!userId) return null;
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row && isRole(row.role) ? row.role : null;
}

const CODE_AUDIENCE = { roles: ["admin", "superadmin"] as const };

/**
 * The one discount-code claim (checkout and Registrar Venta): the code is validated under its row
 * lock and one use counted, so a limit of N is never exceeded by racing orders.
 */
export async function claimDiscountCode(
  tx: Tx,
  code: string | null | undefined,
  now: Date,
  merchandise?: number,
): Promise<{ code: string; percentage: number } | null> {
  const wanted = code?.trim();
  if (!wanted) return null;
  const checked = checkDiscountCode(await readDiscountCode(tx, wanted, true), now.toISOString(), merchandise);
  if (!checked.ok) throw invalid(checked.error.message, "discountCode");
  await tx
    .update(discountCodes)
    .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
    .where(eq(discountCodes.code, checked.value.code));
  await publish(tx, { topic: "discount_codes", id: checked.value.code, audience: CODE_AUDIENCE });
  return checked.value;
}

/**
 * Gives a claimed use back (issue 9): the order that held it was deleted, released (card order
 * expired or declined) or cancelled. Never below zero.
 */
export async function releaseDiscountCode(tx: Tx, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const released = await tx
    .update(discountCodes)
    .set({ usageCount: sql`greatest(${discountCodes.usageCount} - 1, 0)` })
    .where(eq(discountCodes.code, code))
    .returning({ code: discountCodes.code });
  if (released.length) await publish(tx, { topic: "discount_codes", id: code, audience: CODE_AUDIENCE });
}

/** A sale's code use follows its status (cancel gives it back, reactivation takes it again). */
export async function followCodeUse(
  tx: Tx,
  code: string | null | undefined,
  from: string,
  to: string,
): Promise<void> {
  const change = codeUseOnStatusChange(from, to);
  if (!code || change === 0) return;
  if (change < 0) return releaseDiscountCode(tx, code);
  // Reactivating takes the use back even when the code is exhausted since: the order had it first.
  await tx
    .update(discountCodes)
    .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
    .where(eq(discountCodes.code, code));
  await publish(tx, { topic: "discount_codes", id: code, audience: CODE_AUDIENCE });
}
