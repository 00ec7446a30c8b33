import { useMutation, useQuery } from "@tanstack/react-query";
import { type CaiInput, caiInput, invoicingThresholdInput } from "../../contracts/invoices/invoices";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { formatMoney } from "../../domain/kernel/money";
import { apiQuery, call, errorMessage } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { PageSpinner } from "../ui/spinner";
import { CaiList } from "./cai-list";

/** Configuración › Facturación: the CAI authorisations, the buyer-RTN threshold and the range's warnings. */
export function InvoicingTab() {
  const query = useQuery(apiQuery("getInvoicingSettings"));
  const form = useContractForm(caiInput, { cai: "", rangeFrom: "", rangeTo: "", deadline: "" });
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
      {data.warnings.length ? (
        <ul
          className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          role="status"
        >
          {data.warnings.map((w) => (
            <li key={w}>{w === m.noActiveCai ? m.noActiveCaiHere : w}</li>
          ))}
        </ul>
      ) : null}
      <CaiList cais={data.cais} onActivate={(id) => activate.mutate(id)} />
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2"
      >
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
          placeholder="000-001-01-00000001"
        />
        <TextField label={m.rangeToLabel} required {...field("rangeTo")} placeholder="000-001-01-00001000" />
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
