import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import type { Db } from "../db/client";
import { setSettingsKeys } from "../settings";

/** The buyer-RTN threshold lives in the settings document (merged, like every other setting). */
export async function updateThreshold(db: Db, amount: number) {
  return db.transaction(async (tx) => {
    await setSettingsKeys(tx, { invoiceBuyerRtnThreshold: amount });
    return { message: m.thresholdSaved };
  });
}
