import type { DrawerSessionView } from "../../contracts/cash-drawer/cash-drawer";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { formatMoney } from "../../domain/kernel/money";
import { dateTimeText } from "../lib/format";
import { Button } from "../ui/button";
import { ApproveForm } from "./approve-form";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { Card, DifferenceText, Figures, StatusBadge } from "./parts";
import { ReportLinks } from "./report-links";

/**
 * A counted session: what the drawer should have held, what was counted and the difference, with
 * the session's card and transfer takings — shown only now, after the blind count. When the
 * difference waits for an approval it says so, and an admin who did not count gets "Aprobar".
 * The Z report prints on any paper from here.
 */
export function SessionOutcome({
  session,
  notice,
  onDismiss,
}: {
  session: DrawerSessionView;
  /** What the close answered the closer (why it waits), when this is the closer's screen. */
  notice?: string | null;
  onDismiss?: () => void;
}) {
  const closing = session.closing;
  if (!closing) return null;
  const totals = session.totals;
  const waiting = session.status === "awaiting_approval";
  return (
    <Card
      title={t.resultTitle(session.register.name)}
      action={<StatusBadge status={session.status} />}
      testId="drawer-outcome"
    >
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-3">
          <Figures
            rows={[
              { label: t.openedBy, value: session.openedBy.name },
              { label: t.openedAt, value: dateTimeText(session.openedAt) },
              { label: t.closedBy, value: closing.closedBy.name },
              { label: t.closedAt, value: dateTimeText(closing.closedAt) },
            ]}
          />
          <Figures
            testId="outcome-cash"
            rows={[
              { label: m.reportFloat, value: formatMoney(session.float) },
              { label: m.reportExpected, value: formatMoney(closing.expected), testId: "outcome-expected" },
              { label: m.reportCounted, value: formatMoney(closing.counted), testId: "outcome-counted" },
              {
                label: m.reportDifference,
                value: <DifferenceText amount={closing.difference} />,
                strong: true,
              },
            ]}
          />
        </div>
        <div className="grid content-start gap-3">
          {totals ? (
            <section className="grid gap-2" aria-label={t.otherMethods}>
              <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{t.otherMethods}</h3>
              <Figures
                testId="outcome-other-methods"
                rows={[
                  { label: m.reportCardReceived, value: formatMoney(totals.received.tarjeta) },
                  { label: m.reportCardRefunded, value: formatMoney(totals.refunded.tarjeta) },
                  { label: m.reportTransferReceived, value: formatMoney(totals.received.transferencia) },
                  { label: m.reportTransferRefunded, value: formatMoney(totals.refunded.transferencia) },
                ]}
              />
            </section>
          ) : null}
          {closing.approvedBy ? (
            <Figures
              rows={[
                { label: m.reportApprovedBy, value: closing.approvedBy.name },
                { label: t.approvedNote, value: closing.approvalNote ?? "—" },
              ]}
            />
          ) : null}
        </div>
      </div>
      {waiting ? (
        <div
          role="status"
          className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="awaiting-approval"
        >
          <p className="font-semibold">{t.awaitingTitle}</p>
          <p>{notice ?? t.awaitingBody}</p>
        </div>
      ) : null}
      {session.can.approve ? <ApproveForm sessionId={session.id} /> : null}
      <ReportLinks sessionId={session.id} kind="Z" />
      {onDismiss ? (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onDismiss}>
            {t.dismiss}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
