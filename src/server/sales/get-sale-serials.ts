import type { SessionUser } from "../../contracts/auth/session";
import type { SaleSerials } from "../../contracts/sales/sale-serials";
import { msg } from "../../domain/kernel/messages";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { owedBySale, saleUnits } from "../inventory";
import { maySeeSale } from "./access";
import { findSaleByOrderId } from "./find-sale";

/** The watches of a sale by serial with their warranty, and the serials it still owes; staff or its buyer. */
export async function getSaleSerials(db: Db, user: SessionUser, id: string): Promise<SaleSerials> {
  const sale = await findSaleByOrderId(db, id);
  if (!sale || !maySeeSale(user, sale)) throw notFound(msg.orderNotFound);
  const nameOf = (productId: string) => sale.items.find((i) => i.productId === productId)?.productName ?? "";
  const units = await saleUnits(db, sale);
  const owed = await owedBySale(db, sale.id);
  return {
    units: units.map((u) => ({ ...u, productName: nameOf(u.productId) })),
    owed: [...owed].map(([productId, n]) => ({ productId, productName: nameOf(productId), owed: n })),
  };
}
