import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/server/db/client";
import { checkData, formatVerdict } from "../../../src/server/import";
import { sales } from "../../../src/server/sales/schema";
import { DB_KINDS } from "../../support/test-app";
import { api, type ChildServer, createDatabase, spawnServer, startServer } from "./child-server";
import { cardCheckout, type Outcome, prepareStore, saleWithPayment } from "./workload";

/**
 * kill -9 in the middle of a burst of sales, abonos and card checkouts (docs/faults.md): after a
 * restart on the same data the server answers, every write it acknowledged is there, and the
 * invariant checker finds nothing half-written (stock and movements, amountPaid and payments,
 * history entries).
 */
const WORKERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 24;
const PORTS = { pglite: 3801, postgres: 3802 } as const;

describe.each(DB_KINDS)("kill -9 mid-burst on %s", (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean().catch(() => {});
  });

  it("restarts on the same data, answers, keeps every acknowledged write and passes check:data", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), `faults-kill-${kind}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = kind === "postgres" ? await createDatabase() : null;
    if (database) cleanups.push(() => database.drop());
    const options = { port: PORTS[kind], dataDir, databaseUrl: database?.url };

    let server: ChildServer = await startServer(options);
    cleanups.push(() => server.kill());
    const store = await prepareStore(server);

    // Workers loop on writes until the server dies under them.
    const acknowledged: Outcome[] = [];
    let inFlightAtKill = 0;
    let inFlight = 0;
    let killed = false;
    const refusals: Outcome[] = [];
    const worker = async (w: number) => {
      for (let i = w; !killed; i += WORKERS) {
        inFlight++;
        try {
          const outcome = await (i % 3 === 2
            ? cardCheckout(server, store, i)
            : saleWithPayment(server, store, i));
          if (!outcome.ok && !killed) refusals.push(outcome);
          if (outcome.ok && outcome.saleId) acknowledged.push(outcome);
        } catch {
          // The connection died with the server: the outcome of that write is unknown to the client.
        } finally {
          inFlight--;
        }
      }
    };
    const burst = Array.from({ length: WORKERS }, (_, w) => worker(w));
    while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL && refusals.length === 0) {
      await new Promise((r) => setTimeout(r, 10));
    }
    inFlightAtKill = inFlight;
    await server.kill();
    killed = true;
    await Promise.all(burst);
    expect(refusals).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);

    // Same data directory / database: PGlite recovers its files like PostgreSQL replays its WAL.
    const restarting = Date.now();
    server = await startServer(options);
    console.info(
      `kill -9 on ${kind}: ${acknowledged.length} writes acknowledged, ${inFlightAtKill} in flight at the kill; ready again in ${Date.now() - restarting} ms`,
    );
    expect((await api(server, "GET", "/api/catalog")).status).toBe(200);
    if (kind === "pglite") {
      // The embedded database is one process's: a second server on the same directory refuses to start.
      const second = spawnServer({ ...options, port: options.port + 10 });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`está en uso por el proceso ${server.process.pid}`);
    }
    const after = await prepareStore(server, 1, 1);
    expect((await saleWithPayment(server, after, 0)).ok).toBe(true);
    await server.stop();

    const opened = await openDatabase({ url: database?.url, dataDir: database ? null : dataDir });
    try {
      const verdict = await checkData(opened.db);
      expect(verdict.ok, formatVerdict(verdict)).toBe(true);
      // Every acknowledged abono and card payment survived: a counter sale owes 60,000 after its
      // 40,000 abono, a paid card order is a Completado sale.
      const ids = acknowledged.map((o) => o.saleId!);
      const rows = await opened.db
        .select({ id: sales.id, amountPaid: sales.amountPaid, status: sales.status })
        .from(sales)
        .where(inArray(sales.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const o of acknowledged) {
        const row = byId.get(o.saleId!);
        expect(row, `${o.step} ${o.saleId} acknowledged before the kill`).toBeDefined();
        if (o.step === "register-payment") expect(row!.amountPaid).toBe(40_000);
        else expect(row!.status).toBe("Completado");
      }
    } finally {
      await opened.close();
    }
  }, 180_000);
});
