import type { DrawerSessionView } from "../../contracts/cash-drawer/cash-drawer";
import { formatMoney } from "../../domain/kernel/money";
import { dateTimeText } from "../lib/format";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { Card, Figures, StatusBadge } from "./parts";
import { XReportButton } from "./x-report-dialog";

/**
 * The open session as anyone at the register sees it: who opened it and when, the float they
 * counted, and who has worked it. No expected figure, for anyone: the answer carries none for a
 * non-admin, and an admin reads it in the Reporte X, asked for on purpose.
 */
export function SessionCard({ session }: { session: DrawerSessionView }) {
  return (
    <Card
      title={t.sessionTitle}
      action={
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={session.status} />
          {session.can.seeXReport ? <XReportButton sessionId={session.id} /> : null}
        </div>
      }
      testId="drawer-session"
    >
      <Figures
        rows={[
          { label: t.openedBy, value: session.openedBy.name },
          { label: t.openedAt, value: dateTimeText(session.openedAt) },
          { label: t.float, value: formatMoney(session.float) },
        ]}
      />
      <div className="grid gap-1 text-sm">
        <p className="text-muted">{t.workers}</p>
        <ul className="flex flex-wrap gap-1.5" data-testid="drawer-workers">
          {session.workers.map((w) => (
            <li key={w.id || w.name} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-sm">
              {w.name}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-muted">{t.blindNote}</p>
    </Card>
  );
}
