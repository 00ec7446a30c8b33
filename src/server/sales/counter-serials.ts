import type { CreateSaleInput } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import type { SaleStatus } from "../../domain/sales/sale";
import type { Tx } from "../db/client";
import { AppError } from "../http/errors";
import { assignUnit, type LockedProduct, type UnitAuthor } from "../inventory";
import { serialLines } from "./sale-serial-lines";

/**
 * Registrar Venta names every serialized watch it sells, one serial per unit (scanned, typed, or
 * picked from those in stock): the watch is the sale's from the first moment. A serial for a product
 * not kept by serial is refused, as is a serialized line without all of its serials.
 */
export async function nameCounterSerials(
  tx: Tx,
  sale: { id: string; status: SaleStatus },
  items: CreateSaleInput["items"],
  locked: ReadonlyMap<string, LockedProduct>,
  who: UnitAuthor,
): Promise<void> {
  const lines = serialLines(
    items.map((i) => ({
      ...i,
      productName: locked.get(i.productId)?.name ?? "",
      price: 0,
      originalPrice: 0,
    })),
  );
  for (const line of lines) {
    const serials = items.filter((i) => i.productId === line.productId).flatMap((i) => i.serials ?? []);
    const serialized = locked.get(line.productId)?.serialized === true;
    if (!serialized && serials.length) throw new AppError("domain_rule", msg.unitNotSerialized, "items");
    if (serialized && serials.length !== line.quantity)
      throw new AppError("domain_rule", msg.unitSerialsNeeded(line.productName), "items");
    for (const serial of serials) await assignUnit(tx, sale, [line], serial, who);
  }
}
