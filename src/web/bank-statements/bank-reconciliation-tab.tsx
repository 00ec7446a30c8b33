import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type {
  Reconciliation,
  ReconciliationDeclaration,
} from "../../contracts/bank-statements/bank-statements";
import { addDays } from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { formatMoney } from "../../domain/kernel/money";
import { formatPeriod, shopDay } from "../../domain/kernel/shop-calendar";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { PageSpinner } from "../ui/spinner";
import { StatementUpload } from "./statement-upload";

/**
 * Compras Web › Conciliación bancaria: per store account and period, the statement's credits
 * matched with declared transfers, the credits nothing matched, and the declared transfers no
 * credit backs ("Sin respaldo en el banco"), with totals that add up to the statement's credits.
 */
export function BankReconciliationTab() {
  const accounts = useQuery(apiQuery("listStatementAccounts"));
  const [chosen, setChosen] = useState<string | null>(null);
  const today = shopDay(new Date());
  const [from, setFrom] = useState(addDays(today, -30));
  const [to, setTo] = useState(today);
  if (accounts.isPending) return <PageSpinner />;
  const list = accounts.data ?? [];
  if (!list.length)
    return <p className="rounded-xl border border-border bg-surface p-6 text-muted">{m.noAccounts}</p>;
  const account = list.find((a) => a.accountKey === chosen) ?? list[0]!;
  return (
    // min-w-0: a wide table scrolls inside its own box instead of widening the page.
    <div className="grid min-w-0 gap-4 [&>*]:min-w-0" data-testid="bank-reconciliation">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64">
          <SelectField
            label={m.accountLabel}
            value={account.accountKey}
            onChange={(e) => setChosen(e.target.value)}
          >
            {list.map((a) => (
              <option key={a.accountKey} value={a.accountKey}>
                {a.bankName} · {a.accountNumber}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="w-44">
          <TextField
            label={m.periodFrom}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="w-44">
          <TextField label={m.periodTo} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      <StatementUpload key={account.accountKey} account={account} />
      {from && to && from <= to ? <Period accountKey={account.accountKey} from={from} to={to} /> : null}
    </div>
  );
}

function Period({ accountKey, from, to }: { accountKey: string; from: string; to: string }) {
  const view = useQuery(
    apiQuery("getReconciliation", { params: { account: accountKey }, query: { from, to } }),
  );
  if (view.isPending) return <PageSpinner />;
  if (view.isError || !view.data)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(view.error)}
      </p>
    );
  const r = view.data;
  return (
    <>
      <Totals r={r} />
      <UnmatchedCredits r={r} />
      <Unbacked r={r} />
      <Matched r={r} />
    </>
  );
}

function Totals({ r }: { r: Reconciliation }) {
  const figures = [
    [m.creditsTotal, r.totals.credits],
    [m.matchedTotal, r.totals.matched],
    [m.unmatchedTotal, r.totals.unmatched],
    [m.unbackedTotal, r.totals.unbacked],
  ] as const;
  return (
    <Panel title={m.totalsTitle} testId="reconciliation-totals">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

const declarationLabel = (d: ReconciliationDeclaration) =>
  `${d.kind === "web-order" ? m.webOrder(d.orderNumber) : m.abono(d.orderNumber)} · ${d.reference} · ${formatMoney(d.amount)} · ${formatPeriod(d.paidOn)}`;

function Table({ head, children, testId }: { head: string[]; children: React.ReactNode; testId: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[44rem] text-sm" data-testid={testId}>
        <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
          <tr>
            {head.map((h, i) => (
              <th
                key={h}
                className={
                  i === head.length - 1 && h === m.amountHeader ? "px-3 py-2 text-right" : "px-3 py-2"
                }
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

const cell = "px-3 py-2 align-top";

function UnmatchedCredits({ r }: { r: Reconciliation }) {
  return (
    <Panel title={m.unmatchedTitle} testId="unmatched-credits">
      {r.unmatched.length ? (
        <Table
          testId="unmatched-table"
          head={[m.dateHeader, m.descriptionHeader, m.referenceHeader, m.creditHeader, m.declarationHeader]}
        >
          {r.unmatched.map((u) => (
            <CreditRow key={u.line.id} u={u} candidates={r.candidates} />
          ))}
        </Table>
      ) : (
        <p className="text-sm text-muted">{m.noUnmatched}</p>
      )}
    </Panel>
  );
}

function CreditRow({
  u,
  candidates,
}: {
  u: Reconciliation["unmatched"][number];
  candidates: ReconciliationDeclaration[];
}) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState(u.proposal?.declarationId ?? "");
  const fitting = candidates.filter((c) => c.amount === u.line.credit);
  const confirm = useMutation({
    mutationFn: () =>
      call("confirmStatementMatch", { params: { id: u.line.id }, body: { declarationId: picked } }),
    onSuccess: (res) => {
      toast.success(res.message);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey("unregistered_purchases") }),
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <tr data-testid="credit-row">
      <td className={`${cell} whitespace-nowrap`}>{formatPeriod(u.line.date)}</td>
      <td className={cell}>{u.line.description}</td>
      <td className={`${cell} font-mono`}>{u.line.reference}</td>
      <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
        {formatMoney(u.line.credit)}
      </td>
      <td className={cell}>
        {fitting.length ? (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-64 flex-1">
              <SelectField
                label={
                  u.proposal
                    ? `${m.proposalHeader}: ${u.proposal.by === "reference" ? m.byReference : m.byAmount}`
                    : m.chooseDeclaration
                }
                value={picked}
                onChange={(e) => setPicked(e.target.value)}
              >
                <option value="">{m.pickPlaceholder}</option>
                {fitting.map((c) => (
                  <option key={c.id} value={c.id}>
                    {declarationLabel(c)}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button onClick={() => confirm.mutate()} disabled={!picked || confirm.isPending}>
              {m.confirm}
            </Button>
          </div>
        ) : (
          <span className="text-muted">{m.noProposal}</span>
        )}
      </td>
    </tr>
  );
}

function OrderLink({ d }: { d: ReconciliationDeclaration }) {
  return (
    <Link
      className="font-mono text-gold underline-offset-2 hover:underline"
      to={d.kind === "web-order" ? "/admin/unregistered" : `/admin/orders?order=${d.orderId}`}
    >
      #{d.orderNumber}
    </Link>
  );
}

function Unbacked({ r }: { r: Reconciliation }) {
  return (
    <Panel title={m.unbackedTitle} testId="unbacked">
      <p className="mb-2 text-sm text-muted">{m.unbackedIntro}</p>
      {r.unbacked.length ? (
        <Table
          testId="unbacked-table"
          head={[m.paidOnHeader, m.orderHeader, m.referenceHeader, m.amountHeader]}
        >
          {r.unbacked.map((d) => (
            <tr key={d.id}>
              <td className={`${cell} whitespace-nowrap`}>{formatPeriod(d.paidOn)}</td>
              <td className={cell}>
                <OrderLink d={d} /> {d.kind === "abono" ? `(${m.abono(d.orderNumber)})` : ""}{" "}
                <span className="text-muted">{d.customerName}</span>
                {d.proposedLineId ? (
                  <span className="ml-2 rounded bg-gold-soft px-1.5 py-0.5 text-xs">
                    {m.proposedNotConfirmed}
                  </span>
                ) : null}
              </td>
              <td className={`${cell} font-mono`}>{d.reference}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{formatMoney(d.amount)}</td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="text-sm text-muted">{m.noUnbacked}</p>
      )}
    </Panel>
  );
}

function Matched({ r }: { r: Reconciliation }) {
  return (
    <Panel title={m.matchedTitle} testId="matched">
      {r.matched.length ? (
        <Table
          testId="matched-table"
          head={[
            m.dateHeader,
            m.descriptionHeader,
            m.referenceHeader,
            m.declarationHeader,
            m.amountHeader,
            "",
          ]}
        >
          {r.matched.map((x) => (
            <tr key={x.line.id}>
              <td className={`${cell} whitespace-nowrap`}>{formatPeriod(x.line.date)}</td>
              <td className={cell}>{x.line.description}</td>
              <td className={`${cell} font-mono`}>{x.line.reference}</td>
              <td className={cell}>
                <Link
                  className="font-mono text-gold underline-offset-2 hover:underline"
                  to={`/admin/orders?order=${x.declaration.orderId}`}
                >
                  #{x.declaration.orderNumber}
                </Link>{" "}
                <span className="text-muted">
                  {x.declaration.customerName} · {x.matchedBy ? m.matchedBy(x.matchedBy) : ""}
                </span>
              </td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatMoney(x.line.credit)}
              </td>
              <td className={`${cell} text-right`}>
                <UndoMatch matched={x} />
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="text-sm text-muted">{m.noMatched}</p>
      )}
    </Panel>
  );
}

/** Takes a confirmation back after saying what it does to the money; the server refuses what may not be undone. */
function UndoMatch({ matched }: { matched: Reconciliation["matched"][number] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { declaration, line } = matched;
  const undo = useMutation({
    mutationFn: () => call("undoStatementMatch", { params: { id: line.id } }),
    onSuccess: (res) => {
      toast.success(res.message);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey("unregistered_purchases") }),
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="undo-match">
        {m.undo}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={m.undoTitle}
        description={
          declaration.kind === "web-order"
            ? m.undoWebOrder(formatMoney(line.credit), declaration.orderNumber)
            : m.undoAbono(declaration.orderNumber)
        }
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {m.undoCancel}
          </Button>
          <Button variant="danger" onClick={() => undo.mutate()} disabled={undo.isPending}>
            {m.undoConfirm}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
