import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { LiveBus } from "./bus";
import { ReadCache } from "./read-cache";

/** A bus over a fake LISTEN: `hear` delivers a NOTIFY payload as PostgreSQL would. */
async function fakeBus() {
  let deliver: (payload: string) => void = () => {};
  let lose: (listening: boolean) => void = () => {};
  const database: Pick<Database, "listen"> = {
    listen: async (_channel: string, onPayload: (p: string) => void, onListening?: (l: boolean) => void) => {
      deliver = onPayload;
      lose = onListening ?? (() => {});
      return async () => {};
    },
  };
  const bus = new LiveBus(database);
  await bus.start();
  const hear = (topic: string) => deliver(JSON.stringify({ topic, id: null, audience: { everyone: true } }));
  return { bus, hear, setListening: (l: boolean) => lose(l) };
}

/** A load that answers its call's number only once released: loads in flight together. */
function heldLoads() {
  let calls = 0;
  const releases: Array<() => void> = [];
  const load = () =>
    new Promise<number>((resolve) => {
      const n = ++calls;
      releases.push(() => resolve(n));
    });
  const releaseAll = () => {
    for (const release of releases) release();
  };
  return { load, calls: () => calls, releaseAll };
}

/** A load that counts its calls and answers the count. */
function counter() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

describe("ReadCache", () => {
  it("keeps an answer until an event it cares about is heard", async () => {
    const { bus, hear } = await fakeBus();
    const cache = new ReadCache<number>(bus, { changes: (topic) => topic !== "messages" });
    const c = counter();
    expect(await cache.read("k", c.load)).toBe(1);
    expect(await cache.read("k", c.load)).toBe(1);
    hear("messages");
    expect(await cache.read("k", c.load)).toBe(1);
    hear("sales");
    expect(await cache.read("k", c.load)).toBe(2);
    expect(c.calls()).toBe(2);
    cache.close();
  });

  it("readers that miss together share one load, unless a change was heard since it began", async () => {
    const { bus, hear } = await fakeBus();
    const cache = new ReadCache<number>(bus);
    const { load, calls, releaseAll } = heldLoads();
    const together = [cache.read("k", load), cache.read("k", load), cache.read("k", load)];
    expect(calls()).toBe(1);
    hear("sales");
    const after = cache.read("k", load);
    expect(calls()).toBe(2);
    releaseAll();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    expect(await after).toBe(2);
    expect(await cache.read("k", load)).toBe(2);
    expect(calls()).toBe(2);
    cache.close();
  });

  it("without shared loads, each reader that misses loads on its own, and an answer read is kept", async () => {
    const { bus } = await fakeBus();
    const cache = new ReadCache<number>(bus, { shareLoads: false });
    const { load, calls, releaseAll } = heldLoads();
    const together = [cache.read("k", load), cache.read("k", load)];
    expect(calls()).toBe(2);
    releaseAll();
    expect(await Promise.all(together)).toEqual([1, 2]);
    expect(await cache.read("k", load)).toBe(2);
    expect(calls()).toBe(2);
    cache.close();
  });

  it("by default every event is a change, and an answer older than maxAgeMs is read again", async () => {
    const { bus, hear } = await fakeBus();
    let now = 0;
    const cache = new ReadCache<number>(bus, { maxAgeMs: 30_000, now: () => now });
    const c = counter();
    await cache.read("k", c.load);
    hear("settings");
    expect(await cache.read("k", c.load)).toBe(2);
    now = 29_999;
    expect(await cache.read("k", c.load)).toBe(2);
    now = 30_000;
    expect(await cache.read("k", c.load)).toBe(3);
    cache.close();
  });

  it("stores nothing while the LISTEN connection is down, nor an answer read across a change", async () => {
    const { bus, hear, setListening } = await fakeBus();
    const cache = new ReadCache<number>(bus);
    const c = counter();
    setListening(false);
    await cache.read("k", c.load);
    await cache.read("k", c.load);
    expect(c.calls()).toBe(2);
    setListening(true);
    // The event arrives while the read runs: its answer may predate the change, so it is not kept.
    await cache.read("k", async () => {
      hear("sales");
      return c.load();
    });
    expect(await cache.read("k", c.load)).toBe(4);
    expect(await cache.read("k", c.load)).toBe(4);
    cache.close();
  });
});
