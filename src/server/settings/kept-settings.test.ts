import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSettings } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { publish } from "../live/bus";
import { settings } from "./schema";
import { SETTINGS_ID } from "./service";

/**
 * The settings document is kept in memory until a settings event is heard (docs/decisions/0260):
 * a save is seen by the very next request, a change announced by another instance as soon as its
 * event arrives, and nothing else makes the server read it again.
 */
describe.each(DB_KINDS)("the settings kept in memory on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  const db = () => t.ctx.database.db;
  const storeName = async () =>
    (await t.request("GET", "/api/settings", { as: admin })).json.storeName as string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(db(), { storeName: "Relojería Tiempo" });
    admin = await t.account("admin");
  });
  afterAll(() => t.close());

  /** Resolves once this instance hears a settings event (its own save's comes back through the bus). */
  const settingsEventHeard = () =>
    new Promise<void>((resolve) => {
      const stop = t.ctx.bus.subscribe((message) => {
        if (message.topic !== "settings") return;
        stop();
        resolve();
      });
    });

  it("a save is seen by the next request of the instance that made it", async () => {
    expect(await storeName()).toBe("Relojería Tiempo");
    const heard = settingsEventHeard();
    const saved = await t.request("PATCH", "/api/settings", {
      as: admin,
      body: { storeName: "Relojería Hora" },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(await storeName()).toBe("Relojería Hora");
    // Until its event comes back, this instance reads the document afresh; then it keeps it again.
    await heard;
  });

  it("a write nobody announced is not read again; its settings event makes the next read fresh", async () => {
    expect(await storeName()).toBe("Relojería Hora");
    // Another instance's save, as the database sees it, before its event arrives.
    await db()
      .update(settings)
      .set({ data: sql`${settings.data} || '{"storeName": "Relojería Minuto"}'::jsonb` })
      .where(eq(settings.id, SETTINGS_ID));
    expect(await storeName()).toBe("Relojería Hora");
    await publish(db(), { topic: "settings", id: SETTINGS_ID, audience: { everyone: true } });
    await expect.poll(storeName, { timeout: 5_000 }).toBe("Relojería Minuto");
  });
});
