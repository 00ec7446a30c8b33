import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { idParam, messageResponse } from "../kernel/common";
import { defineOperation } from "../kernel/operation";
import { OPTIONAL_RTN_TEXT } from "../kernel/text";

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

// ——— Registrar Cliente: manual customers, the paged merged list, a customer's page ———

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalText = (max: number) => z.string().trim().max(max, msg.invalidInput).default("");

/** A manual customer record (docs/decisions/0060): only the name is required; RTN optional, 14 digits. */
export const customerRecordInput = z.object({
  name: z.string().trim().min(1, msg.customerNameRequired).max(120, msg.invalidInput),
  phone: optionalText(30),
  email: optionalText(120).refine((v) => v === "" || EMAIL_RE.test(v), msg.invalidEmailText),
  city: optionalText(80),
  address: optionalText(300),
  rtn: z.string().trim().max(20, msg.invalidInput).regex(OPTIONAL_RTN_TEXT, msg.rtnInvalid).default(""),
  notes: optionalText(1000),
});
export type CustomerRecordInput = z.input<typeof customerRecordInput>;

export const pageQuery = z.object({
  q: z.string().trim().max(100).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const PAGE_SIZE = 25;

export const directoryRow = mergedCustomer.extend({ disabled: z.boolean() });
export type DirectoryRow = z.infer<typeof directoryRow>;
export const directoryPage = z.object({ items: z.array(directoryRow), count: z.number().int() });

/** Registrar Cliente: the merged list, paged and searchable by name, phone or email. */
export const listCustomerDirectory = defineOperation({
  id: "listCustomerDirectory",
  method: "GET",
  path: "/api/customers",
  summary: "Lista combinada de clientes (cuentas y clientes manuales)",
  tags: ["clientes"],
  access: "staff",
  topic: "customers",
  query: pageQuery,
  response: directoryPage,
});

/** One entry of the merged list by id (Registrar Venta opened with ?customerId=). */
export const getMergedCustomer = defineOperation({
  id: "getMergedCustomer",
  method: "GET",
  path: "/api/customers/merged/:id",
  summary: "Un cliente o cuenta de la lista combinada",
  tags: ["clientes"],
  access: "staff",
  topic: "customers",
  params: idParam,
  response: mergedCustomer,
});

const saved = z.object({ id: z.string(), message: z.string() });

export const createCustomer = defineOperation({
  id: "createCustomer",
  method: "POST",
  path: "/api/customers",
  summary: "Registrar un cliente manual",
  tags: ["clientes"],
  access: "staff",
  body: customerRecordInput,
  response: saved,
});

export const updateCustomer = defineOperation({
  id: "updateCustomer",
  method: "PUT",
  path: "/api/customers/:id",
  summary: "Editar un cliente manual",
  tags: ["clientes"],
  access: "staff",
  params: idParam,
  body: customerRecordInput,
  response: saved,
});

/** Refused while a sale names the customer (docs/decisions/0060). */
export const deleteCustomer = defineOperation({
  id: "deleteCustomer",
  method: "DELETE",
  path: "/api/customers/:id",
  summary: "Eliminar un cliente manual sin ventas",
  tags: ["clientes"],
  access: "staff",
  params: idParam,
  response: messageResponse,
});

export const customerOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  saleDate: z.string(),
  status: z.enum(["Pendiente", "Abonado", "Enviado", "Completado", "Cancelado"]),
  total: z.number().int(),
  amountPaid: z.number().int(),
  balance: z.number().int(),
  /** Saldo a favor and, on a cancelled order, what was paid and kept (sale-ledger's moneyStanding). */
  credit: z.number().int(),
  keptOnCancel: z.number().int(),
  sellerName: z.string().nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const customerAccount = z.object({
  customer: directoryRow.extend({
    address: z.string().nullable(),
    rtn: z.string().nullable(),
    notes: z.string(),
    createdAt: z.string(),
  }),
  orders: z.array(customerOrder),
  summary: z.object({
    orderCount: z.number().int(),
    totalBought: z.number().int(),
    totalPaid: z.number().int(),
    balance: z.number().int(),
    /** The customer's total Saldo a favor, shown apart from the balance (docs/decisions/0163). */
    credit: z.number().int(),
    lastPayment: z.object({ amount: z.number().int(), date: z.string() }).nullable(),
  }),
  /** True when the figures cover only the asking seller's own sales. */
  ownSalesOnly: z.boolean(),
});
export type CustomerAccount = z.infer<typeof customerAccount>;

/** A customer's page: their orders (a seller's own only), what they bought, paid and owe. */
export const getCustomerAccount = defineOperation({
  id: "getCustomerAccount",
  method: "GET",
  path: "/api/customers/:id/account",
  summary: "Ficha de un cliente: órdenes, total comprado, pagado y saldo",
  tags: ["clientes"],
  access: "staff",
  topic: "sales",
  params: idParam,
  response: customerAccount,
});
