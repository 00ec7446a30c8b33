import { formatMoney } from "../../domain/kernel/money";
import type { CheckResult } from "./check";
import { formatVerdict } from "./check";

/** What one run read, wrote, skipped and noted, collection by collection: built as the run goes. */
export interface CollectionCount {
  read: number;
  imported: number;
  /** Already in the database (a second run). */
  existing: number;
  skipped: number;
}

export interface ImportReport {
  dryRun: boolean;
  /** Collections of the export would be lost (unknownCollections): nothing was written. */
  stopped: boolean;
  counts: Record<string, CollectionCount>;
  skipped: { collection: string; id: string; reason: string }[];
  /** Kept, with a note: a dropped reference, an amount rounded to the centavo. */
  notes: { collection: string; id: string; note: string }[];
  /** Fields our schema does not name, per collection (kept in import_extras). */
  extras: Record<string, string[]>;
  invalidatedPayments: { id: string; stored: number; fromPayments: number }[];
  /** Accounts created without a usable password (no --auth or no hash): staff send them a reset. */
  needsReset: string[];
  /** Collections of the export not imported and not named with --skip: the import fails (docs/decisions/0151). */
  unknownCollections: string[];
  /** Collections of the export left out with --skip. */
  skippedCollections: string[];
  check: CheckResult;
}

/** The import's report for people (docs/import.md). */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [
    report.stopped && !report.dryRun
      ? "Importación detenida: no se escribió nada"
      : report.dryRun
        ? "Importación (simulacro: no se escribió nada)"
        : "Importación terminada",
  ];
  lines.push("", `${"Colección".padEnd(27)} leídos  importados  ya existían  omitidos`);
  for (const [name, c] of Object.entries(report.counts))
    lines.push(
      `${name.padEnd(26)} ${String(c.read).padStart(7)} ${String(c.imported).padStart(11)} ${String(c.existing).padStart(12)} ${String(c.skipped).padStart(9)}`,
    );
  if (report.unknownCollections.length)
    lines.push(
      "",
      `Colecciones no importadas: ${report.unknownCollections.join(", ")}`,
      `  Se perderían sus datos. Si es a propósito, nómbrelas con --skip (por ejemplo --skip ${report.unknownCollections[0]}).`,
    );
  if (report.skippedCollections.length)
    lines.push("", `Colecciones omitidas con --skip: ${report.skippedCollections.join(", ")}`);
  if (report.skipped.length) {
    lines.push("", `Documentos omitidos (${report.skipped.length}):`);
    for (const s of report.skipped) lines.push(`  ${s.collection}/${s.id}: ${s.reason}`);
  }
  if (report.notes.length) {
    lines.push("", `Observaciones (${report.notes.length}):`);
    for (const n of report.notes) lines.push(`  ${n.collection}/${n.id}: ${n.note}`);
  }
  const extras = Object.entries(report.extras);
  if (extras.length) {
    lines.push("", "Campos sin columna propia (guardados en import_extras):");
    for (const [c, fields] of extras) lines.push(`  ${c}: ${fields.join(", ")}`);
  }
  if (report.invalidatedPayments.length) {
    lines.push(
      "",
      "Ventas cuyo abonado no coincide con sus pagos (se conserva el abonado, paymentHistoryInvalidated):",
    );
    for (const s of report.invalidatedPayments)
      lines.push(`  ${s.id}: abonado ${formatMoney(s.stored)}, según pagos ${formatMoney(s.fromPayments)}`);
  }
  if (report.needsReset.length)
    lines.push(
      "",
      `Cuentas sin contraseña (enviar restablecimiento desde Equipo): ${report.needsReset.length}`,
    );
  lines.push("", formatVerdict(report.check));
  return lines.join("\n");
}
