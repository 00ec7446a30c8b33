import type { SessionUser } from "../../contracts/auth/session";
import { checkXReport } from "../../domain/cash-drawer/report";
import type { Db } from "../db/client";
import { reportOf } from "./drawer-report";
import { orRefuse } from "./or-refuse";
import { readableSession } from "./session-record";

/** The X report of an open session: admins only, nothing closes. */
export async function getDrawerXReport(db: Db, id: string, user: SessionUser) {
  const { session, movements } = await readableSession(db, id, user);
  orRefuse(checkXReport(user.role, session));
  return reportOf(session, movements);
}
