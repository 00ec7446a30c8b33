import { STAFF_ROLES } from "../../domain/kernel/roles";
import type { Tx } from "../db/client";
import { publish } from "../live/bus";

/**
 * Tells every staff screen that a session (or a register) changed: the counters' register lists
 * and the admins' history and Dashboard tile refetch. The event carries only the id.
 */
export function announceDrawer(tx: Tx, id: string): Promise<void> {
  return publish(tx, { topic: "cash_drawer", id, audience: { roles: STAFF_ROLES } });
}
