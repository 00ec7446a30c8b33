// The database type is drizzle's own, not client.ts's Db: client.ts wraps its instances with this.
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * Work a transaction does last, just before it commits: the live events of a change are sent
 * then, all in one statement, instead of one `pg_notify` round trip per publish (a sale to a new
 * customer published three; docs/decisions/0224). Only the outermost transaction of
 * `db.transaction` collects: a publish on the database itself or inside a savepoint runs at once,
 * and NOTIFY's own rule (delivered on commit, dropped on rollback) holds either way.
 */
type Action = () => Promise<void>;
const pending = new WeakMap<object, Action[]>();

/** Queues `action` to run before `tx` commits; false when `tx` is not a collecting transaction. */
export function beforeCommit(tx: object, action: Action): boolean {
  const actions = pending.get(tx);
  if (!actions) return false;
  actions.push(action);
  return true;
}

/** Whether `tx` is an outermost `db.transaction` still running (not the database, not a savepoint). */
export function isCollecting(tx: object): boolean {
  return pending.has(tx);
}

/** Runs `work` in `tx`, then what it queued for before the commit (nothing if `work` throws). */
export async function collectingBeforeCommit<T>(tx: object, work: () => Promise<T>): Promise<T> {
  const actions: Action[] = [];
  pending.set(tx, actions);
  try {
    const result = await work();
    // An action may queue another (rare): run until the queue is empty.
    for (let i = 0; i < actions.length; i++) await actions[i]!();
    return result;
  } finally {
    pending.delete(tx);
  }
}

/**
 * What must happen only once a transaction has committed and never if it rolls back: counting a
 * registered sale for the metrics (docs/decisions/0210). Synchronous and cheap; an action that
 * throws is ignored (the change is already committed). On a transaction that is not an outermost
 * `db.transaction` (the database itself, which commits each statement, or a savepoint) it runs now.
 */
type AfterAction = () => void;
const committed = new WeakMap<object, AfterAction[]>();

export function afterCommit(tx: object, action: AfterAction): void {
  const actions = committed.get(tx);
  if (actions) actions.push(action);
  else runQuietly(action);
}

function runQuietly(action: AfterAction): void {
  try {
    action();
  } catch {
    // Counting must never turn a committed change into an error answer.
  }
}

/**
 * Makes `db.transaction` collect before-commit work for its outermost transaction, and run its
 * after-commit actions once it has committed. Drizzle's method is replaced on the instance, so
 * every service's `db.transaction(...)` gets it.
 */
export function withBeforeCommit<D extends PgDatabase<PgQueryResultHKT>>(db: D): D {
  const original = db.transaction.bind(db);
  const transaction: D["transaction"] = async (run, config) => {
    const after: AfterAction[] = [];
    const result = await original((tx) => {
      committed.set(tx, after);
      return collectingBeforeCommit(tx, () => run(tx));
    }, config);
    for (const action of after) runQuietly(action);
    return result;
  };
  db.transaction = transaction;
  return db;
}
