import { and, asc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { PosProduct } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { isCustomerRole } from "../../domain/kernel/roles";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { notFound } from "../http/errors";
import { codeMatchSql, codeSearchSql, unitBySerial } from "../inventory";
import { products } from "../products/schema";
import { maySeeSale } from "./access";
import { findSaleByOrderId } from "./find-sale";
import { readChildren } from "./sale-children";
import { toSaleDocument } from "./sale-document";

/**
 * One sale for the order dialog or the client's order view. A customer reads their own
 * purchase without the staff-only parts (change history, commission).
 */
export async function getSale(db: Db, user: SessionUser, id: string): Promise<SaleDocument> {
  // A converted web purchase's id opens its sale (the order lookup's first two steps).
  const sale = await findSaleByOrderId(db, id);
  if (!sale || !maySeeSale(user, sale)) throw notFound(msg.orderNotFound);
  if (isCustomerRole(user.role)) return { ...toSaleDocument(sale, []), commission: { percentage: 0 } };
  const { history } = await readChildren(db, sale.id, ["history"]);
  return toSaleDocument(sale, history);
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
  serialized: products.serialized,
  serial: sql<string | null>`null`,
};

/** POS search: every product, hidden ones too (staff see all, docs/product/roles.md), with stock and reservations. */
export async function searchPosProducts(db: Db, q: string): Promise<PosProduct[]> {
  const term = q.trim();
  const like = containsPattern(term);
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

/**
 * What a scanner read: the product with that barcode or maker's reference, else the watch with that
 * serial (in stock: the sale then names it), or a Spanish 404.
 */
export async function findPosProductByCode(db: Db, code: string): Promise<PosProduct> {
  const match = codeMatchSql(code);
  const [row] = match
    ? await db
        .select(POS_COLUMNS)
        .from(products)
        .where(and(isNull(products.archivedAt), match))
        .limit(1)
    : [];
  if (row) return row;
  const unit = await unitBySerial(db, code);
  if (unit && unit.status !== "en stock") throw notFound(msg.unitNotInStock(unit.serial));
  const [product] = unit
    ? await db
        .select(POS_COLUMNS)
        .from(products)
        .where(and(isNull(products.archivedAt), eq(products.id, unit.productId)))
    : [];
  if (!product || !unit) throw notFound(msg.scanCodeNotFound(code.trim()));
  return { ...product, serial: unit.serial };
}
