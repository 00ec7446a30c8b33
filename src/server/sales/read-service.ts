import { and, asc, desc, eq, ilike, isNull, or } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { MyPurchaseRow, PosProduct } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { isCustomerRole, isRole, orderNumber } from "../../domain/kernel/roles";
import { saleCustomerType } from "../../domain/sales/customer-type";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { codeMatchSql, codeSearchSql } from "../inventory";
import { products } from "../products/schema";
import { orderDeclarations } from "../transfers/schema";
import { unregisteredPurchases } from "../web-purchases/schema";
import { maySeeSale } from "./access";
import { listOrders } from "./list-service";
import { lookupOrder } from "./lookup";
import { readChildren } from "./sale-children";
import { toSaleDocument } from "./sale-document";

/**
 * One sale for the order dialog or the client's order view. A customer reads their own
 * purchase without the staff-only parts (change history, commission).
 */
export async function getSale(db: Db, user: SessionUser, id: string): Promise<SaleDocument> {
  // docs/product/operations.md lookup chain (orders/lookup.ts): a converted web purchase's id opens its sale.
  const found = await lookupOrder(db, id);
  const sale = found?.kind === "sale" ? found.sale : null;
  if (!sale || !maySeeSale(user, sale)) throw notFound(msg.orderNotFound);
  if (isCustomerRole(user.role)) return { ...toSaleDocument(sale, []), commission: { percentage: 0 } };
  const { history } = await readChildren(db, sale.id, ["history"]);
  return toSaleDocument(sale, history);
}

/**
 * Mis Compras: the customer's own sales (the list scopes a customer to their own) and their bank
 * transfers not yet converted, newest first.
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
  }));
  const sales: MyPurchaseRow[] = page.items.map((row) => ({ ...row, kind: "sale" }));
  return [...pending, ...sales].sort((a, b) => b.saleDate.localeCompare(a.saleDate));
}

const POS_COLUMNS = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  reference: products.reference,
  barcode: products.barcode,
  quantity: products.quantity,
  inProgressStock: products.inProgressStock,
  salePrice: products.salePrice,
  promoPrice: products.promoPrice,
  wholesalePrice: products.wholesalePrice,
  isPublic: products.isPublic,
};

/** POS search: every product, hidden ones too (staff see all, docs/product/roles.md), with stock and reservations. */
export async function searchPosProducts(db: Db, q: string): Promise<PosProduct[]> {
  const term = q.trim();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (
    db
      .select(POS_COLUMNS)
      .from(products)
      // A deleted (archived) product is no longer sold (docs/decisions/0074).
      .where(
        and(
          isNull(products.archivedAt),
          term
            ? or(
                ilike(products.name, like),
                ilike(products.brand, like),
                codeSearchSql(term, { barcode: true }),
              )
            : undefined,
        ),
      )
      .orderBy(asc(products.name))
      .limit(30)
  );
}

/** What a scanner read: the product with that barcode or maker's reference, or a Spanish 404. */
export async function findPosProductByCode(db: Db, code: string): Promise<PosProduct> {
  const match = codeMatchSql(code);
  const [row] = match
    ? await db
        .select(POS_COLUMNS)
        .from(products)
        .where(and(isNull(products.archivedAt), match))
        .limit(1)
    : [];
  if (!row) throw notFound(msg.scanCodeNotFound(code.trim()));
  return row;
}
