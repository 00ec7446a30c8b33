import { STAFF_ROLES } from "../../domain/kernel/roles";
import type { SaleRecord } from "../../domain/sales/sale-record";
import type { Audience } from "../live/bus";

/** Who hears about a sale (docs/product/roles.md): staff, and the customer's account when it has one. */
export function saleAudience(r: Pick<SaleRecord, "customerUserId">): Audience {
  return { roles: STAFF_ROLES, userIds: [r.customerUserId] };
}
