import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { CloseSessionInput } from "../../contracts/cash-drawer/cash-drawer";
import { closeSession, type DifferenceEntry } from "../../domain/cash-drawer/closing";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { type DrawerSession, drawerEntryDraft } from "../../domain/cash-drawer/sessions";
import type { Db, Tx } from "../db/client";
import { insertEntries } from "../journal";
import { loadSettings } from "../settings";
import { announceDrawer } from "./drawer-audience";
import { drawerSettingsOf } from "./drawer-settings";
import { orRefuse } from "./or-refuse";
import { drawerSessions } from "./schema";
import { loadMovements, readableSession, sessionView } from "./session-record";

/**
 * A closed session's sobrante or faltante as the journal's entry on it, written by whoever closed
 * it (the approver's name is on the session), dated when the count was taken.
 */
export async function writeDifference(tx: Tx, session: DrawerSession, entry: DifferenceEntry | null) {
  const closing = session.closing;
  if (!entry || !closing) return;
  await insertEntries(
    tx,
    { type: "drawer_session", id: session.id, customerId: null, customerUserId: null },
    [
      drawerEntryDraft(
        { kind: "over_short", amount: entry.amount, note: entry.description },
        closing.closedBy.name,
        closing.closedAt,
      ),
    ],
    {
      name: closing.closedBy.name,
      userId: closing.closedBy.id || null,
      operation: m.journalOperations.close,
    },
  );
}

/**
 * The blind close: the count by denomination comes in, and only then the expected cash is read
 * from the journal (under the session's lock, so no payment is still tying itself to it) and the
 * difference computed. Within the threshold the session closes and its difference becomes an
 * entry; beyond it the session waits, its count kept, for an admin who is not the closer.
 */
export async function closeDrawerSession(db: Db, id: string, user: SessionUser, input: CloseSessionInput) {
  return db.transaction(async (tx) => {
    const { session, movements } = await readableSession(tx, id, user, true);
    const settings = drawerSettingsOf(await loadSettings(tx));
    const outcome = orRefuse(
      closeSession({
        session,
        movements,
        closer: user,
        counts: input.counts,
        denominations: settings.denominations,
        closedAt: new Date().toISOString(),
        threshold: settings.differenceThreshold,
      }),
    );
    const closing = outcome.session.closing!;
    await tx
      .update(drawerSessions)
      .set({
        status: closing.status,
        counts: closing.counts,
        counted: closing.counted,
        expected: closing.expected,
        difference: closing.difference,
        closedById: user.id,
        closedByName: user.name,
        closedAt: new Date(closing.closedAt),
      })
      .where(eq(drawerSessions.id, id));
    if (closing.status === "closed") await writeDifference(tx, outcome.session, outcome.entry);
    await announceDrawer(tx, id);
    return {
      session: sessionView(outcome.session, await loadMovements(tx, id), user),
      notice: outcome.notice,
    };
  });
}
