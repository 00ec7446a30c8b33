import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type {
  Reconciliation,
  ReconciliationDeclaration,
} from "../../contracts/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { formatMoney } from "../../domain/kernel/money";
import { formatPeriod } from "../../domain/kernel/shop-calendar";
import { call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { Button } from "../ui/button";
import { SelectField } from "../ui/field";
import { Panel } from "../ui/panel";
import { WideTable } from "../ui/wide-table";
import { CELL, FIGURE_CELL, Field, LineCard, LineCards } from "./reconciliation-card";

type Unmatched = Reconciliation["unmatched"][number];

const declarationLabel = (d: ReconciliationDeclaration) =>
  `${d.kind === "web-order" ? m.webOrder(d.orderNumber) : m.abono(d.orderNumber)} · ${d.reference} · ${formatMoney(d.amount)} · ${formatPeriod(d.paidOn)}`;

/** The statement's credits nothing matched yet, each with the declared transfers of its amount to confirm. */
export function UnmatchedCredits({ r }: { r: Reconciliation }) {
  const fitting = (u: Unmatched) => r.candidates.filter((c) => c.amount === u.line.credit);
  return (
    <Panel title={m.unmatchedTitle} testId="unmatched-credits">
      {r.unmatched.length ? (
        <>
          <LineCards testId="unmatched-cards">
            {r.unmatched.map((u) => (
              <LineCard
                key={u.line.id}
                testId="credit-card"
                controls={fitting(u).length ? <ConfirmMatch u={u} fitting={fitting(u)} /> : null}
              >
                <Field label={m.dateHeader}>{formatPeriod(u.line.date)}</Field>
                <Field label={m.descriptionHeader}>{u.line.description}</Field>
                <Field label={m.referenceHeader}>
                  <span className="font-mono">{u.line.reference}</span>
                </Field>
                <Field label={m.creditHeader}>
                  <Credit u={u} />
                </Field>
                {fitting(u).length ? null : (
                  <Field label={m.declarationHeader}>
                    <NoProposal />
                  </Field>
                )}
              </LineCard>
            ))}
          </LineCards>
          <WideTable
            testId="unmatched-table"
            minWidth="min-w-[44rem]"
            columns={[
              { title: m.dateHeader },
              { title: m.descriptionHeader },
              { title: m.referenceHeader },
              { title: m.creditHeader, numeric: true },
              { title: m.declarationHeader },
            ]}
          >
            {r.unmatched.map((u) => (
              <tr key={u.line.id} data-testid="credit-row">
                <td className={`${CELL} whitespace-nowrap`}>{formatPeriod(u.line.date)}</td>
                <td className={CELL}>{u.line.description}</td>
                <td className={`${CELL} font-mono`}>{u.line.reference}</td>
                <td className={FIGURE_CELL}>
                  <Credit u={u} />
                </td>
                <td className={CELL}>
                  {fitting(u).length ? <ConfirmMatch u={u} fitting={fitting(u)} /> : <NoProposal />}
                </td>
              </tr>
            ))}
          </WideTable>
        </>
      ) : (
        <p className="text-sm text-muted">{m.noUnmatched}</p>
      )}
    </Panel>
  );
}

const Credit = ({ u }: { u: Unmatched }) => (
  <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(u.line.credit)}</span>
);

const NoProposal = () => <span className="text-muted">{m.noProposal}</span>;

/**
 * The declared transfer a credit backs, proposed or picked, and its confirmation. The chosen
 * option is long (order, reference, amount, day): the select's title holds it whole.
 */
function ConfirmMatch({ u, fitting }: { u: Unmatched; fitting: ReconciliationDeclaration[] }) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState(u.proposal?.declarationId ?? "");
  const chosen = fitting.find((c) => c.id === picked);
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
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-64 flex-1">
        <SelectField
          label={
            u.proposal
              ? `${m.proposalHeader}: ${u.proposal.by === "reference" ? m.byReference : m.byAmount}`
              : m.chooseDeclaration
          }
          value={picked}
          title={chosen ? declarationLabel(chosen) : m.pickPlaceholder}
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
  );
}
