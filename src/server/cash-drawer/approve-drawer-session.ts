import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { approveClose } from "../../domain/cash-drawer/closing";
import type { Db } from "../db/client";
import { writeDifference } from "./close-drawer-session";
import { announceDrawer } from "./drawer-audience";
import { orRefuse } from "./or-refuse";
import { drawerSessions } from "./schema";
import { loadMovements, readableSession, sessionView } from "./session-record";

/**
 * An admin who did not count approves a difference beyond the threshold, with a note: the session
 * closes and its difference becomes the journal's entry, so the cash flow explains it.
 */
export async function approveDrawerSession(db: Db, id: string, user: SessionUser, note: string) {
  return db.transaction(async (tx) => {
    const { session } = await readableSession(tx, id, user, true);
    const approved = orRefuse(approveClose(session, user, note, new Date().toISOString()));
    const closing = approved.session.closing!;
    await tx
      .update(drawerSessions)
      .set({
        status: "closed",
        approvedById: user.id,
        approvedByName: user.name,
        approvalNote: closing.approvalNote,
        approvedAt: new Date(closing.approvedAt!),
      })
      .where(eq(drawerSessions.id, id));
    await writeDifference(tx, approved.session, approved.entry);
    await announceDrawer(tx, id);
    return sessionView(approved.session, await loadMovements(tx, id), user);
  });
}
