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

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query has a dozen overloads; this passes every call through.
  override query(...args: any[]): any {
    const [config] = args;
    const text: unknown = typeof config === "string" ? config : config?.text;
    if (text === "begin" && typeof args.at(-1) !== "function") {
      (super.query as (...a: unknown[]) => Promise<unknown>)(...args).catch(() => {});
      return Promise.resolve(BEGUN);
    }
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}

/** What BEGIN answers (drizzle reads nothing from it). */
const BEGUN = { command: "BEGIN", rowCount: null, oid: 0, fields: [], rows: [] };
