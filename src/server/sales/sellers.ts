import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { SellerOption } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { users } from "../auth/schema";
import type { DbOrTx } from "../db/client";
import { invalid } from "../http/errors";

/** docs/product/roles.md: assignable sellers are users with role seller or admin (Equipo), not disabled (0061). */
const ASSIGNABLE = ["seller", "admin"];
const enabled = sql`coalesce(${users.banned}, false) = false`;

export async function listAssignableSellers(db: DbOrTx): Promise<SellerOption[]> {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ASSIGNABLE), enabled))
    .orderBy(asc(users.name));
}

export async function findAssignableSeller(db: DbOrTx, id: string): Promise<SellerOption> {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ASSIGNABLE), enabled));
  if (!row) throw invalid(msg.sellerNotAssignable, "sellerId");
  return row;
}
