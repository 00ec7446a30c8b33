import { useMutation, useQuery } from "@tanstack/react-query";
import { type CaiInput, caiInput, invoicingThresholdInput } from "../../contracts/invoices/invoices";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { formatMoney } from "../../domain/kernel/money";
import { apiQuery, call, errorMessage } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { PageSpinner } from "../ui/spinner";
import { CaiList } from "./cai-list";

/** How a warnings list looks: the amber box of the Facturación tab. */
const WARNINGS =
  "rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100";

/**
 * Configuración › Facturación: the CAI authorisations of facturas and of notas de crédito
 * (docs/decisions/0249), each kind's active range and its warnings, and the buyer-RTN threshold.
 */
export function InvoicingTab() {
  const query = useQuery(apiQuery("getInvoicingSettings"));
  const form = useContractForm(caiInput, {
    cai: "",
    rangeFrom: "",
    rangeTo: "",
    deadline: "",
    documentKind: "factura",
  });
  const kind = form.watch("documentKind");
  const errors = form.formState.errors;
  const threshold = useContractForm(invoicingThresholdInput, { amount: Number.NaN });
  const create = useMutation({
    mutationFn: (body: CaiInput) => call("createCai", { body }),
    onSuccess: (r) => {
      toast.success(r.message);
      form.reset();
      void query.refetch();
    },
    onError: (e) => showSaveError(form, e),
  });
  const activate = useMutation({
    mutationFn: (id: string) => call("activateCai", { params: { id } }),
    onSuccess: (r) => {
      toast.success(r.message);
      void query.refetch();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const saveThreshold = useMutation({
    mutationFn: (amount: number) => call("updateInvoicingThreshold", { body: { amount } }),
    onSuccess: (r) => {
      toast.success(r.message);
      void query.refetch();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <p role="alert">{errorMessage(query.error)}</p>;
  const data = query.data;
  const submit = form.handleSubmit((values) => create.mutate(values));
  const field = (key: keyof CaiInput) => ({ ...form.register(key), error: errors[key]?.message });
  const kindLabel = (k: string) => (k === "nota_credito" ? m.kindCreditNote : m.kindFactura);
  const active = (["factura", "nota_credito"] as const).map((k) => ({
    kind: k,
    cai: data.cais.find((c) => c.active && c.documentKind === k),
  }));
  // A nota de crédito range is numbered with the type its authorisation prints (never 01).
  const example = kind === "nota_credito" ? "000-001-NN-" : "000-001-01-";
  return (
    <section className="grid gap-5" data-testid="invoicing-tab">
      <h2 className="font-display text-2xl font-semibold">{m.tabInvoicing}</h2>
      <div className="rounded-xl border border-border bg-surface p-4 text-sm">
        <p className="font-semibold">{m.issuerLabel}</p>
        <p>{data.issuer.legalName || "—"}</p>
        <p>RTN: {data.issuer.rtn || "—"}</p>
        <p>{data.issuer.address}</p>
        <p className="mt-2 text-muted">{m.issuerHint}</p>
      </div>
      <div className="rounded-xl border border-border bg-surface p-4 text-sm" data-testid="active-ranges">
        <p className="font-semibold">{m.activeRangesLabel}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {active.map((a) => (
            <div key={a.kind} className="contents">
              <dt className="text-muted">{kindLabel(a.kind)}</dt>
              <dd className="font-mono break-all">
                {a.cai ? `${a.cai.cai} · ${m.nextNumberLabel}: ${a.cai.nextNumber ?? "—"}` : m.noActiveRange}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {data.warnings.length ? (
        <ul className={WARNINGS} role="status">
          {data.warnings.map((w) => (
            <li key={w}>{w === m.noActiveCai ? m.noActiveCaiHere : w}</li>
          ))}
        </ul>
      ) : null}
      {data.creditNoteWarnings.length ? (
        <div className={WARNINGS} role="status" data-testid="credit-note-warnings">
          <p className="font-semibold">{m.kindCreditNote}</p>
          <ul>
            {data.creditNoteWarnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <CaiList cais={data.cais} onActivate={(id) => activate.mutate(id)} />
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2"
      >
        <SelectField label={m.documentKindLabel} {...field("documentKind")}>
          <option value="factura">{m.kindFactura}</option>
          <option value="nota_credito">{m.kindCreditNote}</option>
        </SelectField>
        <TextField
          label={m.caiLabel}
          required
          {...field("cai")}
          placeholder="XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX-XX"
        />
        <TextField label={m.deadlineLabel} type="date" required {...field("deadline")} />
        <TextField
          label={m.rangeFromLabel}
          required
          {...field("rangeFrom")}
          placeholder={`${example}00000001`}
        />
        <TextField label={m.rangeToLabel} required {...field("rangeTo")} placeholder={`${example}00001000`} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {m.addCai}
          </Button>
        </div>
      </form>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={threshold.handleSubmit(({ amount }) => saveThreshold.mutate(amount))}
        noValidate
      >
        <FormMoneyField
          control={threshold.control}
          name="amount"
          label={m.thresholdLabel}
          placeholder={formatMoney(data.buyerRtnThreshold)}
        />
        <Button type="submit" variant="secondary" disabled={saveThreshold.isPending}>
          {m.saveThreshold}
        </Button>
      </form>
    </section>
  );
}
