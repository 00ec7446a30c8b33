import type { SessionUser } from "../../contracts/auth/session";
import { serialChange } from "../../domain/sales/sale-serials";
import type { Db } from "../db/client";
import { assignUnit } from "../inventory";
import { movementAuthor } from "./actor";
import { fromDomain, type MutationOutcome, mutateSale } from "./mutate";
import { serialLines } from "./sale-serial-lines";

/**
 * An admin names a watch of a sale by its serial (a web order before it is shipped or completed,
 * or a sale made before its product was kept by serial): under the sale's lock the unit joins the
 * sale with its status and the history says 'Número de Serie Asignado'.
 */
export async function assignSaleSerial(
  db: Db,
  id: string,
  user: SessionUser,
  input: { serial: string; version?: number },
): Promise<MutationOutcome> {
  return mutateSale(db, id, user, input.version, async (sale, actor, tx) => {
    const ruled = serialChange(sale, { productName: "", serial: "", removed: false }, actor);
    if (!ruled.ok) return fromDomain(sale, ruled);
    const { serial, line } = await assignUnit(
      tx,
      sale,
      serialLines(sale.items),
      input.serial,
      movementAuthor(user),
    );
    return fromDomain(
      sale,
      serialChange(sale, { productName: line.productName, serial, removed: false }, actor),
    );
  });
}
