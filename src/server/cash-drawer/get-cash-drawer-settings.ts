import type { DbOrTx } from "../db/client";
import { loadSettings } from "../settings";
import { drawerSettingsOf } from "./drawer-settings";

/** "Control de caja", the denominations a count lists and the difference threshold: staff read them to count. */
export async function getCashDrawerSettings(db: DbOrTx) {
  return drawerSettingsOf(await loadSettings(db));
}
