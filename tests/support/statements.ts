import pg from "pg";
import { vi } from "vitest";
import { z } from "zod";

/** One statement as node-postgres sent it: its text, and its name when it was sent prepared. */
export interface SentStatement {
  text: string;
  name: string | undefined;
  /**
   * The round trip it went in: a statement sent while another of the same connection was still
   * unanswered (pipelined, docs/decisions/0254) shares that one's trip; numbered from 1 per record.
   */
  trip: number;
}

/** What Client.query's first argument holds: the text, or a query config with its text and name. */
const sentQuery = z.union([
  z.string().transform((text) => ({ text, name: undefined })),
  z.object({ text: z.string(), name: z.string().optional() }).transform(({ text, name }) => ({ text, name })),
]);

/**
 * Records every statement the app's pool sends (BEGIN/COMMIT and the session lookup included),
 * by spying on node-postgres's Client.query while `record` runs; PostgreSQL only. `install` sets
 * the spy once per file (calls go through to the driver) and `uninstall` removes it. Every named
 * statement recorded is checked against the text it was first seen with: node-postgres refuses a
 * name reused for another text on one connection, which would fail a request at random.
 * Round trips are counted as PostgreSQL feels them: a statement sent while its connection has
 * none unanswered starts a new trip (every connection's trips counted together).
 */
const spyOnQuery = () => vi.spyOn(pg.Client.prototype, "query");

export function statementRecorder() {
  const textOfName = new Map<string, string>();
  let spy: ReturnType<typeof spyOnQuery> | null = null;
  const unanswered = new WeakMap<object, number>();
  let trips = 0;
  const tripOfCall: number[] = [];
  return {
    install() {
      const original = pg.Client.prototype.query;
      spy = spyOnQuery().mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const waiting = unanswered.get(this) ?? 0;
        if (waiting === 0) trips += 1;
        tripOfCall.push(trips);
        unanswered.set(this, waiting + 1);
        const answered = () => unanswered.set(this, (unanswered.get(this) ?? 1) - 1);
        // The pool's own query passes a callback; drizzle's transactions take the promise.
        const last = args.at(-1);
        if (typeof last === "function")
          args[args.length - 1] = (...answer: unknown[]) => {
            answered();
            return last(...answer);
          };
        // biome-ignore lint/suspicious/noExplicitAny: node-postgres' overloads, passed through as called.
        const sent = (original as any).apply(this, args);
        if (typeof last !== "function") {
          if (sent && typeof sent.then === "function") sent.then(answered, answered);
          else answered();
        }
        return sent;
      });
    },
    uninstall() {
      spy?.mockRestore();
      spy = null;
    },
    async record<T>(request: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
      if (!spy) throw new Error("statementRecorder: install() first");
      const from = spy.mock.calls.length;
      const firstTrip = trips;
      const result = await request();
      const statements: SentStatement[] = spy.mock.calls
        .slice(from)
        .map(([first], i) => ({ ...sentQuery.parse(first), trip: tripOfCall[from + i]! - firstTrip }));
      for (const { name, text } of statements) {
        if (!name) continue;
        const seen = textOfName.get(name) ?? text;
        textOfName.set(name, seen);
        if (seen !== text) throw new Error(`prepared statement ${name} sent with two texts`);
      }
      return { result, statements };
    },
  };
}

/** The statements one per line, for an assertion's message. */
export const listed = (statements: SentStatement[]) =>
  statements
    .map((s) => `${s.trip}: ${s.name ? `[${s.name}] ` : ""}${s.text.replace(/\s+/g, " ").slice(0, 120)}`)
    .join("\n");

/** How many round trips the statements took. */
export const tripsOf = (statements: SentStatement[]) => new Set(statements.map((s) => s.trip)).size;

/** The names of the statements sent prepared, in order. */
export const namesOf = (statements: SentStatement[]) => statements.flatMap((s) => (s.name ? [s.name] : []));
