import type { SessionUser } from "../../contracts/auth/session";
import { isAdmin, isCustomerRole } from "../../domain/kernel/roles";
import type { SaleRecord } from "../../domain/sales/sale-record";

/**
 * Who may read which sale (docs/product/roles.md): admins every sale, a seller the sales they made
 * ('Mis Órdenes'), a client or wholesaler only their own purchases. Anyone else reads nothing;
 * the answer is 404 so an id never reveals that someone else's sale exists.
 */
export function maySeeSale(
  user: SessionUser,
  sale: Pick<SaleRecord, "sellerId" | "customerUserId">,
): boolean {
  if (isAdmin(user.role)) return true;
  if (user.role === "seller") return sale.sellerId === user.id;
  if (isCustomerRole(user.role)) return sale.customerUserId === user.id;
  return false;
}
