import pg from "pg";
import { vi } from "vitest";
import { z } from "zod";

/** One statement as node-postgres sent it: its text, and its name when it was sent prepared. */
export interface SentStatement {
  text: string;
  name: string | undefined;
}

/** What Client.query's first argument holds: the text, or a query config with its text and name. */
const sentQuery = z.union([
  z.string().transform((text): SentStatement => ({ text, name: undefined })),
  z.object({ text: z.string(), name: z.string().optional() }).transform(({ text, name }) => ({ text, name })),
]);

/**
 * Records every statement the app's pool sends (BEGIN/COMMIT and the session lookup included),
 * by spying on node-postgres's Client.query while `record` runs; PostgreSQL only. `install` sets
 * the spy once per file (calls go through to the driver) and `uninstall` removes it. Every named
 * statement recorded is checked against the text it was first seen with: node-postgres refuses a
 * name reused for another text on one connection, which would fail a request at random.
 */
const spyOnQuery = () => vi.spyOn(pg.Client.prototype, "query");

export function statementRecorder() {
  const textOfName = new Map<string, string>();
  let spy: ReturnType<typeof spyOnQuery> | null = null;
  return {
    install() {
      spy = spyOnQuery();
    },
    uninstall() {
      spy?.mockRestore();
      spy = null;
    },
    async record<T>(request: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
      if (!spy) throw new Error("statementRecorder: install() first");
      const from = spy.mock.calls.length;
      const result = await request();
      const statements = spy.mock.calls.slice(from).map(([first]) => sentQuery.parse(first));
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
    .map((s) => `${s.name ? `[${s.name}] ` : ""}${s.text.replace(/\s+/g, " ").slice(0, 120)}`)
    .join("\n");

/** The names of the statements sent prepared, in order. */
export const namesOf = (statements: SentStatement[]) => statements.flatMap((s) => (s.name ? [s.name] : []));
