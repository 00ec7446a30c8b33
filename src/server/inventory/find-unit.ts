import { eq } from "drizzle-orm";
import { normaliseSerial } from "../../domain/inventory/serial";
import type { UnitStatus } from "../../domain/inventory/units";
import type { DbOrTx } from "../db/client";
import { productUnits } from "./schema";

/** The watch a scanned or typed code names by its serial, if any (a scanner at the counter reads serials too). */
export async function unitBySerial(
  db: DbOrTx,
  code: string,
): Promise<{ id: string; productId: string; serial: string; status: UnitStatus } | null> {
  const serial = normaliseSerial(code);
  if (!serial) return null;
  const [row] = await db
    .select({
      id: productUnits.id,
      productId: productUnits.productId,
      serial: productUnits.serial,
      status: productUnits.status,
    })
    .from(productUnits)
    .where(eq(productUnits.serial, serial));
  return row ? { ...row, status: row.status as UnitStatus } : null;
}
