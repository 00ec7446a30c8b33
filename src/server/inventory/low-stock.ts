import { inArray } from "drizzle-orm";
import { crossesLowStock, lowStockThreshold } from "../../domain/inventory/stock";
import { msg } from "../../domain/kernel/messages";
import { ADMIN_ROLES } from "../../domain/kernel/roles";
import { users } from "../auth/schema";
import type { DbOrTx } from "../db/client";
import { notifyUser } from "../notifications";
import { loadSettings } from "../settings";

/**
 * The store-wide low-stock threshold: `lowStockThreshold` of the settings document when it is a
 * whole number ≥ 0 (Configuración writes it), else the domain's default 3 (docs/decisions/0077).
 */
export async function storeLowStockThreshold(db: DbOrTx): Promise<number> {
  // The document is JSON the owner edited: the type says number, the check makes sure.
  const value: unknown = (await loadSettings(db)).lowStockThreshold;
  return lowStockThreshold(null, typeof value === "number" && Number.isFinite(value) ? value : null);
}

export interface StockCrossingCandidate {
  productId: string;
  name: string;
  before: number;
  after: number;
  ownThreshold: number | null;
}

/**
 * Tells every admin and superadmin, inside the writing transaction, about each product this
 * operation took from above its threshold to at or under it: once per crossing (domain
 * crossesLowStock), so later sales of an already-low product do not repeat it.
 */
export async function alertLowStock(
  tx: DbOrTx,
  candidates: readonly StockCrossingCandidate[],
): Promise<number> {
  const falling = candidates.filter((c) => c.after < c.before);
  if (!falling.length) return 0;
  const store = await storeLowStockThreshold(tx);
  const crossed = falling.flatMap((c) => {
    const threshold = lowStockThreshold(c.ownThreshold, store);
    return crossesLowStock(c.before, c.after, threshold) ? [{ ...c, threshold }] : [];
  });
  if (!crossed.length) return 0;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, [...ADMIN_ROLES]));
  for (const c of crossed) {
    for (const admin of admins) {
      await notifyUser(tx, admin.id, {
        title: msg.lowStockTitle(c.name),
        body: msg.lowStockBody(c.name, c.after, c.threshold),
        type: "other",
        link: `/admin/inventory/${c.productId}`,
      });
    }
  }
  return crossed.length;
}
