import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { sessionForPayment, takenAtCounter } from "../../domain/cash-drawer/sessions";
import type { EntryDraft, EntryKind } from "../../domain/journal/entries";
import { RECORDED_PAYMENT_METHODS } from "../../domain/reports/reports";
import { newId } from "../db/ids";
import { atCounter, awayFromCounter, insertEntries, refusedWithoutSession } from "../journal";
import { moneyEntries } from "../journal/schema";
import { forgetSettingsReads, SETTINGS_ID } from "../settings";
import { settings } from "../settings/schema";
import { counterOf } from "./counter-hook";
import { cashRegisters, drawerSessions } from "./schema";

/**
 * The journal restates the domain's sessionForPayment in SQL (the session read in the entry's
 * INSERT, the check constraint money_entries_cash_needs_session): every kind × method × control ×
 * register is written through insertEntries at a counter, and what the database did — refused,
 * or stamped with which session — is compared with the domain's answer for the same case.
 */
describe.each(DB_KINDS)("tying money to the counter's session on %s", (kind) => {
  let t: TestApp;
  let openRegister: string;
  let idleRegister: string;
  let sessionId: string;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const [open, idle] = await db()
      .insert(cashRegisters)
      .values([{ name: "Abierta" }, { name: "Sin caja" }])
      .returning();
    openRegister = open!.id;
    idleRegister = idle!.id;
    const [session] = await db()
      .insert(drawerSessions)
      .values({ registerId: openRegister, float: 0, openedByName: "Prueba" })
      .returning();
    sessionId = session!.id;
  });
  afterAll(() => t.close());

  const setControl = async (cashControl: boolean) => {
    await db()
      .insert(settings)
      .values({ id: SETTINGS_ID, data: { bankAccounts: [], cashControl } })
      .onConflictDoUpdate({ target: settings.id, set: { data: { bankAccounts: [], cashControl } } });
    // Written behind the server's back: what it keeps of the settings is read again (0260).
    forgetSettingsReads();
  };

  const KINDS: EntryKind[] = ["received", "refunded", "credit_applied", "credit_moved"];
  const draftOf = (k: EntryKind, method: EntryDraft["method"]): EntryDraft => {
    const payment = k === "received" || k === "credit_applied";
    return {
      kind: k,
      amount: 1_000,
      method,
      date: "2026-03-02",
      paymentId: payment ? newId() : null,
      paymentType: payment ? "partial" : null,
      recordedBy: "Prueba",
      modifiedAt: null,
      toSubjectId: null,
    };
  };

  /** Writes one entry at the counter: the session it names, or "refused". */
  const written = async (registerId: string | null, draft: EntryDraft, viaGateway = false) => {
    const subjectId = newId();
    try {
      await db().transaction((tx) =>
        atCounter(counterOf(registerId), () =>
          insertEntries(
            tx,
            { type: "sale", id: subjectId, customerId: null, customerUserId: null },
            [draft],
            { name: "Prueba", userId: null, operation: "Prueba", viaGateway },
          ).catch(refusedWithoutSession),
        ),
      );
    } catch {
      return "refused";
    }
    const [row] = await db().select().from(moneyEntries).where(eq(moneyEntries.subjectId, subjectId));
    return row?.drawerSessionId ?? null;
  };

  it("refuses and stamps exactly as the domain's sessionForPayment says", async () => {
    const mismatches: string[] = [];
    let cases = 0;
    for (const control of [false, true]) {
      await setControl(control);
      for (const registerId of [openRegister, idleRegister, null])
        for (const k of KINDS)
          for (const method of [...RECORDED_PAYMENT_METHODS, null]) {
            const draft = draftOf(k, method);
            const open = registerId === openRegister ? sessionId : null;
            const rule =
              draft.method !== null && takenAtCounter(draft)
                ? sessionForPayment(control, draft.method, open)
                : ({ ok: true, value: null } as const);
            const expected = rule.ok ? rule.value : "refused";
            const got = await written(registerId, draft);
            cases++;
            if (got !== expected)
              mismatches.push(
                `${control} ${registerId} ${k} ${method}: ${String(got)} ≠ ${String(expected)}`,
              );
          }
    }
    expect(mismatches).toEqual([]);
    expect(cases).toBe(2 * 3 * KINDS.length * (RECORDED_PAYMENT_METHODS.length + 1));
  });

  it("the gateway's money and a request with no counter are never tied nor refused", async () => {
    await setControl(true);
    expect(await written(openRegister, draftOf("received", "tarjeta"), true)).toBeNull();
    // Outside a request (a job, the import): no counter at all.
    const subjectId = newId();
    await insertEntries(
      db(),
      { type: "sale", id: subjectId, customerId: null, customerUserId: null },
      [draftOf("received", "efectivo")],
      { name: "Trabajo", userId: null, operation: "Prueba" },
    );
    const [row] = await db().select().from(moneyEntries).where(eq(moneyEntries.subjectId, subjectId));
    expect(row).toMatchObject({ drawerSessionId: null, cashControl: false });
    // Inside a request but away from the counter (a bank credit confirmed): neither.
    const confirmed = newId();
    await atCounter(counterOf(openRegister), () =>
      awayFromCounter(() =>
        insertEntries(
          db(),
          { type: "sale", id: confirmed, customerId: null, customerUserId: null },
          [draftOf("received", "transferencia")],
          { name: "Banco", userId: null, operation: "Prueba" },
        ),
      ),
    );
    const [bank] = await db().select().from(moneyEntries).where(eq(moneyEntries.subjectId, confirmed));
    expect(bank).toMatchObject({ drawerSessionId: null, cashControl: false });
  });

  it("one session not closed per register: the partial unique index refuses a second, never a closed one", async () => {
    const refused = await db()
      .insert(drawerSessions)
      .values({ registerId: openRegister, float: 0, openedByName: "Otra" })
      .then(
        () => null,
        (e: { constraint?: string; cause?: { constraint?: string } }) => e,
      );
    expect(refused?.cause?.constraint ?? refused?.constraint).toBe("drawer_sessions_one_open_idx");
    await db().insert(drawerSessions).values({
      registerId: idleRegister,
      float: 0,
      openedByName: "Cerrada",
      status: "closed",
      counts: [],
      counted: 0,
      expected: 0,
      difference: 0,
      closedAt: new Date(),
    });
    await db().insert(drawerSessions).values({ registerId: idleRegister, float: 0, openedByName: "Nueva" });
  });
});
