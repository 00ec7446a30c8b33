import type { SessionUser } from "../../contracts/auth/session";
import type { Db } from "../db/client";
import { readableSession, sessionView } from "./session-record";

/** A session: admins read any; other staff the ones they opened or worked (404 otherwise), blind while open. */
export async function getDrawerSession(db: Db, id: string, user: SessionUser) {
  const { session, movements } = await readableSession(db, id, user);
  return sessionView(session, movements, user);
}
