import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  type ColumnMappingInput,
  columnMappingInput,
  type StatementAccount,
  type StatementPreview,
} from "../../contracts/bank-statements/bank-statements";
import { DECIMAL_SEPARATORS, STATEMENT_DATE_FORMATS } from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { formatMoney } from "../../domain/kernel/money";
import { formatPeriod } from "../../domain/kernel/shop-calendar";
import { call, errorMessage, operationUrl, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { importStatementFile, previewStatement } from "./upload";

const DEFAULT_MAPPING: ColumnMappingInput = {
  headerRow: 1,
  dateColumn: 1,
  descriptionColumn: 2,
  referenceColumn: 3,
  creditColumn: 4,
  debitColumn: 5,
  dateFormat: "dd/mm/yyyy",
  decimalSeparator: ".",
};

const COLUMNS: { key: keyof ColumnMappingInput; label: string; optional: boolean }[] = [
  { key: "dateColumn", label: m.dateColumnLabel, optional: false },
  { key: "descriptionColumn", label: m.descriptionColumnLabel, optional: false },
  { key: "referenceColumn", label: m.referenceColumnLabel, optional: true },
  { key: "creditColumn", label: m.creditColumnLabel, optional: false },
  { key: "debitColumn", label: m.debitColumnLabel, optional: true },
];

const mappingOf = (account: StatementAccount): ColumnMappingInput =>
  account.mapping
    ? {
        ...account.mapping,
        referenceColumn: account.mapping.referenceColumn ?? 0,
        debitColumn: account.mapping.debitColumn ?? 0,
      }
    : DEFAULT_MAPPING;

/**
 * One account's statement: its file, the columns it is read by (set once, with a preview of the
 * first rows as they would be read) and the import, which answers how many lines were new.
 */
export function StatementUpload({ account }: { account: StatementAccount }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input once its file is imported.
  const [inputKey, setInputKey] = useState(0);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [editing, setEditing] = useState(account.mapping === null);
  const form = useContractForm(columnMappingInput, mappingOf(account));
  const params = { account: account.accountKey };
  const refresh = () => queryClient.invalidateQueries({ queryKey: topicKey("unregistered_purchases") });

  const look = useMutation({
    mutationFn: (input: { file: File; mapping: ColumnMappingInput }) =>
      previewStatement(operationUrl("previewStatement", { params, query: input.mapping }), input.file),
    onSuccess: setPreview,
    onError: (e) => toast.error(errorMessage(e)),
  });
  const save = useMutation({
    mutationFn: (mapping: ColumnMappingInput) => call("saveStatementMapping", { params, body: mapping }),
    onSuccess: () => {
      toast.success(m.mappingSaved);
      setEditing(false);
      void refresh();
    },
    onError: (e) => showSaveError(form, e),
  });
  const load = useMutation({
    mutationFn: (f: File) => importStatementFile(operationUrl("importStatement", { params }), f),
    onSuccess: (r) => {
      toast.success(r.message);
      setFile(null);
      setPreview(null);
      setInputKey((k) => k + 1);
      void refresh();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  const tryMapping = () => {
    if (file) look.mutate({ file, mapping: form.getValues() });
  };
  const headers = preview?.headers ?? [];
  const columnCount = Math.max(preview?.columns ?? 0, 8);
  const columnOptions = Array.from({ length: columnCount }, (_, i) => i + 1);

  return (
    <Panel title={m.mappingTitle} testId="statement-upload">
      <div className="grid min-w-0 gap-4 [&>*]:min-w-0">
        <p className="text-sm text-muted">
          {account.statementThrough ? m.lastImport(formatPeriod(account.statementThrough)) : m.neverImported}
        </p>
        <label className="grid gap-1.5 text-sm font-medium">
          {m.fileLabel}
          <input
            key={inputKey}
            type="file"
            name="file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-surface-2 file:px-3 file:py-1.5 file:text-fg"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setPreview(null);
              if (chosen) look.mutate({ file: chosen, mapping: form.getValues() });
            }}
          />
        </label>
        {editing ? (
          <form
            className="grid gap-3"
            onSubmit={form.handleSubmit((mapping) => save.mutate(columnMappingInput.parse(mapping)))}
            onChange={tryMapping}
            data-testid="mapping-form"
          >
            <p className="text-sm text-muted">{m.mappingIntro}</p>
            <div className="grid gap-3 min-[440px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">
              <TextField
                label={m.headerRowLabel}
                type="number"
                min={0}
                max={50}
                {...form.register("headerRow")}
                error={form.formState.errors.headerRow?.message}
              />
              {COLUMNS.map((c) => (
                <SelectField key={c.key} label={c.label} {...form.register(c.key)}>
                  {c.optional ? <option value={0}>{m.noColumn}</option> : null}
                  {columnOptions.map((n) => (
                    <option key={n} value={n}>
                      {m.columnName(n, headers[n - 1] ?? "")}
                    </option>
                  ))}
                </SelectField>
              ))}
              <SelectField label={m.dateFormatLabel} {...form.register("dateFormat")}>
                {STATEMENT_DATE_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </SelectField>
              <SelectField label={m.decimalSeparatorLabel} {...form.register("decimalSeparator")}>
                {DECIMAL_SEPARATORS.map((s) => (
                  <option key={s} value={s}>
                    {s === "." ? m.decimalDot : m.decimalComma}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {m.saveMapping}
              </Button>
              {file ? (
                <Button variant="secondary" onClick={tryMapping} disabled={look.isPending}>
                  {m.preview}
                </Button>
              ) : null}
            </div>
          </form>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {m.editMapping}
            </Button>
          </div>
        )}
        {preview ? (
          <PreviewTable preview={preview} />
        ) : file ? null : (
          <p className="text-sm text-muted">{m.previewEmpty}</p>
        )}
        <div>
          <Button
            onClick={() => file && load.mutate(file)}
            disabled={!file || load.isPending || account.mapping === null}
            data-testid="import-statement"
          >
            {m.importButton}
          </Button>
          {account.mapping === null ? <p className="mt-1 text-sm text-muted">{m.mappingMissing}</p> : null}
        </div>
      </div>
    </Panel>
  );
}

function PreviewTable({ preview }: { preview: StatementPreview }) {
  return (
    <div className="grid min-w-0 gap-2 [&>*]:min-w-0">
      <h3 className="text-sm font-semibold">{m.previewTitle}</h3>
      <div className="overflow-x-auto rounded-lg border border-border" data-testid="statement-preview">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
            <tr>
              <th className="px-3 py-2">#</th>
              <th className="px-3 py-2">{m.dateHeader}</th>
              <th className="px-3 py-2">{m.descriptionHeader}</th>
              <th className="px-3 py-2">{m.referenceHeader}</th>
              <th className="px-3 py-2 text-right">{m.creditHeader}</th>
              <th className="px-3 py-2 text-right">{m.debitHeader}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {preview.rows.map((r) => (
              <tr key={r.row}>
                <td className="px-3 py-1.5 text-muted tabular-nums">{r.row}</td>
                {r.error ? (
                  <td colSpan={5} className="px-3 py-1.5 text-red-700 dark:text-red-400">
                    {r.error}
                  </td>
                ) : r.date === null ? (
                  <td colSpan={5} className="px-3 py-1.5 text-muted">
                    {r.cells.filter(Boolean).join(" · ")}
                  </td>
                ) : (
                  <>
                    <td className="px-3 py-1.5 whitespace-nowrap">{formatPeriod(r.date)}</td>
                    <td className="px-3 py-1.5">{r.description}</td>
                    <td className="px-3 py-1.5 font-mono">{r.reference}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {r.credit ? formatMoney(r.credit) : ""}
                    </td>
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {r.debit ? formatMoney(r.debit) : ""}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
