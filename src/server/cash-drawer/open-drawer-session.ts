import { and, count, eq, ne } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { OpenSessionInput } from "../../contracts/cash-drawer/cash-drawer";
import { countedTotal } from "../../domain/cash-drawer/closing";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { openSession } from "../../domain/cash-drawer/sessions";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { AppError, notFound } from "../http/errors";
import { loadSettings } from "../settings";
import { announceDrawer } from "./drawer-audience";
import { drawerSettingsOf } from "./drawer-settings";
import { orRefuse } from "./or-refuse";
import { cashRegisters, drawerSessions } from "./schema";
import { drawerSessionOf, sessionView } from "./session-record";

/** Two openings of one register at once (two devices, two server instances): the partial unique index keeps one. */
function alreadyOpen(error: unknown): never {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint;
  if (code === "23505" && constraint === "drawer_sessions_one_open_idx")
    throw new AppError("conflict", m.alreadyOpen);
  throw error;
}

/**
 * A session opened on a register with its float (typed, or counted by denomination): it belongs
 * to whoever opens it. One not closed per register: the domain's check first, for its text; the
 * partial unique index decides between openings that run at the same time. The register's row is
 * shared-locked, so it is not taken out of use meanwhile.
 */
export async function openDrawerSession(db: Db, user: SessionUser, input: OpenSessionInput) {
  return db.transaction(async (tx) => {
    const [register] = await tx
      .select()
      .from(cashRegisters)
      .where(eq(cashRegisters.id, input.registerId))
      .for("share");
    if (!register) throw notFound(m.registerNotFound);
    const [busy] = await tx
      .select({ n: count() })
      .from(drawerSessions)
      .where(and(eq(drawerSessions.registerId, register.id), ne(drawerSessions.status, "closed")));
    const float = input.counts
      ? orRefuse(countedTotal(input.counts, drawerSettingsOf(await loadSettings(tx)).denominations))
      : (input.float ?? 0);
    const now = new Date();
    const session = orRefuse(
      openSession({
        id: newId(),
        register: { id: register.id, name: register.name, active: register.active },
        opener: user,
        openedAt: now.toISOString(),
        float,
        openSessionsOnRegister: Number(busy?.n ?? 0),
      }),
    );
    const [row] = await tx
      .insert(drawerSessions)
      .values({
        id: session.id,
        registerId: register.id,
        float: session.float,
        openedById: user.id,
        openedByName: user.name,
        openedAt: now,
      })
      .returning()
      .catch(alreadyOpen);
    await announceDrawer(tx, session.id);
    return sessionView(drawerSessionOf({ row: row!, registerName: register.name }, []), [], user);
  });
}
