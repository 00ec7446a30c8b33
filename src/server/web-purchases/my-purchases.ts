import { desc, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { MyPurchaseRow } from "../../contracts/sales/orders-admin";
import { isRole, orderNumber } from "../../domain/kernel/roles";
import { saleCustomerType } from "../../domain/sales/customer-type";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import type { Db } from "../db/client";
import { listOrders } from "../sales";
import { orderDeclarations } from "../transfers/schema";
import { unregisteredPurchases } from "./schema";

/**
 * Mis Compras: the customer's own sales (the list scopes a customer to their own) and their bank
 * transfers not yet converted, newest first. Here, above sales and transfers, because it reads all three.
 */
export async function listOwnPurchases(db: Db, user: SessionUser): Promise<MyPurchaseRow[]> {
  const [page, waiting] = await Promise.all([
    listOrders(db, user, { sort: "saleDate", dir: "desc", page: 1, pageSize: 200 }),
    db
      .select()
      .from(unregisteredPurchases)
      .where(eq(unregisteredPurchases.customerUserId, user.id))
      .orderBy(desc(unregisteredPurchases.createdAt))
      .limit(50),
  ]);
  const declared = await orderDeclarations(
    db,
    waiting.map((w) => w.id),
  );
  const pending: MyPurchaseRow[] = waiting.map((w) => ({
    kind: "web-purchase",
    id: w.id,
    orderNumber: orderNumber(w.id),
    saleDate: w.createdAt.toISOString(),
    customerName: w.customerName,
    customerPhone: null,
    customerType: saleCustomerType({ accountRole: isRole(user.role) ? user.role : null, fromWeb: true }),
    sellerName: null,
    // A declared transfer waits for staff to verify it with the bank.
    status: declared.has(w.id) ? transferMsg.verifying : w.status,
    isCardPayment: false,
    total: w.total,
    amountPaid: 0,
    balance: w.total,
    credit: 0,
    keptOnCancel: 0,
    serviceOrder: null,
  }));
  const sales: MyPurchaseRow[] = page.items.map((row) => ({ ...row, kind: "sale" }));
  return [...pending, ...sales].sort((a, b) => b.saleDate.localeCompare(a.saleDate));
}
