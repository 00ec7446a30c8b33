import { z } from "zod";
import { defineOperation } from "./operation";

/**
 * The merged customer list of docs/product/data.md: accounts (users) and customer records without an
 * account (role 'customer'). Staff pick from it when registering a sale.
 */
export const mergedCustomerQuery = z.object({ q: z.string().trim().max(100).default("") });
export const mergedCustomer = z.object({
  kind: z.enum(["user", "customer"]),
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  role: z.enum(["client", "wholesaler", "seller", "admin", "superadmin", "customer"]),
});
export const mergedCustomerList = z.array(mergedCustomer);
export type MergedCustomer = z.infer<typeof mergedCustomer>;

/** Staff search the merged list when registering a sale. */
export const searchCustomers = defineOperation({
  id: "searchCustomers",
  method: "GET",
  path: "/api/customers/merged",
  summary: "Buscar clientes y cuentas",
  tags: ["clientes"],
  access: "staff",
  topic: "customers",
  query: mergedCustomerQuery,
  response: mergedCustomerList,
});
