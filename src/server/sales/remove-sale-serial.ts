import type { SessionUser } from "../../contracts/auth/session";
import { serialChange } from "../../domain/sales/sale-serials";
import type { Db } from "../db/client";
import { unassignUnit } from "../inventory";
import { movementAuthor } from "./actor";
import { fromDomain, type MutationOutcome, mutateSale } from "./mutate";

/**
 * An admin takes a wrongly named watch off a sale: the unit goes back in stock with a line of its
 * history, the sale owes that serial again, and its history says 'Número de Serie Quitado'.
 */
export async function removeSaleSerial(
  db: Db,
  id: string,
  user: SessionUser,
  rawSerial: string,
): Promise<MutationOutcome> {
  return mutateSale(db, id, user, undefined, async (sale, actor, tx) => {
    const ruled = serialChange(sale, { productName: "", serial: "", removed: true }, actor);
    if (!ruled.ok) return fromDomain(sale, ruled);
    const { serial, productId } = await unassignUnit(tx, sale.id, rawSerial, movementAuthor(user));
    const productName = sale.items.find((i) => i.productId === productId)?.productName ?? "";
    return fromDomain(sale, serialChange(sale, { productName, serial, removed: true }, actor));
  });
}
