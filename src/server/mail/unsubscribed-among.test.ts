import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { recordUnsubscribe, UNSUBSCRIBES_BY_PARAMETER, unsubscribedAmong } from "./unsubscribe";

/**
 * Which addresses asked for no more reminders, for a customer or for Cobranza's every overdue
 * customer: the same answer either way, and no statement past PostgreSQL's 65,535 parameters.
 */
describe.each(DB_KINDS)("addresses that asked for no more mail, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const address of ["Ana@Correo.hn", "beto@correo.hn", "nadie@otro.hn"])
      await recordUnsubscribe(t.ctx.database.db, address);
  });
  afterAll(() => t.close());

  const many = (n: number) => Array.from({ length: n }, (_, i) => `cliente${i}@correo.hn`);

  it("finds them among a few addresses or among seventy thousand, whatever their case", async () => {
    const db = t.ctx.database.db;
    const asked = [" ana@correo.hn", "BETO@correo.hn", "carla@correo.hn"];
    const few = await unsubscribedAmong(db, asked);
    expect([...few].sort()).toEqual(["ana@correo.hn", "beto@correo.hn"]);
    expect(UNSUBSCRIBES_BY_PARAMETER).toBeLessThan(70_000);
    const lots = await unsubscribedAmong(db, [...many(70_000), ...asked]);
    expect([...lots].sort()).toEqual(["ana@correo.hn", "beto@correo.hn"]);
    expect(await unsubscribedAmong(db, many(70_000))).toEqual(new Set());
    expect(await unsubscribedAmong(db, [])).toEqual(new Set());
  });
});
