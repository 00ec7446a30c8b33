import type { SessionUser } from "../../contracts/auth/session";
import type { DrawerEntryInput } from "../../contracts/cash-drawer/cash-drawer";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { canMoveCash, drawerEntryDraft, validateDrawerEntry } from "../../domain/cash-drawer/sessions";
import type { Db } from "../db/client";
import { insertEntries } from "../journal";
import { announceDrawer } from "./drawer-audience";
import { orRefuse } from "./or-refuse";
import { loadMovements, readableSession, sessionView } from "./session-record";

/**
 * A pay-in or pay-out: a journal entry of the drawer's own kind on the session, in cash, with its
 * reason. Under the session's row lock, so it never lands in a session being counted.
 */
export async function recordDrawerEntry(db: Db, id: string, user: SessionUser, input: DrawerEntryInput) {
  return db.transaction(async (tx) => {
    const { session } = await readableSession(tx, id, user, true);
    orRefuse(canMoveCash(user, session));
    const entry = orRefuse(validateDrawerEntry(input));
    const draft = drawerEntryDraft(
      { kind: entry.kind, amount: entry.amount, note: entry.reason },
      user.name,
      new Date().toISOString(),
    );
    await insertEntries(
      tx,
      { type: "drawer_session", id: session.id, customerId: null, customerUserId: null },
      [draft],
      { name: user.name, userId: user.id, operation: m.journalOperations[entry.kind] },
    );
    await announceDrawer(tx, session.id);
    return sessionView(session, await loadMovements(tx, session.id), user);
  });
}
