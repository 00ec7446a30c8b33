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

/**
 * Runs `work` in `tx`, then what it queued for before the commit (nothing if `work` throws).
 * With `sent` (a pipelining connection, docs/decisions/0254) each action's statement is sent
 * without waiting for its answer: it travels with the COMMIT that follows, and its answer is
 * collected in `sent`, looked at once the commit has been answered.
 */
export async function collectingBeforeCommit<T>(
  tx: object,
  work: () => Promise<T>,
  sent?: Promise<unknown>[],
): Promise<T> {
  const actions: Action[] = [];
  pending.set(tx, actions);
  try {
    const result = await work();
    // An action may queue another (rare): run until the queue is empty.
    for (let i = 0; i < actions.length; i++) {
      if (sent) sent.push(quiet(actions[i]!()));
      else await actions[i]!();
    }
    return result;
  } finally {
    pending.delete(tx);
  }
}

/**
 * Statements a pipelining transaction sent without waiting (sendWithCommit), by transaction; absent
 * when the transaction waits for each statement (PGlite, a savepoint, the database itself).
 */
const sentWithCommit = new WeakMap<object, Promise<unknown>[]>();

/** Whether `tx` sends statements without waiting for the previous answer (an outermost PostgreSQL transaction). */
export function pipelines(tx: object): boolean {
  return sentWithCommit.has(tx);
}

/**
 * Statements whose answers do not depend on one another, in order: on a pipelining transaction
 * sent together (one round trip), elsewhere one after the other. Each is a function, so nothing
 * is sent before its turn.
 */
export async function sendTogether<T extends readonly (() => PromiseLike<unknown>)[]>(
  tx: object,
  ...statements: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Answers = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (pipelines(tx)) return (await Promise.all(statements.map((send) => quiet(send())))) as Answers;
  const answers: unknown[] = [];
  for (const send of statements) answers.push(await send());
  return answers as Answers;
}

/**
 * Sends `write` now and lets the transaction go on without waiting for its answer: on PostgreSQL
 * the write travels with whatever is sent next, at the latest with the COMMIT, and the
 * transaction answers only once it has seen the write's answer — a failed write makes PostgreSQL
 * turn the COMMIT into a rollback, and `db.transaction` throws the write's own error
 * (docs/decisions/0254). Elsewhere it waits for the write here. `answer` is the write's answer,
 * for the caller to read after the transaction: a check on it inside would cost the round trip
 * saved, and one after the commit could no longer undo it — so only writes whose answer decides
 * nothing go this way. (Wrapped in an object: a promise returned from an async function would be
 * waited for.)
 */
export async function sendWithCommit<T>(tx: object, write: PromiseLike<T>): Promise<{ answer: Promise<T> }> {
  // then() now, not in a later microtask: drizzle sends a statement when it is first awaited,
  // and statements must reach PostgreSQL in the order the code wrote them.
  const answer = quiet(write);
  const sent = sentWithCommit.get(tx);
  if (sent) sent.push(answer);
  else await answer;
  return { answer };
}

/** The promise of `write`, with its rejection handled (it is looked at after the commit). */
function quiet<T>(write: PromiseLike<T>): Promise<T> {
  const answer = new Promise<T>((resolve, reject) => write.then(resolve, reject));
  answer.catch(() => {});
  return answer;
}

/** The first error among statements sent with the commit, once all have answered. */
async function firstFailure(sent: readonly Promise<unknown>[]): Promise<unknown> {
  const settled = await Promise.allSettled(sent);
  const failed = settled.find((s) => s.status === "rejected");
  return failed ? (failed as PromiseRejectedResult).reason : undefined;
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

/** The database each outermost transaction runs on. */
const roots = new WeakMap<object, object>();

/**
 * The database `db` belongs to: itself, or the database of an outermost transaction (what is kept
 * per database, as the settings, is found from either).
 */
export function databaseOf(db: object): object {
  return roots.get(db) ?? db;
}

/**
 * Makes `db.transaction` collect before-commit work for its outermost transaction, and run its
 * after-commit actions once it has committed. Drizzle's method is replaced on the instance, so
 * every service's `db.transaction(...)` gets it. `pipelined`: the connection sends statements
 * without waiting for the previous answer (PostgreSQL, db/pipeline.ts), so statements sent with
 * the commit (sendWithCommit, the live events) are allowed.
 */
export function withBeforeCommit<D extends PgDatabase<PgQueryResultHKT>>(db: D, pipelined = false): D {
  const original = db.transaction.bind(db);
  const transaction: D["transaction"] = async (run, config) => {
    const after: AfterAction[] = [];
    const sent: Promise<unknown>[] = [];
    let result: Awaited<ReturnType<typeof run>>;
    try {
      result = await original((tx) => {
        roots.set(tx, db);
        committed.set(tx, after);
        if (!pipelined) return collectingBeforeCommit(tx, () => run(tx));
        sentWithCommit.set(tx, sent);
        return collectingBeforeCommit(tx, () => run(tx), sent);
      }, config);
    } catch (error) {
      // A statement sent without waiting failed first: the error the work then met (the
      // transaction aborted) is only its echo.
      throw (await firstFailure(sent)) ?? error;
    }
    // Any statement of the transaction that failed made PostgreSQL answer the COMMIT with a
    // rollback: nothing was written, and the failure is the answer.
    const failure = await firstFailure(sent);
    if (failure !== undefined) throw failure;
    for (const action of after) runQuietly(action);
    return result;
  };
  db.transaction = transaction;
  return db;
}
