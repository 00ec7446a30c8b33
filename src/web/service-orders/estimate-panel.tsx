import { useMutation } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { type EstimateFields, estimateFields } from "../../contracts/service-orders/service-forms";
import {
  type EstimateView,
  type SendEstimateInput,
  type ServiceOrderDetail,
  verbalAnswerInput,
} from "../../contracts/service-orders/service-orders";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { estimateTotals } from "../../domain/service-orders/estimate";
import { serviceScreens as t } from "../../domain/service-orders/messages-service-screens";
import { checkEstimateSendable } from "../../domain/service-orders/states";
import { toastFirstError } from "../auth/form-errors";
import { call } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { centavosOf, dateTimeText } from "../lib/format";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { type PickedLine, ProductPicker } from "../sales";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { holdEnter } from "./desk-parts";
import { type Shared, ShareResult } from "./share-result";
import { useRefreshDesk } from "./use-service-orders";

const STATUS_TONE: Record<EstimateView["status"], string> = {
  enviado: "text-amber-700 dark:text-amber-300",
  aprobado: "text-emerald-700 dark:text-emerald-300",
  rechazado: "text-red-700 dark:text-red-400",
  reemplazado: "text-muted",
};

/**
 * The estimates of an order, newest first, with the customer's answer; the one waiting may have
 * its answer recorded when it came in person or by phone; a new one is written, previewed and
 * confirmed before it is sent with its signed link.
 */
export function EstimatesPanel({ order }: { order: ServiceOrderDetail }) {
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState<Shared | null>(null);
  const sendable = checkEstimateSendable(order.state).ok;
  const estimates = [...order.estimates].sort((a, b) => b.n - a.n);
  return (
    <Panel title={t.estimatesSection} testId="service-estimates">
      <div className="grid gap-3">
        {estimates.length === 0 ? <p className="text-sm text-muted">{t.noEstimates}</p> : null}
        {estimates.map((e) => (
          <EstimateCard key={e.id} estimate={e}>
            {e.status === "enviado" && order.state === "Presupuesto enviado" ? (
              <AnswerForm order={order} estimate={e} />
            ) : null}
          </EstimateCard>
        ))}
        {/* The link just sent, while its estimate still waits for the customer's answer. */}
        {sent && estimates.some((e) => e.id === sent.estimateId && e.status === "enviado") ? (
          <ShareResult shared={sent} />
        ) : null}
        {sendable && !editing ? (
          <div>
            <Button variant="secondary" onClick={() => setEditing(true)} data-testid="new-estimate">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {estimates.length ? t.replaceEstimate : t.newEstimate}
            </Button>
          </div>
        ) : null}
        {sendable && editing ? (
          <EstimateEditor
            order={order}
            onClose={() => setEditing(false)}
            onSent={(shared) => {
              setSent(shared);
              setEditing(false);
            }}
          />
        ) : null}
      </div>
    </Panel>
  );
}

function EstimateCard({ estimate: e, children }: { estimate: EstimateView; children?: React.ReactNode }) {
  return (
    <section
      className={cn(
        "rounded-lg border bg-surface p-3 text-sm",
        e.status === "enviado" ? "border-gold" : "border-border",
      )}
      aria-label={t.estimateN(e.n)}
      data-testid="estimate-card"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold">{t.estimateN(e.n)}</h4>
        <span className={cn("text-xs font-semibold", STATUS_TONE[e.status])}>
          {t.estimateStatus[e.status]}
        </span>
      </header>
      <ul className="mt-2 grid gap-1">
        {e.labour.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an estimate's lines never change once sent
          <li key={`l${i}`} className="flex justify-between gap-3">
            <span className="min-w-0">{l.description}</span>
            <span className="shrink-0 tabular-nums">{formatMoney(l.amount)}</span>
          </li>
        ))}
        {e.parts.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an estimate's lines never change once sent
          <li key={`p${i}`} className="flex justify-between gap-3">
            <span className="min-w-0">
              {p.quantity} × {p.productName}
            </span>
            <span className="shrink-0 tabular-nums">{formatMoney(p.price * p.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-border pt-2 font-semibold">
        <span>{t.estimateTotal}</span>
        <span className="tabular-nums">{formatMoney(e.total)}</span>
      </p>
      <p className="mt-1 text-xs text-muted">
        {t.estimateSentBy(e.sentByName, dateTimeText(e.sentAt))}
        {e.answeredAt && e.answeredBy
          ? ` · ${t.estimateAnsweredBy(e.answeredBy, dateTimeText(e.answeredAt))}`
          : ""}
      </p>
      {children}
    </section>
  );
}

/** The customer answered in person or by phone: staff record it, naming who answered. */
function AnswerForm({ order, estimate }: { order: ServiceOrderDetail; estimate: EstimateView }) {
  const refresh = useRefreshDesk();
  const form = useContractForm(verbalAnswerInput, {
    answer: "aprobar",
    answeredBy: order.customerName,
    at: null,
  });
  const answer = useMutation({
    mutationFn: (body: { answer: "aprobar" | "rechazar"; answeredBy: string }) =>
      call("answerServiceEstimate", { params: { id: order.id, estimateId: estimate.id }, body }),
    onSuccess: () => {
      toast.success(t.answerSaved);
      refresh();
    },
    onError: (error) => showSaveError(form, error),
  });
  const submit = form.handleSubmit((values) => answer.mutate(values));
  return (
    <form
      onSubmit={submit}
      onKeyDown={holdEnter}
      noValidate
      aria-label={t.answerTitle}
      className="mt-3 grid gap-3 border-t border-border pt-3"
      data-testid="answer-form"
    >
      <div>
        <h5 className="font-medium">{t.answerTitle}</h5>
        <p className="text-xs text-muted">{t.answerHint}</p>
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t.answerLabel}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" value="aprobar" {...form.register("answer")} />
          {t.answerApprove}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="rechazar" {...form.register("answer")} />
          {t.answerReject}
        </label>
      </fieldset>
      <TextField
        label={t.answeredByLabel}
        error={form.formState.errors.answeredBy?.message}
        {...form.register("answeredBy")}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={answer.isPending}>
          {t.answerSubmit}
        </Button>
      </div>
    </form>
  );
}

/** The parts as the request names them: the picker's price when staff typed one, else the product's. */
function partsOf(lines: readonly PickedLine[]): EstimateFields["parts"] {
  return lines.map((l) => ({
    productId: l.product.id,
    quantity: l.quantity,
    price: l.edited ? centavosOf(l.price) : null,
  }));
}

function EstimateEditor({
  order,
  onClose,
  onSent,
}: {
  order: ServiceOrderDetail;
  onClose: () => void;
  onSent: (shared: Shared) => void;
}) {
  const refresh = useRefreshDesk();
  const form = useContractForm(estimateFields, { labour: [], parts: [] } satisfies EstimateFields);
  const labour = useFieldArray({ control: form.control, name: "labour" });
  const [lines, setLines] = useState<PickedLine[]>([]);
  const [confirming, setConfirming] = useState(false);
  const { setValue } = form;
  const recheck = form.formState.isSubmitted;
  useEffect(() => {
    setValue("parts", partsOf(lines), { shouldValidate: recheck });
  }, [setValue, lines, recheck]);
  const typed = form.watch("labour");
  // The preview reads the lines as typed: an amount not yet typed counts as zero.
  const preview = estimateTotals({
    labour: typed.map((l) => ({
      description: l.description,
      amount: Number.isFinite(l.amount) ? l.amount : 0,
    })),
    parts: lines.map((l) => {
      const price = centavosOf(l.price);
      return {
        productId: l.product.id,
        productName: l.product.name,
        quantity: l.quantity,
        price: Number.isFinite(price) ? price : 0,
      };
    }),
  });
  const send = useMutation({
    mutationFn: (body: SendEstimateInput) => call("sendServiceEstimate", { params: { id: order.id }, body }),
    onSuccess: (answer) => {
      toast.success(t.estimateSent);
      refresh();
      onSent(answer);
    },
    onError: (error) => {
      setConfirming(false);
      showSaveError(form, error);
    },
  });
  const submit = form.handleSubmit(
    (body) => (confirming ? send.mutate(body) : setConfirming(true)),
    (errors) => toastFirstError(errors, ["labour", "parts"]),
  );
  const change = () => setConfirming(false);

  return (
    <form
      onSubmit={submit}
      onKeyDown={holdEnter}
      onChange={change}
      noValidate
      aria-label={t.newEstimate}
      className="grid gap-4 rounded-lg border border-gold p-3"
      data-testid="estimate-editor"
    >
      <h4 className="font-semibold">{t.newEstimate}</h4>
      {order.warranty ? <p className="text-sm text-muted">{t.warrantyEstimate}</p> : null}
      <section className="grid gap-2" aria-label={t.labourTitle}>
        <h5 className="text-sm font-medium">{t.labourTitle}</h5>
        {labour.fields.map((field, i) => (
          <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[1fr_9rem_auto]">
            <TextField
              label={t.labourDescription}
              error={form.formState.errors.labour?.[i]?.description?.message}
              {...form.register(`labour.${i}.description`)}
            />
            <FormMoneyField control={form.control} name={`labour.${i}.amount`} label={t.labourAmount} />
            <Button
              variant="ghost"
              size="sm"
              className="mb-1"
              aria-label={t.removeLine(t.labourLineName(i + 1))}
              onClick={() => {
                labour.remove(i);
                change();
              }}
            >
              <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              labour.append({ description: "", amount: Number.NaN });
              change();
            }}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t.addLabour}
          </Button>
        </div>
      </section>
      <section className="grid gap-2" aria-label={t.partsTitle}>
        <h5 className="text-sm font-medium">{t.partsTitle}</h5>
        <ProductPicker
          lines={lines}
          onLines={(next) => {
            setLines(next);
            change();
          }}
          wholesaler={false}
        />
        {lines.length ? <p className="text-xs text-muted">{t.partPriceHint}</p> : null}
      </section>
      <dl className="grid gap-1 rounded-lg bg-surface-2 p-3 text-sm" data-testid="estimate-preview">
        <div className="flex justify-between">
          <dt>{t.labourTotal}</dt>
          <dd className="tabular-nums">{formatMoney(preview.labour)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t.partsTotal}</dt>
          <dd className="tabular-nums">{formatMoney(preview.parts)}</dd>
        </div>
        <div className="flex justify-between border-t border-border pt-1 font-semibold">
          <dt>{t.estimateTotal}</dt>
          <dd className="tabular-nums">{formatMoney(preview.total)}</dd>
        </div>
      </dl>
      {confirming ? (
        <div
          className="grid gap-2 rounded-lg border border-gold bg-gold-soft p-3 text-sm"
          role="alertdialog"
          aria-label={t.confirmSend}
        >
          <p className="font-semibold">{t.confirmEstimate(formatMoney(preview.total))}</p>
          <p className="text-muted">{t.confirmEstimateHint}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={change}>
              {t.edit}
            </Button>
            <Button type="submit" disabled={send.isPending} data-testid="confirm-estimate">
              {t.confirmSend}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {msg.cancel}
          </Button>
          <Button type="submit">{t.sendEstimate}</Button>
        </div>
      )}
    </form>
  );
}
