import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Reconciliation } from "../../contracts/bank-statements/bank-statements";
import { addDays } from "../../domain/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { formatMoney } from "../../domain/kernel/money";
import { shopDay } from "../../domain/kernel/shop-calendar";
import { apiQuery, errorMessage } from "../lib/api";
import { SelectField, TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { PageSpinner } from "../ui/spinner";
import { MatchedLines } from "./matched-lines";
import { StatementUpload } from "./statement-upload";
import { UnbackedTransfers } from "./unbacked-transfers";
import { UnmatchedCredits } from "./unmatched-credits";

/**
 * Compras Web › Conciliación bancaria: per store account and period, the statement's credits
 * matched with declared transfers, the credits nothing matched, and the declared transfers no
 * credit backs ("Sin respaldo en el banco"), with totals that add up to the statement's credits.
 * Each list is a table from md up and a card per line on a phone (reconciliation-card.tsx).
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
      <UnbackedTransfers r={r} />
      <MatchedLines r={r} />
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
