import { AsyncLocalStorage } from "node:async_hooks";
import type { SQL } from "drizzle-orm";

/**
 * Where a request takes money: its counter, as the cash drawer feature describes it for every
 * request (docs/decisions/0252). Both parts are SQL read inside the entry's own INSERT, so tying
 * an entry to its session costs the sale path no statement and sees the session as it is at that
 * moment, under a lock (a close waits for the payment, or the payment sees the session closed).
 */
export interface Counter {
  /** The open session of the device's register, as a scalar subquery; null when no register was named. */
  session: SQL | null;
  /** Whether "Control de caja" is on, as a scalar boolean. */
  cashControl: SQL;
}

const counters = new AsyncLocalStorage<Counter>();

/** Runs `fn` (the rest of a request) at this counter. */
export function atCounter<T>(counter: Counter, fn: () => T): T {
  return counters.run(counter, fn);
}

/**
 * The counter of the running request, or none: jobs, the demo seed and the data import run
 * outside requests and take no money at a counter.
 */
export function currentCounter(): Counter | undefined {
  return counters.getStore();
}

/**
 * Runs `fn` away from any counter, inside a request: money that reaches the journal there was not
 * taken at a register (a web order's transfer converted, a bank credit confirmed), so no drawer
 * session lists it and "Control de caja" does not ask for one.
 */
export function awayFromCounter<T>(fn: () => T): T {
  return counters.exit(fn);
}
