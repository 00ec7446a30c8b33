import { Eye, FileDown } from "lucide-react";
import type { SessionList, SessionRow } from "../../contracts/cash-drawer/cash-drawer";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { formatMoney } from "../../domain/kernel/money";
import { operationUrl } from "../lib/api";
import { dateTimeText } from "../lib/format";
import { Button, buttonClass } from "../ui/button";
import { ROW_ACTIONS, RowActionLabel } from "../ui/row-action";
import { WideTable } from "../ui/wide-table";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { DifferenceText, StatusBadge } from "./parts";

const money = (amount: number | null) => (amount === null ? "—" : formatMoney(amount));

const COLUMNS = [
  { title: m.reportRegister },
  { title: t.status },
  { title: m.reportOpenedBy },
  { title: m.reportClosedBy },
  { title: m.reportFloat, numeric: true },
  { title: t.expected, numeric: true },
  { title: t.counted, numeric: true },
  { title: m.reportDifference, numeric: true },
  { title: m.reportApprovedBy },
  { title: "", numeric: true },
] as const;

/** A counted session's Z report (letter; the dialog offers the rolls), or nothing while it is open. */
function ZLink({ row, withLabel }: { row: SessionRow; withLabel: boolean }) {
  if (row.status === "open") return null;
  return (
    <a
      className={buttonClass("ghost", "sm")}
      href={operationUrl("drawerZReportPdf", { params: { id: row.id }, query: { papel: "carta" } })}
      download
      aria-label={t.pdfOn(t.zReport)}
      title={t.pdfOn(t.zReport)}
    >
      <FileDown className="h-4 w-4" aria-hidden="true" />
      {withLabel ? t.zReport : <RowActionLabel>{t.zReport}</RowActionLabel>}
    </a>
  );
}

function OpenButton({
  row,
  onOpen,
  withLabel,
}: {
  row: SessionRow;
  onOpen: (id: string) => void;
  withLabel: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => onOpen(row.id)}
      aria-label={t.openSession}
      title={t.openSession}
    >
      <Eye className="h-4 w-4" aria-hidden="true" />
      {withLabel ? t.openSession : <RowActionLabel>{t.openSession}</RowActionLabel>}
    </Button>
  );
}

/**
 * The history's rows: a table from md up, a card per session on a phone. Who opened and closed it
 * and when, the float, the expected and counted cash and the difference (empty until counted),
 * who approved it; each opens its session and prints its Z report.
 */
export function SessionsTable({
  rows,
  totals,
  onOpen,
}: {
  rows: readonly SessionRow[];
  totals: SessionList["totals"];
  onOpen: (id: string) => void;
}) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted" data-testid="drawer-report-totals">
        {t.reportTotals(
          totals.count.toLocaleString("en-US"),
          formatMoney(totals.short),
          formatMoney(totals.over),
        )}
      </p>
      <WideTable columns={COLUMNS} minWidth="min-w-[64rem]" testId="drawer-sessions">
        {rows.map((r) => (
          <tr key={r.id} data-testid="drawer-session-row">
            <td className="px-3 py-2 font-medium">{r.register.name}</td>
            <td className="px-3 py-2">
              <StatusBadge status={r.status} />
            </td>
            <td className="px-3 py-2">
              <span className="block">{r.openedBy.name}</span>
              <span className="block text-xs text-muted">{dateTimeText(r.openedAt)}</span>
            </td>
            <td className="px-3 py-2">
              <span className="block">{r.closedBy?.name ?? "—"}</span>
              <span className="block text-xs text-muted">{r.closedAt ? dateTimeText(r.closedAt) : ""}</span>
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{formatMoney(r.float)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{money(r.expected)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{money(r.counted)}</td>
            <td className="px-3 py-2 text-right">
              {r.difference === null ? "—" : <DifferenceText amount={r.difference} />}
            </td>
            <td className="px-3 py-2">{r.approvedBy?.name ?? "—"}</td>
            <td className={`px-3 py-2 text-right whitespace-nowrap ${ROW_ACTIONS}`}>
              <OpenButton row={r} onOpen={onOpen} withLabel={false} />
              <ZLink row={r} withLabel={false} />
            </td>
          </tr>
        ))}
      </WideTable>
      <ul className="grid gap-3 md:hidden" data-testid="drawer-session-cards">
        {rows.map((r) => (
          <li key={r.id} className="grid gap-2 rounded-xl border border-border bg-surface p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{r.register.name}</span>
              <StatusBadge status={r.status} />
            </div>
            <p className="text-muted">
              {m.reportOpenedBy}: {r.openedBy.name} · {dateTimeText(r.openedAt)}
            </p>
            {r.closedBy ? (
              <p className="text-muted">
                {m.reportClosedBy}: {r.closedBy.name} · {dateTimeText(r.closedAt)}
              </p>
            ) : null}
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
              <dt className="text-muted">{t.expected}</dt>
              <dd className="text-right tabular-nums">{money(r.expected)}</dd>
              <dt className="text-muted">{t.counted}</dt>
              <dd className="text-right tabular-nums">{money(r.counted)}</dd>
              <dt className="text-muted">{m.reportDifference}</dt>
              <dd className="text-right">
                {r.difference === null ? "—" : <DifferenceText amount={r.difference} />}
              </dd>
            </dl>
            <div className="flex flex-wrap justify-end gap-1">
              <OpenButton row={r} onOpen={onOpen} withLabel />
              <ZLink row={r} withLabel />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
