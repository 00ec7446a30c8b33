import { eq, sql } from "drizzle-orm";
import { codeUseOnStatusChange } from "../../domain/checkout/order-limits";
import { checkDiscountCode, type DiscountCodeState } from "../../domain/discount-codes/discount-code";
import type { DbOrTx, Tx } from "../db/client";
import { invalid } from "../http/errors";
import { publish } from "../live/bus";
import { discountCodes } from "./schema";

/**
 * A discount code's uses as orders take and give them back: read by the checkout's quote,
 * claimed by every order that names a code (checkout and Registrar Venta), given back when the
 * order is released, deleted or cancelled (docs/decisions/0047).
 */
/** Codes are typed by people: matched without regard to case. `lock` holds the row for the usage count. */
export async function readDiscountCode(
  db: DbOrTx,
  code: string,
  lock: boolean,
): Promise<DiscountCodeState | null> {
  const query = db
    .select()
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = upper(${code})`)
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  return {
    ...row,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    startsAt: row.startsAt ? row.startsAt.toISOString() : null,
  };
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
 * Gives a claimed use back: the order that held it was deleted, released (card order
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
