import { useMemo, useState } from "react";
import {
  applyReturnInput,
  type DecideReturnInput,
  decideReturnInput,
  type ReturnRow,
  type SaleReturns,
} from "../../contracts/returns/returns";
import type { SaleDocument } from "../../contracts/sales/sales";
import { formatMoney } from "../../domain/kernel/money";
import { type PaymentMethod, paymentMethodLabel } from "../../domain/reports/reports";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { describeLines } from "../../domain/returns/returns";
import { call, operationUrl } from "../lib/api";
import { dateTimeText } from "../lib/format";
import { useContractForm } from "../lib/use-contract-form";
import { Button, buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import {
  keepEnter,
  MoneyPart,
  outcomeText,
  refundOf,
  refundProblem,
  refundToSend,
  useRefundForm,
  WindowNote,
} from "./money-part";
import { ConfirmReturn, pastWindow } from "./return-dialog";
import { previewReturn } from "./return-preview";
import { useReturnMutation } from "./use-returns";

const STATUS_STYLE: Record<ReturnRow["status"], string> = {
  Solicitada: "border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  Aplicada: "border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  Rechazada: "border-border bg-surface-2 text-muted",
};

const decide = (id: string) => (body: DecideReturnInput) =>
  call("decideSaleReturn", { params: { id }, body });

/** Admins: apply a seller's return, choosing then where its money goes (the lines re-valued on the sale as it is now). */
function ApplyForm({
  sale,
  data,
  row,
  onDone,
}: {
  sale: SaleDocument;
  data: SaleReturns;
  row: ReturnRow;
  onDone: () => void;
}) {
  const serialized = useMemo(() => new Set(Object.keys(data.serialsByProduct)), [data.serialsByProduct]);
  const form = useContractForm(applyReturnInput, { decision: "apply", lateReason: "" });
  const money = useRefundForm();
  const planned = previewReturn(
    sale,
    row.lines.map((l) => ({
      line: l.line,
      quantity: l.quantity,
      serials: l.serials,
      destination: l.destination,
    })),
    serialized,
  );
  const preview = planned.ok ? planned.value : null;
  const late = pastWindow(data.lastDay);
  const [asked, setAsked] = useState<DecideReturnInput | null>(null);
  const save = useReturnMutation(decide(row.id), (r) => m.applied(r.number), m.decideFailure);
  const review = form.handleSubmit(async (body) => {
    if (body.decision !== "apply" || !preview) return;
    if (late && !body.lateReason?.trim()) {
      form.setError("lateReason", { type: "required", message: m.lateReasonRequired });
      return;
    }
    const refund = await refundOf(money);
    if (refund === null || refundProblem(money, preview)) return;
    setAsked({ ...body, refund });
  });
  const send = () => {
    if (asked?.decision !== "apply") return;
    setAsked(null);
    save.mutate(
      {
        decision: "apply",
        lateReason: late ? (asked.lateReason ?? null) : null,
        refund: refundToSend(asked.refund),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={review} onKeyDown={keepEnter} noValidate className="grid gap-4">
      <p className="text-sm">{describeLines(row.lines)}</p>
      <WindowNote
        late={late}
        lastDay={data.lastDay}
        windowDays={data.windowDays}
        admin
        lateReason={form.register("lateReason")}
        lateError={form.formState.errors.lateReason?.message}
      />
      <MoneyPart form={money} preview={preview} pending={planned.ok ? null : planned.error.message} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {m.cancelButton}
        </Button>
        <Button type="submit" disabled={save.isPending || !preview}>
          {m.reviewButton}
        </Button>
      </div>
      <ConfirmReturn
        text={asked?.decision === "apply" && preview ? outcomeText(preview, asked.refund) : null}
        pending={save.isPending}
        onBack={() => setAsked(null)}
        onConfirm={send}
      />
    </form>
  );
}

/** Admins: refuse a seller's return, with the reason written in the sale's history. */
function RejectForm({ row, onDone }: { row: ReturnRow; onDone: () => void }) {
  const form = useContractForm(decideReturnInput, { decision: "reject", reason: "" });
  const save = useReturnMutation(decide(row.id), (r) => m.rejected(r.number), m.decideFailure);
  const send = form.handleSubmit((body) => save.mutate(body, { onSuccess: onDone }));
  const errors = form.formState.errors as { reason?: { message?: string } };
  return (
    <form onSubmit={send} onKeyDown={keepEnter} noValidate className="grid gap-4">
      <p className="text-sm">{describeLines(row.lines)}</p>
      <TextField
        label={m.rejectReasonLabel}
        maxLength={500}
        error={errors.reason?.message}
        {...form.register("reason")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {m.cancelButton}
        </Button>
        <Button type="submit" variant="danger" disabled={save.isPending}>
          {m.rejectConfirm}
        </Button>
      </div>
    </form>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

function ReturnItem({
  row,
  admin,
  onDecide,
}: {
  row: ReturnRow;
  admin: boolean;
  onDecide: (kind: "apply" | "reject") => void;
}) {
  const applied = row.status === "Aplicada";
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-testid="return-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono font-semibold">{row.number}</span>
        <span
          className={cn("rounded-full border px-2 py-0.5 text-xs font-semibold", STATUS_STYLE[row.status])}
          data-testid="return-status"
        >
          {m.statusLabels[row.status] ?? row.status}
        </span>
        <span className="text-sm text-muted">{dateTimeText(row.decidedAt ?? row.requestedAt)}</span>
      </div>
      <p className="text-sm break-words">{describeLines(row.lines)}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Field label={m.colValue}>{formatMoney(row.value)}</Field>
        <Field label={m.colRefund}>
          {applied && row.refunded > 0
            ? m.refundWith(
                formatMoney(row.refunded),
                row.refundMethod ? paymentMethodLabel(row.refundMethod as PaymentMethod) : "—",
              )
            : applied
              ? m.noRefund
              : "—"}
        </Field>
        <Field label={m.colCredit}>{applied ? formatMoney(row.credited) : "—"}</Field>
        <Field label={m.colWho}>
          <span className="block">{m.requestedBy(row.requestedByName)}</span>
          {row.decidedByName && row.decidedByName !== row.requestedByName ? (
            <span className="block">{m.decidedBy(row.decidedByName)}</span>
          ) : null}
        </Field>
      </dl>
      <p className="text-sm text-muted break-words">
        {m.reasonLabel}: {row.reason}
      </p>
      {row.lateReason ? <p className="text-sm text-muted">{m.lateNote(row.lateReason)}</p> : null}
      {row.rejectReason ? <p className="text-sm text-muted">{m.rejectedNote(row.rejectReason)}</p> : null}
      {row.creditNote ? (
        admin ? (
          <a
            className={buttonClass("secondary", "sm", "justify-self-start")}
            href={operationUrl("invoicePdf", { params: { id: row.creditNote.id } })}
            download
            data-testid="return-credit-note"
          >
            {m.creditNoteLabel} {row.creditNote.number}
          </a>
        ) : (
          <p className="text-sm">
            {m.creditNoteLabel} <span className="font-mono">{row.creditNote.number}</span>
          </p>
        )
      ) : null}
      {admin && row.status === "Solicitada" ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onDecide("apply")}>
            {m.applyButton}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecide("reject")}>
            {m.rejectButton}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The sale's returns, oldest first as the server lists them; admins apply or reject a seller's. */
export function ReturnsList({
  sale,
  data,
  admin,
}: {
  sale: SaleDocument;
  data: SaleReturns;
  admin: boolean;
}) {
  const [deciding, setDeciding] = useState<{ row: ReturnRow; kind: "apply" | "reject" } | null>(null);
  const close = () => setDeciding(null);
  return (
    <>
      <ul className="divide-y divide-border" aria-label={m.listTitle}>
        {data.returns.map((row) => (
          <ReturnItem key={row.id} row={row} admin={admin} onDecide={(kind) => setDeciding({ row, kind })} />
        ))}
      </ul>
      <Dialog
        open={deciding !== null}
        onOpenChange={(o) => !o && close()}
        title={
          deciding
            ? deciding.kind === "apply"
              ? m.applyTitle(deciding.row.number)
              : m.rejectTitle(deciding.row.number)
            : ""
        }
        className={deciding?.kind === "apply" ? "sm:max-w-2xl" : undefined}
      >
        {deciding?.kind === "apply" ? (
          <ApplyForm sale={sale} data={data} row={deciding.row} onDone={close} />
        ) : deciding ? (
          <RejectForm row={deciding.row} onDone={close} />
        ) : null}
      </Dialog>
    </>
  );
}
