import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { Reconciliation } from "../../contracts/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { formatMoney } from "../../domain/kernel/money";
import { formatPeriod } from "../../domain/kernel/shop-calendar";
import { call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Panel } from "../ui/panel";
import { WideTable } from "../ui/wide-table";
import { CELL, FIGURE_CELL, Field, LineCard, LineCards } from "./reconciliation-card";

type Matched = Reconciliation["matched"][number];

/** The statement's credits confirmed against a declared transfer, each of which may be undone. */
export function MatchedLines({ r }: { r: Reconciliation }) {
  return (
    <Panel title={m.matchedTitle} testId="matched">
      {r.matched.length ? (
        <>
          <LineCards testId="matched-cards">
            {r.matched.map((x) => (
              <LineCard key={x.line.id} testId="matched-card" controls={<UndoMatch matched={x} />}>
                <Field label={m.dateHeader}>{formatPeriod(x.line.date)}</Field>
                <Field label={m.descriptionHeader}>{x.line.description}</Field>
                <Field label={m.referenceHeader}>
                  <span className="font-mono">{x.line.reference}</span>
                </Field>
                <Field label={m.declarationHeader}>
                  <Declaration x={x} />
                </Field>
                <Field label={m.amountHeader}>
                  <span className="whitespace-nowrap tabular-nums">{formatMoney(x.line.credit)}</span>
                </Field>
              </LineCard>
            ))}
          </LineCards>
          <WideTable
            testId="matched-table"
            minWidth="min-w-[44rem]"
            columns={[
              { title: m.dateHeader },
              { title: m.descriptionHeader },
              { title: m.referenceHeader },
              { title: m.declarationHeader },
              { title: m.amountHeader, numeric: true },
              { title: "" },
            ]}
          >
            {r.matched.map((x) => (
              <tr key={x.line.id}>
                <td className={`${CELL} whitespace-nowrap`}>{formatPeriod(x.line.date)}</td>
                <td className={CELL}>{x.line.description}</td>
                <td className={`${CELL} font-mono`}>{x.line.reference}</td>
                <td className={CELL}>
                  <Declaration x={x} />
                </td>
                <td className={FIGURE_CELL}>{formatMoney(x.line.credit)}</td>
                <td className={`${CELL} text-right`}>
                  <UndoMatch matched={x} />
                </td>
              </tr>
            ))}
          </WideTable>
        </>
      ) : (
        <p className="text-sm text-muted">{m.noMatched}</p>
      )}
    </Panel>
  );
}

/** The order the credit paid, its customer and who confirmed it. */
function Declaration({ x }: { x: Matched }) {
  return (
    <>
      <Link
        className="font-mono text-gold underline-offset-2 hover:underline"
        to={`/admin/orders?order=${x.declaration.orderId}`}
      >
        #{x.declaration.orderNumber}
      </Link>{" "}
      <span className="text-muted">
        {x.declaration.customerName} · {x.matchedBy ? m.matchedBy(x.matchedBy) : ""}
      </span>
    </>
  );
}

/** Takes a confirmation back after saying what it does to the money; the server refuses what may not be undone. */
function UndoMatch({ matched }: { matched: Matched }) {
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
