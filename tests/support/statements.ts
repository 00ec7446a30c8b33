import pg from "pg";

/** One statement as node-postgres sent it: its text, and its name when it was sent prepared. */
export interface SentStatement {
  text: string;
  name: string | undefined;
}

/**
 * Records every statement the app's pool sends (BEGIN/COMMIT and the session lookup included),
 * at node-postgres's Client.query, while `record` runs; PostgreSQL only. `install` wraps the
 * driver once per file and `uninstall` restores it. Every named statement seen is checked against
 * the text it was first seen with: node-postgres refuses a name reused for another text on one
 * connection, which would fail a request at random.
 */
export function statementRecorder() {
  const original = pg.Client.prototype.query;
  const textOfName = new Map<string, string>();
  let sent: SentStatement[] | null = null;
  return {
    install() {
      // biome-ignore lint/suspicious/noExplicitAny: wraps the driver's overloaded query()
      (pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
        const text: string = typeof args[0] === "string" ? args[0] : args[0]?.text;
        const name: string | undefined = typeof args[0] === "object" ? args[0]?.name : undefined;
        if (name) {
          const first = textOfName.get(name) ?? text;
          textOfName.set(name, first);
          if (first !== text) throw new Error(`prepared statement ${name} sent with two texts`);
        }
        sent?.push({ text, name });
        // biome-ignore lint/suspicious/noExplicitAny: forwards the same overloaded call
        return (original as any).apply(this, args);
      };
    },
    uninstall() {
      pg.Client.prototype.query = original;
    },
    async record<T>(request: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
      sent = [];
      try {
        const result = await request();
        return { result, statements: sent };
      } finally {
        sent = null;
      }
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
