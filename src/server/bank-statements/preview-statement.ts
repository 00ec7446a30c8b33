import type { StatementPreview } from "../../contracts/bank-statements/bank-statements";
import { previewStatement as previewRows } from "../../domain/bank-statements/bank-statements";
import type { Db } from "../db/client";
import { asMapping, type MappingIn } from "./column-mapping";
import { readStatementFile } from "./read-file";
import { findAccount } from "./store-accounts";

/** The first rows of a file as a mapping (not yet saved) would read them. */
export async function preview(
  db: Db,
  key: string,
  bytes: Buffer,
  input: MappingIn,
): Promise<StatementPreview> {
  await findAccount(db, key);
  const mapping = asMapping(input);
  const grid = await readStatementFile(bytes);
  const read = previewRows(grid, mapping);
  return {
    headers: read.headers,
    columns: read.columns,
    rows: read.rows.map((r) => ({
      row: r.row,
      cells: r.cells,
      date: r.line?.date ?? null,
      description: r.line?.description ?? "",
      reference: r.line?.reference ?? "",
      credit: r.line ? r.line.credit : null,
      debit: r.line ? r.line.debit : null,
      error: r.error,
    })),
  };
}
