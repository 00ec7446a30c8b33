import pg from "pg";

/**
 * The connection the PostgreSQL pool hands out (docs/decisions/0254). node-postgres' pipeline
 * mode writes each statement as soon as it is asked for, without waiting for the answer to the
 * one before; PostgreSQL still runs them one after the other, in order, each in its own
 * extended-protocol sync. So statements a transaction sends without awaiting in between share
 * one round trip. What this class adds: a transaction's BEGIN is answered at once, without
 * waiting for PostgreSQL, so it travels with the transaction's first statement. Nothing is
 * lost by not waiting: BEGIN fails only when the connection does, and then the next
 * statement fails with it.
 */
export class PipelinedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, pipeline: true } as pg.ClientConfig);
  }
}

/**
 * PipelinedClient's query. Set on its prototype rather than declared as a method: node-postgres
 * declares a dozen overloads, and a method passing every call through would have to restate them.
 * The driver's own query is looked up on each call, so a spy on it (the statement tests) sees
 * every statement, BEGIN included.
 */
function query(this: pg.Client, ...args: unknown[]): unknown {
  holdWritesUntilTheTurnEnds(this);
  const [config] = args;
  const text = typeof config === "string" ? config : textOf(config);
  const send = () => Reflect.apply(pg.Client.prototype.query, this, args) as unknown;
  if (text === "begin" && typeof args.at(-1) !== "function") {
    Promise.resolve(send()).catch(() => {});
    return Promise.resolve(BEGUN);
  }
  return send();
}
Object.defineProperty(PipelinedClient.prototype, "query", { value: query, writable: true });

/** Clients whose socket is held (corked) until the end of this turn of the event loop. */
const held = new WeakSet<pg.Client>();

/**
 * node-postgres writes each statement with its own system call (it corks and uncorks the socket
 * around every statement). Statements a transaction sends without awaiting in between are asked
 * for in one turn of the event loop: the socket is held until that turn ends, so they leave in
 * one write, and PostgreSQL is woken once for them instead of once each (docs/decisions/0261).
 */
function holdWritesUntilTheTurnEnds(client: pg.Client): void {
  // Before the connection exists (a query queued while connecting) there is nothing to hold.
  const stream = client.connection?.stream;
  if (held.has(client) || !stream) return;
  held.add(client);
  stream.cork();
  setImmediate(() => {
    held.delete(client);
    stream.uncork();
  });
}

/** The text of a query config object, if it is one. */
function textOf(config: unknown): unknown {
  return typeof config === "object" && config !== null && "text" in config ? config.text : undefined;
}

/** What BEGIN answers (drizzle reads nothing from it). */
const BEGUN = { command: "BEGIN", rowCount: null, oid: 0, fields: [], rows: [] };
