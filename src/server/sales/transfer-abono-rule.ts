import { entersATransfer, plainAbonoRefusal } from "../../domain/transfers/transfers";
import type { DbOrTx } from "../db/client";
import { loadSettings } from "../settings";

/**
 * The transfer-reference rule for a plain abono (the domain's `plainAbonoRefusal`); the store's
 * setting is read only when the abono becomes a transfer, so other payments keep their round trips.
 */
export async function transferAbonoRefusal(
  tx: DbOrTx,
  method: string | undefined,
  previousMethod?: string,
): Promise<string | null> {
  if (!entersATransfer(method, previousMethod)) return null;
  const required = (await loadSettings(tx)).transferReferenceRequired === true;
  return plainAbonoRefusal(method, required, previousMethod);
}
