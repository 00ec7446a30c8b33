import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { apiQuery, errorMessage } from "../lib/api";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { Figures } from "./parts";
import { ReportLinks } from "./report-links";

/**
 * "Reporte X" (admins): the mid-shift cut of an open session — what it took, the expected cash,
 * every movement — and its PDFs. Nothing closes. Asked for only when the dialog opens, so the
 * Caja tab itself never carries the expected figure: a closer who has not opened it counts blind.
 */
export function XReportButton({ sessionId }: { sessionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="x-report">
        {t.xReport}
      </Button>
      {open ? <XReportDialog sessionId={sessionId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function XReportDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const report = useQuery(apiQuery("getDrawerXReport", { params: { id: sessionId } }));
  const r = report.data;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={r?.title ?? t.xReport}
      description={t.xReportHint}
      className="max-w-2xl"
    >
      {report.isPending ? (
        <Spinner />
      ) : report.isError || !r ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(report.error)}
        </p>
      ) : (
        <div className="grid gap-5" data-testid="x-report-body">
          <Figures rows={r.header.map((l) => ({ label: l.label, value: l.value }))} />
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{m.reportCashTitle}</h3>
            <Figures
              rows={r.cash.map((l, i) => ({
                label: l.label,
                value: l.value,
                strong: i === r.cash.length - 1,
              }))}
            />
          </section>
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{m.reportOtherTitle}</h3>
            <Figures rows={r.otherMethods.map((l) => ({ label: l.label, value: l.value }))} />
          </section>
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{m.reportMovements}</h3>
            {r.movements.length === 0 ? (
              <p className="text-sm text-muted">{m.reportMovementsEmpty}</p>
            ) : (
              <ul className="divide-y divide-border text-sm">
                {r.movements.map((line, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: the report's lines, in their order, never reordered
                    key={i}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block break-words">{line.concept}</span>
                      <span className="block text-xs text-muted">
                        {line.time}
                        {line.method ? ` · ${line.method}` : ""}
                      </span>
                    </span>
                    <span className="tabular-nums whitespace-nowrap">{line.value}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReportLinks sessionId={sessionId} kind="X" />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t.dismiss}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
