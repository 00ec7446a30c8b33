import { msg } from "../kernel/messages";
import type { Role } from "../kernel/roles";

/** docs/product/states.md derived sale customer type. */
export type SaleCustomerType = "web-registered" | "wholesaler" | "manual" | "web-unregistered";

/**
 * Who bought: an account holder is a wholesaler or, any other role, a registered web client;
 * without an account the sale is 'manual' when staff registered it for a customer record and
 * 'web-unregistered' when it came from the storefront.
 */
export function saleCustomerType(customer: { accountRole: Role | null; fromWeb: boolean }): SaleCustomerType {
  if (customer.accountRole === "wholesaler") return "wholesaler";
  if (customer.accountRole) return "web-registered";
  return customer.fromWeb ? "web-unregistered" : "manual";
}

const labels: Record<SaleCustomerType, string> = {
  "web-registered": msg.customerTypeWebRegistered,
  wholesaler: msg.customerTypeWholesaler,
  manual: msg.customerTypeManual,
  "web-unregistered": msg.customerTypeWebUnregistered,
};

export function saleCustomerTypeLabel(type: SaleCustomerType): string {
  return labels[type];
}
