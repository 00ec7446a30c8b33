import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FirebaseHashConfig } from "../auth/legacy-scrypt";
import type { users } from "../auth/schema";
import type { Tx } from "../db/client";
import { unreadCollections } from "./collections";
import { Bad, type Doc, Reader } from "./read";
import type { CollectionCount, ImportReport } from "./report";
import { importExtras } from "./schema";

/**
 * One run of the import: the transaction, the export, the operator's options and the report being
 * built. Every collection's mapping goes through `each`, so counting, skipping a document for a bad
 * field, noting rounded amounts and keeping unnamed fields happen the same way for all of them.
 */

/** One user of `firebase auth:export --format=json`. */
export interface AuthUser {
  localId: string;
  email?: string;
  passwordHash?: string;
  salt?: string;
  displayName?: string;
  createdAt?: string;
  lastSignedInAt?: string;
}

export interface ImportOptions {
  authUsers?: AuthUser[];
  hashConfig?: FirebaseHashConfig;
  dryRun?: boolean;
  /** Collections of the export the operator chose not to import (`--skip`). */
  skip?: string[];
  /** Tests: throw after writing this collection, to prove the transaction leaves nothing behind. */
  failAfter?: string;
}

/** Who wrote a row the old app did not say (a movement's user, a payment's recorder, a history entry). */
export const IMPORTER = "Importación";

/** A note on a kept document (a dropped reference, an odd value read as its default). */
export type Note = (collection: string, id: string, text: string) => void;

/** One database batch at the most (PostgreSQL limits a statement's parameters). */
const LOOKUP_BATCH = 5000;
const EXTRAS_BATCH = 1000;

export class ImportRun {
  readonly report: ImportReport;
  /** Fields our tables do not name, per document: written at the end into import_extras. */
  private readonly extrasRows: { collection: string; docId: string; data: Doc }[] = [];

  constructor(
    readonly tx: Tx,
    readonly exported: Doc,
    readonly opts: ImportOptions,
  ) {
    const { skipped, unknown } = unreadCollections(exported, opts.skip ?? []);
    this.report = {
      dryRun: !!opts.dryRun,
      stopped: false,
      counts: {},
      skipped: [],
      notes: [],
      extras: {},
      invalidatedPayments: [],
      needsReset: [],
      unknownCollections: unknown,
      skippedCollections: skipped,
      check: { ok: true, products: 0, sales: 0, violations: [] },
    };
  }

  count(c: string): CollectionCount {
    this.report.counts[c] ??= { read: 0, imported: 0, existing: 0, skipped: 0 };
    return this.report.counts[c];
  }

  skip(c: string, id: string, reason: string): void {
    this.count(c).skipped++;
    this.report.skipped.push({ collection: c, id, reason });
  }

  /** An arrow, so mappings can hand it on as a plain function. */
  readonly note: Note = (c, id, text) => {
    this.report.notes.push({ collection: c, id, note: text });
  };

  /** The fields the mapping did not read, kept whole so nothing of the old document is lost. */
  keepExtras(c: string, id: string, r: Reader): void {
    const extra = r.extras();
    const keys = Object.keys(extra);
    if (!keys.length) return;
    this.report.extras[c] ??= [];
    const list = this.report.extras[c];
    for (const k of keys) if (!list.includes(k)) list.push(k);
    this.extrasRows.push({ collection: c, docId: id, data: extra });
  }

  /** An extras row written even when empty (the settings' row marks them as imported). */
  keepExtrasRow(c: string, id: string, data: Doc): void {
    this.extrasRows.push({ collection: c, docId: id, data });
  }

  /** Runs one mapping over a collection's documents; a Bad field skips the document with its reason. */
  async each(
    c: string,
    docs: [string, Doc][],
    existing: Set<string>,
    fn: (id: string, r: Reader) => Promise<void>,
  ): Promise<void> {
    for (const [id, doc] of docs) {
      this.count(c).read++;
      if (existing.has(id)) {
        this.count(c).existing++;
        continue;
      }
      const r = new Reader(doc, `${c}/${id}`);
      try {
        await fn(id, r);
        this.count(c).imported++;
        for (const field of r.rounded)
          this.note(c, id, `importe con más de 2 decimales redondeado: ${field}`);
      } catch (error) {
        if (error instanceof Bad) this.skip(c, id, error.message);
        else throw error;
      }
    }
    this.failIfAsked(c, `fallo provocado después de ${c}`);
  }

  /**
   * `each` over the documents not already in `column` of `table` (their ids kept from the export):
   * the common case, so a second run leaves what the first wrote.
   */
  async eachNew(
    c: string,
    docs: [string, Doc][],
    [table, column]: [PgTable, PgColumn],
    fn: (id: string, r: Reader) => Promise<void>,
  ): Promise<void> {
    const existing = await this.existingOf(
      table,
      column,
      docs.map(([id]) => id),
    );
    await this.each(c, docs, existing, fn);
  }

  /** Tests: the failure `failAfter` asks for at this step, to prove the transaction undoes it all. */
  failIfAsked(step: string, message: string): void {
    if (this.opts.failAfter === step) throw new Error(message);
  }

  /** Ids of `ids` already in the table (a second run leaves those documents as they are). */
  async existingOf(table: PgTable, column: PgColumn, ids: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += LOOKUP_BATCH) {
      const rows = await this.tx
        .select({ id: column })
        .from(table as typeof users)
        .where(inArray(column, ids.slice(i, i + LOOKUP_BATCH)));
      for (const row of rows) found.add(String(row.id));
    }
    return found;
  }

  /** Writes the kept extras (a second run's rows are already there and stay). */
  async writeExtras(): Promise<void> {
    for (let i = 0; i < this.extrasRows.length; i += EXTRAS_BATCH)
      await this.tx
        .insert(importExtras)
        .values(this.extrasRows.slice(i, i + EXTRAS_BATCH))
        .onConflictDoNothing();
  }
}
