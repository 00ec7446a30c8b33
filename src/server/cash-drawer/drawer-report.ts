import { drawerReport, movementLines } from "../../domain/cash-drawer/report";
import type { DrawerSession } from "../../domain/cash-drawer/sessions";
import type { SessionMovement } from "./session-record";

/** The session's report (X while open, Z once counted) with each of its movements. */
export function reportOf(session: DrawerSession, movements: readonly SessionMovement[]) {
  return { ...drawerReport(session, movements), movements: movementLines(movements) };
}
