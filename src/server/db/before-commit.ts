import type { Db } from "./client";

/**
 * Work a transaction does last, just before it commits: the live events of a change are sent
 * then, all in one statement, instead of one `pg_notify` round trip per publish (a sale to a new
 * customer published three; docs/decisions/0127). Only the outermost transaction of
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
 * Makes `db.transaction` collect before-commit work for its outermost transaction. Drizzle's
 * method is replaced on the instance, so every service's `db.transaction(...)` gets it.
 */
export function withBeforeCommit<D extends Db>(db: D): D {
  const original = db.transaction.bind(db);
  const transaction: Db["transaction"] = (run, config) =>
    original((tx) => collectingBeforeCommit(tx, () => run(tx)), config);
  db.transaction = transaction;
  return db;
}
