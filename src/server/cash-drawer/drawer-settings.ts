import type { DrawerSettings } from "../../contracts/cash-drawer/cash-drawer";
import { DEFAULT_DENOMINATIONS, DEFAULT_DIFFERENCE_THRESHOLD } from "../../domain/cash-drawer/closing";
import { DEFAULT_CASH_CONTROL } from "../../domain/cash-drawer/sessions";
import type { StoreSettings } from "../settings/schema";

/** The drawer's keys of the settings document (docs/decisions/0252), absent ones as the domain's defaults. */
export function drawerSettingsOf(
  data: Pick<StoreSettings, "cashControl" | "cashDenominations" | "cashDifferenceThreshold">,
): DrawerSettings {
  return {
    cashControl: data.cashControl ?? DEFAULT_CASH_CONTROL,
    denominations: data.cashDenominations ?? [...DEFAULT_DENOMINATIONS],
    differenceThreshold: data.cashDifferenceThreshold ?? DEFAULT_DIFFERENCE_THRESHOLD,
  };
}
