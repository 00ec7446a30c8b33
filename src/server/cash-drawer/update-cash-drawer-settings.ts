import { count, ne } from "drizzle-orm";
import { checkDifferenceThreshold, validateDenominations } from "../../domain/cash-drawer/closing";
import { checkControlToggle } from "../../domain/cash-drawer/sessions";
import type { Db } from "../db/client";
import { setSettingsKeys } from "../settings";
import type { StoreSettings } from "../settings/schema";
import { drawerSettingsOf } from "./drawer-settings";
import { orRefuse } from "./or-refuse";
import { drawerSessions } from "./schema";

export interface DrawerSettingsUpdate {
  cashControl?: boolean;
  denominations?: number[];
  differenceThreshold?: number;
}

/**
 * The drawer's settings, kept in the settings document (merged, under its row lock, and every
 * open screen hears of it). "Control de caja" turns off only with no session left to count:
 * their cash would be left unexplained.
 */
export async function updateCashDrawerSettings(db: Db, input: DrawerSettingsUpdate) {
  return db.transaction(async (tx) => {
    const keys: Partial<StoreSettings> = {};
    if (input.cashControl !== undefined) {
      const [open] = await tx
        .select({ n: count() })
        .from(drawerSessions)
        .where(ne(drawerSessions.status, "closed"));
      keys.cashControl = orRefuse(checkControlToggle(Number(open?.n ?? 0), input.cashControl));
    }
    if (input.denominations !== undefined)
      keys.cashDenominations = orRefuse(validateDenominations(input.denominations));
    if (input.differenceThreshold !== undefined)
      keys.cashDifferenceThreshold = orRefuse(checkDifferenceThreshold(input.differenceThreshold));
    const saved = await setSettingsKeys(tx, keys);
    return drawerSettingsOf(saved);
  });
}
